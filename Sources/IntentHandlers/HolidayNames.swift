import IntentParser
import LocalizationData
import VeckaEngine

/// Holiday names in one language, from its `holidays.tsv`: the first name listed for a holiday's id
/// (or for `*.key`, every region's holiday of that key). Holidays the language has no name for are
/// shown with their local name when the region speaks this language, else their English name.
struct HolidayNames: Sendable {
    /// Names by full id (`se.midsummer-eve`) and by key for every region (`christmas-day` from `*.christmas-day`).
    private let byID: [String: String]
    private let byKey: [String: String]
    /// Regions whose holidays are named locally in this language (`holidayRegions` in language.tsv).
    private let localRegions: Set<String>
    /// "{name} (observed)" cut around its placeholder.
    private let substituteTemplate: (before: Substring, after: Substring)?

    init(pack: LanguagePack) {
        var byID: [String: String] = [:]
        var byKey: [String: String] = [:]
        for line in pack.holidayNames {
            if line.id.hasPrefix("*.") {
                if byKey[String(line.id.dropFirst(2))] == nil { byKey[String(line.id.dropFirst(2))] = line.names[0] }
            } else if byID[line.id] == nil {
                byID[line.id] = line.names[0]
            }
        }
        self.byID = byID
        self.byKey = byKey
        localRegions = Set(pack.list("holidayRegions") + [pack.setting("defaultRegion") ?? ""])
        substituteTemplate = pack.answers["holiday.substitute"].flatMap { template in
            template.firstRange(of: "{name}").map { (template[..<$0.lowerBound], template[$0.upperBound...]) }
        }
    }

    /// The name in this language; a substitute day is marked as one ("Juneteenth (observed)"), unless
    /// the language names it on its own line (Hong Kong's "The day following Chung Yeung Festival").
    func name(of holiday: Holiday) -> String {
        if let own = byID[holiday.id] { return own }
        let observed = holiday.id.hasSuffix(".observed")
        let id = observed ? String(holiday.id.dropLast(9)) : holiday.id
        let base = byID[id] ?? byKey[String(id.dropFirst(3))]
            ?? (localRegions.contains(holiday.region.rawValue) ? holiday.localName : holiday.englishName)
        guard observed, let template = substituteTemplate, base != holiday.localName, base != holiday.englishName else {
            return base
        }
        return template.before + base + template.after
    }
}
