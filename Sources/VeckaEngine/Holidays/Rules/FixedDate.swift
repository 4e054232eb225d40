/// The same month and day every year: New Year's Day, 6 June, Christmas.
public struct FixedDate: HolidayDateRule {
    public let month: Int
    public let day: Int

    public init(month: Int, day: Int) {
        self.month = month
        self.day = day
    }

    public func date(in year: Int) -> CalendarDate? { CalendarDate(year: year, month: month, day: day) }
}

extension DateRule {
    public static func fixed(_ month: Int, _ day: Int) -> DateRule { DateRule(FixedDate(month: month, day: day)) }
}
