import VeckaEngine

/// `SE,US`, `se us`, `DE-BY`, `AT`, `ES`, or `all`: on the command line, after `:region`, and (as a list) in a
/// request. Any ISO 3166 code vecka-ask knows is accepted: a holiday region, or a place whose holidays
/// are not known yet (`ES`, `GB-SCT`), for which holiday questions are refused with what is known
/// rather than answered for another place.
struct RegionSelection: Equatable {
    var regions: [HolidayRegion] = []
    var places: [String] = []

    var isEmpty: Bool { regions.isEmpty && places.isEmpty }
    var codes: [String] { regions.map(\.rawValue) + places }
}

enum RegionList {
    static func parse(_ text: String) -> RegionSelection? {
        parse(codes: text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init))
    }

    /// Codes one by one (a request's `region`): every one known, or `all` alone.
    static func parse(codes: [String]) -> RegionSelection? {
        let codes = codes.map { $0.uppercased() }
        if codes == ["ALL"] { return RegionSelection(regions: HolidayRegion.countries) }
        guard !codes.isEmpty else { return nil }
        var selection = RegionSelection()
        for code in codes {
            if let region = HolidayRegion(place: code) {
                if !selection.regions.contains(region) { selection.regions.append(region) }
            } else if PlaceCodes.isKnown(code) {
                if !selection.places.contains(code) { selection.places.append(code) }
            } else {
                return nil
            }
        }
        return selection
    }
}
