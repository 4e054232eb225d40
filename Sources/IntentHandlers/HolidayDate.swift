import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "When is Easter 2027?", "när är midsommarafton?" — the date, its weekday and its week.
    func holidayDate(_ expression: DateExpression) -> Answer {
        guard case .holiday(let patterns, let yearExpression) = expression else { return weekForDate(expression) }
        let year: Int?
        do { year = try yearExpression?.resolve(today: today) } catch { return problem(error, intent: .holidayDate) }
        guard let holiday = HolidayLookup.find(patterns, year: year, today: today, regions: regions) else {
            return problem(.noSuchHoliday(year: year), intent: .holidayDate)
        }
        let week = ISOWeek(containing: holiday.date)
        let values = [
            "name": names.name(of: holiday), "date": format.longDate(holiday.date), "week": String(week.week),
            "weekPhrase": weekPhrase(week, calendarYear: holiday.date.year),
            "region": templates.text("region." + holiday.region.rawValue), "day": format.longDate(holiday.mainDay),
        ]
        let key = holiday.beginsAtSundown ? "holidayDate.sundown" : "holidayDate"
        var text = templates.render(holiday.date < today ? key + ".past" : key, values)
        if !holiday.isDayOff {
            // A catalogue observance (Valentine's Day): no one has the day off, so say only that.
            text = joined(text, templates.render("holidayDate.notHoliday", values))
        } else if !holiday.isPublic {
            text = joined(text, templates.render("holidayDate.observance", values))
        }
        var data: [(String, JSONValue)] = [("date", .string(holiday.date.isoString))]
        if case .object(let pairs) = holidayData(holiday) { data += pairs.filter { $0.0 != "date" } }
        data += [("week", .int(week.week)), ("year", .int(week.year))]
        return answer(.holidayDate, text: text, data: data, short: holiday.date.isoString)
    }
}
