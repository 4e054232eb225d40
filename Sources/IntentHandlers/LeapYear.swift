import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Is 2028 a leap year?", and "how many days does 2028 have?" (`askedForDays`): yes or no, the
    /// year's length, and the nearest leap year after a common one.
    func isLeapYear(_ expression: YearExpression, askedForDays: Bool) -> Answer {
        let year: Int
        let intent: IntentKind = askedForDays ? .daysInYear : .isLeapYear
        do { year = try expression.resolve(today: today) } catch { return problem(error, intent: intent) }
        let leap = CalendarDate.isLeapYear(year)
        let days = CalendarDate.daysIn(year: year)
        var values = ["year": format.year(year), "days": String(days)]
        var data: [(String, JSONValue)] = [("year", .int(year)), ("leap", .bool(leap)), ("days", .int(days))]
        let key: String
        if askedForDays {
            key = leap ? "daysInYear.leap" : "daysInYear.common"
        } else if leap {
            key = "leapYear.yes"
        } else if let next = (year + 1...year + 8).first(where: CalendarDate.isLeapYear),
                  CalendarDate.supportedYears.contains(next) {
            key = "leapYear.no"
            values["next"] = format.year(next)
            data.append(("nextLeapYear", .int(next)))
        } else {
            key = "leapYear.noNext"
        }
        return answer(intent, text: templates.render(key, values), data: data,
                      short: askedForDays ? String(days) : leap ? "yes" : "no")
    }
}
