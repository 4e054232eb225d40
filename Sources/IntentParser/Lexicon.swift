import LocalizationData

/// Every language's vocabulary in one trie keyed by the folded (diacritic-free) form, so one walk
/// from a position finds the candidate phrases of all languages at once.
final class Lexicon: Sendable {
    struct Entry: Sendable {
        let language: Int
        /// The phrase in normalized form with diacritics, to prefer exact matches over folded ones.
        let exact: [Unicode.Scalar]
        let readings: [Reading]
    }

    struct Node: Sendable {
        var children: [UInt32: Int32] = [:]
        var entries: [Int32] = []
    }

    let languages: [LanguagePack]
    let nodes: [Node]
    let entries: [Entry]
    /// Problems found while compiling (unknown kinds, bad values), for the lexicon tests.
    let problems: [String]

    init(packs: [LanguagePack]) {
        languages = packs
        var nodes = [Node()]
        var entries: [Entry] = []
        var problems: [String] = []
        // Several lines may give one phrase different readings; merge them into one entry per language.
        var entryIndex: [String: Int] = [:]
        for (languageIndex, pack) in packs.enumerated() {
            for line in pack.lexicon {
                guard let reading = Reading(kind: line.kind, value: line.value) else {
                    problems.append("\(pack.code)/lexicon.tsv:\(line.line): cannot read kind '\(line.kind)' value '\(line.value)'")
                    continue
                }
                for phrase in line.phrases {
                    let normalized = NormalizedText(phrase)
                    guard !normalized.scalars.isEmpty else { continue }
                    let key = "\(languageIndex)|" + normalized.text
                    if let existing = entryIndex[key] {
                        if !entries[existing].readings.contains(reading) {
                            let old = entries[existing]
                            entries[existing] = Entry(language: old.language, exact: old.exact, readings: old.readings + [reading])
                        }
                        continue
                    }
                    var node = 0
                    for scalar in normalized.folded {
                        if let next = nodes[node].children[scalar.value] {
                            node = Int(next)
                        } else {
                            nodes.append(Node())
                            nodes[node].children[scalar.value] = Int32(nodes.count - 1)
                            node = nodes.count - 1
                        }
                    }
                    entryIndex[key] = entries.count
                    nodes[node].entries.append(Int32(entries.count))
                    entries.append(Entry(language: languageIndex, exact: normalized.scalars, readings: [reading]))
                }
            }
        }
        self.nodes = nodes
        self.entries = entries
        self.problems = problems
    }

    struct Match {
        let length: Int
        let readings: [Reading]
        let exact: Bool
        /// Whether any reading says something (not only filler).
        var isContent: Bool { readings.contains(where: \.isContent) }
    }

    /// The longest phrase of `language` starting at `start`, honouring word boundaries for
    /// space-separated scripts.
    func longestMatch(in text: NormalizedText, at start: Int, language: Int) -> Match? {
        allMatches(in: text, at: start, language: language).last
    }

    /// Every phrase of `language` starting at `start`, shortest first.
    ///
    /// Diacritics: a phrase typed with its diacritics matches exactly, and an exact match always
    /// wins ("sau" is "after" even though "sáu" is "six"). A word typed without any diacritics
    /// ("tuan", "vecka ar") matches the first phrase of the lexicon that differs only in diacritics
    /// (so a lexicon lists the likelier reading first). A word typed with other diacritics ("vàng",
    /// gold) matches nothing ("vâng", yes).
    func allMatches(in text: NormalizedText, at start: Int, language: Int) -> [Match] {
        var node = 0
        var position = start
        var matches: [Match] = []
        let folded = text.folded
        var plain = true
        while position < folded.count, let next = nodes[node].children[folded[position].value] {
            node = Int(next)
            if text.scalars[position] != folded[position] { plain = false }
            position += 1
            guard !nodes[node].entries.isEmpty, Lexicon.isBoundary(text.scalars, at: position, start: start) else { continue }
            var exactReadings: [Reading]?
            var firstFolded: [Reading]?
            for index in nodes[node].entries {
                let entry = entries[Int(index)]
                guard entry.language == language else { continue }
                if entry.exact.count == position - start && entry.exact.elementsEqual(text.scalars[start..<position]) {
                    exactReadings = entry.readings
                }
                if firstFolded == nil { firstFolded = entry.readings }
            }
            if let exactReadings {
                matches.append(Match(length: position - start, readings: exactReadings, exact: true))
            } else if plain, let firstFolded {
                matches.append(Match(length: position - start, readings: firstFolded, exact: false))
            }
        }
        return matches
    }

    /// A phrase may end here unless it would cut a space-separated word in two.
    static func isBoundary(_ scalars: [Unicode.Scalar], at end: Int, start: Int) -> Bool {
        guard end < scalars.count, end > 0 else { return true }
        return !(scalars[end - 1].isWordLetter && scalars[end].isWordLetter)
    }

    /// A phrase may start here unless it would start in the middle of a space-separated word.
    static func canStart(_ scalars: [Unicode.Scalar], at start: Int) -> Bool {
        guard start > 0 else { return true }
        return !(scalars[start - 1].isWordLetter && scalars[start].isWordLetter)
    }
}
