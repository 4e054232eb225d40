/// `language.tsv`'s key → value settings, kept as the file lists them. A few dozen pairs, looked up a
/// handful of times per language: a dictionary's hashing of every key when the nine built-in packs
/// are made cost more at start-up than every lookup a question does.
public struct LanguageSettings: Sendable, Equatable {
    public let pairs: [(key: String, value: String)]

    public init(_ pairs: [(key: String, value: String)]) {
        self.pairs = pairs
    }

    /// The value of `key`; when a key is repeated, the last one counts (as a file read top to bottom).
    public subscript(key: String) -> String? {
        var found: String?
        for pair in pairs where pair.key == key { found = pair.value }
        return found
    }

    public static func == (lhs: LanguageSettings, rhs: LanguageSettings) -> Bool {
        lhs.pairs.count == rhs.pairs.count && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
