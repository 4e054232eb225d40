import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Which dates are in week 10?", "When does week 1 of 2027 start?"
    func datesOfWeek(_ expression: WeekExpression) -> Answer {
        let week: ISOWeek
        do { week = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .datesOfWeek) }
        return answer(.datesOfWeek, text: templates.render("datesOfWeek", weekValues(week, for: "datesOfWeek")),
                      data: weekData(week), short: week.description)
    }
}
