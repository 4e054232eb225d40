import IntentParser
import LocalizationData
import Synchronization
import VeckaEngine

/// Holiday names in one language, from its `holidays.tsv`: the first name listed for a holiday's id
/// (or for `*.key`, every region's holiday of that key). Holidays the language has no name for are
/// shown with their local name when the region speaks this language, else with the name of the
/// universal observance of their key (`xx.diwali`) if there is one, else their English name.
///
/// Read when an answer first names a holiday: most answers name none.
final class HolidayNames: Sendable {
    private struct Table {
        /// Names by full id (`se.midsummer-eve`) and by key for every region (`christmas-day` from `*.christmas-day`).
        var byID: [String: String] = [:]
        var byKey: [String: String] = [:]
        /// Regions whose holidays are named locally in this language (`holidayRegions` in language.tsv).
        var localRegions: Set<String> = []
        /// "{name} (observed)" cut around its placeholder.
        var substituteTemplate: (before: Substring, after: Substring)?
    }

    private let pack: LanguagePack
    private let templates: Templates
    private let table = Mutex<Table?>(nil)

    init(pack: LanguagePack, templates: Templates) {
        self.pack = pack
        self.templates = templates
    }

    private func read() -> Table {
        var table = Table()
        for line in pack.holidayNames {
            if line.id.hasPrefix("*.") {
                if table.byKey[String(line.id.dropFirst(2))] == nil { table.byKey[String(line.id.dropFirst(2))] = line.names[0] }
            } else if table.byID[line.id] == nil {
                table.byID[line.id] = line.names[0]
            }
        }
        table.localRegions = Set(pack.list("holidayRegions") + [pack.setting("defaultRegion") ?? ""])
        table.substituteTemplate = templates.own("holiday.substitute").flatMap { template in
            template.firstRange(of: "{name}").map { (template[..<$0.lowerBound], template[$0.upperBound...]) }
        }
        return table
    }

    /// The name in this language; a substitute day is marked as one ("Juneteenth (observed)"), unless
    /// the language names it on its own line (Hong Kong's "The day following Chung Yeung Festival").
    func name(of holiday: Holiday) -> String {
        let table = self.table.withLock { table in
            if let table { return table }
            let read = read()
            table = read
            return read
        }
        let (byID, byKey, localRegions, substituteTemplate) = (table.byID, table.byKey, table.localRegions, table.substituteTemplate)
        if let own = byID[holiday.id] { return own }
        let observed = holiday.id.hasSuffix(".observed")
        let id = observed ? String(holiday.id.dropLast(9)) : holiday.id
        let key = id.dropFirst(3)
        // A region's holiday that is also a universal observance (Singapore's Deepavali, `xx.diwali`)
        // goes by the observance's name where the region's own name is not this language's.
        let base = byID[id] ?? byKey[String(key)]
            ?? (localRegions.contains(holiday.region.country.rawValue) ? holiday.localName : byID["xx." + key] ?? holiday.englishName)
        guard observed, let template = substituteTemplate, base != holiday.localName, base != holiday.englishName else {
            return base
        }
        return template.before + base + template.after
    }
}
