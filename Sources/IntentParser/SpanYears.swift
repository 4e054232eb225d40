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
        return (try start.resolve(today: today, regions: regions), try end.resolve(today: today, regions: regions))
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
        case .offset(let from, _, _), .confirmedWeekday(_, let from), .weekdayCounted(let from, _, _): return from.statesYear
        default: return false
        }
    }
}
