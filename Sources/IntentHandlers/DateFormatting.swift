import Foundation
import LocalizationData
import VeckaEngine

/// Localized date and weekday names through Foundation's formatters, one set per language, made
/// once. Dates are shown in the Gregorian calendar of the language's locale (Thai shows Buddhist-era
/// years, as Thai readers expect); week numbers never come from the locale (see VeckaEngine).
final class DateFormatting: @unchecked Sendable {
    private let long: DateFormatter
    private let plain: DateFormatter
    private let short: DateFormatter
    private let weekdayName: DateFormatter
    private let monthFormatter: DateFormatter
    /// DateFormatter is not safe to share between threads; tests answer in parallel.
    private let lock = NSLock()
    let yearOffset: Int

    init(pack: LanguagePack, templates: Templates) {
        let locale = Locale(identifier: pack.setting("locale") ?? pack.code)
        func formatter(_ template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        long = formatter(templates.text("format.date"))
        plain = formatter(templates.text("format.plainDate"))
        short = formatter(templates.text("format.dateShort"))
        weekdayName = formatter(templates.text("format.weekday"))
        monthFormatter = formatter(templates.text("format.month"))
        yearOffset = Int(pack.setting("displayYearOffset") ?? "") ?? 0
    }

    func longDate(_ date: CalendarDate) -> String { format(date, with: long) }
    /// Without the weekday, for sentences that name it separately.
    func plainDate(_ date: CalendarDate) -> String { format(date, with: plain) }
    func shortDate(_ date: CalendarDate) -> String { format(date, with: short) }
    func weekday(_ date: CalendarDate) -> String { format(date, with: weekdayName) }
    func monthName(_ month: Int) -> String {
        format(CalendarDate(year: 2001, month: month, day: 1) ?? CalendarDate(dayNumber: 0), with: monthFormatter)
    }

    /// ICU formatting costs more than answering the rest of a question, and a bot asks about the same
    /// few weeks again and again: formatted strings are kept (bounded: the cache is emptied when full).
    private var cache: [CacheKey: String] = [:]
    private static let cacheLimit = 20_000

    private struct CacheKey: Hashable {
        let day: Int
        let formatter: ObjectIdentifier
    }

    private func format(_ date: CalendarDate, with formatter: DateFormatter) -> String {
        lock.lock()
        defer { lock.unlock() }
        let key = CacheKey(day: date.dayNumber, formatter: ObjectIdentifier(formatter))
        if let known = cache[key] { return known }
        if cache.count >= DateFormatting.cacheLimit { cache.removeAll(keepingCapacity: true) }
        let text = formatter.string(from: DateFormatting.instant(date))
        cache[key] = text
        return text
    }
    func year(_ year: Int) -> String { String(year + yearOffset) }

    /// Noon UTC of the date, far from any day boundary.
    private static func instant(_ date: CalendarDate) -> Date {
        Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400 + 43_200)
    }
}
