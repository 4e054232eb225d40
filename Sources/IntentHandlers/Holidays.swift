import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Sweden", "Sverige", "スウェーデン": the regions of the answer, joined.
    var regionNames: String { names(of: regions) }

    func holidayData(_ holiday: Holiday) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("date", .string(holiday.date.isoString)), ("id", .string(holiday.id)), ("name", .string(names.name(of: holiday))),
            ("region", .string(holiday.region.rawValue)), ("public", .bool(holiday.isPublic)),
        ]
        if holiday.beginsAtSundown { pairs += [("beginsAtSundown", .bool(true)), ("day", .string(holiday.mainDay.isoString))] }
        if let dayOff = HolidayCalendar.dayOffInLieu(of: holiday) { pairs.append(("dayOffInLieu", .string(dayOff.date.isoString))) }
        return .object(pairs)
    }

    /// What an answer dated by a holiday's name must add: that a Hebrew feast begins at sundown
    /// (which day is the feast itself), and that the holiday is another region's when none of the
    /// regions asked about keeps one by that name (or which of several asked about it is).
    func holidayNotes(_ expression: DateExpression) -> [String] {
        guard case .holiday(let patterns, let yearExpression) = expression else { return [] }
        let year = yearExpression.flatMap { try? $0.resolve(today: today) }
        guard let holiday = HolidayLookup.find(patterns, year: year, today: today, regions: regions) else { return [] }
        var notes: [String] = []
        if holiday.beginsAtSundown {
            notes.append(templates.render("date.sundown", [
                "name": names.name(of: holiday), "day": format.longDate(holiday.mainDay),
                "dayWeek": String(ISOWeek(containing: holiday.mainDay).week),
                "dayWeekPhrase": weekPhrase(ISOWeek(containing: holiday.mainDay), calendarYear: holiday.mainDay.year),
            ]))
        }
        if let note = subdivisionNote(holiday) ?? regionNote(holiday) { notes.append(note) }
        return notes
    }

    /// "That is the date in France: Sweden has no holiday by that name in 2027." when the name was
    /// found in another region than the ones asked about; "That is the date in Japan." when several
    /// were asked about. When an asked region's holidays are not known that year, it cannot be said
    /// not to keep the day: the note says which years are known instead (Christmas 1985 asked for
    /// Germany is Sweden's date, and Germany's holidays are known from 1991). Nil when the only
    /// region asked about has it.
    func regionNote(_ holiday: Holiday) -> String? {
        let values = ["region": regionName(holiday.region), "asked": regionNames,
                      "year": format.year(holiday.date.year)]
        let unknown = HolidayCalendar.regionsNotKnown(regions, from: holiday.date, through: holiday.date)
        if !unknown.isEmpty {
            let place = regions == [holiday.region] ? nil : templates.render("holidayDate.inRegion", values)
            return place.map { joined($0, knownYearsText(unknown)) } ?? knownYearsText(unknown)
        }
        if !regions.contains(holiday.region) {
            return templates.render("holidayDate.elsewhere", values)
        }
        return regions.count > 1 ? templates.render("holidayDate.inRegion", values) : nil
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
