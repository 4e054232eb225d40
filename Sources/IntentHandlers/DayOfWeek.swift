import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "What day is 24 December?" — the weekday, and the week it falls in.
    func dayOfWeek(_ expression: DateExpression) -> Answer {
        let date: CalendarDate
        do { date = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .dayOfWeek) }
        let week = ISOWeek(containing: date)
        let values = [
            "date": format.plainDate(date), "weekday": format.weekday(date),
            "week": String(week.week), "year": format.year(week.year), "weekPhrase": weekPhrase(week, calendarYear: date.year),
        ]
        let data: [(String, JSONValue)] = [
            ("date", .string(date.isoString)), ("weekday", .int(date.weekday)),
            ("week", .int(week.week)), ("year", .int(week.year)),
        ]
        let key = date < today ? "dayOfWeek.past" : "dayOfWeek"
        // A holiday found in another region than the one asked about says so ("台湾の国慶節は何曜日" is
        // answered with China's day only with that said).
        var text = templates.render(key, values)
        for note in holidayNotes(expression) { text = joined(text, note) }
        return answer(.dayOfWeek, text: text, data: data, short: format.weekday(date))
    }
}
