import VeckaEngine

/// A date as the question gave it, before it is tied to a particular "today".
public indirect enum DateExpression: Equatable, Sendable {
    case relativeDays(Int)
    /// Today plus whole weeks, months or years ("in 3 weeks", "om två månader").
    case relativeWeeks(Int)
    case relativeMonths(Int)
    case relativeYears(Int)
    /// A calendar date; without a year, the next occurrence on or after today.
    case calendarDate(year: YearExpression?, month: Int, day: Int)
    /// A weekday alone: its next occurrence on or after today.
    case weekday(Int)
    /// A weekday in a given week ("next Friday" = Friday of next week, "måndag vecka 12").
    case weekdayInWeek(weekday: Int, week: WeekExpression)
    /// The most recent such weekday strictly before today ("i tisdags").
    case previousWeekday(Int)
    /// A day of the month without a month ("den 24:e", "24日"): the next such day on or after today.
    case dayOfMonth(Int)
}

extension DateExpression {
    /// "in 3 weeks", "2 days ago": a distance from today rather than a day on the calendar.
    var isOffsetFromToday: Bool {
        switch self {
        case .relativeWeeks, .relativeMonths, .relativeYears: return true
        case .relativeDays(let days): return abs(days) > 2
        default: return false
        }
    }
}

/// A week as the question gave it.
public indirect enum WeekExpression: Equatable, Sendable {
    /// The week number that stands for "the last week of the year" (52 or 53).
    public static let lastWeek = -1

    case current
    case relative(Int)
    /// A week number; without a year, in the current ISO week-year.
    case number(Int, year: YearExpression?)
    case containing(DateExpression)
}

/// A year as the question gave it. Next to a week number it is an ISO week-year.
public enum YearExpression: Equatable, Sendable {
    case current
    case relative(Int)
    case absolute(Int)
}

/// Why a date in the question cannot be answered.
public enum ParseProblem: Error, Equatable, Sendable {
    /// Day beyond the month's length (31 February). `year` is nil when no year was given.
    case invalidDay(day: Int, month: Int, year: Int?, daysInMonth: Int)
    case invalidMonth(Int)
    case invalidWeek(week: Int, year: Int, weeksInYear: Int)
    /// Outside the years 1–9999 (or an offset too large to compute).
    case outOfRange
}

extension YearExpression {
    public func resolve(today: CalendarDate, weekYear: Bool = false) throws(ParseProblem) -> Int {
        let base = weekYear ? ISOWeek(containing: today).year : today.year
        let year: Int
        switch self {
        case .current: year = base
        case .relative(let offset):
            let (sum, overflow) = base.addingReportingOverflow(offset)
            guard !overflow else { throw .outOfRange }
            year = sum
        case .absolute(let value): year = value
        }
        guard CalendarDate.supportedYears.contains(year) else { throw .outOfRange }
        return year
    }
}

extension WeekExpression {
    public func resolve(today: CalendarDate) throws(ParseProblem) -> ISOWeek {
        do {
            switch self {
            case .current: return ISOWeek(containing: today)
            case .relative(let offset): return try ISOWeek(containing: today).adding(weeks: offset)
            case .number(let number, let yearExpression):
                let year = try (yearExpression ?? .current).resolve(today: today, weekYear: true)
                let number = number == WeekExpression.lastWeek ? ISOWeek.weeksIn(year: year) : number
                guard let week = ISOWeek(week: number, year: year) else {
                    throw ParseProblem.invalidWeek(week: number, year: year, weeksInYear: ISOWeek.weeksIn(year: year))
                }
                return week
            case .containing(let date): return ISOWeek(containing: try date.resolve(today: today))
            }
        } catch let problem as ParseProblem {
            throw problem
        } catch {
            throw .outOfRange
        }
    }
}

extension DateExpression {
    public func resolve(today: CalendarDate) throws(ParseProblem) -> CalendarDate {
        do {
            let date: CalendarDate
            switch self {
            case .relativeDays(let days): date = try today.adding(days: days)
            case .relativeWeeks(let weeks): date = try today.adding(weeks: weeks)
            case .relativeMonths(let months): date = try today.adding(months: months)
            case .relativeYears(let years): date = try today.adding(years: years)
            case .weekday(let weekday): date = today.nextOccurrence(ofWeekday: weekday)
            case .previousWeekday(let weekday):
                date = CalendarDate(dayNumber: today.dayNumber - 7).nextOccurrence(ofWeekday: weekday)
            case .weekdayInWeek(let weekday, let week):
                date = try week.resolve(today: today).date(ofWeekday: weekday)
            case .dayOfMonth(let day):
                guard (1...31).contains(day) else { throw ParseProblem.invalidDay(day: day, month: today.month, year: nil, daysInMonth: 31) }
                var candidate = today
                // The next month (from this one on) long enough to have this day.
                for _ in 0..<3 {
                    if let found = CalendarDate(year: candidate.year, month: candidate.month, day: day), found >= today {
                        return found
                    }
                    candidate = try candidate.adding(months: 1)
                }
                throw ParseProblem.outOfRange
            case .calendarDate(let yearExpression, let month, let day):
                guard (1...12).contains(month) else { throw ParseProblem.invalidMonth(month) }
                if let yearExpression {
                    let year = try yearExpression.resolve(today: today)
                    guard let exact = CalendarDate(year: year, month: month, day: day) else {
                        throw ParseProblem.invalidDay(day: day, month: month, year: year,
                                                      daysInMonth: CalendarDate.daysIn(month: month, year: year))
                    }
                    date = exact
                } else {
                    guard let next = today.nextOccurrence(month: month, day: day) else {
                        throw ParseProblem.invalidDay(day: day, month: month, year: nil,
                                                      daysInMonth: CalendarDate.daysIn(month: month, year: 2000))
                    }
                    date = next
                }
            }
            guard date.isInSupportedRange else { throw ParseProblem.outOfRange }
            return date
        } catch let problem as ParseProblem {
            throw problem
        } catch {
            throw .outOfRange
        }
    }
}
