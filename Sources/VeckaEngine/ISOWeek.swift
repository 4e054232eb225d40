/// A week in the ISO 8601 week-numbering calendar: weeks start on Monday, and week 1 is the week
/// that contains the year's first Thursday (equivalently, 4 January). The week-based `year` can
/// differ from the calendar year for dates in late December and early January.
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let week: Int

    /// Returns nil when the year has no such week (week 0, week 54, week 53 in a 52-week year).
    public init?(week: Int, year: Int) {
        guard week >= 1, week <= ISOWeek.weeksIn(year: year) else { return nil }
        self.year = year
        self.week = week
    }

    /// The week containing `date`.
    public init(containing date: CalendarDate) {
        // The ISO week belongs to the year of its Thursday.
        let thursday = CalendarDate(dayNumber: date.dayNumber - (date.weekday - 1) + 3)
        let weekYear = thursday.year
        let firstOfYear = CalendarDate.dayNumber(year: weekYear, month: 1, day: 1)
        self.year = weekYear
        self.week = (thursday.dayNumber - firstOfYear) / 7 + 1
    }

    /// 52 or 53.
    public static func weeksIn(year: Int) -> Int {
        // A year has 53 weeks when it starts on a Thursday, or is a leap year starting on a Wednesday.
        let januaryFirst = CalendarDate(dayNumber: CalendarDate.dayNumber(year: year, month: 1, day: 1)).weekday
        if januaryFirst == 4 || (januaryFirst == 3 && CalendarDate.isLeapYear(year)) { return 53 }
        return 52
    }

    public var monday: CalendarDate {
        let januaryFourth = CalendarDate(dayNumber: CalendarDate.dayNumber(year: year, month: 1, day: 4))
        return CalendarDate(dayNumber: januaryFourth.dayNumber - (januaryFourth.weekday - 1) + 7 * (week - 1))
    }

    public var sunday: CalendarDate { CalendarDate(dayNumber: monday.dayNumber + 6) }

    /// Monday … Sunday.
    public var days: [CalendarDate] { (0..<7).map { CalendarDate(dayNumber: monday.dayNumber + $0) } }

    /// The date of `weekday` (1 = Monday … 7 = Sunday) in this week.
    public func date(ofWeekday weekday: Int) -> CalendarDate {
        CalendarDate(dayNumber: monday.dayNumber + weekday - 1)
    }

    public func adding(weeks: Int) throws(DateArithmeticError) -> ISOWeek {
        ISOWeek(containing: try monday.adding(weeks: weeks))
    }

    /// `2026-W47`.
    public var description: String {
        "\(year)-W\(week < 10 ? "0" : "")\(week)"
    }

    public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
        (lhs.year, lhs.week) < (rhs.year, rhs.week)
    }
}
