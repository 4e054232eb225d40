import VeckaEngine

/// `SE,US`, `se us`, or `all`.
enum RegionList {
    static func parse(_ text: String) -> [HolidayRegion]? {
        let codes = text.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.uppercased() }
        if codes == ["ALL"] { return HolidayRegion.allCases }
        let regions = codes.compactMap(HolidayRegion.init(rawValue:))
        return regions.isEmpty || regions.count != codes.count ? nil : regions
    }
}
