import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "How many weeks does 2026 have?"
    func weeksInYear(_ expression: YearExpression) -> Answer {
        let year: Int
        do { year = try expression.resolve(today: today) } catch { return problem(error, intent: .weeksInYear) }
        let weeks = ISOWeek.weeksIn(year: year)
        var values = ["year": format.year(year), "weeks": String(weeks)]
        var text = templates.render("weeksInYear", values)
        if let last = ISOWeek(week: 53, year: year) {
            values["start"] = format.longDate(last.monday)
            values["end"] = format.longDate(last.sunday)
            text += "\n" + templates.render("weeksInYear.long", values)
        }
        return answer(.weeksInYear, text: text, data: [("year", .int(year)), ("weeks", .int(weeks))], short: String(weeks))
    }
}
