/// The public face of the holiday engine.
///
/// A region's year is computed once per process and kept (see `LockedDictionary`): a year costs
/// tens of microseconds (lunar and solar dates come from generated tables inside 1899–2101, from
/// astronomical computations outside), a cached one a dictionary lookup.
public enum HolidayCalendar {
    /// Every holiday of `region` in calendar year `year`, sorted by date then id.
    public static func holidays(in region: HolidayRegion, year: Int) -> [Holiday] {
        yearCache.value(for: YearKey(region: region, year: year)) {
            HolidayEvaluator.holidays(of: definition(of: region), year: year)
        }
    }

    /// Holidays of several regions in a date range (inclusive), sorted by date, region, id.
    public static func holidays(in regions: [HolidayRegion], from start: CalendarDate, through end: CalendarDate) -> [Holiday] {
        guard start <= end else { return [] }
        var result: [Holiday] = []
        for region in Set(regions) {
            for year in start.year...end.year {
                result += holidays(in: region, year: year).filter { $0.date >= start && $0.date <= end }
            }
        }
        return result.sorted { a, b in
            if a.date != b.date { return a.date < b.date }
            return a.region != b.region ? a.region < b.region : a.id < b.id
        }
    }

    /// Every holiday id a region can produce (for the name tables and tests): the rules' ids, their
    /// `.observed` forms where a substitute policy exists, the decree days' ids, and whatever the
    /// substitute passes produce in 1970–2100.
    public static func ids(in region: HolidayRegion) -> [String] {
        let definition = definition(of: region)
        let prefix = region.code + "."
        var ids = Set<String>()
        for rule in definition.rules {
            ids.insert(prefix + rule.key)
            if rule.substitute != nil { ids.insert(prefix + rule.key + ".observed") }
        }
        for decree in definition.decrees { ids.insert(prefix + decree.key) }
        let years = max(definition.years.lowerBound, 1970)...min(definition.years.upperBound, 2100)
        if !years.isEmpty {
            for year in years { ids.formUnion(holidays(in: region, year: year).map(\.id)) }
        }
        return ids.sorted()
    }

    /// The keys of a subdivision's rules and decree days (`cesar-chavez-day`): every day it can list has
    /// one of them (its substitute days are its rules', `.observed`), so a name of none of them need not
    /// compute its years. Made once for all subdivisions; empty for a country (whose substitute passes
    /// make days of other keys: JP 国民の休日).
    public static func keys(in region: HolidayRegion) -> Set<String> {
        guard region.isSubdivision else { return [] }
        return subdivisionKeys.value(for: region) {
            let definition = definition(of: region)
            return Set(definition.rules.map(\.key) + definition.decrees.map(\.key))
        }
    }

    private static let subdivisionKeys = LockedDictionary<HolidayRegion, Set<String>>(limit: 256)

    /// The years whose holidays the engine knows for `region` (`HolidayRegion.knownYears`); outside
    /// them `holidays(in:year:)` returns nothing, and that means "not known", not "no holidays".
    public static func supportedYears(of region: HolidayRegion) -> ClosedRange<Int> { definition(of: region).years }

    /// The regions among `regions` whose holidays are not known for every day from `start` through
    /// `end`, in the order given: an answer about those days must say so rather than list nothing.
    public static func regionsNotKnown(_ regions: [HolidayRegion], from start: CalendarDate,
                                       through end: CalendarDate) -> [HolidayRegion] {
        regions.filter { !$0.knownYears.contains(start.year) || !$0.knownYears.contains(end.year) }
    }

    /// Weekend days that a government schedule turned into working days in exchange for a day off
    /// (CN 调休 make-up days, VN swaps), in `year`.
    public static func makeUpWorkdays(in region: HolidayRegion, year: Int) -> [CalendarDate] {
        definition(of: region).decrees.compactMap(\.workdayInExchange).filter { $0.year == year }.sorted()
    }

    private struct YearKey: Hashable {
        let region: HolidayRegion
        let year: Int
    }

    /// A bot asks about this year and its neighbours in a few regions; 512 region-years hold 17 regions ×
    /// 30 years (or Germany's 16 Länder and the countries for some 15 years), and a soak with random dates stays at a few megabytes instead of growing with it.
    private static let yearCache = LockedDictionary<YearKey, [Holiday]>(limit: 512)

    static func definition(of region: HolidayRegion) -> RegionDefinition {
        switch region {
        case .SE: return Regions.sweden
        case .NO: return Regions.norway
        case .DK: return Regions.denmark
        case .FI: return Regions.finland
        case .IS: return Regions.iceland
        case .DE: return Regions.germany
        case .GB: return Regions.unitedKingdom
        case .FR: return Regions.france
        case .IT: return Regions.italy
        case .NL: return Regions.netherlands
        case .JP: return Regions.japan
        case .CN: return Regions.china
        case .HK: return Regions.hongKong
        case .TH: return Regions.thailand
        case .VN: return Regions.vietnam
        case .US: return Regions.unitedStates
        case .KR: return Regions.korea
        case .AT: return Regions.austria
        case .CH: return Regions.switzerland
        case .LI: return Regions.liechtenstein
        case .LU: return Regions.luxembourg
        case .IE: return Regions.ireland
        case .CA: return Regions.canada
        case .AU: return Regions.australia
        case .NZ: return Regions.newZealand
        case .SG: return Regions.singapore
        case .TW: return Regions.taiwan
        case .MO: return Regions.macau
        default:
            // Every subdivision (`Regions.subdivision`; a test asks each region for its holidays).
            return Regions.subdivision(region)
        }
    }
}

/// The namespace the region tables (Regions/<CC>.swift) extend.
enum Regions {}

/// Turns a region's definition into one year's holidays.
enum HolidayEvaluator {
    static func holidays(of definition: RegionDefinition, year: Int) -> [Holiday] {
        guard definition.years.contains(year) else { return [] }
        var days: [Occurrence] = []
        days.reserveCapacity(definition.entries.count + 8)
        for entry in definition.entries where entry.rule.isInForce(in: year) {
            if let date = entry.rule.date.date(in: year), date.year == year {
                days.append(Occurrence(entry: entry, date: date))
            }
        }
        var decrees: [Occurrence] = []
        for (decree, label) in zip(definition.decrees, definition.decreeLabels) where decree.date.year == year {
            decrees.append(Occurrence(label: label, date: decree.date))
        }
        if definition.decreesBeforeSubstitutes { days += decrees }
        for pass in definition.substitutePasses {
            pass.apply(to: &days, year: year, region: definition)
        }
        if !definition.decreesBeforeSubstitutes { days += decrees }
        // Sort indices, not the occurrences themselves: swapping occurrences would retain and
        // release their references at every step.
        let order = days.indices.sorted { a, b in
            let (x, y) = (days[a], days[b])
            return x.date != y.date ? x.date < y.date : x.label.id < y.label.id
        }
        var result: [Holiday] = []
        result.reserveCapacity(days.count)
        var previous: Occurrence?
        for index in order {
            let day = days[index]
            // A rule and a decree may name the same day (a table written defensively); keep one.
            if let previous, previous.date == day.date, previous.label.id == day.label.id { continue }
            previous = day
            let label = day.label
            result.append(Holiday(id: label.id, region: definition.region, date: day.date, isPublic: label.isPublic,
                                  isSubstitute: label.isSubstitute, localName: label.localName,
                                  englishName: label.englishName))
        }
        return result
    }
}
