import Foundation
import VeckaEngine

/// ICU's Islamic calendars (Foundation's `Calendar`), as the engine asked them before its tables:
/// the source the tables are generated from (IslamicTableGenerator) and the reference they are
/// checked against (IslamicCalendarTests).
enum ICUIslamicCalendar {
    /// The years the generated tables hold: ICU's astronomical calendar before 1420 AH, its Umm
    /// al-Qura table from 1420 to 1600 AH, where ICU's table (UMALQURA_YEAR_END) ends and it falls
    /// back to the tabular calendar, which the engine computes. 0 AH is included because the
    /// engine's search around a Gregorian year reaches it for 623.
    static let astronomicalYears = 0...1419
    static let ummAlQuraYears = 1420...1600
    /// Beyond every year the engine can ask for (9999 CE is 9672 AH).
    static let lastCheckedYear = 9700

    static let astronomical = utcCalendar(.islamic)
    static let ummAlQura = utcCalendar(.islamicUmmAlQura)

    /// The calendar the engine uses for an Islamic year.
    static func calendar(for year: Int) -> Calendar {
        year < ummAlQuraYears.lowerBound ? astronomical : ummAlQura
    }

    /// The day number of the month's first day and its length by ICU: 30 days when day 30 of it
    /// is still in it (ICU rolls a day the month does not have into the next month).
    static func month(_ month: Int, of year: Int, in calendar: Calendar) -> (firstDay: Int, length: Int) {
        let first = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
        let thirtieth = calendar.date(from: DateComponents(year: year, month: month, day: 30))!
        return (dayNumber(first), calendar.component(.day, from: thirtieth) == 30 ? 30 : 29)
    }

    /// `IslamicDay.date(in:)` as it was, through ICU (without its cache).
    static func date(month: Int, day: Int, in year: Int) -> CalendarDate? {
        guard year >= 623, year <= 9999 else { return nil }
        let estimate = (year - 622) * 33 / 32
        var found: CalendarDate?
        for islamicYear in (estimate - 1)...(estimate + 2) {
            let calendar = calendar(for: islamicYear)
            guard let instant = calendar.date(from: DateComponents(year: islamicYear, month: month, day: day)),
                  calendar.component(.day, from: instant) == day else { continue }
            let date = CalendarDate(dayNumber: dayNumber(instant))
            if date.year == year, found.map({ date < $0 }) ?? true { found = date }
        }
        return found
    }

    private static func dayNumber(_ instant: Date) -> Int {
        Int((instant.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    private static func utcCalendar(_ identifier: Calendar.Identifier) -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
