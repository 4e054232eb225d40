import LocalizationData

/// The few facts about a language that change how its words combine, from `language.tsv`.
struct GrammarSettings: Sendable {
    enum DateOrder: String, Sendable { case dmy, mdy, ymd }

    let dateOrder: DateOrder
    /// Day/month/year markers stand after the number (12月, 24일) rather than before (tháng 12).
    let markersFollowNumber: Bool
    /// The week word follows the number in a week number (12週目, 12주차).
    let weekWordFollowsNumber: Bool
    /// Four-digit years from this value on are Buddhist-era years (Thai: 2569 = 2026).
    let buddhistEraFrom: Int?

    init(pack: LanguagePack) {
        dateOrder = DateOrder(rawValue: pack.setting("dateOrder") ?? "") ?? .dmy
        markersFollowNumber = pack.setting("markerPosition") == "suffix"
        weekWordFollowsNumber = pack.setting("weekNumberSide") == "after"
        buddhistEraFrom = pack.setting("buddhistEraFrom").flatMap { Int($0) }
    }

    /// A year as written, converted to the Gregorian year.
    func gregorianYear(_ written: Int) -> Int {
        if let from = buddhistEraFrom, written >= from { return written - 543 }
        return written
    }
}
