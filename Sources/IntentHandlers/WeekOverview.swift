import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Show the week overview": the seven days Monday…Sunday. Each day is an object so that
    /// holidays and notes can join it later without changing the shape of the answer.
    func weekOverview(_ expression: WeekExpression) -> Answer {
        let week: ISOWeek
        do { week = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .weekOverview) }
        var lines = [templates.render("weekOverview.title", weekValues(week))]
        var days: [JSONValue] = []
        for date in week.days {
            let dayHolidays = holidays(on: date)
            var marker = dayHolidays.isEmpty ? "" : "  " + dayHolidays.map(describe).joined(separator: ", ")
            if date == today { marker += "  ← " + templates.text("weekOverview.today") }
            lines.append(templates.render("weekOverview.day", [
                "weekday": format.weekday(date), "date": format.shortDate(date), "marker": marker,
            ]))
            days.append(.object([
                ("date", .string(date.isoString)), ("weekday", .int(date.weekday)),
                ("holidays", .array(dayHolidays.map(holidayData))),
            ]))
        }
        var data = weekData(week)
        data.append(("days", .array(days)))
        return answer(.weekOverview, text: lines.joined(separator: "\n"), data: data, short: week.description)
    }
}
