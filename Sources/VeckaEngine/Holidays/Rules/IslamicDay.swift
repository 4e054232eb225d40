/// A day of the Islamic calendar (`IslamicCalendar`: the days ICU's calendars give, from tables). From
/// 1420 AH (1999) it is Umm al-Qura, the official calendar of Saudi Arabia. Before that Saudi Arabia
/// reckoned differently and the days kept were often a day earlier than ICU's Umm al-Qura table:
/// there ICU's astronomical calendar matches the observed days python-holidays records (80 of 82
/// feasts in the 1990s against 17 of 82; `scripts/compare-other-calendars --years 1925-2100`). Where
/// the new month is declared by sighting the moon, the day kept locally can be a day earlier or later.
///
/// An Islamic year is 354 or 355 days, so a date can fall twice in one Gregorian year (1 Muharram
/// 1429 and 1430 are 10 January and 29 December 2008): the rule gives the first, as every rule
/// gives one date per year.
public struct IslamicDay: HolidayDateRule {
    /// 1 (Muharram) … 12 (Dhu al-Hijjah).
    public let month: Int
    /// 1 … 30; day 30 of a 29-day month never happens.
    public let day: Int

    public init(month: Int, day: Int) {
        self.month = month
        self.day = day
    }

    public func date(in year: Int) -> CalendarDate? {
        // The calendar begins in 622; the tabular years after 1600 AH reach past 9999.
        guard year >= 623, year <= 9999, (1...30).contains(day) else { return nil }
        // 33 Islamic years to 32 Gregorian ones: the year that begins in `year` and its neighbours,
        // in order, so the first that falls in `year` is the earlier of two.
        let estimate = (year - 622) * 33 / 32
        for islamicYear in (estimate - 1)...(estimate + 2) {
            guard let (firstDay, length) = IslamicCalendar.month(month, of: islamicYear), day <= length else { continue }
            let date = CalendarDate(dayNumber: firstDay + day - 1)
            if date.year == year { return date }
        }
        return nil
    }
}

extension DateRule {
    public static func islamic(_ month: Int, _ day: Int) -> DateRule { DateRule(IslamicDay(month: month, day: day)) }
}
