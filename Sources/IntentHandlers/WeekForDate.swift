import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "What week is 24 December?" — and a date typed alone.
    func weekForDate(_ expression: DateExpression) -> Answer {
        let date: CalendarDate
        do { date = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .weekForDate) }
        let week = ISOWeek(containing: date)
        guard week.monday.isInSupportedRange, week.sunday.isInSupportedRange else { return problem(.outOfRange, intent: .weekForDate) }
        var values = weekValues(week, for: "weekForDate")
        values["date"] = format.longDate(date)
        // Say the week-year when it is not the date's own year (31 Dec 2024 is in week 1 of 2025).
        values["weekPhrase"] = weekPhrase(week, calendarYear: date.year)
        let data: [(String, JSONValue)] = [
            ("date", .string(date.isoString)),
            ("week", .int(week.week)),
            ("year", .int(week.year)),
            ("weekday", .int(date.weekday)),
        ]
        var text = templates.render("weekForDate", values)
        for note in holidayNotes(expression) { text = joined(text, note) }
        return answer(.weekForDate, text: text, data: data, short: shortWeek(week, calendarYear: date.year))
    }
}
