// Questions are normalized by TextNormalization, which the vocabulary compiler at build time shares
// (so the compiled trie and the text matched against it are folded by the same code); the parser's
// users see NormalizedText and Script as part of the parser.
@_exported import TextNormalization
