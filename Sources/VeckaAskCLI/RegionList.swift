import VeckaEngine

/// `SE,US`, `se us`, or `all`: on the command line, after `:region`, and (as a list) in a request.
enum RegionList {
    static func parse(_ text: String) -> [HolidayRegion]? {
        parse(codes: text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init))
    }

    /// Codes one by one (a request's `region`): every one a region, or `all` alone.
    static func parse(codes: [String]) -> [HolidayRegion]? {
        let codes = codes.map { $0.uppercased() }
        if codes == ["ALL"] { return HolidayRegion.allCases }
        let regions = codes.compactMap(HolidayRegion.init(rawValue:))
        return regions.isEmpty || regions.count != codes.count ? nil : regions
    }
}
