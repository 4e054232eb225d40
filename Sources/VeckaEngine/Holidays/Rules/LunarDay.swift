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

    /// No per-date cache: within 1899–2101 the conversion is a table lookup, and outside it
    /// `LunisolarCache` keeps each computed year, which leaves a few additions per date.
    public func date(in year: Int) -> CalendarDate? {
        calendar.gregorianDate(of: LunarDate(year: year, month: month, day: day))?.shifted(offset)
    }
}

extension DateRule {
    public static func lunar(_ calendar: LunisolarCalendar, _ month: Int, _ day: Int, offset: Int = 0) -> DateRule {
        DateRule(LunarDay(calendar, month: month, day: day, offset: offset))
    }
}
