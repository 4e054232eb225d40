/// The East Asian lunisolar calendars our regions keep. They share rules (months start at the new
/// moon, the month holding the winter solstice is month 11, leap months by the "no major solar term"
/// rule) but are computed for different meridians, so their dates sometimes differ by a day or a month:
/// China (UTC+8; CN, HK), Vietnam (UTC+7 since 1968), Korea (UTC+9).
public enum LunisolarCalendar: String, Sendable, CaseIterable {
    case chinese, vietnamese, korean
}

/// A date in a lunisolar calendar.
public struct LunarDate: Hashable, Sendable {
    /// The Gregorian year in which the lunar year begins.
    public let year: Int
    public let month: Int
    public let day: Int
    public let isLeapMonth: Bool

    public init(year: Int, month: Int, day: Int, isLeapMonth: Bool = false) {
        self.year = year
        self.month = month
        self.day = day
        self.isLeapMonth = isLeapMonth
    }
}

extension LunisolarCalendar {
    /// The Gregorian date of a lunar date, or nil when it does not exist that year (day 30 of a
    /// 29-day month, a leap month the year does not have).
    public func gregorianDate(of lunar: LunarDate) -> CalendarDate? {
        LunisolarConversion.gregorianDate(of: lunar, in: self)
    }

    /// The lunar date of a Gregorian date.
    public func lunarDate(of date: CalendarDate) -> LunarDate {
        LunisolarConversion.lunarDate(of: date, in: self)
    }
}
