import VeckaEngine

/// A year (or month) said once in a span belongs to both of its ends: "wie viele Tage vom 15. Februar bis 15. März
/// 2028" counts from 15 February 2028, "2028年2月1日から3月1日まで" to 1 March 2028, "from Memorial Day to
/// Labor Day 2028" between the two days of 2028. Each end resolved on its own took the next 15 February
/// (2027) or 1 March (2027): a count of 394 or −337 days, said with confidence.
extension DateExpression {
    /// Resolves a span's two ends. An end without a year of its own takes the year of the end that
    /// states one — the year before it, or after, when the same year would make the span run backwards
    /// ("from 15 December to 15 January 2028" starts in December 2027).
    public static func resolveSpan(from start: DateExpression, to end: DateExpression, today: CalendarDate,
                                   regions: [HolidayRegion] = []) throws(ParseProblem) -> (start: CalendarDate, end: CalendarDate) {
        let (start, end) = sharingMonth(start, end)
        if start.takesYear, end.statesYear {
            let last = try end.resolve(today: today, regions: regions)
            var first = try start.inYear(last.year).resolve(today: today, regions: regions)
            if first >= last { first = try start.inYear(last.year - 1).resolve(today: today, regions: regions) }
            return (first, last)
        }
        if end.takesYear, start.statesYear {
            let first = try start.resolve(today: today, regions: regions)
            var last = try end.inYear(first.year).resolve(today: today, regions: regions)
            if last <= first { last = try end.inYear(first.year + 1).resolve(today: today, regions: regions) }
            return (first, last)
        }
        return try resolveBareDayEnds(start, end, today: today, regions: regions)
    }

    /// Ends without a year or month of their own. A bare day of the month at one end of a span is the one next to
    /// the other end: "wie viele Tage vom 1.
    /// bis Weihnachten" starts on 1 December, not on the next 1st (1 January, after Christmas: a span that ran
    /// backwards, counted with confidence); "from Christmas to the 5th" ends on 5 January, and "from the 1st to the
    /// 15th" on the 15th after the 1st it starts on.
    private static func resolveBareDayEnds(_ start: DateExpression, _ end: DateExpression, today: CalendarDate,
                                           regions: [HolidayRegion]) throws(ParseProblem) -> (start: CalendarDate, end: CalendarDate) {
        switch (start, end) {
        case (.dayOfMonth(let day), _) where !end.isBareDayOfMonth:
            let last = try end.resolve(today: today, regions: regions)
            return (try latest(day: day, onOrBefore: last), last)
        case (_, .dayOfMonth):
            let first = try start.resolve(today: today, regions: regions)
            return (first, try end.resolve(today: first, regions: regions))
        // Two ends without years whose next occurrences run backwards ("holidays between 1 December and 6
        // January" asked on 3 December 2026: the next 1 December is in 2027, after the next 6 January): the
        // period is the one whose start is nearest today — 1 December 2026 to 6 January 2027, which runs
        // now, not the one a year away; "from 10 January to 20 December" the one that starts next month;
        // "between Thanksgiving and New Year" Thanksgiving 2027 to New Year 2028.
        case _ where start.takesYear && end.takesYear:
            let last = try end.resolve(today: today, regions: regions)
            let first = try start.resolve(today: today, regions: regions)
            guard first > last else { return (first, last) }
            let running = [last.year, last.year - 1].lazy.compactMap { try? start.inYear($0).resolve(today: today, regions: regions) }
                .first { $0 <= last }
            let coming = [first.year, first.year + 1].lazy.compactMap { try? end.inYear($0).resolve(today: today, regions: regions) }
                .first { $0 >= first }
            guard let running, let coming else { return (first, last) }
            return today.dayNumber - running.dayNumber <= first.dayNumber - today.dayNumber ? (running, last) : (first, coming)
        default:
            break
        }
        return (try start.resolve(today: today, regions: regions), try end.resolve(today: today, regions: regions))
    }

    private var isBareDayOfMonth: Bool {
        if case .dayOfMonth = self { return true }
        return false
    }

    /// The last date on or before `date` that has this day of the month (the 31st skips short months).
    private static func latest(day: Int, onOrBefore date: CalendarDate) throws(ParseProblem) -> CalendarDate {
        guard (1...31).contains(day) else { throw ParseProblem.invalidDay(day: day, month: date.month, year: nil, daysInMonth: 31) }
        var month = date
        for _ in 0..<3 {
            if let found = CalendarDate(year: month.year, month: month.month, day: day), found <= date { return found }
            guard let previous = try? month.adding(months: -1) else { break }
            month = previous
        }
        throw ParseProblem.outOfRange
    }

    /// A month said once is both ends' too: "vom 1. bis 31. März 2027" starts on 1 March 2027, "5月1日から
    /// 20日まで" ends on 20 May — not on the next 1st (1 December) or the next 20th. Only when the bare day
    /// keeps the span in order; "from 20 December to the 5th" is left to each end.
    static func sharingMonth(_ start: DateExpression, _ end: DateExpression) -> (DateExpression, DateExpression) {
        switch (start, end) {
        case (.dayOfMonth(let day), .calendarDate(let year, let month, let endDay)) where day <= endDay:
            return (.calendarDate(year: year, month: month, day: day), end)
        case (.calendarDate(let year, let month, let startDay), .dayOfMonth(let day)) where day >= startDay:
            return (start, .calendarDate(year: year, month: month, day: day))
        default:
            return (start, end)
        }
    }

    /// Whether the date has no year of its own but would take one ("15 February", "Easter", "the day
    /// after Christmas").
    private var takesYear: Bool { Evidence.Part.date(self).withYear(.current) != nil }

    /// The same date in `year` (only for one that `takesYear`).
    private func inYear(_ year: Int) -> DateExpression {
        guard case .date(let dated)? = Evidence.Part.date(self).withYear(.absolute(year)) else { return self }
        return dated
    }

    /// Whether the date says its year ("15 March 2028", "Easter next year", "the day after Christmas 2028").
    var statesYear: Bool {
        switch self {
        case .calendarDate(let year, _, _), .holiday(_, let year): return year != nil
        case .nthWeekdayOfMonth(_, _, .absolute(_, let year)), .dayOfMonthIn(_, .absolute(_, let year)): return year != nil
        case .weekdayInWeek(_, .number(_, let year)): return year != nil
        case .offset(let from, _, _), .confirmedWeekday(_, let from), .weekdayCounted(let from, _, _),
             .confirmedHoliday(_, let from): return from.statesYear
        default: return false
        }
    }
}
