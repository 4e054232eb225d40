import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "How many days between 1 March and 30 June 2027?" — end minus start, or both ends counted
    /// when the question says "inclusive".
    func daysBetween(_ start: DateExpression, _ end: DateExpression, unit: TimeUnit, inclusive: Bool) -> Answer {
        let first: CalendarDate
        let last: CalendarDate
        do {
            (first, last) = try DateExpression.resolveSpan(from: start, to: end, today: today, regions: regions)
        } catch {
            return problem(error, intent: .daysBetween)
        }
        let span = first.days(until: last)
        let days = inclusive ? span + (span >= 0 ? 1 : -1) : span
        let businessDays: Int?
        do {
            // Inclusive: the first day counts too, so the count starts from the day before it.
            let from = inclusive ? CalendarDate(dayNumber: first.dayNumber - (span >= 0 ? 1 : -1)) : first
            businessDays = unit == .businessDay ? try from.businessDays(until: last, in: regions) : nil
        } catch {
            return problem(ParseProblem(error), intent: .daysBetween)
        }
        let values = [
            "start": format.longDate(first),
            "end": format.longDate(last),
            "days": businessDays.map { count($0, .businessDay) } ?? (unit == .week ? weeksAndDays(days) : count(days, .day)),
            "weeksAndDays": weeksAndDays(days),
        ]
        var text = templates.render(inclusive ? "daysBetween.inclusive" : "daysBetween", values)
        if unit == .day, abs(days) >= 7 { text = joined(text, templates.render("daysUntil.inWeeks", values)) }
        var data: [(String, JSONValue)] = [("start", .string(first.isoString)), ("end", .string(last.isoString))]
        data += spanData(days)
        data.append(("inclusive", .bool(inclusive)))
        if let businessDays { data.append(("businessDays", .int(businessDays))) }
        return answer(.daysBetween, text: text, data: data, short: String(businessDays ?? days))
    }
}
