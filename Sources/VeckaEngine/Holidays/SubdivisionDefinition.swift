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
        subdivisions([region], rows: rows, without: { _ in keys }, decrees: { _ in own })[region]!
    }

    /// Several subdivisions of this country at once (as `subdivision`), made in one pass over the rows and
    /// sharing the entries of the rules they have in common: the 57 US states cost little more than one.
    func subdivisions(_ regions: [HolidayRegion], rows: [SubdivisionRow],
                      without keys: (HolidayRegion) -> Set<String> = { _ in [] },
                      decrees own: (HolidayRegion) -> [DecreeDay] = { _ in [] }) -> [HolidayRegion: RegionDefinition] {
        var rowRules: [HolidayRegion: [HolidayRule]] = [:]
        for row in rows {
            for region in row.subdivisions { rowRules[region, default: []].append(row.rule) }
        }
        var shared: [ObjectIdentifier: RuleEntry] = [:]
        for entry in entries { shared[ObjectIdentifier(entry.rule)] = entry }
        for row in rows where shared[ObjectIdentifier(row.rule)] == nil {
            shared[ObjectIdentifier(row.rule)] = RuleEntry(rule: row.rule, idPrefix: idPrefix, naming: substituteNames)
        }
        var result: [HolidayRegion: RegionDefinition] = [:]
        for region in regions {
            let notKept = keys(region)
            let kept = notKept.isEmpty ? rules : rules.filter { !notKept.contains($0.key) }
            result[region] = RegionDefinition(region, years: years, weekend: weekend, rules: kept + (rowRules[region] ?? []),
                                              decrees: decrees + own(region), substitutePasses: substitutePasses,
                                              substituteNames: substituteNames,
                                              decreesBeforeSubstitutes: decreesBeforeSubstitutes, sharedEntries: shared)
        }
        return result
    }
}

extension Regions {
    /// A subdivision's definition, from its country's table only: asking for a canton does not build the
    /// 57 US states.
    static func subdivision(_ region: HolidayRegion) -> RegionDefinition {
        switch region.country {
        case .DE: germanStates[region]!
        case .GB: britishNations[region]!
        case .AT: austrianStates[region]!
        case .CH: swissCantons[region]!
        case .US: unitedStatesStates[region]!
        case .AU: australianStates[region]!
        case .CA: canadianProvinces[region]!
        default: preconditionFailure("\(region.rawValue) is no subdivision with a table: add its country here")
        }
    }

    /// The rows of the countries whose subdivision tables are written holiday by holiday: a date that none
    /// of them (nor a subdivision's decree day) can fall on has no subdivision holiday, and the
    /// subdivisions' calendars need not be read (`HolidayCalendar.subdivisionHolidays`). A row's day moved
    /// off a weekend lands at most three days from it (`maySubdivisionHolidayFall`). AU and GB, whose
    /// subdivisions are whole tables, are not here: their calendars are read.
    static let subdivisionRows: [HolidayRegion: [SubdivisionRow]] = [
        .DE: GermanStateHolidays.table,
        .CH: SwissCantonHolidays.table,
        .CA: CanadianProvinceHolidays.table,
        .US: USStateHolidays.table + USTerritoryHolidays.table,
    ]

    /// Holidays that a subdivision keeps only in some of its municipalities, by country and key (see
    /// `GermanStateHolidays.partial`).
    static let partialSubdivisionHolidays: [HolidayRegion: [String: [HolidayRegion]]] = [
        .DE: GermanStateHolidays.partial,
    ]
}
