/// A holiday that only some of a country's subdivisions keep, for the tables that list a country's
/// subdivision holidays holiday by holiday (Regions/DEStates.swift, CHCantons.swift, CAProvinces.swift,
/// USStates.swift): one row per holiday and span of years, with the subdivisions that keep it.
struct SubdivisionRow: Sendable {
    let rule: HolidayRule
    let subdivisions: Set<HolidayRegion>

    init(_ rule: HolidayRule, _ subdivisions: Set<HolidayRegion>) {
        self.rule = rule
        self.subdivisions = subdivisions
    }
}

extension RegionDefinition {
    /// A subdivision of this country: the country's rules, less the ones whose keys the subdivision does
    /// not keep, plus the rows that name it, with the country's years, weekend, substitute passes and
    /// naming, and its decree days plus the subdivision's own.
    func subdivision(_ region: HolidayRegion, rows: [SubdivisionRow], without keys: Set<String> = [],
                     decrees own: [DecreeDay] = []) -> RegionDefinition {
        let kept = keys.isEmpty ? rules : rules.filter { !keys.contains($0.key) }
        return RegionDefinition(region, years: years, weekend: weekend,
                                rules: kept + rows.filter { $0.subdivisions.contains(region) }.map(\.rule),
                                decrees: decrees + own, substitutePasses: substitutePasses,
                                substituteNames: substituteNames, decreesBeforeSubstitutes: decreesBeforeSubstitutes)
    }
}

extension Regions {
    /// Every subdivision's definition, by region.
    static let subdivisions: [HolidayRegion: RegionDefinition] = germanStates
        .merging(britishNations) { first, _ in first }
        .merging(austrianStates) { first, _ in first }
        .merging(swissCantons) { first, _ in first }
        .merging(unitedStatesStates) { first, _ in first }
        .merging(australianStates) { first, _ in first }
        .merging(canadianProvinces) { first, _ in first }

    /// The rows of the countries whose subdivision tables are written holiday by holiday: a date that none
    /// of them (nor a subdivision's decree day) can fall on has no subdivision holiday, and the
    /// subdivisions' calendars need not be read (`HolidayCalendar.subdivisionHolidays`). A country whose
    /// subdivisions move holidays off weekends is not here: its substitute days are found only by
    /// reading the calendars.
    static let subdivisionRows: [HolidayRegion: [SubdivisionRow]] = [
        .DE: GermanStateHolidays.table,
        .CH: SwissCantonHolidays.table,
    ]

    /// Holidays that a subdivision keeps only in some of its municipalities, by country and key (see
    /// `GermanStateHolidays.partial`).
    static let partialSubdivisionHolidays: [HolidayRegion: [String: [HolidayRegion]]] = [
        .DE: GermanStateHolidays.partial,
    ]
}
