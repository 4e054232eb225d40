/// A public holiday that only some of a country's subdivisions keep (Fronleichnam in six of
/// Germany's sixteen Länder, Thanksgiving in nine of Canada's thirteen provinces and territories): asked about the country as a whole, the answer is not a flat "no" but
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
        guard !country.subdivisions.isEmpty, maySubdivisionHolidayFall(on: date, in: country) else { return [] }
        return subdivisionYears.value(for: YearOfCountry(country: country, year: date.year)) {
            subdivisionHolidays(of: country, year: date.year)
        }[date] ?? []
    }

    /// The public holidays from `start` through `end` kept in some of `country`'s subdivisions but not by
    /// the country as a whole, by date (then id). Empty for a country without subdivisions of its own.
    public static func subdivisionHolidays(of country: HolidayRegion, from start: CalendarDate,
                                           through end: CalendarDate) -> [SubdivisionHoliday] {
        guard !country.subdivisions.isEmpty, start <= end else { return [] }
        var found: [SubdivisionHoliday] = []
        for year in start.year...end.year {
            let days = subdivisionYears.value(for: YearOfCountry(country: country, year: year)) {
                subdivisionHolidays(of: country, year: year)
            }
            for (date, holidays) in days where date >= start && date <= end { found += holidays }
        }
        return found.sorted { $0.holiday.date != $1.holiday.date ? $0.holiday.date < $1.holiday.date : $0.holiday.id < $1.holiday.id }
    }

    /// A country's year of subdivision holidays, kept: a question about one date of a year reads its
    /// sixteen Länder calendars once, and every other date of that year is then a look-up. A year of the
    /// US states holds some seventy days (about 13 kB); 64 country-years hold what a bot asks about (this
    /// year and its neighbours in the countries it serves), and a soak with random dates stays small.
    private static let subdivisionYears = LockedDictionary<YearOfCountry, [CalendarDate: [SubdivisionHoliday]]>(limit: 64)

    /// Whether a holiday only some subdivisions keep can fall on `date`, read from the same tables the
    /// Länder are made of (their rules and one-off days): most dates are none, and then the sixteen
    /// calendars are not read at all (a question about a day of a new year read them all).
    private static func maySubdivisionHolidayFall(on date: CalendarDate, in country: HolidayRegion) -> Bool {
        guard let rows = Regions.subdivisionRows[country] else { return true }
        // A row's own date, or a substitute of it: moved off a weekend by at most three days.
        let near = date.shifted(-3)...date.shifted(3)
        if rows.contains(where: { row in
            row.rule.years.contains(date.year) && row.rule.date.date(in: date.year).map(near.contains) == true
        }) {
            return true
        }
        return country.subdivisions.contains { state in
            Regions.subdivision(state).decrees.contains { $0.date == date }
        }
    }

    private struct YearOfCountry: Hashable, Sendable {
        let country: HolidayRegion
        let year: Int
    }

    private static func subdivisionHolidays(of country: HolidayRegion, year: Int) -> [CalendarDate: [SubdivisionHoliday]] {
        let nationwide = Set(holidays(in: country, year: year).map { HolidayOnDate(id: $0.id, date: $0.date) })
        var order: [HolidayOnDate] = []
        var found: [HolidayOnDate: (holiday: Holiday, states: [HolidayRegion])] = [:]
        for state in country.subdivisions {
            // Evaluated here rather than through the year cache: this table is kept, and 57 US states
            // would push out the years a bot asks about.
            for holiday in HolidayEvaluator.holidays(of: definition(of: state), year: year) where holiday.isPublic {
                let key = HolidayOnDate(id: holiday.id, date: holiday.date)
                guard !nationwide.contains(key) else { continue }
                if found[key] == nil { order.append(key); found[key] = (holiday, []) }
                found[key]!.states.append(state)
            }
        }
        var byDate: [CalendarDate: [SubdivisionHoliday]] = [:]
        for key in order {
            // A city inside a subdivision that keeps the day too (Augsburg in Bavaria) is not named beside it.
            let (holiday, keptBy) = found[key]!
            let kept = keptBy.filter { city in city.containingRegion.map { !keptBy.contains($0) } ?? true }
            let ruleKey = String(key.id.dropFirst(country.code.count + 1))
            let parts = (Regions.partialSubdivisionHolidays[country]?[ruleKey] ?? []).filter { !kept.contains($0) }
            byDate[key.date, default: []].append(SubdivisionHoliday(holiday: holiday, subdivisions: kept, inParts: parts))
        }
        return byDate
    }

    private struct HolidayOnDate: Hashable {
        let id: String
        let date: CalendarDate
    }

    /// The holidays on `date` that `region` (a subdivision) keeps only in some of its municipalities:
    /// Fronleichnam in Saxony, the Friedensfest in Bavaria (in Augsburg). Not among its holidays, but not to be answered with a flat "no".
    public static func holidaysInParts(of region: HolidayRegion, on date: CalendarDate) -> [Holiday] {
        guard region.isSubdivision else { return [] }
        // Also the holidays of a smaller subdivision inside it (Augsburg's Friedensfest, asked for Bavaria).
        return subdivisionHolidays(of: region.country, on: date).filter { kept in
            kept.inParts.contains(region)
                || (!kept.subdivisions.contains(region) && kept.subdivisions.contains { $0.containingRegion == region })
        }.map(\.holiday)
    }
}
