import LocalizationData

import LocalizationData
import Synchronization
import VeckaEngine

/// One language's vocabulary as a trie keyed by the folded (diacritic-free) form.
final class Lexicon: Sendable {
    struct Entry: Sendable {
        /// The phrase in normalized form with diacritics, to prefer exact matches over folded ones.
        let exact: [Unicode.Scalar]
        let readings: [Reading]
    }

    /// The trie as one table of edges, (node, scalar) → child, rather than a dictionary per node:
    /// building it is the main start-up cost, and one flat table allocates once.
    let edges: EdgeTable
    /// Entries ending at each node (most nodes have none).
    let nodeEntries: [[Int32]]
    let entries: [Entry]
    /// Problems found while compiling (unknown kinds, bad values), for the lexicon tests.
    let problems: [String]
    /// Whether numbers are written as one word of number words (sv "tvåtusenarton", de
    /// "zweitausendachtzehn"): the `compoundNumbers` setting.
    let compoundsNumbers: Bool

    /// Which part of a language's words a lexicon holds.
    enum Part {
        /// Everything a question is read with: lexicon.tsv, holiday names, and the names of the
        /// holiday regions (from places.tsv).
        case vocabulary
        /// The names of the places without holiday rules here (Austria, Bayern, Scotland …): a few
        /// hundred names that only a question with a word the vocabulary does not know can need, so
        /// they are compiled only then (see `Tokenizer.places`).
        case otherPlaces
    }

    init(pack: LanguagePack, part: Part = .vocabulary) {
        let placeLines = pack.placeNames { (HolidayRegion(place: $0) == nil) == (part == .otherPlaces) }
            .map { LexiconEntry(kind: "place", value: $0.code, phrases: $0.names, line: 0) }
        let lines: [LexiconEntry]
        switch part {
        case .vocabulary:
            lines = pack.lexicon + pack.holidayNames.map { LexiconEntry(kind: "holiday", value: $0.id, phrases: $0.names, line: 0) }
                + placeLines
        case .otherPlaces:
            lines = placeLines
        }
        // Sized once (about one edge per two bytes of phrase), so the table is not grown while built.
        var edges = EdgeTable(minimumCapacity: lines.reduce(0) { $0 + $1.phrases.reduce(0) { $0 + $1.utf8.count } } / 2)
        var nodeEntries: [[Int32]] = [[]]
        var entries: [Entry] = []
        var problems: [String] = []
        for line in lines {
            let reading = line.kind == "holiday" ? Reading.holiday(line.value) : Reading(kind: line.kind, value: line.value)
            guard let reading else {
                problems.append("\(pack.code)/lexicon.tsv:\(line.line): cannot read kind '\(line.kind)' value '\(line.value)'")
                continue
            }
            phrases: for phrase in line.phrases {
                let normalized = NormalizedText(phrase)
                guard !normalized.scalars.isEmpty else { continue }
                var node = 0
                for scalar in normalized.folded {
                    if let next = edges[node, scalar] {
                        node = Int(next)
                    } else {
                        nodeEntries.append([])
                        edges.insert(node: node, scalar: scalar, child: Int32(nodeEntries.count - 1))
                        node = nodeEntries.count - 1
                    }
                }
                // Several lines may give one phrase different readings: they become one entry.
                for index in nodeEntries[node] where entries[Int(index)].exact == normalized.scalars {
                    if !entries[Int(index)].readings.contains(reading) {
                        entries[Int(index)] = Entry(exact: normalized.scalars, readings: entries[Int(index)].readings + [reading])
                    }
                    continue phrases
                }
                nodeEntries[node].append(Int32(entries.count))
                entries.append(Entry(exact: normalized.scalars, readings: [reading]))
            }
        }
        self.edges = edges
        self.nodeEntries = nodeEntries
        self.entries = entries
        self.problems = problems
        compoundsNumbers = pack.setting("compoundNumbers") == "yes"
    }

    struct Match {
        let length: Int
        let readings: [Reading]
        let exact: Bool
        /// Whether any reading says something (not only filler).
        var isContent: Bool { readings.contains(where: \.isContent) }
    }

    /// The longest phrase starting at `start`, honouring word boundaries for
    /// space-separated scripts.
    func longestMatch(in text: NormalizedText, at start: Int) -> Match? {
        allMatches(in: text, at: start).last
    }

    /// Every phrase starting at `start`, shortest first.
    ///
    /// Diacritics: a phrase typed with its diacritics matches exactly, and an exact match always
    /// wins ("sau" is "after" even though "sáu" is "six"). A word typed without any diacritics
    /// ("tuan", "vecka ar") matches the first phrase of the lexicon that differs only in diacritics
    /// (so a lexicon lists the likelier reading first). A word typed with other diacritics ("vàng",
    /// gold) matches nothing ("vâng", yes).
    func allMatches(in text: NormalizedText, at start: Int) -> [Match] {
        var node = 0
        var position = start
        var matches: [Match] = []
        let folded = text.folded
        var plain = true
        while position < folded.count, let next = edges[node, folded[position]] {
            node = Int(next)
            if text.scalars[position] != folded[position] { plain = false }
            position += 1
            guard !nodeEntries[node].isEmpty, Lexicon.isBoundary(text.scalars, at: position, start: start) else { continue }
            var exactReadings: [Reading]?
            var firstFolded: [Reading]?
            for index in nodeEntries[node] {
                let entry = entries[Int(index)]
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

    /// Words longer than this are not split into number words (the split is quadratic in length).
    static let longestCompound = 48

    /// A word made of number words only, split into them: "tjugohundraarton" → tjugo, hundra,
    /// arton. Nil unless the whole word splits into at least two; the fewest parts win.
    func numberParts(in text: NormalizedText, _ word: Range<Int>) -> [(range: Range<Int>, readings: [Reading])]? {
        guard compoundsNumbers, word.count >= 4, word.count <= Self.longestCompound else { return nil }
        let folded = text.folded
        // fewest[p]: the fewest number words that make up word[p...]; next[p]: where the first ends.
        var fewest = [Int](repeating: Int.max, count: word.count + 1)
        var next = [(end: Int, readings: [Reading])?](repeating: nil, count: word.count + 1)
        fewest[word.count] = 0
        for start in stride(from: word.upperBound - 1, through: word.lowerBound, by: -1) {
            var node = 0
            var position = start
            while position < word.upperBound, let child = edges[node, folded[position]] {
                node = Int(child)
                position += 1
                let rest = fewest[position - word.lowerBound]
                guard rest != Int.max, rest + 1 < fewest[start - word.lowerBound] else { continue }
                let numeric = nodeEntries[node].lazy.map { self.entries[Int($0)].readings }
                    .first { readings in readings.contains { if case .number = $0 { return true }; if case .ordinal = $0 { return true }; return false } }
                guard let numeric else { continue }
                fewest[start - word.lowerBound] = rest + 1
                next[start - word.lowerBound] = (position, numeric)
            }
        }
        guard fewest[0] >= 2, fewest[0] != Int.max else { return nil }
        var parts: [(range: Range<Int>, readings: [Reading])] = []
        var position = word.lowerBound
        while position < word.upperBound, let (end, readings) = next[position - word.lowerBound] {
            // Only the last part may be an ordinal ("tjugohundra" + "första" is no date word).
            let readings = end == word.upperBound ? readings : readings.filter { if case .number = $0 { return true }; return false }
            guard !readings.isEmpty else { return nil }
            parts.append((position..<end, readings))
            position = end
        }
        return parts
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

/// The vocabularies of all languages, each compiled on first use: a one-shot question written in
/// Latin letters never pays for the Thai or Korean trie.
final class Lexicons: Sendable {
    let packs: [LanguagePack]
    private struct Compiled {
        var vocabularies: [Lexicon?]
        var otherPlaces: [Lexicon?]
        var typoIndexes: [TypoIndex?]
    }
    private let compiled: Mutex<Compiled>

    init(packs: [LanguagePack]) {
        self.packs = packs
        let none = Compiled(vocabularies: Array(repeating: nil, count: packs.count),
                            otherPlaces: Array(repeating: nil, count: packs.count),
                            typoIndexes: Array(repeating: nil, count: packs.count))
        compiled = Mutex(none)
    }

    /// Built only when a question has a word the vocabulary does not know.
    func typos(_ language: Int) -> TypoIndex {
        let lexicon = self[language]
        return compiled.withLock { compiled in
            if let index = compiled.typoIndexes[language] { return index }
            let index = TypoIndex(lexicon: lexicon)
            compiled.typoIndexes[language] = index
            return index
        }
    }

    /// Built only when a question has a word the vocabulary does not know.
    func otherPlaces(_ language: Int) -> Lexicon {
        compiled.withLock { compiled in
            if let lexicon = compiled.otherPlaces[language] { return lexicon }
            let lexicon = Lexicon(pack: packs[language], part: .otherPlaces)
            compiled.otherPlaces[language] = lexicon
            return lexicon
        }
    }

    subscript(language: Int) -> Lexicon {
        compiled.withLock { compiled in
            if let lexicon = compiled.vocabularies[language] { return lexicon }
            let lexicon = Lexicon(pack: packs[language])
            compiled.vocabularies[language] = lexicon
            return lexicon
        }
    }
}
