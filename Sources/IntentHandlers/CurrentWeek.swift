import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "What week is it?"
    func currentWeek() -> Answer {
        let week = ISOWeek(containing: today)
        guard week.monday.isInSupportedRange, week.sunday.isInSupportedRange else { return problem(.outOfRange, intent: .currentWeek) }
        let values = weekValues(week)
        let text = templates.render("currentWeek", values)
        return answer(.currentWeek, text: text, data: weekData(week), short: String(week.week))
    }
}
