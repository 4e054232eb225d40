import VeckaEngine

extension AnswerBuilder {
    /// A region as answers name it: a country by its `region.XX` template ("Germany", "den USA"), a
    /// subdivision by its first name in places.tsv ("Bayern", "dem Saarland"), the form used after "in".
    func regionName(_ region: HolidayRegion) -> String { Self.regionName(region, templates: templates, places: placeNames) }

    static func regionName(_ region: HolidayRegion, templates: Templates, places: PlaceNames) -> String {
        guard region.isSubdivision else { return templates.text("region." + region.rawValue) }
        return places.name(of: region.rawValue) ?? region.rawValue
    }

    /// Names joined as a list: "Bayern, Hessen".
    func listed(_ names: [String]) -> String {
        names.dropFirst().reduce(names.first ?? "") { templates.render("list.pair", ["first": $0, "second": $1]) }
    }
}
