import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Which quarter are we in?" — the calendar quarter of a date (January–March is the first), and
    /// its first and last day.
    func quarter(_ expression: DateExpression) -> Answer {
        let date: CalendarDate
        do { date = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .quarter) }
        let quarter = (date.month - 1) / 3 + 1
        let firstMonth = quarter * 3 - 2
        guard let start = CalendarDate(year: date.year, month: firstMonth, day: 1),
              let end = CalendarDate(year: date.year, month: firstMonth + 2,
                                     day: CalendarDate.daysIn(month: firstMonth + 2, year: date.year)) else {
            return problem(.outOfRange, intent: .quarter)
        }
        let values = ["date": format.plainDate(date), "quarter": String(quarter), "year": format.year(date.year),
                      "start": format.plainDate(start), "end": format.plainDate(end)]
        let data: [(String, JSONValue)] = [
            ("date", .string(date.isoString)), ("quarter", .int(quarter)), ("year", .int(date.year)),
            ("start", .string(start.isoString)), ("end", .string(end.isoString)),
        ]
        return answer(.quarter, text: templates.render("quarter", values), data: data, short: "Q\(quarter)")
    }
}
