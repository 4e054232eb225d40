import LocalizationData

/// What Tab offers in the REPL: after a `:` at the start of the line only the commands; elsewhere the
/// vocabulary of every language and every holiday name. A name of several words completes from any of
/// its words' starts ("christmas e" → "eve", "new y" → "year's eve"), since readline only replaces the
/// word under the cursor.
public struct CompletionWords: Sendable {
    private let commands: [String]
    /// One-word entries, lowercased and sorted.
    private let words: [String]
    /// Entries of several words, lowercased.
    private let phrases: [String]

    init(vocabulary: [String], holidayNames: [String]) {
        commands = REPLCommand.allCases.map(\.name).sorted()
        var single = Set<String>(), multiple = Set<String>()
        // The lexicon also holds suffixes such as Swedish ":e" (3:e): not words anyone types alone, and
        // they would pass for commands after a ":".
        for entry in (vocabulary + holidayNames).map({ $0.lowercased() }) where !entry.hasPrefix(":") && !entry.isEmpty {
            if entry.contains(" ") { multiple.insert(entry) } else { single.insert(entry) }
        }
        words = single.sorted()
        phrases = multiple.sorted()
    }

    /// The built-in vocabulary and the holiday names of every language.
    public static func all(vocabulary: [String]) -> CompletionWords {
        let names = Localization.packs.flatMap { pack in pack.holidayNames.flatMap(\.names) }
        return CompletionWords(vocabulary: vocabulary, holidayNames: names)
    }

    /// Texts that may replace `word`, given the line before it. When the words before it begin a
    /// phrase, only that phrase's continuations are offered (from the earliest such start): after
    /// "christmas " an "e" means "eve", not every word that starts with e.
    public func candidates(before: String, word: String) -> [String] {
        let typed = word.lowercased()
        if typed.hasPrefix(":") {
            return before.allSatisfy(\.isWhitespace) ? commands.filter { $0.hasPrefix(typed) } : []
        }
        let earlier = before.lowercased()
        var starts = [earlier.startIndex]
        for index in earlier.indices where earlier[index] == " " { starts.append(earlier.index(after: index)) }
        for start in starts.suffix(5) where start < earlier.endIndex {
            let typedBefore = earlier[start...]
            let full = typedBefore + typed
            let continuations = phrases.filter { $0.hasPrefix(full) }.map { String($0.dropFirst(typedBefore.count)) }
            if !continuations.isEmpty { return Set(continuations).sorted() }
        }
        return Set(words.filter { $0.hasPrefix(typed) } + phrases.filter { $0.hasPrefix(typed) }).sorted()
    }
}
