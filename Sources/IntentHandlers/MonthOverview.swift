import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Show me December", "Kalender für März", "12月のカレンダー", "lịch tháng này": the month Monday to
    /// Sunday with each row's ISO week number, today in brackets, the holidays of the answer's regions
    /// marked and listed under it, and the days with the user's notes marked (`notesByDay`: the notes
    /// of the month's days; by default the user's, from the store). A month without
    /// a year is this year's, or next year's once it is over, as everywhere.
    func monthOverview(_ expression: MonthExpression, notesByDay: [CalendarDate: [PersonalNote]] = [:]) -> Answer {
        let year: Int, month: Int
        do { (year, month) = try expression.resolve(today: today) } catch { return problem(error, intent: .monthOverview) }
        guard let grid = MonthGrid(year: year, month: month), let first = grid.days.first, let last = grid.days.last else {
            return problem(.outOfRange, intent: .monthOverview)
        }
        let holidays = calendarHolidays(from: first, through: last)
        // The user's notes, when none were given: the store's (none for a user who has stored nothing).
        let notesByDay = notesByDay.isEmpty ? Dictionary(grouping: personalDays(from: first, through: last).notes, by: \.date) : notesByDay
        let marks = calendarMarks(holidays: holidays.byDay, notesByDay: notesByDay, from: first, through: last)
        let text = MonthGridText(labels: monthGridLabels, marks: marks)
        var lines = text.lines(grid, heading: format.monthYear(year: year, month: month))
        lines += calendarFooter(marks, holidays: holidays.all, unknown: holidays.unknown, from: first, through: last)
        let body = MarkedText.lines(lines)
        let data = monthData(grid, holidays: holidays.byDay, notesByDay: notesByDay) + unknownRegionsData(holidays.unknown)
        var answer = answer(.monthOverview, text: body.text, data: data, short: String(first.isoString.prefix(7)))
        answer.marks = body.marks
        return answer
    }
}
