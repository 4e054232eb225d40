/// A day of the Hebrew calendar (`HebrewCalendar`). The Hebrew year that begins in September or
/// October of a Gregorian year holds its autumn feasts; its spring feasts fall in the next Gregorian
/// year. The rule gives the date in the asked Gregorian year.
public struct HebrewDay: HolidayDateRule {
    public let month: HebrewCalendar.Month
    public let day: Int

    public init(_ month: HebrewCalendar.Month, _ day: Int) {
        self.month = month
        self.day = day
    }

    public func date(in year: Int) -> CalendarDate? {
        // 1 January falls in Hebrew year Gregorian + 3760; Tishri begins the next one.
        for hebrewYear in [year + 3760, year + 3761] {
            if let date = HebrewCalendar.date(year: hebrewYear, month: month, day: day), date.year == year { return date }
        }
        return nil
    }
}

extension DateRule {
    public static func hebrew(_ month: HebrewCalendar.Month, _ day: Int) -> DateRule { DateRule(HebrewDay(month, day)) }
}
