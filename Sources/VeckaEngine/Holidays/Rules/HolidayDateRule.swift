/// How a holiday's date is found in a given Gregorian year.
///
/// Each rule type lives in its own file in this folder. Rules are pure functions of the year; they
/// return nil when the holiday does not occur that year (a lunar date that does not exist, a table
/// without an entry). Which years a holiday is in force is the region table's business, not the
/// rule's.
public protocol HolidayDateRule: Sendable {
    func date(in year: Int) -> CalendarDate?
}

/// A type-erased rule with short constructors, so that region tables read like the law:
/// `.fixed(6, 6)`, `.easter(+1)`, `.weekday(.friday, onOrAfter: 6, 19)`.
public struct DateRule: HolidayDateRule {
    public let base: any HolidayDateRule

    public init(_ base: any HolidayDateRule) { self.base = base }

    public func date(in year: Int) -> CalendarDate? { base.date(in: year) }
}

/// ISO weekday numbers (1 = Monday … 7 = Sunday), as `CalendarDate.weekday` returns them.
public enum Weekday: Int, Sendable, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
}

extension CalendarDate {
    /// `self` moved by a number of days (no range checks: holiday arithmetic stays within a year or two).
    func shifted(_ days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

    var isoWeekday: Weekday { Weekday(rawValue: weekday)! }
}
