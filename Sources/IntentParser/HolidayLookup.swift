import VeckaEngine

/// Finds the holiday a name stands for. A name may mean a holiday kept in many regions
/// (`*.christmas-day`) or in one (`se.midsummer-eve`); the asker's regions are searched first, then
/// the regions the names point at, then every region ("when is Thanksgiving" asked in Sweden).
public enum HolidayLookup {
    public static func find(_ names: [String], year: Int?, today: CalendarDate, regions: [HolidayRegion]) -> Holiday? {
        for region in searchOrder(names, regions: regions) {
            let years = year.map { [$0] } ?? [today.year, today.year + 1]
            for candidateYear in years {
                let found = HolidayCalendar.holidays(in: region, year: candidateYear)
                    .filter { holiday in names.contains { matches($0, holiday) } }
                    .first { year != nil || $0.date >= today }
                if let found { return found }
            }
        }
        return nil
    }

    /// Whether a name pattern (`se.midsummer-eve`, `*.christmas-day`) stands for this holiday.
    public static func matches(_ pattern: String, _ holiday: Holiday) -> Bool {
        if pattern.hasPrefix("*.") { return holiday.id.dropFirst(3) == pattern.dropFirst(2) }
        return holiday.id == pattern
    }

    static func searchOrder(_ names: [String], regions: [HolidayRegion]) -> [HolidayRegion] {
        var order = regions
        for name in names where !name.hasPrefix("*.") {
            if let region = HolidayRegion(rawValue: String(name.prefix(2)).uppercased()), !order.contains(region) {
                order.append(region)
            }
        }
        for region in HolidayRegion.allCases where !order.contains(region) { order.append(region) }
        return order
    }
}
