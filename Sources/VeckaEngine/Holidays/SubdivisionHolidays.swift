/// A public holiday that only some of a country's subdivisions keep (Fronleichnam in six of
/// Germany's sixteen Länder): asked about the country as a whole, the answer is not a flat "no" but
/// where it is kept.
public struct SubdivisionHoliday: Sendable {
    /// The holiday as the first of `subdivisions` keeps it.
    public let holiday: Holiday
    /// The subdivisions where it is a public holiday throughout, in code order.
    public let subdivisions: [HolidayRegion]
    /// The subdivisions where it is a public holiday only in some municipalities (Fronleichnam in
    /// the Catholic parts of Saxony and Thuringia), in code order.
    public let inParts: [HolidayRegion]
}

extension HolidayCalendar {
    /// The public holidays on `date` kept in some of `country`'s subdivisions but not by the country
    /// as a whole, by id. Empty for a country without subdivisions of its own (and for a subdivision).
    public static func subdivisionHolidays(of country: HolidayRegion, on date: CalendarDate) -> [SubdivisionHoliday] {
        let states = country.subdivisions
        guard !states.isEmpty else { return [] }
        let nationwide = Set(holidays(in: country, year: date.year).filter { $0.date == date }.map(\.id))
        var order: [String] = []
        var found: [String: (holiday: Holiday, states: [HolidayRegion])] = [:]
        for state in states {
            for holiday in holidays(in: state, year: date.year) where holiday.date == date && holiday.isPublic
                && !nationwide.contains(holiday.id) {
                if found[holiday.id] == nil { order.append(holiday.id); found[holiday.id] = (holiday, []) }
                found[holiday.id]!.states.append(state)
            }
        }
        return order.map { id in
            let (holiday, kept) = found[id]!
            let parts = (GermanStateHolidays.partial[String(id.dropFirst(country.code.count + 1))] ?? []).filter { !kept.contains($0) }
            return SubdivisionHoliday(holiday: holiday, subdivisions: kept, inParts: parts)
        }
    }

    /// The holidays on `date` that `region` (a subdivision) keeps only in some of its municipalities:
    /// Fronleichnam in Saxony. Not among its holidays, but not to be answered with a flat "no".
    public static func holidaysInParts(of region: HolidayRegion, on date: CalendarDate) -> [Holiday] {
        guard region.isSubdivision else { return [] }
        return subdivisionHolidays(of: region.country, on: date).filter { $0.inParts.contains(region) }.map(\.holiday)
    }
}
