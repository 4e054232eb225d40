import Foundation
import LocalizationData
import VeckaEngine

/// Localized date and weekday names through Foundation's formatters, one set per language, made
/// once. Dates are shown in the proleptic Gregorian calendar, as ISO 8601 counts them: ICU's own
/// Gregorian calendar switches to the Julian one before 15 October 1582, so that 4 October 1582 would
/// be written "September 24" while the answer's data says 1582-10-04. A language that shows another
/// era's years (Thai: Buddhist era, +543) gets them written in by `displayYearOffset`, because ICU's
/// Buddhist calendar has no proleptic setting. Week numbers never come from the locale (see VeckaEngine).
final class DateFormatting: @unchecked Sendable {
    /// The styles answers use, each a Foundation date template from answers.tsv (`format.date` …).
    enum Style: Int, CaseIterable {
        case long, plain, short, shortWithYear, weekday, month

        var templateKey: String {
            switch self {
            case .long: return "format.date"
            case .plain: return "format.plainDate"
            case .short: return "format.dateShort"
            case .shortWithYear: return "format.dateShortYear"
            case .weekday: return "format.weekday"
            case .month: return "format.month"
            }
        }
    }

    /// Made on first use: making a formatter costs more than answering a question, and most answers
    /// need one or two of the styles.
    private var formatters: [DateFormatter?] = Array(repeating: nil, count: Style.allCases.count)
    private let templates: [String]
    private let locale: Locale
    /// DateFormatter is not safe to share between threads; tests answer in parallel.
    private let lock = NSLock()
    let yearOffset: Int

    init(pack: LanguagePack, templates: Templates) {
        locale = Locale(identifier: pack.setting("locale") ?? pack.code)
        yearOffset = Int(pack.setting("displayYearOffset") ?? "") ?? 0
        self.templates = Style.allCases.map { templates.text($0.templateKey) }
    }

    /// Called with the lock held.
    private func formatter(_ style: Style) -> DateFormatter {
        if let made = formatters[style.rawValue] { return made }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = DateFormatting.utc
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = DateFormatting.utc
        formatter.setLocalizedDateFormatFromTemplate(templates[style.rawValue])
        formatter.gregorianStartDate = Date.distantPast
        if yearOffset != 0, let pattern = formatter.dateFormat {
            formatter.dateFormat = DateFormatting.yearAsPlaceholder(pattern)
        }
        formatters[style.rawValue] = formatter
        return formatter
    }

    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
    /// Stands in the pattern for the year, which is written in afterwards with the era's offset.
    private static let yearMark = "\u{E000}"

    /// The pattern with each unquoted year field (`y`, `yyyy`, `u`) turned into a quoted placeholder.
    static func yearAsPlaceholder(_ pattern: String) -> String {
        var output = ""
        var quoted = false
        var inYear = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            let isYear = !quoted && (character == "y" || character == "u")
            if isYear && !inYear { output += "'" + yearMark + "'" }
            if !isYear { output.append(character) }
            inYear = isYear
        }
        return output
    }

    func longDate(_ date: CalendarDate) -> String { format(date, .long) }
    /// Without the weekday, for sentences that name it separately.
    func plainDate(_ date: CalendarDate) -> String { format(date, .plain) }
    func shortDate(_ date: CalendarDate) -> String { format(date, .short) }
    /// "Dec 28, 2026": for weeks that span two years.
    func shortDateWithYear(_ date: CalendarDate) -> String { format(date, .shortWithYear) }
    func weekday(_ date: CalendarDate) -> String { format(date, .weekday) }
    func monthName(_ month: Int) -> String {
        format(CalendarDate(year: 2001, month: month, day: 1) ?? CalendarDate(dayNumber: 0), .month)
    }

    /// ICU formatting costs more than answering the rest of a question, and a bot asks about the same
    /// few weeks again and again: formatted strings are kept (bounded: the cache is emptied when full).
    private var cache: [CacheKey: String] = [:]
    private static let cacheLimit = 20_000

    private struct CacheKey: Hashable {
        let day: Int
        let style: Int
    }

    private func format(_ date: CalendarDate, _ style: Style) -> String {
        lock.lock()
        defer { lock.unlock() }
        let key = CacheKey(day: date.dayNumber, style: style.rawValue)
        if let known = cache[key] { return known }
        if cache.count >= DateFormatting.cacheLimit { cache.removeAll(keepingCapacity: true) }
        var text = formatter(style).string(from: DateFormatting.instant(date))
        if yearOffset != 0 { text = text.replacingOccurrences(of: DateFormatting.yearMark, with: String(date.year + yearOffset)) }
        cache[key] = text
        return text
    }
    func year(_ year: Int) -> String { String(year + yearOffset) }

    /// Noon UTC of the date, far from any day boundary.
    private static func instant(_ date: CalendarDate) -> Date {
        Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400 + 43_200)
    }
}
