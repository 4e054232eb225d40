import LocalizationData
import Synchronization
import TextNormalization
import VocabularyFormat
import VeckaEngine

/// One language's vocabulary: the build's compiled trie (`VocabularyView`), keyed by the folded
/// (diacritic-free) form, with the readings of one part of it.
final class Lexicon: Sendable {
    let vocabulary: CompiledVocabulary
    private let part: Part
    /// For each reading set of the vocabulary, the readings this part sees (empty: not in this part),
    /// read from the set's keys the first time a question meets one of its phrases: start-up reads
    /// none, and a question reads the few dozen it needs.
    private let readingSets: Mutex<[[Reading]?]>
    /// Problems found while reading the vocabulary (unknown kinds, bad values), for the lexicon tests.
    var problems: [String] { vocabulary.problems }
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
        /// they are looked at only then (see `Tokenizer.places`).
        case otherPlaces
    }

    init(_ vocabulary: CompiledVocabulary, part: Part, pack: LanguagePack) {
        self.vocabulary = vocabulary
        self.part = part
        readingSets = Mutex(Array(repeating: nil, count: vocabulary.view.readingSetCount))
        compoundsNumbers = pack.setting("compoundNumbers") == "yes"
    }

    /// The readings of an entry in this part (empty when the entry belongs to the other part).
    func readings(ofEntry entry: Int) -> [Reading] {
        readings(ofSet: vocabulary.view.readingSet(of: entry))
    }

    private func readings(ofSet set: Int) -> [Reading] {
        readingSets.withLock { sets in
            if let known = sets[set] { return known }
            var readings: [Reading] = []
            for key in vocabulary.view.members(of: set) where vocabulary.isOtherPlace(key) == (part == .otherPlaces) {
                // Two keys may read alike ("1" and "01"): a reading is listed once.
                if let reading = vocabulary.reading(key), !readings.contains(reading) { readings.append(reading) }
            }
            sets[set] = readings
            return readings
        }
    }

    var entryCount: Int { vocabulary.view.entryCount }

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
    /// (so a lexicon lists the likelier reading first), and so does one typed with some of a phrase's
    /// marks left out ("tuàn" for tuần, "tet nguyen dán" for tết nguyên đán). A word typed with other
    /// diacritics ("vàng", gold) matches nothing ("vâng", yes).
    func allMatches(in text: NormalizedText, at start: Int) -> [Match] {
        var node = 0
        var position = start
        var matches: [Match] = []
        let folded = text.folded
        var plain = true
        let view = vocabulary.view
        while position < folded.count, let next = view.child(of: node, folded[position].value) {
            node = next
            if text.scalars[position] != folded[position] { plain = false }
            position += 1
            let entries = view.entries(at: node)
            guard !entries.isEmpty, Lexicon.isBoundary(text.scalars, at: position, start: start) else { continue }
            var exactReadings: [Reading]?
            var firstFolded: [Reading]?
            for entry in entries {
                let readings = readings(ofSet: view.readingSet(of: entry))
                guard !readings.isEmpty else { continue }
                if view.exactIs(entry, text.scalars[start..<position]) { exactReadings = readings }
                if firstFolded == nil, plain { firstFolded = readings }
            }
            // Marks left out are looked at only when nothing matched as typed (the common case never reads
            // the mark table: a one-shot answer's start-up pays for every page it touches).
            if exactReadings == nil, !plain {
                for entry in entries where view.leavesOutMarks(entry, text.scalars[start..<position]) {
                    let readings = readings(ofSet: view.readingSet(of: entry))
                    if !readings.isEmpty { firstFolded = readings; break }
                }
            }
            if let exactReadings {
                matches.append(Match(length: position - start, readings: exactReadings, exact: true))
            } else if let firstFolded {
                matches.append(Match(length: position - start, readings: firstFolded, exact: false))
            }
        }
        return matches
    }

    /// The phrases that `sequence` (folded letters from a phrase start) spells with exactly one slip —
    /// a letter wrong, missing or extra, or two neighbours swapped — ending at a word boundary, each
    /// with the length it covers in `sequence`.
    func matchesWithOneSlip(_ sequence: [Unicode.Scalar]) -> [Match] {
        let view = vocabulary.view
        var matches: [Match] = []
        func record(_ node: Int, _ position: Int) {
            guard Lexicon.isBoundary(sequence, at: position, start: 0) else { return }
            for entry in view.entries(at: node) {
                let readings = readings(ofSet: view.readingSet(of: entry))
                guard !readings.isEmpty else { continue }
                matches.append(Match(length: position, readings: readings, exact: false))
                return
            }
        }
        // After the slip: the rest as written.
        func exactly(from node: Int, _ position: Int) {
            record(node, position)
            var node = node
            var position = position
            while position < sequence.count, let next = view.child(of: node, sequence[position].value) {
                node = next
                position += 1
                record(node, position)
            }
        }
        var node = 0
        var position = 0
        while true {
            // The slip is here: the typed letter is wrong (substitution), extra, missing, or swapped with the next.
            let typed = position < sequence.count ? sequence[position].value : nil
            for (scalar, child) in view.children(of: node) where scalar != typed {
                if typed != nil { exactly(from: child, position + 1) }
                exactly(from: child, position)
            }
            if position < sequence.count { exactly(from: node, position + 1) }
            if position + 1 < sequence.count, sequence[position] != sequence[position + 1],
               let first = view.child(of: node, sequence[position + 1].value),
               let second = view.child(of: first, sequence[position].value) {
                exactly(from: second, position + 2)
            }
            guard let typed, let next = view.child(of: node, typed) else { break }
            node = next
            position += 1
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
            while position < word.upperBound, let child = vocabulary.view.child(of: node, folded[position].value) {
                node = child
                position += 1
                let rest = fewest[position - word.lowerBound]
                guard rest != Int.max, rest + 1 < fewest[start - word.lowerBound] else { continue }
                let numeric = vocabulary.view.entries(at: node).lazy.map { self.readings(ofEntry: $0) }
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
        var vocabularies: [CompiledVocabulary?]
        var lexicons: [Lexicon?]
        var otherPlaces: [Lexicon?]
        var typoIndexes: [TypoIndex?]
        var spacelessSlipIndexes: [SpacelessSlipIndex?]
    }
    private let compiled: Mutex<Compiled>

    init(packs: [LanguagePack]) {
        self.packs = packs
        let none = Compiled(vocabularies: Array(repeating: nil, count: packs.count),
                            lexicons: Array(repeating: nil, count: packs.count),
                            otherPlaces: Array(repeating: nil, count: packs.count),
                            typoIndexes: Array(repeating: nil, count: packs.count),
                            spacelessSlipIndexes: Array(repeating: nil, count: packs.count))
        compiled = Mutex(none)
    }

    /// Built only when a question has a word the vocabulary does not know.
    func typos(_ language: Int) -> TypoIndex {
        let lexicon = self[language]
        return compiled.withLock { compiled in
            if let index = compiled.typoIndexes[language] { return index }
            let setting = Int(packs[language].setting("typoMinimumLength") ?? "")
            let index = TypoIndex(lexicon: lexicon, minimumLength: max(3, setting ?? TypoIndex.defaultMinimumLength))
            compiled.typoIndexes[language] = index
            return index
        }
    }

    /// Built only when a question has a character of a spaceless script the vocabulary does not know.
    func spacelessSlips(_ language: Int) -> SpacelessSlipIndex {
        let lexicon = self[language]
        return compiled.withLock { compiled in
            if let index = compiled.spacelessSlipIndexes[language] { return index }
            let index = SpacelessSlipIndex(lexicon: lexicon, optionalMarks: packs[language].list("slipOptionalMarks"))
            compiled.spacelessSlipIndexes[language] = index
            return index
        }
    }

    /// Looked at only when a question has a word the vocabulary does not know.
    func otherPlaces(_ language: Int) -> Lexicon {
        compiled.withLock { compiled in
            if let lexicon = compiled.otherPlaces[language] { return lexicon }
            let lexicon = Lexicon(vocabulary(language, &compiled), part: .otherPlaces, pack: packs[language])
            compiled.otherPlaces[language] = lexicon
            return lexicon
        }
    }

    subscript(language: Int) -> Lexicon {
        compiled.withLock { compiled in
            if let lexicon = compiled.lexicons[language] { return lexicon }
            let lexicon = Lexicon(vocabulary(language, &compiled), part: .vocabulary, pack: packs[language])
            compiled.lexicons[language] = lexicon
            return lexicon
        }
    }

    /// The built-in compiled vocabulary, or one compiled now from a pack read from disk or made in code.
    private func vocabulary(_ language: Int, _ compiled: inout Compiled) -> CompiledVocabulary {
        if let vocabulary = compiled.vocabularies[language] { return vocabulary }
        let vocabulary = CompiledVocabulary(pack: packs[language])
        compiled.vocabularies[language] = vocabulary
        return vocabulary
    }
}

/// A language's compiled vocabulary, shared by both parts, and how its reading keys read.
final class CompiledVocabulary: Sendable {
    let view: VocabularyView
    let code: String

    init(pack: LanguagePack) {
        view = pack.embeddedVocabulary.map(VocabularyView.init) ?? VocabularyView(VocabularyCompiler.compile(pack))
        code = pack.code
    }

    /// The reading of key `index`, or nil when the files give one that cannot be read.
    func reading(_ index: Int) -> Reading? {
        let key = view.readingKey(index)
        return key.kind == "holiday" ? Reading.holiday(key.value) : Reading(kind: key.kind, value: key.value)
    }

    /// Whether key `index` names a place without holiday rules here.
    func isOtherPlace(_ index: Int) -> Bool {
        guard view.readingKey(index, isOfKind: "place") else { return false }
        return HolidayRegion(place: view.readingKey(index).value) == nil
    }

    /// Every key that cannot be read, for the lexicon tests.
    var problems: [String] {
        (0..<view.readingKeyCount).compactMap { index in
            guard reading(index) == nil else { return nil }
            let key = view.readingKey(index)
            return "\(code)/lexicon.tsv:\(key.line): cannot read kind '\(key.kind)' value '\(key.value)'"
        }
    }
}
