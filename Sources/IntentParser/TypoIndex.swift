import TextNormalization
import VocabularyFormat

/// Finds the word a user meant when one letter is wrong, missing, extra or swapped ("wendesday",
/// "veckan" for "vecka" is not a typo but "vekca" is). Only words of `minimumLength` letters or more
/// are corrected (language.tsv `typoMinimumLength`, default 5: four in languages whose short question
/// words are long enough to stand apart — "wich", "whta" — never in Vietnamese, whose syllables are
/// all short neighbours), and only when exactly one vocabulary word is that close. Symmetric-delete
/// index: every word and its one-letter deletions.
final class TypoIndex: Sendable {
    /// Every indexed word and each of its one-letter deletions, as a hash of its letters, sorted, beside
    /// the entry it came from (`variantEntries`, the same order). Two flat arrays rather than a dictionary
    /// of letter arrays: the dictionary was a few megabytes of small allocations per language (most of a
    /// distinct-question run's heap growth). A hash shared by two variants only adds a candidate, and
    /// every candidate is checked against its word (`isOneEdit`), so a collision never changes an answer.
    private let variantHashes: [UInt64]
    private let variantEntries: [Int32]
    private let words: [Int32: [Unicode.Scalar]]
    private let readings: [Int32: [Reading]]
    /// The longest indexed word: a word more than one letter longer cannot be one edit away, and
    /// looking up its deletions would cost time and memory quadratic in its length.
    private let longestWord: Int
    static let defaultMinimumLength = 5
    let minimumLength: Int

    init(lexicon: Lexicon, minimumLength: Int = TypoIndex.defaultMinimumLength) {
        self.minimumLength = minimumLength
        var variants: [(hash: UInt64, entry: Int32)] = []
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
            TypoIndex.forEachVariantHash(of: word) { variants.append((hash: $0, entry: Int32(index))) }
        }
        variants.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.entry < $1.entry }
        variantHashes = variants.map(\.hash)
        variantEntries = variants.map(\.entry)
        self.words = words
        self.readings = readings
        longestWord = words.values.map(\.count).max() ?? 0
    }

    /// The entry the word most likely stands for, or nil when none is one edit away, or several with
    /// different meanings are (two spellings of one word are fine).
    func correction(for word: [Unicode.Scalar]) -> Int? {
        guard word.count >= minimumLength, word.count <= longestWord + 1 else { return nil }
        var candidates = Set<Int32>()
        TypoIndex.forEachVariantHash(of: word) { hash in
            var position = firstVariant(atLeast: hash)
            while position < variantHashes.count && variantHashes[position] == hash {
                candidates.insert(variantEntries[position])
                position += 1
            }
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

    /// The first position whose hash is not below `hash` (binary search of the sorted hashes).
    private func firstVariant(atLeast hash: UInt64) -> Int {
        var low = 0
        var high = variantHashes.count
        while low < high {
            let middle = (low + high) / 2
            if variantHashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The hash of the word itself, then of each of its one-letter deletions, without building them.
    private static func forEachVariantHash(of word: [Unicode.Scalar], _ body: (UInt64) -> Void) {
        body(hash(word, skipping: nil))
        for index in word.indices {
            body(hash(word, skipping: index))
        }
    }

    /// FNV-1a over the letters' scalar values, the letter at `skipping` left out, then the length.
    private static func hash(_ word: [Unicode.Scalar], skipping skipped: Int?) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var length: UInt64 = 0
        for index in word.indices where index != skipped {
            hash = (hash ^ UInt64(word[index].value)) &* 0x0000_0100_0000_01b3
            length += 1
        }
        return (hash ^ length) &* 0x0000_0100_0000_01b3
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
