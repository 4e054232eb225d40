import VeckaEngine

extension AnswerBuilder {
    /// "No, … is not a public holiday in all of Germany, but Corpus Christi is one in Baden-Württemberg,
    /// Bavaria, …": a holiday some subdivisions keep, asked about the whole country.
    func notNationwide(_ kept: SubdivisionHoliday, date: CalendarDate, in regions: [HolidayRegion]) -> String {
        var values = subdivisionValues(kept)
        values["date"] = format.longDate(date)
        values["region"] = names(of: regions)
        values["names"] = names.name(of: kept.holiday)
        // GB's table is England and Wales, not the whole of which Scotland is a part: "not … in England and Wales".
        if regions.contains(where: { !$0.rulesHoldNationwide }) && kept.inParts.isEmpty {
            return templates.render("isHoliday.otherNation", values)
        }
        return templates.render(kept.inParts.isEmpty ? "isHoliday.subdivisions" : "isHoliday.subdivisions.inParts", values)
    }

    /// "It is not a public holiday in all of Germany, only in …": the note of a date answer whose
    /// holiday was found in a subdivision of a country asked about. Nil for any other holiday.
    func subdivisionNote(_ holiday: Holiday) -> String? {
        guard let kept = keptInSubdivisions(holiday) else { return nil }
        var values = subdivisionValues(kept)
        values["region"] = regionName(holiday.region.country)
        if !holiday.region.country.rulesHoldNationwide && kept.inParts.isEmpty {
            return templates.render("holidayDate.otherNation", values)
        }
        return templates.render(kept.inParts.isEmpty ? "holidayDate.subdivisions" : "holidayDate.subdivisions.inParts", values)
    }

    /// Where a holiday found in a subdivision is kept, when its country (not the subdivision) was asked about.
    func keptInSubdivisions(_ holiday: Holiday) -> SubdivisionHoliday? {
        guard holiday.region.isSubdivision, regions.contains(holiday.region.country), !regions.contains(holiday.region) else { return nil }
        return HolidayCalendar.subdivisionHolidays(of: holiday.region.country, on: holiday.date).first { $0.holiday.id == holiday.id }
    }

    /// The JSON of a holiday some subdivisions keep: the holiday as its country's, with where it is kept.
    func subdivisionData(_ kept: SubdivisionHoliday) -> JSONValue {
        guard case .object(let pairs) = holidayData(kept.holiday) else { return holidayData(kept.holiday) }
        let country = JSONValue.string(kept.holiday.region.country.rawValue)
        return .object(pairs.map { $0.0 == "region" ? ("region", country) : $0 } + subdivisionFields(kept))
    }

    /// `subdivisions` and (when there are any) `inParts`: ISO 3166-2 codes.
    func subdivisionFields(_ kept: SubdivisionHoliday) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("subdivisions", .array(kept.subdivisions.map { .string($0.rawValue) }))]
        if !kept.inParts.isEmpty { fields.append(("inParts", .array(kept.inParts.map { .string($0.rawValue) }))) }
        return fields
    }

    private func subdivisionValues(_ kept: SubdivisionHoliday) -> [String: String] {
        ["places": listed(kept.subdivisions.map(regionName)), "parts": listed(kept.inParts.map(regionName))]
    }
}
