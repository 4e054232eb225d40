import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Is tomorrow a holiday?" — yes only for a public holiday; an observance says what it is.
    func isHoliday(_ expression: DateExpression) -> Answer {
        let date: CalendarDate
        do { date = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .isHoliday) }
        let found = holidays(on: date)
        let isPublic = found.contains(where: \.isPublic)
        let values = [
            "date": format.longDate(date), "region": regionNames,
            "names": found.map(describe).joined(separator: ", "),
        ]
        let key = isPublic ? "isHoliday.yes" : found.isEmpty ? "isHoliday.no" : "isHoliday.observance"
        let data: [(String, JSONValue)] = [
            ("date", .string(date.isoString)), ("isHoliday", .bool(isPublic)), ("holidays", .array(found.map(holidayData))),
        ]
        return answer(.isHoliday, text: templates.render(key, values), data: data, short: isPublic ? "yes" : "no")
    }
}
