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
        // "the last day of Songkran" (`HolidayDays.lastDayMark`): the holiday found, then its region's last day of it.
        if names.contains(HolidayDays.lastDayMark) {
            return find(names.filter { $0 != HolidayDays.lastDayMark }, year: year, today: today, regions: regions).map(lastDay)
        }
        let patterns = NamePatterns(names)
        let order = searchOrder(names, regions: regions)
        let askers = order.prefix { regions.contains($0) }
        let others = order.dropFirst(askers.count)
        let passes: [(ArraySlice<HolidayRegion>, @Sendable (HolidayRegion, Int) -> [Holiday])] = [
            (askers, HolidayCalendar.holidays(in:year:)), (askers, ObservanceCalendar.regionalObservances(in:year:)),
            (others, HolidayCalendar.holidays(in:year:)), (others, ObservanceCalendar.regionalObservances(in:year:)),
            // Only the universal days the names can be: the others are not computed at all. A subdivision
            // not asked about has its country's (they are universal), so only the countries are searched.
            (order.filter { !$0.isSubdivision || regions.contains($0) }[...],
             { region, year in ObservanceCalendar.universalObservances(in: region, year: year, where: patterns.matches(id:)) }),
        ]
        for (index, (regionsOfPass, days)) in passes.enumerated() {
            let universal = index == passes.count - 1
            // Asked only when the pass comes: the observance catalogue is not built for a name found before.
            if universal, !ObservanceCalendar.hasUniversalObservance(where: patterns.matches(id:)) { break }
            if let found = first(patterns, in: regionsOfPass, universal: universal, asker: index == 0, days: days,
                                 year: year, today: today) { return found }
        }
        return nil
    }

    /// The last of a holiday's days in its region and year (th.songkran → th.songkran-3); itself when it has one.
    private static func lastDay(of holiday: Holiday) -> Holiday {
        let base = HolidayDays.firstDayID(holiday.id)
        let days = HolidayCalendar.holidays(in: holiday.region, year: holiday.date.year)
            .filter { !$0.isSubstitute && HolidayDays.firstDayID($0.id) == base }
        return days.max { $0.date < $1.date } ?? holiday
    }

    /// Why `find` found nothing: a region asked about whose holidays are not known in the years
    /// searched (`holidaysNotKnown`: the answer says which years are), else that no region keeps
    /// the day then (`noSuchHoliday`). A day `find` did find in another region while an asked
    /// region's year is not known must not be called that region's only one: answers say which
    /// years are known (`AnswerBuilder.regionNote`).
    public static func problem(year: Int?, today: CalendarDate, regions: [HolidayRegion]) -> ParseProblem {
        let unknown = regions.filter { region in searchedYears(year, today: today).contains { !region.knownYears.contains($0) } }
        return unknown.isEmpty ? .noSuchHoliday(year: year) : .holidaysNotKnown(unknown)
    }

    /// The years a lookup searches: the one asked, else this year and the next.
    private static func searchedYears(_ year: Int?, today: CalendarDate) -> [Int] {
        year.map { [$0] } ?? [today.year, today.year + 1]
    }

    /// The first day matching a name in these regions, region by region: in `year`, or with no year
    /// the next one from today on (this year's, else next year's).
    private static func first(_ patterns: NamePatterns, in regions: ArraySlice<HolidayRegion>, universal: Bool, asker: Bool,
                              days: (HolidayRegion, Int) -> [Holiday], year: Int?, today: CalendarDate) -> Holiday? {
        let years = searchedYears(year, today: today)
        for region in regions where patterns.canMatch(in: region, universal: universal || asker) {
            for candidateYear in years {
                let found = days(region, candidateYear).first { holiday in
                    (year != nil || holiday.date >= today) && (patterns.matches(holiday) || asker && patterns.matchesAsKept(holiday))
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
        /// The keys of the exact ids (`us.cesar-chavez-day` → `cesar-chavez-day`), without `.observed`.
        let idKeys: Set<Substring>

        init(_ names: [String]) {
            ids = Set(names.filter { !$0.hasPrefix("*.") })
            keys = Set(names.filter { $0.hasPrefix("*.") }.flatMap { HolidayLookup.kind(of: $0.dropFirst(2)) })
            regionCodes = Set(ids.map { $0.prefix(2) })
            idKeys = Set(ids.map { id in
                let key = id.dropFirst(3)
                return key.hasSuffix(".observed") ? key.dropLast(9) : key
            })
        }

        /// Universal observances (`xx.`) are found as days of every region.
        func canMatch(in region: HolidayRegion, universal: Bool) -> Bool {
            let universalName = universal && regionCodes.contains("xx")
            guard !keys.isEmpty || universalName || regionCodes.contains(Substring(region.code)) else { return false }
            // A subdivision's days are its rules and decree days (and their substitutes): one whose keys none
            // of the names has is not computed at all (the 57 US states, asked for the Lunar New Year).
            guard region.isSubdivision, !universalName else { return true }
            let own = HolidayCalendar.keys(in: region)
            return keys.contains { own.contains(String($0)) } || idKeys.contains { own.contains(String($0)) }
        }

        func matches(_ holiday: Holiday) -> Bool { matches(id: holiday.id) }

        /// A universal observance's name (`xx.diwali`) for the asker's own holiday of that key: the
        /// region keeps the day as a holiday (Singapore's Deepavali, Ireland's St. Patrick's Day), so
        /// the observance is not listed there (`ObservanceCalendar`), and its names find the holiday.
        /// Only for the asker: asked elsewhere, the names keep finding the universal day (Diwali as
        /// India's almanacs date it, not Singapore's Tamil one).
        func matchesAsKept(_ holiday: Holiday) -> Bool {
            regionCodes.contains("xx") && ids.contains("xx." + holiday.id.dropFirst(3))
        }
        func matches(id: String) -> Bool {
            ids.contains(id) || (!keys.isEmpty && keys.contains(id.dropFirst(3)))
        }
    }

    /// Whether a name pattern (`se.midsummer-eve`, `*.christmas-day`, `xx.valentines-day`) stands for this holiday.
    public static func matches(_ pattern: String, _ holiday: Holiday) -> Bool { matches(pattern, id: holiday.id) }

    public static func matches(_ pattern: String, id: String) -> Bool {
        if pattern.hasPrefix("*.") { return kind(of: pattern.dropFirst(2)).contains(id.dropFirst(3)) }
        return id == pattern
    }

    /// Keys under which region tables keep the same day: a name for one (`*.labour-day`, "Labour
    /// Day") stands for all, so that it finds the asked region's day whatever its table calls it.
    /// The first of May is `labour-day` in most tables, `may-day` in Sweden's and Finland's (python-
    /// holidays: "May Day"), `workers-day` in Denmark's ("Workers' Day").
    static let kinds: [[Substring]] = [["labour-day", "may-day", "workers-day"]]

    static func kind(of key: Substring) -> [Substring] {
        kinds.first { $0.contains(key) } ?? [key]
    }

    static func searchOrder(_ names: [String], regions: [HolidayRegion]) -> [HolidayRegion] {
        var order: [HolidayRegion] = []
        for region in regions where !order.contains(region) { order.append(region) }
        // Then the subdivisions of the countries asked about: Fronleichnam asked for Germany is the
        // day six Länder keep, not another country's.
        for region in regions { for state in region.subdivisions where !order.contains(state) { order.append(state) } }
        for name in names where !name.hasPrefix("*.") {
            if let region = HolidayRegion(code: name.prefix(2)), !order.contains(region) {
                order.append(region)
            }
        }
        return order + HolidayRegion.others(than: order)
    }
}
