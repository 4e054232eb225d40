import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "How many days until 24 December?" — negative when the date has passed, said in words.
    func daysUntil(_ expression: DateExpression, unit: TimeUnit) -> Answer {
        let date: CalendarDate
        do { date = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .daysUntil) }
        let days = today.days(until: date)
        let businessDays: Int?
        do { businessDays = unit == .businessDay ? try today.businessDays(until: date, in: regions) : nil } catch {
            return problem(ParseProblem(error), intent: .daysUntil)
        }
        let values = [
            "date": format.longDate(date),
            "days": businessDays.map { count($0, .businessDay) } ?? (unit == .week ? weeksAndDays(days) : count(days, .day)),
            "weeksAndDays": weeksAndDays(days),
        ]
        let key = days == 0 ? "daysUntil.today" : days > 0 ? "daysUntil.future" : "daysUntil.past"
        var text = templates.render(key, values)
        if unit == .day, abs(days) >= 7 { text = joined(text, templates.render("daysUntil.inWeeks", values)) }
        for note in holidayNotes(expression) { text = joined(text, note) }
        var data: [(String, JSONValue)] = [("date", .string(date.isoString))]
        data += spanData(days)
        if let businessDays { data.append(("businessDays", .int(businessDays))) }
        return answer(.daysUntil, text: text, data: data, short: String(businessDays ?? days))
    }
}
