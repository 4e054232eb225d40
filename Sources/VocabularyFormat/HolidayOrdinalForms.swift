import LocalizationFormat

/// A holiday name that opens with an ordinal word is also written with the ordinal in digits:
/// de "Erster Weihnachtstag" as "1. Weihnachtstag", sv "andra påskdagen" as "2:a påskdagen", en "second
/// day of Christmas" as "2nd day of Christmas". Without these forms the digits were read as a day of the
/// month of their own ("wie viele Tage bis zum 1. Weihnachtstag" counted from 1 January to Christmas).
///
/// The digit forms are the language's own: the number with each `ordsuffix` (1st, 1:a, 1te) and with a
/// dot (1., as German, the Nordic languages and others write ordinals). Words come only from lexicon.tsv.
struct HolidayOrdinalForms {
    /// Ordinal word (folded as written in lexicon.tsv) → its value, for 1…31.
    private var ordinals: [String: Int] = [:]
    private var suffixes: [String] = []

    init(lexicon: [LexiconEntry]) {
        for entry in lexicon {
            switch entry.kind {
            case "ordinal":
                guard let value = Int(entry.value), (1...31).contains(value) else { continue }
                for phrase in entry.phrases where !phrase.contains(" ") { ordinals[phrase.lowercased()] = value }
            case "ordsuffix":
                // The short endings people write after a digit (1st, 2:a, 1e, 3te), not every inflection: each
                // holiday name gets one form per ending, and the vocabulary's size is memory on every run.
                suffixes += entry.phrases.filter { $0.count <= 2 }
            default:
                continue
            }
        }
    }

    /// The names, each followed by its digit forms when it opens with an ordinal word.
    func withDigitForms(_ names: [String]) -> [String] {
        guard !ordinals.isEmpty else { return names }
        var result = names
        for name in names {
            guard let space = name.firstIndex(of: " "),
                  let value = ordinals[name[..<space].lowercased()] else { continue }
            let rest = name[space...]
            for form in ["\(value)."] + suffixes.map({ "\(value)\($0)" }) {
                let variant = form + rest
                if !result.contains(variant) { result.append(variant) }
            }
        }
        return result
    }
}
