// TEMPORARY: the former ICU formatter (Sources/IntentHandlers/DateFormatting.swift before dates.tsv),
// kept here only to prove that the formatter from Localization/<lang>/dates.tsv writes every date
// byte for byte as it did. Removed in the next commit, with ICU out of answers.
import Foundation
@testable import IntentHandlers
import LocalizationData
import Testing
import VeckaEngine

/// The old code, verbatim but for its cache and lock (one instance per test, one thread).
private final class ICUDateFormatting {
    private var formatters: [DateFormatter?] = Array(repeating: nil, count: DateFormatting.Style.allCases.count)
    private let templates: [String]
    private let locale: Locale
    let yearOffset: Int

    init(locale: String, yearOffset: Int, templates: [String]) {
        self.locale = Locale(identifier: locale)
        self.yearOffset = yearOffset
        self.templates = templates
    }

    private func formatter(_ style: DateFormatting.Style) -> DateFormatter {
        if let made = formatters[style.rawValue] { return made }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = ICUDateFormatting.utc
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = ICUDateFormatting.utc
        formatter.setLocalizedDateFormatFromTemplate(templates[style.rawValue])
        formatter.gregorianStartDate = Date.distantPast
        if yearOffset != 0, let pattern = formatter.dateFormat {
            formatter.dateFormat = ICUDateFormatting.yearAsPlaceholder(pattern)
        }
        formatters[style.rawValue] = formatter
        return formatter
    }

    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
    private static let yearMark = "\u{E000}"

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

    func monthName(_ month: Int) -> String {
        format(CalendarDate(year: 2001, month: month, day: 1) ?? CalendarDate(dayNumber: 0), .month)
    }

    func format(_ date: CalendarDate, _ style: DateFormatting.Style) -> String {
        var text = formatter(style).string(from: ICUDateFormatting.instant(date))
        if yearOffset != 0 { text = text.replacingOccurrences(of: ICUDateFormatting.yearMark, with: String(date.year + yearOffset)) }
        return text
    }
    func year(_ year: Int) -> String { String(year + yearOffset) }

    private static func instant(_ date: CalendarDate) -> Date {
        Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400 + 43_200)
    }
}

@Suite struct ICUDateEqualityTests {
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int { CalendarDate(year: year, month: month, day: day)!.dayNumber }

    /// Every day of 1900–2100; every 11th day of 1–9999 (prime to 7: every weekday falls on every
    /// day of every month); the edges (0001-01, 1582-10, 9999-12), leap days, short years.
    static let dates: [CalendarDate] = {
        var days = Set(day(1900, 1, 1)...day(2100, 12, 31))
        days.formUnion(stride(from: day(1, 1, 1), through: day(9999, 12, 31), by: 11))
        days.formUnion(day(1, 1, 1)...day(1, 2, 28))
        days.formUnion(day(1582, 9, 25)...day(1582, 10, 20))
        days.formUnion(day(9999, 11, 25)...day(9999, 12, 31))
        for year in [4, 400, 1600, 2000, 2400, 9996] { days.insert(day(year, 2, 29)) }
        for year in [1, 2, 9, 10, 11, 99, 100, 101, 999, 1000, 1001, 1899, 2101, 5000, 9998] {
            for month in 1...12 { days.insert(day(year, month, 1)); days.insert(day(year, month, 28)) }
        }
        return days.sorted().map(CalendarDate.init(dayNumber:))
    }()

    /// Past the supported years, where a week's Sunday or Monday may fall (week 52 of 9999 ends in 10000).
    static let outside: [CalendarDate] = (day(1, 1, 1) - 7..<day(1, 1, 1)).map(CalendarDate.init(dayNumber:))
        + (day(9999, 12, 31) + 1...day(9999, 12, 31) + 14).map(CalendarDate.init(dayNumber:))

    @Test(arguments: ["de", "en", "ja", "ko", "sv", "th", "vi", "zh"])
    func sameAsICU(_ code: String) throws {
        let pack = try #require(Localization.pack(code))
        let skeletons = try DateFormatting.Style.allCases.map { style in
            let line = try #require(pack.datesText.split(separator: "\n").first { $0.hasPrefix(style.key + "\t") })
            return String(line.split(separator: "\t")[2])
        }
        let old = ICUDateFormatting(locale: try #require(pack.setting("locale")),
                                    yearOffset: Int(pack.setting("displayYearOffset") ?? "") ?? 0, templates: skeletons)
        let new = DateFormatting(pack: pack, fallback: Localization.pack("en"))
        var compared = 0
        var mismatches: [String] = []
        for (set, dates) in [("supported", Self.dates), ("outside", Self.outside)] {
            compared = 0
            for date in dates {
                for style in DateFormatting.Style.allCases {
                    let expected = old.format(date, style)
                    let actual = new.string(date, style)
                    compared += 1
                    if expected != actual, mismatches.count < 20 { mismatches.append("\(date) \(style): ICU \"\(expected)\" new \"\(actual)\"") }
                }
            }
            print("ICU-EQUALITY \(code) \(set): \(dates.count) dates × \(DateFormatting.Style.allCases.count) styles = \(compared) compared, \(mismatches.count) mismatches")
        }
        for sample in ["0001-01-01", "1582-10-04", "2026-12-28", "9999-12-31"] {
            let date = try #require(CalendarDate(isoString: sample))
            print("ICU-SAMPLE \(code) \(sample): " + DateFormatting.Style.allCases.map { old.format(date, $0) }.joined(separator: " | "))
        }
        for month in 1...12 { #expect(old.monthName(month) == new.monthName(month)) }
        for year in [1, 1582, 2026, 9999] { #expect(old.year(year) == new.year(year)) }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
