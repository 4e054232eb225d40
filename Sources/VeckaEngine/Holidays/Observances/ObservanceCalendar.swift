/// The observance catalogue: well-known days that are not public holidays in a region (Valentine's
/// Day, Mother's Day, Ash Wednesday, Lucia). They are kept apart from `HolidayCalendar`, so "holidays
/// in 2026" and the comparison with python-holidays never see them; they exist so that a question
/// naming one ("when is Mother's Day 2027") can be answered (`HolidayLookup.find`).
///
/// Every observance comes out as a `Holiday` with `isPublic == false` and `isDayOff == false`.
/// A universal observance (`xx.valentines-day`) is listed in every region, with that region, because
/// it is kept wherever the asker is: a lookup gets it as a day of the asker's region, and
/// `HolidayRegion` needs no pseudo-region that every switch over regions would have to handle.
public enum ObservanceCalendar {
    /// The whole catalogue, universal rules first.
    public static let rules: [ObservanceRule] = Observances.universal + Observances.otherCalendars + Observances.hindu + Observances.family
        + Observances.national

    /// The observances kept in `region` in `year`, sorted by date then id: the region's own
    /// (`regionalObservances`) and the universal ones (`universalObservances`).
    public static func observances(in region: HolidayRegion, year: Int) -> [Holiday] {
        (regionalObservances(in: region, year: year) + universalObservances(in: region, year: year)).sorted(by: dateThenID)
    }

    /// The observances that are `region`'s own (`se.mothers-day`), sorted by date then id. A Land
    /// keeps its country's (Muttertag in DE-BY), but not one it has as a public holiday (Allerheiligen).
    public static func regionalObservances(in region: HolidayRegion, year: Int) -> [Holiday] {
        regionalCache.value(for: RegionYear(region: region, year: year)) {
            let holidays = region.isSubdivision ? Set(HolidayCalendar.holidays(in: region, year: year).map { key(of: $0.id) }) : []
            return (rulesByRegion[region.country] ?? []).filter { !holidays.contains($0.key) }
                .compactMap { holiday($0, region: region, year: year) }.sorted(by: dateThenID)
        }
    }

    /// The universal observances as days of `region` (`xx.valentines-day` with region `region`),
    /// sorted by date then id: all but those whose key the region already has that year, as a holiday
    /// or as an observance of its own (Germany's `de.all-saints-day`).
    public static func universalObservances(in region: HolidayRegion, year: Int) -> [Holiday] {
        universalCache.value(for: RegionYear(region: region, year: year)) {
            var taken = Set(regionalObservances(in: region, year: year).map { key(of: $0.id) })
            taken.formUnion(HolidayCalendar.holidays(in: region, year: year).map { key(of: $0.id) })
            return universalRules.filter { !taken.contains($0.key) }
                .compactMap { holiday($0, region: region, year: year) }.sorted(by: dateThenID)
        }
    }

    /// The universal observances whose id `wanted` accepts, as `universalObservances` lists them, without
    /// computing the others: a lookup by name needs the day it names, and some days are astronomical
    /// computations (the Hindu festivals) that a question with a random year would otherwise pay for.
    /// Whether any universal observance has an id `wanted` accepts: a lookup by a name that is none
    /// skips the universal pass over every country (the same answer for each).
    public static func hasUniversalObservance(where wanted: (String) -> Bool) -> Bool {
        universalRules.contains { wanted($0.id) }
    }

    public static func universalObservances(in region: HolidayRegion, year: Int, where wanted: (String) -> Bool) -> [Holiday] {
        let named = universalRules.filter { wanted($0.id) }
        guard !named.isEmpty else { return [] }
        var taken = Set(regionalObservances(in: region, year: year).map { key(of: $0.id) })
        taken.formUnion(HolidayCalendar.holidays(in: region, year: year).map { key(of: $0.id) })
        return named.filter { !taken.contains($0.key) }.compactMap { holiday($0, region: region, year: year) }.sorted(by: dateThenID)
    }

    // A holiday lookup asks for the same region-years over and over (every name, every pass of
    // `HolidayLookup.find`): the rules are grouped once and each region-year is computed once.
    private static let rulesByRegion = Dictionary(grouping: rules.filter { $0.region != nil }) { $0.region! }
    private static let universalRules = rules.filter { $0.region == nil }

    private struct RegionYear: Hashable {
        let region: HolidayRegion
        let year: Int
    }

    /// Sized like `HolidayCalendar`'s year cache: region-years a bot asks about, not all it ever might.
    private static let regionalCache = LockedDictionary<RegionYear, [Holiday]>(limit: 512)
    private static let universalCache = LockedDictionary<RegionYear, [Holiday]>(limit: 512)

    /// Every region's observances in `year`, sorted by date, region, id. A universal observance is
    /// listed once per region that keeps it (as `HolidayCalendar` lists Christmas once per region).
    public static func observances(in year: Int) -> [Holiday] {
        HolidayRegion.countries.flatMap { observances(in: $0, year: year) }.sorted { a, b in
            if a.date != b.date { return a.date < b.date }
            return a.region != b.region ? a.region < b.region : a.id < b.id
        }
    }

    /// Every id the catalogue can produce (for the name tables and tests).
    public static var ids: [String] { Set(rules.map(\.id)).sorted() }

    private static func holiday(_ rule: ObservanceRule, region: HolidayRegion, year: Int) -> Holiday? {
        // A rule may land outside its year (a date relative to another); like the region tables,
        // only dates inside the asked year count.
        guard rule.years.contains(year), let day = rule.date.date(in: year) else { return nil }
        let date = rule.beginsAtSundown ? day.shifted(-1) : day
        guard date.year == year else { return nil }
        return Holiday(id: rule.id, region: region, date: date, isPublic: false, isDayOff: false,
                       localName: rule.localName, englishName: rule.englishName, beginsAtSundown: rule.beginsAtSundown)
    }

    private static func dateThenID(_ a: Holiday, _ b: Holiday) -> Bool { a.date != b.date ? a.date < b.date : a.id < b.id }

    /// `mothers-day` from `se.mothers-day`; `.observed` substitutes keep their suffix (a different day).
    private static func key(of id: String) -> String { String(id.dropFirst(3)) }
}

/// The namespace the catalogue tables (Observances/*.swift) extend.
enum Observances {}
