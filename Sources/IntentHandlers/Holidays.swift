import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Sweden", "Sverige", "スウェーデン": the regions of the answer, joined.
    var regionNames: String {
        regions.map { templates.text("region." + $0.rawValue) }.joined(separator: ", ")
    }

    func holidayData(_ holiday: Holiday) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("date", .string(holiday.date.isoString)), ("id", .string(holiday.id)), ("name", .string(names.name(of: holiday))),
            ("region", .string(holiday.region.rawValue)), ("public", .bool(holiday.isPublic)),
        ]
        if holiday.beginsAtSundown { pairs += [("beginsAtSundown", .bool(true)), ("day", .string(holiday.mainDay.isoString))] }
        return .object(pairs)
    }

    /// "Yom Kippur begins at sundown that evening; …" when a date was named by a feast that begins
    /// at sundown, so that an answer dated by its eve says which day the feast itself is.
    func sundownNote(_ expression: DateExpression) -> String? {
        guard case .holiday(let patterns, let yearExpression) = expression else { return nil }
        let year = yearExpression.flatMap { try? $0.resolve(today: today) }
        guard let holiday = HolidayLookup.find(patterns, year: year, today: today, regions: regions),
              holiday.beginsAtSundown else { return nil }
        return templates.render("date.sundown", [
            "name": names.name(of: holiday), "day": format.longDate(holiday.mainDay),
            "dayWeek": String(ISOWeek(containing: holiday.mainDay).week),
            "dayWeekPhrase": weekPhrase(ISOWeek(containing: holiday.mainDay), calendarYear: holiday.mainDay.year),
        ])
    }

    /// A holiday's name, with a note when it is an observance rather than a public holiday.
    func describe(_ holiday: Holiday) -> String {
        let name = names.name(of: holiday)
        return holiday.isPublic ? name : templates.render("holiday.observance", ["name": name])
    }

    /// The holidays of the answer's regions on one day.
    func holidays(on date: CalendarDate) -> [Holiday] {
        HolidayCalendar.holidays(in: regions, from: date, through: date)
    }
}
