/// When a holiday falls on a day that is already free (a weekend, another holiday), many countries
/// give another day off instead. A policy says, per weekday, where that day goes, and in which
/// years the law provided for it. `SubstitutePass`es apply the policies of a region's rules.
public struct SubstitutePolicy: Sendable {
    public enum Move: Sendable, Equatable {
        /// A fixed number of days: US Saturday → Friday (−1), GB Sunday → Monday (+1).
        case days(Int)
        /// The next day that is neither a weekend day nor a holiday (JP, KR, CN, VN).
        case nextWorkday
        /// The previous such day (VN Tết days on a Saturday, since 2014).
        case previousWorkday
    }

    public let moves: [Weekday: Move]
    public let years: ClosedRange<Int>
    /// KR: a holiday that shares its date with another one also gets a substitute day.
    public let onCollision: Bool
    /// The first holiday date the policy applies to, when a law took effect mid-year
    /// (JP: 12 April 1973).
    public let firstDate: CalendarDate?
    /// Years in `years` without a substitute.
    public let exceptYears: Set<Int>

    public init(_ moves: [Weekday: Move], years: ClosedRange<Int> = 1...9999, onCollision: Bool = false,
                firstDate: CalendarDate? = nil, except exceptYears: Set<Int> = []) {
        self.moves = moves
        self.years = years
        self.onCollision = onCollision
        self.firstDate = firstDate
        self.exceptYears = exceptYears
    }

    public func except(_ year: Int) -> SubstitutePolicy {
        SubstitutePolicy(moves, years: years, onCollision: onCollision, firstDate: firstDate,
                         except: exceptYears.union([year]))
    }

    func applies(in year: Int) -> Bool { years.contains(year) && (exceptYears.isEmpty || !exceptYears.contains(year)) }

    public func from(_ date: CalendarDate) -> SubstitutePolicy {
        SubstitutePolicy(moves, years: max(date.year, years.lowerBound)...years.upperBound, onCollision: onCollision,
                         firstDate: date, except: exceptYears)
    }

    public func since(_ year: Int) -> SubstitutePolicy {
        SubstitutePolicy(moves, years: max(year, years.lowerBound)...years.upperBound, onCollision: onCollision,
                         firstDate: firstDate, except: exceptYears)
    }

    public func until(_ year: Int) -> SubstitutePolicy {
        SubstitutePolicy(moves, years: years.lowerBound...min(year, years.upperBound), onCollision: onCollision,
                         firstDate: firstDate, except: exceptYears)
    }

    // The common policies, named as the laws describe them.

    /// US federal (5 U.S.C. 6103(b), E.O. 11582): Saturday → Friday before, Sunday → Monday after.
    public static let saturdayToFridaySundayToMonday = SubstitutePolicy([.saturday: .days(-1), .sunday: .days(+1)])
    /// GB bank holidays (Banking and Financial Dealings Act 1971, Sch. 1): a weekend holiday → next Monday.
    public static let weekendToMonday = SubstitutePolicy([.saturday: .days(+2), .sunday: .days(+1)])
    /// GB Christmas and Boxing Day: both move past the weekend, Christmas first (27th, then 28th).
    public static let weekendToMondayOrTuesday = SubstitutePolicy([.saturday: .days(+2), .sunday: .days(+2)])
    /// JP 振替休日 (祝日法 §3②): a holiday on Sunday → the next day that is not a holiday.
    public static let sundayToNextWorkday = SubstitutePolicy([.sunday: .nextWorkday])
    /// CN, VN, KR: a holiday on Saturday or Sunday → the next working day.
    public static let weekendToNextWorkday = SubstitutePolicy([.saturday: .nextWorkday, .sunday: .nextWorkday])
}

extension RegionDefinition {
    /// The working day after (`direction` +1) or before (−1) `date` that is neither a weekend day nor
    /// already a holiday. The search stays inside `year`: a substitute is given in the same year as
    /// its holiday; nil when none is left.
    func workday(from date: CalendarDate, direction: Int, holidays: some DayMembership, year: Int) -> CalendarDate? {
        var candidate = date.shifted(direction)
        while candidate.year == year {
            if !weekend.contains(candidate.isoWeekday) && !holidays.contains(candidate.dayNumber) { return candidate }
            candidate = candidate.shifted(direction)
        }
        return nil
    }

    /// Where `policy` puts the substitute for a holiday on `date`; nil when there is none.
    func substituteDate(for date: CalendarDate, policy: SubstitutePolicy, holidays: some DayMembership, collides: Bool,
                        year: Int) -> CalendarDate? {
        guard policy.applies(in: year), policy.firstDate.map({ date >= $0 }) ?? true else { return nil }
        var target: CalendarDate?
        switch policy.moves[date.isoWeekday] {
        case .days(let days): target = date.shifted(days)
        case .nextWorkday: target = workday(from: date, direction: +1, holidays: holidays, year: year)
        case .previousWorkday: target = workday(from: date, direction: -1, holidays: holidays, year: year)
        case nil: target = nil
        }
        if target == nil, policy.onCollision, collides {
            target = workday(from: date, direction: +1, holidays: holidays, year: year)
        }
        guard let target, target.year == year, target != date else { return nil }
        return target
    }
}
