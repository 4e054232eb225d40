import VeckaEngine

/// Finds the holiday a name stands for. A name may mean a holiday kept in many regions
/// (`*.christmas-day`) or in one (`se.midsummer-eve`); the asker's regions are searched first, then
/// the regions the names point at, then every region ("when is Thanksgiving" asked in Sweden).
///
/// Observances (`ObservanceCalendar`: Valentine's Day, Mother's Day) are a fallback behind the real
/// holidays, in this order: the asker's holidays, the asker's own observances, other regions'
/// holidays, other regions' own observances, and last the universal ones (as days of the asker's
/// region). The asker's observances come before other regions' holidays because otherwise "Mother's
/// Day" asked in the US would be Thailand's public วันแม่ (12 August), not the second Sunday of May.
/// Universal observances come last so that a day some region keeps as a holiday (Easter asked in
/// the US) is still that region's holiday, as before there were observances.
public enum HolidayLookup {
    public static func find(_ names: [String], year: Int?, today: CalendarDate, regions: [HolidayRegion]) -> Holiday? {
        let patterns = NamePatterns(names)
        let order = searchOrder(names, regions: regions)
        let askers = order.prefix { regions.contains($0) }
        let others = order.dropFirst(askers.count)
        let passes: [(ArraySlice<HolidayRegion>, @Sendable (HolidayRegion, Int) -> [Holiday])] = [
            (askers, HolidayCalendar.holidays(in:year:)), (askers, ObservanceCalendar.regionalObservances(in:year:)),
            (others, HolidayCalendar.holidays(in:year:)), (others, ObservanceCalendar.regionalObservances(in:year:)),
            (order[...], ObservanceCalendar.universalObservances(in:year:)),
        ]
        for (index, (regionsOfPass, days)) in passes.enumerated() {
            let universal = index == passes.count - 1
            if let found = first(patterns, in: regionsOfPass, universal: universal, days: days, year: year, today: today) { return found }
        }
        return nil
    }

    /// The first day matching a name in these regions, region by region: in `year`, or with no year
    /// the next one from today on (this year's, else next year's).
    private static func first(_ patterns: NamePatterns, in regions: ArraySlice<HolidayRegion>, universal: Bool,
                              days: (HolidayRegion, Int) -> [Holiday], year: Int?, today: CalendarDate) -> Holiday? {
        let years = year.map { [$0] } ?? [today.year, today.year + 1]
        for region in regions where patterns.canMatch(in: region, universal: universal) {
            for candidateYear in years {
                let found = days(region, candidateYear).first { holiday in
                    (year != nil || holiday.date >= today) && patterns.matches(holiday)
                }
                if let found { return found }
            }
        }
        return nil
    }

    /// The names of one question, split once: exact ids, keys of `*.key`, and the regions they name,
    /// so regions that cannot hold any of them are not even computed.
    private struct NamePatterns {
        let ids: Set<String>
        let keys: Set<Substring>
        let regionCodes: Set<Substring>

        init(_ names: [String]) {
            ids = Set(names.filter { !$0.hasPrefix("*.") })
            keys = Set(names.filter { $0.hasPrefix("*.") }.map { $0.dropFirst(2) })
            regionCodes = Set(ids.map { $0.prefix(2) })
        }

        /// Universal observances (`xx.`) are found as days of every region.
        func canMatch(in region: HolidayRegion, universal: Bool) -> Bool {
            !keys.isEmpty || (universal && regionCodes.contains("xx")) || regionCodes.contains(Substring(region.code))
        }

        func matches(_ holiday: Holiday) -> Bool {
            ids.contains(holiday.id) || (!keys.isEmpty && keys.contains(holiday.id.dropFirst(3)))
        }
    }

    /// Whether a name pattern (`se.midsummer-eve`, `*.christmas-day`, `xx.valentines-day`) stands for this holiday.
    public static func matches(_ pattern: String, _ holiday: Holiday) -> Bool {
        if pattern.hasPrefix("*.") { return holiday.id.dropFirst(3) == pattern.dropFirst(2) }
        return holiday.id == pattern
    }

    static func searchOrder(_ names: [String], regions: [HolidayRegion]) -> [HolidayRegion] {
        var order: [HolidayRegion] = []
        for region in regions where !order.contains(region) { order.append(region) }
        for name in names where !name.hasPrefix("*.") {
            if let region = HolidayRegion(rawValue: String(name.prefix(2)).uppercased()), !order.contains(region) {
                order.append(region)
            }
        }
        for region in HolidayRegion.allCases where !order.contains(region) { order.append(region) }
        return order
    }
}
