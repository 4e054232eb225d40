/// A language's vocabulary as the build compiled it (the EmbedLocalization plugin runs the
/// vocabulary compiler over `Localization/<code>/`): read where it lies in the binary, so start-up
/// parses no lexicon and a question touches only the pages of the words it looks up. The layout is
/// VocabularyFormat's (`PackedNumbers`, `VocabularyView`); here it is only carried.
public struct EmbeddedVocabulary: Sendable {
    /// The trie, its entries and their reading sets, as packed numbers.
    public let tables: StaticString
    /// One `kind <TAB> value <TAB> line` per reading the entries use.
    public let readingKeys: StaticString

    public init(tables: StaticString, readingKeys: StaticString) {
        self.tables = tables
        self.readingKeys = readingKeys
    }
}
