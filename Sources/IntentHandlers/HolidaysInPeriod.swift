import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Holidays this week / in week 52 / in December / in 2026", "the next holiday"; with
    /// `remainderOnly`, what is left of the period ("holidays left this year"); with `substitutesOnly`, only
    /// the days off given for holidays on rest days ("次の振替休日はいつ" was answered with the next holiday).
    func holidaysInPeriod(_ period: HolidayPeriod, remainderOnly: Bool = false, substitutesOnly: Bool = false) -> Answer {
        var start: CalendarDate
        var end: CalendarDate
        do {
            switch period {
            case .week(let expression):
                let week = try expression.resolve(today: today, regions: regions)
                (start, end) = (week.monday, week.sunday)
            case .month(let expression):
                let (year, month) = try expression.resolve(today: today)
                start = CalendarDate(year: year, month: month, day: 1)!
                end = CalendarDate(year: year, month: month, day: CalendarDate.daysIn(month: month, year: year))!
            case .year(let expression):
                let year = try expression.resolve(today: today)
                (start, end) = (CalendarDate(year: year, month: 1, day: 1)!, CalendarDate(year: year, month: 12, day: 31)!)
            case .next:
                return nextHoliday(substitutesOnly: substitutesOnly)
            case .span(let from, let to):
                (start, end) = try DateExpression.resolveSpan(from: from, to: to, today: today, regions: regions)
                // "From 10 January to 20 December": a yearless end is the first after the start.
                if end < start, case .calendarDate(nil, let month, let day) = to,
                   let later = start.nextOccurrence(month: month, day: day) {
                    end = later
                }
                guard start <= end else { return problem(.invalidSpan, intent: .holidaysInPeriod) }
            }
        } catch {
            return problem(error, intent: .holidaysInPeriod)
        }
        // A period already over has nothing left: the list is empty, from its last day to its last day.
        if remainderOnly { start = min(max(start, today), end) }
        // Only the part of the period whose holidays are known is listed, and the answer says which
        // regions' holidays are not known for the rest (a week across New Year 1970, Germany in 1985).
        let unknown = HolidayCalendar.regionsNotKnown(regions, from: start, through: end)
        let listed = regions.filter { $0.knownYears.overlaps(start.year...end.year) }
        guard let first = listed.map({ $0.knownYears.lowerBound }).min(), let last = listed.map({ $0.knownYears.upperBound }).max()
        else { return holidaysNotKnown(unknown, intent: .holidaysInPeriod) }
        start = max(start, CalendarDate(year: first, month: 1, day: 1)!)
        end = min(end, CalendarDate(year: last, month: 12, day: 31)!)
        let found = HolidayCalendar.holidays(in: listed, from: start, through: end).filter { !substitutesOnly || $0.isSubstitute }
        let values = ["start": format.longDate(start), "end": format.longDate(end), "region": names(of: listed)]
        // A country's own list is its nationwide days; the days only some of its parts keep follow it, so
        // that "holidays in Germany in November" is not "none" for the Länder that keep All Saints' Day.
        let inSubdivisions = listed.flatMap { HolidayCalendar.subdivisionHolidays(of: $0, from: start, through: end) }
            .filter { !substitutesOnly || $0.holiday.isSubstitute }
        let title = !found.isEmpty ? "holidaysInPeriod.title"
            : inSubdivisions.isEmpty ? "holidaysInPeriod.none" : "holidaysInPeriod.noneNationwide"
        var lines = [templates.render(title, values)]
        let showRegion = listed.count > 1
        for holiday in found {
            let name = describe(holiday) + (showRegion ? " (\(holiday.region.rawValue))" : "")
            lines.append(templates.render("holidaysInPeriod.line", ["date": format.longDate(holiday.date), "name": name]))
        }
        lines += subdivisionLines(inSubdivisions, in: listed)
        if !unknown.isEmpty { lines.append(knownYearsText(unknown)) }
        var data: [(String, JSONValue)] = [
            ("start", .string(start.isoString)), ("end", .string(end.isoString)), ("holidays", .array(found.map(holidayData))),
        ]
        if !inSubdivisions.isEmpty { data.append(("subdivisionHolidays", .array(inSubdivisions.map(subdivisionData)))) }
        data += unknownRegionsData(unknown)
        return answer(.holidaysInPeriod, text: lines.joined(separator: "\n"), data: data, short: String(found.count))
    }

    /// The days only some parts of the asked countries keep, each with where ("Allerheiligen (BW, BY, NW,
    /// RP, SL)"; the codes of ISO 3166-2 without the country's). A long list (a year of the 57 US states and
    /// territories) is a count instead, with the way to see a part's own list.
    private func subdivisionLines(_ kept: [SubdivisionHoliday], in countries: [HolidayRegion]) -> [String] {
        guard let example = kept.first?.subdivisions.first else { return [] }
        let countries = countries.filter { country in kept.contains { $0.holiday.region.country == country } }
        let values = ["region": names(of: countries), "count": String(kept.count), "example": regionName(example)]
        guard kept.count <= Self.subdivisionLinesShown else {
            return [templates.render("holidaysInPeriod.subdivisionsCount", values)]
        }
        return [templates.render("holidaysInPeriod.subdivisions", values)] + kept.map { day in
            let places = (day.subdivisions + day.inParts).map { String($0.rawValue.dropFirst(3)) }.joined(separator: ", ")
            return templates.render("holidaysInPeriod.line", ["date": format.longDate(day.holiday.date),
                                                              "name": "\(describe(day.holiday)) (\(places))"])
        }
    }

    /// More lines than a month of one country has (Germany's November: two).
    private static let subdivisionLinesShown = 12

    /// The first holiday on or after today, in the answer's regions (those whose holidays are known
    /// up to it; the others are named).
    private func nextHoliday(substitutesOnly: Bool) -> Answer {
        var found: [Holiday] = []
        var year = today.year
        while found.isEmpty, year <= today.year + 2 {
            guard let last = CalendarDate(year: year, month: 12, day: 31) else { break }
            found = HolidayCalendar.holidays(in: regions, from: max(today, CalendarDate(year: year, month: 1, day: 1)!), through: last)
                .filter { !substitutesOnly || $0.isSubstitute }
            year += 1
        }
        guard let first = found.first else {
            let searched = CalendarDate(year: min(today.year + 2, CalendarDate.supportedYears.upperBound), month: 12, day: 31)!
            let unknown = HolidayCalendar.regionsNotKnown(regions, from: today, through: searched)
            return unknown.isEmpty ? problem(.noSuchHoliday(year: nil), intent: .holidaysInPeriod)
                : holidaysNotKnown(unknown, intent: .holidaysInPeriod)
        }
        let unknown = HolidayCalendar.regionsNotKnown(regions, from: today, through: first.date)
        let sameDay = found.filter { $0.date == first.date }
        let week = ISOWeek(containing: first.date)
        let values = [
            "name": sameDay.map(describe).joined(separator: ", "), "date": format.longDate(first.date),
            "week": String(week.week), "weekPhrase": weekPhrase(week, calendarYear: first.date.year),
            "region": names(of: regions.filter { !unknown.contains($0) }),
            "days": count(today.days(until: first.date), .day),
        ]
        var text = templates.render("holidaysInPeriod.next", values)
        if !unknown.isEmpty { text = joined(text, knownYearsText(unknown)) }
        var data: [(String, JSONValue)] = [
            ("start", .string(today.isoString)), ("end", .string(first.date.isoString)),
            ("holidays", .array(sameDay.map(holidayData))),
        ]
        data += unknownRegionsData(unknown)
        return answer(.holidaysInPeriod, text: text, data: data, short: first.date.isoString)
    }
}
