/// A full-moon day of the Thai lunar calendar (ปฏิทินจันทรคติไทย), for the Buddhist holidays.
///
/// The Thai calendar intercalates a second 8th month (อธิกมาส) in some years. By Thai usage the
/// Buddhist days then move one month later: Makha Bucha to the 4th month, Visakha Bucha to the 7th,
/// and Asanha Bucha/Khao Phansa to the second 8th month (which `ThaiLunarCalendar` already gives for
/// month 8 in such a year). `leapYearMonth` is the month used in an athikamat year.
public struct ThaiLunarDay: HolidayDateRule {
    public let month: Int
    public let leapYearMonth: Int
    public let day: Int
    public let offset: Int

    public init(month: Int, leapYearMonth: Int? = nil, day: Int = 15, offset: Int = 0) {
        self.month = month
        self.leapYearMonth = leapYearMonth ?? month
        self.day = day
        self.offset = offset
    }

    /// No cache: the Thai calendar is a table of year types plus a few additions, cheaper than
    /// hashing a cache key.
    public func date(in year: Int) -> CalendarDate? {
        let monthThisYear = ThaiLunarCalendar.isAthikamat(year: year) == true ? leapYearMonth : month
        return ThaiLunarCalendar.date(ofMonth: monthThisYear, day: day, year: year)?.shifted(offset)
    }
}

extension DateRule {
    public static func thaiLunar(month: Int, leapYearMonth: Int? = nil, day: Int = 15, offset: Int = 0) -> DateRule {
        DateRule(ThaiLunarDay(month: month, leapYearMonth: leapYearMonth, day: day, offset: offset))
    }
}
