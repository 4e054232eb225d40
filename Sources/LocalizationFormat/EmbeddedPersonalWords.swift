/// Every language's personal-command words (`personal.*` in language.tsv) as the build compiled them: one
/// trie of folded phrases, so a question is scanned without reading a setting or folding a phrase at
/// start-up. The layout is VocabularyFormat's (`PersonalPhrases`); here it is only carried.
public struct EmbeddedPersonalWords: Sendable {
    /// The trie as packed numbers.
    public let trie: StaticString
    /// The language codes the trie's values count, comma-separated, in the trie's order.
    public let languages: StaticString

    public init(trie: StaticString, languages: StaticString) {
        self.trie = trie
        self.languages = languages
    }
}
