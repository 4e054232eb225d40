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
    /// A weekday alone: its next occurrence after today.
    case weekday(Int)
    /// A weekday in a given week ("next Friday" = Friday of next week, "måndag vecka 12").
    case weekdayInWeek(weekday: Int, week: WeekExpression)
    /// The most recent such weekday strictly before today ("i tisdags").
    case previousWeekday(Int)
    /// The n-th such weekday counted from today, strictly after (n > 0) or before (n < 0): "3 fridays from now".
    case countedWeekday(weekday: Int, count: Int)
    /// The n-th such weekday strictly after (n > 0) or before (n < 0) another date: "the third
    /// Tuesday after Christmas", "the Sunday before Midsummer".
    case weekdayCounted(from: DateExpression, weekday: Int, count: Int)
    /// The n-th weekday of a month, −1 for the last: "first Tuesday of October", "last Monday of March".
    case nthWeekdayOfMonth(ordinal: Int, weekday: Int, month: MonthExpression)
    /// Where what is left of a year ends: its last day once it has begun, its first day while it is
    /// still to come ("あと何日で2027年", "how many days are left till next year" count to its start).
    case restOfYear(YearExpression)
    /// The n-th weekday of a year, −1 for the last: "the first Monday of 2027", "明年最后一个星期五".
    case nthWeekdayOfYear(ordinal: Int, weekday: Int, year: YearExpression)
    /// A day of a given month: "the 20th of next month", "本月十日"; negative from the month's end
    /// ("the last day of October" = −1).
    case dayOfMonthIn(day: Int, month: MonthExpression)
    /// The last such holiday before today: "last Easter".
    case previousHoliday(names: [String])
    /// A weekday on a day of the month, the month found from it: "Tuesday the 19th".
    case weekdayOnDay(weekday: Int, day: Int)
    /// A weekday on a month and day, the year found from it (the nearest such date): "Sunday, Feb 10".
    case weekdayOnDate(weekday: Int, month: Int, day: Int)
    /// An offset from another date: "3 days after January 12th", "two days before yesterday".
    case offset(from: DateExpression, unit: TimeUnit, count: Int)
    /// A date without a year taken in the past: its last occurrence on or before today.
    case lastOccurrence(month: Int, day: Int)
    /// A holiday by name (ids or `*.key` patterns), in the asker's regions first; without a year, the
    /// next one on or after today.
    case holiday(names: [String], year: YearExpression?)
    /// A day of the month without a month ("den 24:e", "24日"): the next such day on or after today.
    case dayOfMonth(Int)
    /// The n-th nearest such weekday or holiday to a date, on either side: "the closest Monday to
    /// Oct 5th", "the second closest Christmas to today".
    case closest(ClosestTarget, to: DateExpression, rank: Int)
    /// A date given with its weekday ("Friday 24 December 2027", "Pfingsten Montag"): the weekday must
    /// be the date's, or the question holds a mistake the answer points out instead of ignoring it.
    case confirmedWeekday(Int, DateExpression)
    /// A date given with the holiday on it ("julafton den 24 december", "4月29日の昭和の日", "Tag der Deutschen
    /// Einheit am 3. Oktober"): the holiday must fall on the date, or the answer says where it falls instead.
    case confirmedHoliday(names: [String], DateExpression)
}

/// What "the closest … to" a date looks for.
public enum ClosestTarget: Equatable, Sendable {
    case weekday(Int)
    case holiday(names: [String])
}

/// Weekdays within a month.
enum MonthCalendar {
    static func weekdays(_ weekday: Int, year: Int, month: Int) -> [CalendarDate] {
        guard let first = CalendarDate(year: year, month: month, day: 1) else { return [] }
        var dates: [CalendarDate] = []
        var date = first.nextOccurrence(ofWeekday: weekday)
        while date.month == month {
            dates.append(date)
            date = CalendarDate(dayNumber: date.dayNumber + 7)
        }
        return dates
    }

    /// The n-th (1-based; negative from the end) such weekday of the month.
    static func nth(_ ordinal: Int, weekday: Int, year: Int, month: Int) -> CalendarDate? {
        let dates = weekdays(weekday, year: year, month: month)
        let index = ordinal > 0 ? ordinal - 1 : dates.count + ordinal
        return dates.indices.contains(index) ? dates[index] : nil
    }
}

extension DateExpression {
    /// Today moved by a duration: "in 3 weeks", "2 business days ago".
    static func fromToday(_ unit: TimeUnit, _ count: Int) -> DateExpression {
        switch unit {
        case .day: return .relativeDays(count)
        case .week: return .relativeWeeks(count)
        case .month: return .relativeMonths(count)
        case .year: return .relativeYears(count)
        case .businessDay: return .offset(from: .relativeDays(0), unit: .businessDay, count: count)
        }
    }

    /// The same date read as past: a date without a year becomes its last occurrence.
    /// A holiday by name, also one said with its weekday ("วันอาทิตย์อีสเตอร์", "Easter Sunday").
    var namesHoliday: Bool {
        switch self {
        case .holiday: return true
        case .confirmedWeekday(_, let inner): return inner.namesHoliday
        case .confirmedHoliday: return true
        default: return false
        }
    }

    var inThePast: DateExpression {
        switch self {
        case .calendarDate(nil, let month, let day): return .lastOccurrence(month: month, day: day)
        // "How many days since Midsummer": the last one, not the next.
        case .holiday(let names, nil): return .previousHoliday(names: names)
        case .confirmedHoliday(let names, let inner): return .confirmedHoliday(names: names, inner.inThePast)
        default: return self
        }
    }

    /// "in 3 weeks", "2 days ago": a distance from today rather than a day on the calendar.
    var isOffsetFromToday: Bool {
        switch self {
        case .relativeWeeks, .relativeMonths, .relativeYears: return true
        case .relativeDays(let days): return abs(days) > 2
        default: return false
        }
    }
}

/// A month as the question gave it ("October", "October 2014", "next month").
public enum MonthExpression: Equatable, Sendable {
    case absolute(month: Int, year: YearExpression?)
    case relative(Int)

    /// Year and month; a month without a year is this year's, or next year's when it is over.
    public func resolve(today: CalendarDate, allowingPast: Bool = false) throws(ParseProblem) -> (year: Int, month: Int) {
        switch self {
        case .relative(let offset):
            guard let shifted = try? today.adding(months: offset) else { throw .outOfRange }
            return (shifted.year, shifted.month)
        case .absolute(let month, let year):
            guard (1...12).contains(month) else { throw .invalidMonth(month) }
            if let year { return (try year.resolve(today: today), month) }
            return (!allowingPast && month < today.month ? today.year + 1 : today.year, month)
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
    /// The n-th week of a month (−1 = last), a week belonging to the month whose Thursday is in it
    /// (as ISO weeks belong to years): "the third week of March".
    case nthOfMonth(ordinal: Int, month: MonthExpression)
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
    /// A period that ends before it starts ("holidays from 1 May 2027 to 1 March 2027").
    case invalidSpan
    /// A date said with another weekday than its own ("Friday 24 December 2026", a Thursday).
    case weekdayMismatch(date: CalendarDate, weekday: Int)
    /// A date said with a holiday that falls on another day of its year ("Christmas Day, 24 December").
    /// Boxed: a holiday is several words long, and every item of every question carries room for this type
    /// (`Entity.invalid`), which unboxed made each copy of an item twice as long.
    indirect case holidayMismatch(date: CalendarDate, holiday: Holiday)
    /// An ordinal date past the year's end (`2026-366`) or day 0.
    case invalidDayOfYear(day: Int, year: Int, daysInYear: Int)
    /// The holiday is not kept that year (Store Bededag after 2023) or in the regions asked about.
    case noSuchHoliday(year: Int?)
    /// Outside the years 1–9999 (or an offset too large to compute).
    case outOfRange
    /// The answer needs these regions' public holidays in years they are not known for
    /// (`HolidayRegion.knownYears`): a holiday named in 1960, working days counted into 2101.
    case holidaysNotKnown([HolidayRegion])
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
    public func resolve(today: CalendarDate, regions: [HolidayRegion] = []) throws(ParseProblem) -> ISOWeek {
        let week = try resolveUnchecked(today: today, regions: regions)
        // The last week of 9999 ends in 10000: outside the years answered, like any other date there.
        guard week.monday.isInSupportedRange, week.sunday.isInSupportedRange else { throw .outOfRange }
        return week
    }

    private func resolveUnchecked(today: CalendarDate, regions: [HolidayRegion]) throws(ParseProblem) -> ISOWeek {
        do {
            switch self {
            case .current: return ISOWeek(containing: today)
            case .relative(let offset): return try ISOWeek(containing: today).adding(weeks: offset)
            case .number(let number, let yearExpression):
                let year = try (yearExpression ?? .current).resolve(today: today, weekYear: true)
                // Negative numbers count from the year's end: −1 is the last week, −3 the third last.
                let number = number < 0 ? ISOWeek.weeksIn(year: year) + 1 + number : number
                guard let week = ISOWeek(week: number, year: year) else {
                    throw ParseProblem.invalidWeek(week: number, year: year, weeksInYear: ISOWeek.weeksIn(year: year))
                }
                return week
            case .containing(let date): return ISOWeek(containing: try date.resolve(today: today, regions: regions))
            case .nthOfMonth(let ordinal, let monthExpression):
                let (year, month) = try monthExpression.resolve(today: today, allowingPast: true)
                let thursdays = MonthCalendar.weekdays(4, year: year, month: month)
                let index = ordinal > 0 ? ordinal - 1 : thursdays.count + ordinal
                guard thursdays.indices.contains(index) else {
                    throw ParseProblem.invalidWeek(week: ordinal, year: year, weeksInYear: thursdays.count)
                }
                return ISOWeek(containing: thursdays[index])
            }
        } catch let problem as ParseProblem {
            throw problem
        } catch {
            throw .outOfRange
        }
    }
}

extension DateExpression {
    /// The n-th such weekday strictly after (n > 0) or before (n < 0) `anchor`.
    private static func weekday(_ weekday: Int, counted count: Int, from anchor: CalendarDate) throws -> CalendarDate {
        if count > 0 {
            let first = CalendarDate(dayNumber: anchor.dayNumber + 1).nextOccurrence(ofWeekday: weekday)
            return try first.adding(weeks: count - 1)
        }
        let last = CalendarDate(dayNumber: anchor.dayNumber - 7).nextOccurrence(ofWeekday: weekday)
        return try last.adding(weeks: count + 1)
    }

    /// The `rank`-th nearest `target` to `anchor`, before or after it (the earlier one on a tie).
    private static func closest(_ target: ClosestTarget, to anchor: CalendarDate, rank: Int,
                                regions: [HolidayRegion]) throws(ParseProblem) -> CalendarDate {
        guard (1...5).contains(rank) else { throw .outOfRange }
        var candidates: [CalendarDate] = []
        switch target {
        case .weekday(let weekday):
            let onOrAfter = anchor.nextOccurrence(ofWeekday: weekday)
            for step in 0..<rank {
                candidates.append(CalendarDate(dayNumber: onOrAfter.dayNumber + 7 * step))
                candidates.append(CalendarDate(dayNumber: onOrAfter.dayNumber - 7 * (step + 1)))
            }
        case .holiday(let names):
            // A year without known holidays could hold the nearest one: say so rather than skip it.
            let unknown = regions.filter { region in
                ((anchor.year - rank)...(anchor.year + rank)).contains { !region.knownYears.contains($0) }
            }
            guard unknown.isEmpty else { throw .holidaysNotKnown(unknown) }
            for year in (anchor.year - rank - 1)...(anchor.year + rank + 1) where CalendarDate.supportedYears.contains(year) {
                if let holiday = HolidayLookup.find(names, year: year, today: anchor, regions: regions) { candidates.append(holiday.date) }
            }
        }
        let distance = { (date: CalendarDate) in abs(anchor.days(until: date)) }
        let ranked = candidates.sorted { distance($0) != distance($1) ? distance($0) < distance($1) : $0 < $1 }
        guard ranked.indices.contains(rank - 1) else { throw .noSuchHoliday(year: nil) }
        return ranked[rank - 1]
    }

    public func resolve(today: CalendarDate, regions: [HolidayRegion] = []) throws(ParseProblem) -> CalendarDate {
        do {
            let date: CalendarDate
            switch self {
            case .relativeDays(let days): date = try today.adding(days: days)
            case .relativeWeeks(let weeks): date = try today.adding(weeks: weeks)
            case .relativeMonths(let months): date = try today.adding(months: months)
            case .relativeYears(let years): date = try today.adding(years: years)
            // Said on a Tuesday, "Tuesday" is next week's: today would be "today" (Duckling reads it so too).
            case .weekday(let weekday): date = CalendarDate(dayNumber: today.dayNumber + 1).nextOccurrence(ofWeekday: weekday)
            case .previousWeekday(let weekday):
                date = CalendarDate(dayNumber: today.dayNumber - 7).nextOccurrence(ofWeekday: weekday)
            case .countedWeekday(let weekday, let count):
                date = try Self.weekday(weekday, counted: count, from: today)
            case .weekdayCounted(let base, let weekday, let count):
                date = try Self.weekday(weekday, counted: count, from: base.resolve(today: today, regions: regions))
            case .nthWeekdayOfMonth(let ordinal, let weekday, let monthExpression):
                var (year, month) = try monthExpression.resolve(today: today)
                var found = MonthCalendar.nth(ordinal, weekday: weekday, year: year, month: month)
                // Without a year, the next one on or after today.
                if case .absolute(_, nil) = monthExpression, let candidate = found, candidate < today {
                    year += 1
                    found = MonthCalendar.nth(ordinal, weekday: weekday, year: year, month: month)
                }
                guard let found else { throw ParseProblem.invalidDay(day: ordinal * 7, month: month, year: year, daysInMonth: 31) }
                date = found
            case .restOfYear(let yearExpression):
                let year = try yearExpression.resolve(today: today)
                guard let start = CalendarDate(year: year, month: 1, day: 1), let end = CalendarDate(year: year, month: 12, day: 31) else {
                    throw ParseProblem.outOfRange
                }
                date = start > today ? start : end
            case .nthWeekdayOfYear(let ordinal, let weekday, let yearExpression):
                let year = try yearExpression.resolve(today: today)
                // Counted from 1 January, or back from 31 December: a year has 52 or 53 of each weekday.
                guard let first = CalendarDate(year: year, month: 1, day: 1), let last = CalendarDate(year: year, month: 12, day: 31) else {
                    throw ParseProblem.outOfRange
                }
                let found = ordinal > 0
                    ? CalendarDate(dayNumber: first.nextOccurrence(ofWeekday: weekday).dayNumber + 7 * (ordinal - 1))
                    : CalendarDate(dayNumber: CalendarDate(dayNumber: last.dayNumber - 6).nextOccurrence(ofWeekday: weekday).dayNumber + 7 * (ordinal + 1))
                guard found.year == year else { throw ParseProblem.outOfRange }
                date = found
            case .dayOfMonthIn(let day, let monthExpression):
                // "the last day of February" asked in November is next February's, as "24 February" is.
                let (year, month) = try monthExpression.resolve(today: today)
                let day = day < 0 ? CalendarDate.daysIn(month: month, year: year) + 1 + day : day
                guard let exact = CalendarDate(year: year, month: month, day: day) else {
                    throw ParseProblem.invalidDay(day: day, month: month, year: year,
                                                  daysInMonth: CalendarDate.daysIn(month: month, year: year))
                }
                date = exact
            case .weekdayOnDay(let weekday, let day):
                var month = today
                var match: CalendarDate?
                // "fredagen den 15" said on the 27th: when this month's 15th is a Friday, the asker
                // means that day, past or not; otherwise the next month where it is.
                if let thisMonth = CalendarDate(year: today.year, month: today.month, day: day), thisMonth.weekday == weekday {
                    match = thisMonth
                }
                for _ in 0..<28 where match == nil {
                    if let candidate = CalendarDate(year: month.year, month: month.month, day: day),
                       candidate >= today, candidate.weekday == weekday {
                        match = candidate
                        break
                    }
                    month = try month.adding(months: 1)
                }
                guard let match else { throw ParseProblem.invalidDay(day: day, month: today.month, year: nil, daysInMonth: 31) }
                date = match
            case .weekdayOnDate(let weekday, let month, let day):
                // The nearest year, before or after, in which that day falls on that weekday.
                let candidates = (-11...11).compactMap { CalendarDate(year: today.year + $0, month: month, day: day) }
                    .filter { $0.weekday == weekday }
                guard let nearest = candidates.min(by: { abs($0.dayNumber - today.dayNumber) < abs($1.dayNumber - today.dayNumber) }) else {
                    throw ParseProblem.invalidDay(day: day, month: month, year: nil, daysInMonth: CalendarDate.daysIn(month: month, year: 2000))
                }
                date = nearest
            case .confirmedWeekday(let weekday, let inner):
                let resolved = try inner.resolve(today: today, regions: regions)
                guard resolved.weekday == weekday else { throw ParseProblem.weekdayMismatch(date: resolved, weekday: weekday) }
                date = resolved
            case .confirmedHoliday(let names, let inner):
                let resolved = try inner.resolve(today: today, regions: regions)
                guard let holiday = HolidayLookup.find(names, year: resolved.year, today: today, regions: regions) else {
                    throw HolidayLookup.problem(year: resolved.year, today: today, regions: regions)
                }
                // A holiday of several days, or with its days off in lieu ("2027年10月5号算国庆假期吗": the fifth
                // of the National Day week), holds every day of its own: the same holiday's days -2, -3, .observed.
                guard holiday.date == resolved || HolidayCalendar.holidays(in: holiday.region, year: resolved.year).contains(where: {
                    $0.date == resolved && Self.holidayFamily($0.id) == Self.holidayFamily(holiday.id)
                }) else { throw ParseProblem.holidayMismatch(date: resolved, holiday: holiday) }
                date = resolved
            case .lastOccurrence(let month, let day):
                guard let found = (0...8).lazy.compactMap({ CalendarDate(year: today.year - $0, month: month, day: day) })
                    .first(where: { $0 <= today }) else {
                    throw ParseProblem.invalidDay(day: day, month: month, year: nil,
                                                  daysInMonth: CalendarDate.daysIn(month: month, year: 2000))
                }
                date = found
            case .previousHoliday(let names):
                let candidates = [today.year, today.year - 1].compactMap {
                    HolidayLookup.find(names, year: $0, today: today, regions: regions)
                }.filter { $0.date < today }
                guard let last = candidates.max(by: { $0.date < $1.date }) else {
                    let unknown = regions.filter { !$0.knownYears.contains(today.year - 1) || !$0.knownYears.contains(today.year) }
                    throw unknown.isEmpty ? ParseProblem.noSuchHoliday(year: nil) : .holidaysNotKnown(unknown)
                }
                date = last.date
            case .holiday(let names, let yearExpression):
                let year = try yearExpression?.resolve(today: today)
                guard let holiday = HolidayLookup.find(names, year: year, today: today, regions: regions) else {
                    throw HolidayLookup.problem(year: year, today: today, regions: regions)
                }
                date = holiday.date
            case .offset(let base, let unit, let count):
                let anchor = try base.resolve(today: today, regions: regions)
                switch unit {
                case .day: date = try anchor.adding(days: count)
                case .week: date = try anchor.adding(weeks: count)
                case .month: date = try anchor.adding(months: count)
                case .businessDay: date = try anchor.adding(businessDays: count, in: regions)
                case .year: date = try anchor.adding(years: count)
                }
            case .weekdayInWeek(let weekday, let week):
                date = try week.resolve(today: today, regions: regions).date(ofWeekday: weekday)
            case .closest(let target, let anchorExpression, let rank):
                date = try Self.closest(target, to: anchorExpression.resolve(today: today, regions: regions), rank: rank, regions: regions)
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
        } catch DateArithmeticError.holidaysNotKnown(let regions) {
            throw .holidaysNotKnown(regions)
        } catch {
            throw .outOfRange
        }
    }
}

extension DateExpression {
    /// A holiday's id without the marks of its other days: `cn.national-day-3.observed` → `cn.national-day`.
    public static func holidayFamily(_ id: String) -> Substring {
        var key = Substring(id)
        if key.hasSuffix(".observed") { key = key.dropLast(9) }
        if let dash = key.lastIndex(of: "-"), key[key.index(after: dash)...].allSatisfy(\.isNumber), dash < key.endIndex,
           key.index(after: dash) < key.endIndex {
            key = key[..<dash]
        }
        return key
    }
}
