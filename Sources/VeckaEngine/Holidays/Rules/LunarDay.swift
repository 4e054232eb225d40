/// A day of an East Asian lunisolar calendar: Chinese for CN and HK, Vietnamese for VN, Korean for
/// KR (the calendars differ because each is reckoned on its own meridian: see
/// Astronomy/LunisolarCalendar.swift). `offset` counts Gregorian days from that lunar date, so the
/// eve of the lunar new year is `(1, 1, offset: -1)` — day 29 or 30 of month 12, whichever ends the year.
///
/// `year` is the Gregorian year in which the lunar year begins, which holds for every festival
/// from month 1 to month 12 that we use.
public struct LunarDay: HolidayDateRule {
    public let calendar: LunisolarCalendar
    public let month: Int
    public let day: Int
    public let offset: Int

    public init(_ calendar: LunisolarCalendar, month: Int, day: Int, offset: Int = 0) {
        self.calendar = calendar
        self.month = month
        self.day = day
        self.offset = offset
    }

    public func date(in year: Int) -> CalendarDate? {
        LunarDateCache.shared.date(calendar, year: year, month: month, day: day)?.shifted(offset)
    }
}

extension DateRule {
    public static func lunar(_ calendar: LunisolarCalendar, _ month: Int, _ day: Int, offset: Int = 0) -> DateRule {
        DateRule(LunarDay(calendar, month: month, day: day, offset: offset))
    }
}

/// Lunar conversions are the costly part of the engine (astronomical computations behind
/// `LunisolarCalendar`), and the same few festival dates are asked for again and again, so each
/// (calendar, year, month, day) is computed once per process and kept.
final class LunarDateCache: @unchecked Sendable {
    static let shared = LunarDateCache()

    private let cache = LockedDictionary<Int, CalendarDate?>()

    func date(_ calendar: LunisolarCalendar, year: Int, month: Int, day: Int) -> CalendarDate? {
        // One integer key (cheaper to hash than a struct): calendar, month, day, year.
        let calendarIndex = LunisolarCalendar.allCases.firstIndex(of: calendar)!
        let key = ((calendarIndex * 16 + month) * 32 + day) * 100_000 + year
        return cache.value(for: key) {
            calendar.gregorianDate(of: LunarDate(year: year, month: month, day: day))
        }
    }
}
