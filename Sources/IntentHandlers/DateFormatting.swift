import LocalizationData
import VeckaEngine

/// Localized dates in answers, from the language's dates.tsv: each style's CLDR pattern and the month
/// and weekday names it uses, taken from ICU once by scripts/generate-dates and formatted here without
/// ICU (which cost more to set up than answering a question, and most of the binary's size). Formatting
/// is concatenation, so nothing is cached and the value is immutable: shared between threads freely.
///
/// Dates are proleptic Gregorian, as ISO 8601 counts them (4 October 1582 is that day, not the Julian
/// one). A language that shows another era's years (Thai: Buddhist era, +543) has them written with
/// `displayYearOffset` from language.tsv. Week numbers never come from the locale (see VeckaEngine).
struct DateFormatting: Sendable {
    /// The styles answers use, each a `style.…` line of dates.tsv.
    enum Style: Int, CaseIterable {
        case long, plain, short, shortWithYear, weekday, month
        /// A month's calendar: its heading ("December 2026", "2026年12月") and its columns' names ("Mo", "月").
        case monthYear, weekdayShort

        var key: String {
            switch self {
            case .long: return "style.long"
            case .plain: return "style.plain"
            case .short: return "style.short"
            case .shortWithYear: return "style.shortYear"
            case .weekday: return "style.weekday"
            case .month: return "style.month"
            case .monthYear: return "style.monthYear"
            case .weekdayShort: return "style.weekdayShort"
            }
        }
    }

    /// By `Style.rawValue`.
    private let patterns: [DatePattern]
    /// The locale's digits 0–9 when they are not ASCII (`digits` in dates.tsv).
    private let digits: [String]?
    let yearOffset: Int

    /// A style or name the language lacks is the fallback's (English), as answers.tsv's templates are.
    init(pack: LanguagePack, fallback: LanguagePack?) {
        let own = pack.dates
        let dates = (fallback?.dates ?? [:]).merging(own) { $1 }
        var names: [String: [String]] = [:]
        for (key, value) in dates where key.hasPrefix("names.") {
            names[String(key.dropFirst(6))] = TSV.split(value, on: 0x7C)
        }
        patterns = Style.allCases.map { DatePattern(dates[$0.key] ?? "", names: names) }
        digits = own["digits"].map { TSV.split($0, on: 0x7C) }
        yearOffset = Int(pack.setting("displayYearOffset") ?? "") ?? 0
    }

    /// The pattern of each style, for the localization tests.
    func pattern(_ style: Style) -> DatePattern { patterns[style.rawValue] }

    func longDate(_ date: CalendarDate) -> String { string(date, .long) }
    /// Without the weekday, for sentences that name it separately.
    func plainDate(_ date: CalendarDate) -> String { string(date, .plain) }
    func shortDate(_ date: CalendarDate) -> String { string(date, .short) }
    /// "Dec 28, 2026": for weeks that span two years.
    func shortDateWithYear(_ date: CalendarDate) -> String { string(date, .shortWithYear) }
    func weekday(_ date: CalendarDate) -> String { string(date, .weekday) }
    func monthName(_ month: Int) -> String {
        string(CalendarDate(year: 2001, month: month, day: 1) ?? CalendarDate(dayNumber: 0), .month)
    }
    func year(_ year: Int) -> String { String(year + yearOffset) }
    /// "December 2026", "2026年12月", "tháng 12 năm 2026": a month's calendar's heading.
    func monthYear(year: Int, month: Int) -> String {
        string(CalendarDate(year: year, month: month, day: 1) ?? CalendarDate(dayNumber: 0), .monthYear)
    }
    /// "Mo", "må", "Mo.", "月", "周一", "T2", "จ.": the column names of a month's calendar (1 = Monday).
    func shortWeekday(_ weekday: Int) -> String {
        // 2001-01-01 was a Monday.
        string(CalendarDate(year: 2001, month: 1, day: min(max(weekday, 1), 7)) ?? CalendarDate(dayNumber: 0), .weekdayShort)
    }
    /// A number in the locale's digits (ASCII without them): the days of a month's calendar.
    func number(_ value: Int) -> String {
        guard let digits, digits.count == 10 else { return String(value) }
        var output = value < 0 ? "-" : ""
        for byte in String(value.magnitude).utf8 { output += digits[Int(byte) - 48] }
        return output
    }

    func string(_ date: CalendarDate, _ style: Style) -> String {
        let (year, month, day) = date.components
        return patterns[style.rawValue].string(year: shownYear(year), month: month, day: day, weekday: date.weekday,
                                               digits: digits)
    }

    /// The year with the era's offset; without one, ICU's year of the era, which counts the years
    /// before 1 backwards (year 0 is 1 BC), for dates at the edge of the supported years.
    private func shownYear(_ year: Int) -> Int {
        yearOffset != 0 ? year + yearOffset : year >= 1 ? year : 1 - year
    }
}
