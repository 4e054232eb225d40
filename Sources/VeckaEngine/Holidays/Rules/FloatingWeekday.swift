/// The first given weekday on or after a date: a weekday inside a seven-day window. This is how
/// Nordic law words it: Midsummer Eve is the Friday between 19 and 25 June, All Saints' Day the
/// Saturday between 31 October and 6 November, Iceland's First Day of Summer the Thursday after 18 April.
public struct FloatingWeekday: HolidayDateRule {
    public let weekday: Weekday
    public let month: Int
    public let day: Int

    public init(_ weekday: Weekday, onOrAfterMonth month: Int, day: Int) {
        self.weekday = weekday
        self.month = month
        self.day = day
    }

    public func date(in year: Int) -> CalendarDate? {
        CalendarDate(year: year, month: month, day: day)?.nextOccurrence(ofWeekday: weekday.rawValue)
    }
}

extension DateRule {
    /// The first `weekday` on or after `month`/`day`.
    public static func weekday(_ weekday: Weekday, onOrAfter month: Int, _ day: Int) -> DateRule {
        DateRule(FloatingWeekday(weekday, onOrAfterMonth: month, day: day))
    }
}
