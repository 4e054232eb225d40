/// A rule that is easiest to say as code: a law that changed the date over the years, a date that
/// depends on another holiday (Iceland), a weekday-dependent choice (Vietnam's second National Day).
/// Prefer the declarative rule types; use this when a rule would otherwise need its own type for
/// one holiday.
public struct CustomRule: HolidayDateRule {
    private let compute: @Sendable (Int) -> CalendarDate?

    public init(_ compute: @escaping @Sendable (Int) -> CalendarDate?) { self.compute = compute }

    public func date(in year: Int) -> CalendarDate? { compute(year) }
}

extension DateRule {
    public static func custom(_ compute: @escaping @Sendable (Int) -> CalendarDate?) -> DateRule {
        DateRule(CustomRule(compute))
    }

    /// Explicit dates for some years, `self` for the others (GB's moved Spring bank holidays,
    /// JP's Olympic years).
    public func except(_ table: [Int: (month: Int, day: Int)]) -> DateRule {
        let base = self
        return .custom { year in
            if let entry = table[year] { return CalendarDate(year: year, month: entry.month, day: entry.day) }
            return base.date(in: year)
        }
    }

    /// `self` moved by a number of days that depends on the weekday it falls on: NL King's Day
    /// goes to Saturday 26 April when 27 April is a Sunday.
    public func moved(_ shifts: [Weekday: Int]) -> DateRule {
        let base = self
        return .custom { year in
            guard let date = base.date(in: year) else { return nil }
            return date.shifted(shifts[date.isoWeekday] ?? 0)
        }
    }

    /// `self` plus a fixed number of days.
    public func plus(_ days: Int) -> DateRule {
        let base = self
        return .custom { year in base.date(in: year)?.shifted(days) }
    }

    /// `self`, except in years where `predicate` says no (given the year and the date `self` found).
    public func unless(_ predicate: @escaping @Sendable (_ year: Int, _ date: CalendarDate) -> Bool) -> DateRule {
        let base = self
        return .custom { year in
            guard let date = base.date(in: year), !predicate(year, date) else { return nil }
            return date
        }
    }
}
