/// The nth weekday of a month (1 = first … 5 = fifth), or the last one (−1): US Thanksgiving is the
/// 4th Thursday of November, Memorial Day the last Monday of May, JP Coming of Age Day the 2nd Monday
/// of January.
public struct NthWeekday: HolidayDateRule {
    public let ordinal: Int
    public let weekday: Weekday
    public let month: Int

    public init(_ ordinal: Int, _ weekday: Weekday, of month: Int) {
        precondition(ordinal != 0 && (-5...5).contains(ordinal), "ordinal 1…5 or −1…−5")
        self.ordinal = ordinal
        self.weekday = weekday
        self.month = month
    }

    public func date(in year: Int) -> CalendarDate? {
        if ordinal > 0 {
            let first = CalendarDate(year: year, month: month, day: 1)!.nextOccurrence(ofWeekday: weekday.rawValue)
            let result = first.shifted(7 * (ordinal - 1))
            return result.month == month ? result : nil
        }
        let lastDay = CalendarDate(year: year, month: month, day: CalendarDate.daysIn(month: month, year: year))!
        let back = ((lastDay.weekday - weekday.rawValue) % 7 + 7) % 7
        let result = lastDay.shifted(-back + 7 * (ordinal + 1))
        return result.month == month ? result : nil
    }
}

extension DateRule {
    public static func nth(_ ordinal: Int, _ weekday: Weekday, of month: Int) -> DateRule {
        DateRule(NthWeekday(ordinal, weekday, of: month))
    }

    public static func last(_ weekday: Weekday, of month: Int) -> DateRule {
        DateRule(NthWeekday(-1, weekday, of: month))
    }
}
