import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Show the week overview": the seven days Monday…Sunday, each with its holidays. Each day is an
    /// object so that notes can join it later without changing the shape of the answer.
    func weekOverview(_ expression: WeekExpression) -> Answer {
        let week: ISOWeek
        do { week = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .weekOverview) }
        var lines = [templates.render("weekOverview.title", weekValues(week, for: "weekOverview.title"))]
        var days: [JSONValue] = []
        let (notes, countdowns, unreachable) = personalDays(from: week.monday, through: week.sunday)
        for date in week.days {
            let dayHolidays = holidays(on: date)
            let dayCountdowns = countdowns.filter { $0.date == date }
            let dayNotes = notes.filter { $0.date == date }
            var marks = dayHolidays.map(describe)
            marks += dayCountdowns.map { templates.render("agenda.countdown", ["name": StoredText.shown($0.name)]) }
            var marker = marks.isEmpty ? "" : "  " + marks.joined(separator: ", ")
            if date == today { marker += "  ← " + templates.text("weekOverview.today") }
            lines.append(templates.render("weekOverview.day", [
                "weekday": format.weekday(date), "date": format.shortDate(date), "marker": marker,
            ]))
            lines += dayNotes.map { "    \($0.number). \(StoredText.shown($0.text))" }
            days.append(.object([
                ("date", .string(date.isoString)), ("weekday", .int(date.weekday)),
                ("holidays", .array(dayHolidays.map(holidayData))),
                ("countdowns", .array(dayCountdowns.map(countdownData))), ("notes", .array(dayNotes.map(noteData))),
            ]))
        }
        if let unreachable { lines.append(unreachable) }
        // Days of a year whose holidays are not known carry no marks, and the answer says so.
        let unknown = HolidayCalendar.regionsNotKnown(regions, from: week.monday, through: week.sunday)
        if !unknown.isEmpty { lines.append(knownYearsText(unknown)) }
        var data = weekData(week)
        data.append(("days", .array(days)))
        data += unknownRegionsData(unknown)
        return answer(.weekOverview, text: lines.joined(separator: "\n"), data: data, short: week.description)
    }
}
