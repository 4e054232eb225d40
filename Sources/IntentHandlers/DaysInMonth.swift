import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "How many days does February 2028 have?" — a month without a year is this year's, or next
    /// year's once it is over (as in every other answer), and the answer names the year it is for.
    func daysInMonth(_ expression: MonthExpression) -> Answer {
        let year: Int, month: Int
        do { (year, month) = try expression.resolve(today: today) } catch { return problem(error, intent: .daysInMonth) }
        let days = CalendarDate.daysIn(month: month, year: year)
        let values = ["monthName": format.monthName(month), "month": String(month), "year": format.year(year),
                      "days": String(days)]
        let data: [(String, JSONValue)] = [("year", .int(year)), ("month", .int(month)), ("days", .int(days))]
        return answer(.daysInMonth, text: templates.render("daysInMonth", values), data: data, short: String(days))
    }
}
