/// Endings people type as they say them: Korean chat writes the polite 요 as 여 ("알려주세여",
/// "뭐예여", "있어여"). Each phrase of lexicon.tsv that ends in a written ending is also compiled with the
/// spoken one, so that every polite form the vocabulary knows has its chat spelling without a second
/// list. The pairs are the language's (language.tsv `spokenEndings`, `written>spoken`).
struct SpokenEndings {
    let pairs: [(written: String, spoken: String)]

    init(_ entries: [String]) {
        pairs = entries.compactMap { entry in
            let parts = entry.split(separator: ">", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            return (parts[0], parts[1])
        }
    }

    /// The phrases and, after them, the spoken forms of those that end in a written ending.
    func withSpokenForms(_ phrases: [String]) -> [String] {
        guard !pairs.isEmpty else { return phrases }
        var forms = phrases
        for phrase in phrases {
            for (written, spoken) in pairs where phrase.hasSuffix(written) && phrase.count > written.count {
                forms.append(String(phrase.dropLast(written.count)) + spoken)
            }
        }
        return forms
    }
}
