import LocalizationData

/// The few facts about a language that change how its words combine, from `language.tsv`.
struct GrammarSettings: Sendable {
    enum DateOrder: String, Sendable { case dmy, mdy, ymd }

    /// The order of a numeric date when the user's territory is unknown, or is one of `dateOrderTerritories`.
    private(set) var dateOrder: DateOrder
    /// The order everywhere else: English is read month first without a territory and in the US, but
    /// day first under `en_GB`, `en_AU`, `en_IN` … (`dateOrderElsewhere`, `dateOrderTerritories`).
    let dateOrderElsewhere: DateOrder?
    let dateOrderTerritories: Set<String>
    /// Day/month/year markers stand after the number (12月, 24일) rather than before (tháng 12).
    let markersFollowNumber: Bool
    /// The week word follows the number in a week number (12週目, 12주차).
    let weekWordFollowsNumber: Bool
    /// Four-digit years from this value on are Buddhist-era years (Thai: 2569 = 2026).
    let buddhistEraFrom: Int?
    /// The century that two-digit years are read in ("70" in Thai is 2570 BE); nil: 1950–2049.
    let twoDigitYearBase: Int?
    /// "this Monday" is the coming Monday, not the Monday of this week once it has passed.
    let thisWeekdayIsComing: Bool

    init(pack: LanguagePack) {
        dateOrder = DateOrder(rawValue: pack.setting("dateOrder") ?? "") ?? .dmy
        dateOrderElsewhere = DateOrder(rawValue: pack.setting("dateOrderElsewhere") ?? "")
        dateOrderTerritories = Set(pack.list("dateOrderTerritories").map { $0.uppercased() })
        markersFollowNumber = pack.setting("markerPosition") == "suffix"
        weekWordFollowsNumber = pack.setting("weekNumberSide") == "after"
        buddhistEraFrom = pack.setting("buddhistEraFrom").flatMap { Int($0) }
        twoDigitYearBase = pack.setting("twoDigitYearBase").flatMap { Int($0) }
        thisWeekdayIsComing = pack.setting("thisWeekday") == "coming"
    }

    /// The numeric date order for a user in `territory` (an ISO 3166 code from the locale, or nil).
    func dateOrder(in territory: String?) -> DateOrder {
        guard let territory, let elsewhere = dateOrderElsewhere, !dateOrderTerritories.contains(territory) else { return dateOrder }
        return elsewhere
    }

    /// The same settings with another numeric date order.
    func with(dateOrder order: DateOrder) -> GrammarSettings {
        var copy = self
        copy.dateOrder = order
        return copy
    }

    /// A year written with two digits, as written in full (74 → 1974, 15 → 2015; Thai 70 → 2570): the
    /// 50 pivot is what Duckling and Recognizers do in practice.
    func fullYear(twoDigits value: Int) -> Int {
        if let base = twoDigitYearBase { return base + value }
        return value < 50 ? 2000 + value : 1900 + value
    }

    /// A year as written, converted to the Gregorian year.
    func gregorianYear(_ written: Int) -> Int {
        if let from = buddhistEraFrom, written >= from { return written - 543 }
        return written
    }
}
