import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "What week is it?"
    func currentWeek() -> Answer {
        let week = ISOWeek(containing: today)
        guard week.monday.isInSupportedRange, week.sunday.isInSupportedRange else { return problem(.outOfRange, intent: .currentWeek) }
        // A week that spans New Year, or that belongs to another week-year than today's calendar year
        // (2 January 2027 is in week 53 of 2026), names its years.
        let acrossYears = week.monday.year != week.sunday.year || week.year != today.year
        let key = acrossYears ? "currentWeek.acrossYears" : "currentWeek"
        let text = templates.render(key, weekValues(week, for: key))
        return answer(.currentWeek, text: text, data: weekData(week), short: shortWeek(week, calendarYear: today.year))
    }
}
