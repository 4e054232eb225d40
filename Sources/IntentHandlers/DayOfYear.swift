import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "What day of the year is it?" — the date's ordinal in its year (ISO 8601's `2026-328`).
    func dayOfYear(_ expression: DateExpression) -> Answer {
        let date: CalendarDate
        do { date = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .dayOfYear) }
        let day = date.dayOfYear
        let days = CalendarDate.daysIn(year: date.year)
        let values = ["date": format.plainDate(date), "day": String(day), "days": String(days),
                      "year": format.year(date.year), "left": String(days - day)]
        let data: [(String, JSONValue)] = [
            ("date", .string(date.isoString)), ("day", .int(day)), ("year", .int(date.year)),
            ("daysInYear", .int(days)), ("ordinalDate", .string(date.ordinalString)),
        ]
        return answer(.dayOfYear, text: templates.render("dayOfYear", values), data: data, short: String(day))
    }
}
