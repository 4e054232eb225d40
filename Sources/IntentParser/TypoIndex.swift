import TextNormalization
import VocabularyFormat

/// Finds the word a user meant when one letter is wrong, missing, extra or swapped ("wendesday",
/// "veckan" for "vecka" is not a typo but "vekca" is). Only words of `minimumLength` letters or more
/// are corrected (language.tsv `typoMinimumLength`, default 5: four in languages whose short question
/// words are long enough to stand apart — "wich", "whta" — never in Vietnamese, whose syllables are
/// all short neighbours), and only when exactly one vocabulary word is that close. Symmetric-delete
/// index: every word and its one-letter deletions.
final class TypoIndex: Sendable {
    private let variants: [[Unicode.Scalar]: [Int32]]
    private let words: [Int32: [Unicode.Scalar]]
    private let readings: [Int32: [Reading]]
    /// The longest indexed word: a word more than one letter longer cannot be one edit away, and
    /// looking up its deletions would cost time and memory quadratic in its length.
    private let longestWord: Int
    static let defaultMinimumLength = 5
    let minimumLength: Int

    init(lexicon: Lexicon, minimumLength: Int = TypoIndex.defaultMinimumLength) {
        self.minimumLength = minimumLength
        var variants: [[Unicode.Scalar]: [Int32]] = [:]
        var words: [Int32: [Unicode.Scalar]] = [:]
        var readings: [Int32: [Reading]] = [:]
        for index in 0..<lexicon.entryCount {
            let entryReadings = lexicon.readings(ofEntry: index)
            guard entryReadings.contains(where: \.isCorrectionTarget) else { continue }
            let exact = lexicon.vocabulary.view.exact(index)
            guard exact.count >= minimumLength - 1, exact.allSatisfy(\.isWordLetter) else { continue }
            let word = exact.map(NormalizedText.fold)
            words[Int32(index)] = word
            readings[Int32(index)] = entryReadings
            for variant in [word] + TypoIndex.deletions(of: word) {
                variants[variant, default: []].append(Int32(index))
            }
        }
        self.variants = variants
        self.words = words
        self.readings = readings
        longestWord = words.values.map(\.count).max() ?? 0
    }

    /// The entry the word most likely stands for, or nil when none is one edit away, or several with
    /// different meanings are (two spellings of one word are fine).
    func correction(for word: [Unicode.Scalar]) -> Int? {
        guard word.count >= minimumLength, word.count <= longestWord + 1 else { return nil }
        var candidates = Set<Int32>()
        for variant in [word] + TypoIndex.deletions(of: word) {
            candidates.formUnion(variants[variant] ?? [])
        }
        let close = candidates.filter { words[$0].map { TypoIndex.isOneEdit(word, $0) } ?? false }
        // The likeliest slips first: two neighbours swapped ("vecak" is vecka, not Vesak), then a letter
        // typed twice ("veckaa"); only among the likeliest must the meaning be one.
        guard let likeliest = close.map({ TypoIndex.slipRank(word, words[$0]!) }).min() else { return nil }
        let best = close.filter { TypoIndex.slipRank(word, words[$0]!) == likeliest }
        let meanings = Set(best.compactMap { readings[$0] })
        guard meanings.count == 1, let first = best.min() else { return nil }
        return Int(first)
    }

    private static func deletions(of word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        word.indices.map { index in
            var shorter = word
            shorter.remove(at: index)
            return shorter
        }
    }

    /// How likely the slip from `typed` to `word` (one edit apart) is: 0 two neighbours swapped, 1 a
    /// letter typed twice, 2 anything else.
    static func slipRank(_ typed: [Unicode.Scalar], _ word: [Unicode.Scalar]) -> Int {
        if typed.count == word.count {
            let differences = typed.indices.filter { typed[$0] != word[$0] }
            return differences.count == 2 ? 0 : 2
        }
        if typed.count == word.count + 1 {
            for index in 1..<typed.count where typed[index] == typed[index - 1] {
                var shorter = typed
                shorter.remove(at: index)
                if shorter == word { return 1 }
            }
        }
        return 2
    }

    /// One substitution, insertion, deletion or transposition of neighbours.
    static func isOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        if a == b { return false }
        if a.count == b.count {
            let differences = a.indices.filter { a[$0] != b[$0] }
            if differences.count == 1 { return true }
            return differences.count == 2 && differences[1] == differences[0] + 1
                && a[differences[0]] == b[differences[1]] && a[differences[1]] == b[differences[0]]
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var skipped = false
        var i = 0
        var j = 0
        while i < long.count && j < short.count {
            if long[i] == short[j] {
                i += 1
                j += 1
            } else {
                if skipped { return false }
                skipped = true
                i += 1
            }
        }
        return true
    }
}
