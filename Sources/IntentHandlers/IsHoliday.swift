import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Is tomorrow a holiday?" — yes only for a public holiday; an observance says what it is; a
    /// holiday on a rest day whose day off is another day says which; a region whose holidays are
    /// not known that year is not answered for (no "no" that is a guess).
    func isHoliday(_ expression: DateExpression) -> Answer {
        let date: CalendarDate
        do { date = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .isHoliday) }
        let unknown = HolidayCalendar.regionsNotKnown(regions, from: date, through: date)
        let known = regions.filter { !unknown.contains($0) }
        guard !known.isEmpty else { return holidaysNotKnown(unknown, intent: .isHoliday) }
        let found = HolidayCalendar.holidays(in: known, from: date, through: date)
        let isPublic = found.contains(where: \.isPublic)
        // The public holidays of this date whose day off is another day (a festival on a Sunday):
        // when every one is, the date is the holiday but not the day off.
        let daysOff = found.filter(\.isPublic).map { HolidayCalendar.dayOffInLieu(of: $0) }
        let movedDayOff = isPublic && daysOff.allSatisfy { $0 != nil } ? daysOff.compactMap { $0 }.min { $0.date < $1.date } : nil
        let values = [
            "date": format.longDate(date), "region": names(of: known),
            "names": found.map(describe).joined(separator: ", "),
            "dayOff": movedDayOff.map { format.longDate($0.date) } ?? "",
        ]
        let key = movedDayOff != nil ? "isHoliday.dayOffInLieu" : isPublic ? "isHoliday.yes"
            : found.isEmpty ? "isHoliday.no" : "isHoliday.observance"
        // Not a holiday of the whole region, but perhaps of some of its parts: say where.
        let inSubdivisions = isPublic ? [] : known.flatMap { HolidayCalendar.subdivisionHolidays(of: $0, on: date) }
        let inParts = isPublic ? [] : known.flatMap { HolidayCalendar.holidaysInParts(of: $0, on: date) }
        var text = templates.render(key, values)
        if let first = inSubdivisions.first, found.isEmpty {
            text = notNationwide(first, date: date, in: known)
        } else if !inParts.isEmpty, found.isEmpty {
            text = templates.render("isHoliday.inParts", values.merging(["names": inParts.map(names.name).joined(separator: ", ")]) { $1 })
        }
        if !unknown.isEmpty { text = joined(text, knownYearsText(unknown)) }
        var data: [(String, JSONValue)] = [
            ("date", .string(date.isoString)), ("isHoliday", .bool(isPublic)), ("holidays", .array(found.map(holidayData))),
        ]
        if !inSubdivisions.isEmpty { data.append(("subdivisionHolidays", .array(inSubdivisions.map(subdivisionData)))) }
        data += unknownRegionsData(unknown)
        return answer(.isHoliday, text: text, data: data, short: isPublic ? "yes" : "no")
    }
}
