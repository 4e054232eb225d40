extension Localization {
    /// The language a tag names: a code (`zh-Hant`, `sv`), a BCP 47 tag (`zh-TW`, `zh-Hant-HK`, `en-GB`) or a
    /// POSIX locale name (`zh_HK.UTF-8`, `sv_FI@euro`), matched without regard to case. A script subtag
    /// decides between languages written in two scripts (`zh-Hans-HK` is Simplified); otherwise a territory
    /// listed in a language's `localeTerritories` chooses it over the base language (`zh_TW` → `zh-Hant`);
    /// otherwise the base language (`en_GB` → `en`). Nil when no language of ours is named (`C.UTF-8`).
    public static func code(forTag tag: String) -> String? {
        let name = tag.prefix { $0 != "." && $0 != "@" }
        let subtags = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let base = subtags.first else { return nil }
        let family = packs.filter { pack in
            let code = pack.code.lowercased()
            return code == base || code.hasPrefix(base + "-")
        }
        func named(_ code: String) -> String? { family.first { $0.code.lowercased() == code }?.code }
        // Joined by a loop: `joined(separator:)`'s first use costs a one-shot answer a sixtieth in run-time
        // generic lookups, and this runs at every start.
        var whole = base
        for subtag in subtags.dropFirst() { whole += "-" + subtag }
        if let exact = named(whole) { return exact }
        let rest = subtags.dropFirst()
        if let script = rest.first(where: { $0.count == 4 }) { return named(base + "-" + script) ?? named(base) }
        if let territory = rest.first(where: { $0.count == 2 }),
           let chosen = family.first(where: { $0.list("localeTerritories").contains { $0.lowercased() == territory } }) {
            return chosen.code
        }
        return named(base)
    }

    /// The language a code belongs to, without its script: `zh` for `zh-Hant`. Two codes of one base
    /// language are one language for what the user's locale implies (its territory's holidays).
    public static func baseLanguage(of code: String) -> Substring {
        code.prefix { $0 != "-" }
    }
}
