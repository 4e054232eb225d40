import LocalizationData

/// `VECKA_LANG` and `VECKA_REGION`: what `--lang` and `--region` are when not given, so a user who
/// always wants Swedish answers or Japanese holidays sets it once in the shell's profile. They rank
/// below the options and above the locale (`LANG`), and are checked like the options.
extension Environment {
    /// A default read from one variable. Empty counts as unset, as for `VECKA_TODAY`.
    enum Default<Value: Equatable>: Equatable {
        case unset
        case value(Value)
        /// Set, but not something the option accepts: a usage error unless the option is given.
        case invalid(String)

        var value: Value? {
            if case .value(let value) = self { return value }
            return nil
        }
    }

    /// `VECKA_LANG`: a code, tag or locale name, as `--lang` takes it (`sv`, `zh-TW`, `de_AT.UTF-8`).
    var defaultLanguage: Default<String> {
        guard let text = value("VECKA_LANG"), !text.isEmpty else { return .unset }
        return Localization.code(forTag: text).map(Default.value) ?? .invalid(text)
    }

    /// `VECKA_REGION`: regions as `--region` takes them (`SE,US`, `all`).
    var defaultRegions: Default<RegionSelection> {
        guard let text = value("VECKA_REGION"), !text.isEmpty else { return .unset }
        return RegionList.parse(text).map(Default.value) ?? .invalid(text)
    }

    /// The language the program's own messages are in: `--lang` (the tag given, when it names a
    /// language), else `VECKA_LANG`, else the locale's, else English.
    func messageLanguage(option: String?) -> String {
        if let code = option.flatMap(Localization.code(forTag:)) { return code }
        if let code = defaultLanguage.value { return code }
        return language(among: Localization.codes) ?? "en"
    }
}
