import TextNormalization
import VocabularyFormat

/// A slip in a word of a script written without spaces — Han, kana, Hangul, Thai: "复活结" for 复活节,
/// "第何習" for 第何週, "敬老の比" for 敬老の日, "추수감사졀" for 추수감사절, "ตรุดจีน" for ตรุษจีน, and
/// Thai written without a tone mark or with the silent letter's mark dropped ("วันเดก", "สงกราน").
/// (Which marks may be left out is the language's: `slipOptionalMarks` in language.tsv.)
/// Word-by-word correction cannot see these: the text has no word boundaries, so the slip leaves a
/// character the vocabulary does not know among known ones. Around each such character, runs of the
/// tokens it stands among are compared with the vocabulary's words of three characters or more,
/// allowing one slip (or, in Thai, only dropped marks); a run that matches exactly one meaning is
/// read as that word. Two-character words are never corrected: one slip would leave one character
/// of evidence.
final class SpacelessSlipIndex: Sendable {
    /// Each word and its one-character deletions, by hash, as two sorted flat arrays (hash, entry): a
    /// colliding hash only adds a candidate, which is compared with the word itself. (A dictionary of
    /// arrays cost several megabytes across the languages.)
    private let variantHashes: [Int]
    private let variantEntries: [Int32]
    /// The words and their readings are read from the vocabulary when a candidate is compared.
    private let lexicon: Lexicon
    private let longestWord: Int
    /// Marks often not typed, left out of what is compared (Thai tone marks).
    private let optionalMarks: [ClosedRange<UInt32>]
    static let shortestWord = 3

    /// - Parameter optionalMarks: code points, single ("0E4C") or ranges ("0E47-0E4C"), from
    ///   language.tsv `slipOptionalMarks`.
    init(lexicon: Lexicon, optionalMarks: [String] = []) {
        let marks: [ClosedRange<UInt32>] = optionalMarks.compactMap { written in
            let bounds = written.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last, low <= high else { return nil }
            return low...high
        }
        var variants: [(hash: Int, entry: Int32)] = []
        var longest = 0
        for index in 0..<lexicon.entryCount {
            let entryReadings = lexicon.readings(ofEntry: index)
            // Names of things (holidays, weekdays, months, week and unit words), not question words alone
            // nor places: a cue is often a particle and a common word ("送什么" is no 有什么, "やってる" no
            // slip of a "left" word), and a place name is short ("내시간" is no 미시간). The one question
            // word that names a thing is the weekday's ("何曜日", "星期几", "무슨요일"): an IME's slip in it
            // ("何用日", 用 for 曜, both よう) leaves a character no other word would.
            guard entryReadings.contains(where: { reading in
                if case .region = reading { return false }
                if reading == .cue(.dayName) { return true }
                return reading.isCorrectionTarget && !reading.isCue
            }) else { continue }
            let exact = lexicon.vocabulary.view.exact(index)
            guard exact.allSatisfy({ Script.of($0.value)?.isSpaceless == true }) else { continue }
            let word = Self.key(exact.map(NormalizedText.fold), leaving: marks)
            guard word.count >= Self.shortestWord else { continue }
            longest = max(longest, word.count)
            for variant in [word] + Self.deletions(of: word) { variants.append((variant.hashValue, Int32(index))) }
        }
        variants.sort { $0.hash < $1.hash }
        variantHashes = variants.map(\.hash)
        variantEntries = variants.map(\.entry)
        self.lexicon = lexicon
        self.optionalMarks = marks
        longestWord = longest
    }

    /// The characters compared: the language's optional marks left out, everything else as it is.
    func key(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] { Self.key(scalars, leaving: optionalMarks) }

    private static func key(_ scalars: some Sequence<Unicode.Scalar>, leaving marks: [ClosedRange<UInt32>]) -> [Unicode.Scalar] {
        guard !marks.isEmpty else { return Array(scalars) }
        return scalars.filter { scalar in !marks.contains { $0.contains(scalar.value) } }
    }

    /// The vocabulary entry `typed` stands for and how sure that is (0: it differs only in dropped
    /// marks; 1: one slip), or nil when none is that close or several with different meanings are.
    func correction(for typed: [Unicode.Scalar]) -> (entry: Int, slips: Int)? {
        guard typed.count >= Self.shortestWord - 1, typed.count <= longestWord + 1 else { return nil }
        var candidates = Set<Int32>()
        for variant in [typed] + Self.deletions(of: typed) {
            let hash = variant.hashValue
            var low = 0, high = variantHashes.count
            while low < high {
                let middle = (low + high) / 2
                if variantHashes[middle] < hash { low = middle + 1 } else { high = middle }
            }
            while low < variantHashes.count, variantHashes[low] == hash { candidates.insert(variantEntries[low]); low += 1 }
        }
        var best: [Int32] = []
        var fewest = Int.max
        for candidate in candidates {
            let word = entryKey(Int(candidate))
            let slips = word == typed ? 0 : TypoIndex.isOneEdit(typed, word) ? 1 : Int.max
            // One slip in a word of three needs the typed run to be three long too: "始る" is not 始まる.
            guard slips != Int.max, slips == 0 || typed.count >= Self.shortestWord else { continue }
            // A mistyped Hangul syllable is one key off: one of its letters (jamo). "몇주챠" is 몇 주차 with ㅑ
            // for ㅏ, not 몇주전 (a count back in weeks) with 챠 for 전 — which answered "4 weeks left".
            if slips == 1, typed.count == word.count, !Self.substitutedSyllableIsOneKeyOff(typed, word) { continue }
            // A character more at either end is the next word's, not a slip: "母亲节送什么花" is not 母亲节
            // with 送 mistyped, "메리크리스마스" not 크리스마스.
            if typed.count == word.count + 1, typed.dropFirst().elementsEqual(word) || typed.dropLast().elementsEqual(word) { continue }
            if slips < fewest { fewest = slips; best = [candidate] } else if slips == fewest { best.append(candidate) }
        }
        let meanings = Set(best.map { lexicon.readings(ofEntry: Int($0)) })
        guard meanings.count == 1, let first = best.min() else { return nil }
        return (Int(first), fewest)
    }

    /// Whether the one character `typed` and `word` differ in, when both are Hangul syllables, differs in
    /// one of its three letters (initial consonant, vowel, final consonant). Other scripts: always.
    static func substitutedSyllableIsOneKeyOff(_ typed: [Unicode.Scalar], _ word: [Unicode.Scalar]) -> Bool {
        guard let index = typed.indices.first(where: { typed[$0] != word[$0] }) else { return true }
        let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
        let (a, b) = (typed[index].value, word[index].value)
        guard syllables.contains(a), syllables.contains(b) else { return true }
        func letters(_ value: UInt32) -> [UInt32] {
            let offset = value - 0xAC00
            return [offset / 588, (offset % 588) / 28, offset % 28]
        }
        return zip(letters(a), letters(b)).filter { $0 != $1 }.count <= 1
    }

    private static func deletions(of word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        word.indices.map { index in
            var shorter = word
            shorter.remove(at: index)
            return shorter
        }
    }
}

extension SpacelessSlipIndex {
    /// How many tokens on each side of the unknown character a run may take in.
    static let tokensAround = 6

    /// `items` with each unknown character of a spaceless script that completes a word replaced, with
    /// the tokens around it, by that word.
    func correct(_ items: [Item], in text: NormalizedText, lexicon: Lexicon) -> [Item] {
        var items = items
        var position = 0
        while position < items.count {
            defer { position += 1 }
            guard items[position].isUnknown, isSpaceless(items[position], text) else { continue }
            var found: (first: Int, last: Int, entry: Int, slips: Int)?
            let lower = max(0, position - Self.tokensAround)
            let upper = min(items.count - 1, position + Self.tokensAround)
            for first in stride(from: position, through: lower, by: -1) {
                if first < position, !joins(items[first], items[first + 1], text) { break }
                for last in position...upper {
                    if last > position, !joins(items[last - 1], items[last], text) { break }
                    let typed = key(text.folded[items[first].range.lowerBound..<items[last].range.upperBound])
                    if typed.count > longestWord + 1 { break }
                    guard let (entry, slips) = correction(for: typed) else { continue }
                    // The slip is the unknown character itself: "先々月" is not 先々週 with 月 mistyped.
                    let unknownStart = key(text.folded[items[first].range.lowerBound..<items[position].range.lowerBound]).count
                    let unknownEnd = unknownStart + key(text.folded[items[position].range]).count
                    if slips > 0, !slipIsWithin(typed, entryKey(entry), unknownStart..<unknownEnd) { continue }
                    // Nor a known word with one character more or changed beside it: "上一步" (the step
                    // before) is 上一 and 步, not 上一年 mistyped; the known word says enough by itself.
                    if slips > 0, last - first == 1, items[first == position ? last : first].range.count >= 2 { continue }
                    // A slip is one character the vocabulary does not know among ones it does: beside
                    // another unknown character it is more likely a word of its own ("子供の誕生日" is no
                    // こどもの日, "วันหยุดลาว" no วันหยุดยาว). Only dropped Thai marks are read in any company.
                    if slips > 0, !isIsolated(position, in: items, text) { continue }
                    // A word's last character changed, with a word that says something right after it, is
                    // more likely that word's first: "子どもの冬休み" is 子ども + 冬休み (the winter break), not
                    // こどもの日 with 日 typed 冬 — which was answered "Yes, 5 May is Children's Day".
                    // (Korean writes spaces between words, so there the next word is another word.)
                    if slips > 0, unknownEnd == typed.count, last == position, last + 1 < items.count,
                       text.scalars[items[position].range].allSatisfy({ Script.of($0.value) != .hangul }),
                       joins(items[last], items[last + 1], text), !items[last + 1].isUnknown, !items[last + 1].isFillerOnly { continue }
                    // The fewest slips first, then the longest run.
                    if let current = found {
                        let currentLength = items[current.last].range.upperBound - items[current.first].range.lowerBound
                        let length = items[last].range.upperBound - items[first].range.lowerBound
                        guard slips < current.slips || (slips == current.slips && length > currentLength) else { continue }
                    }
                    found = (first, last, entry, slips)
                }
            }
            guard let found else { continue }
            let range = items[found.first].range.lowerBound..<items[found.last].range.upperBound
            items.replaceSubrange(found.first...found.last,
                                  with: [Item(kind: .phrase(exact: false), readings: lexicon.readings(ofEntry: found.entry), range: range)])
            position = found.first
        }
        return items
    }

    /// The compared form of an entry's word.
    func entryKey(_ entry: Int) -> [Unicode.Scalar] { key(lexicon.vocabulary.view.exact(entry).map(NormalizedText.fold)) }

    /// Whether the one slip between `typed` and `word` lies in `zone` of `typed`: what differs between
    /// their common start and common end overlaps it (a dropped character: its place touches it).
    private func slipIsWithin(_ typed: [Unicode.Scalar], _ word: [Unicode.Scalar], _ zone: Range<Int>) -> Bool {
        var prefix = 0
        while prefix < min(typed.count, word.count), typed[prefix] == word[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(typed.count, word.count) - prefix, typed[typed.count - 1 - suffix] == word[word.count - 1 - suffix] { suffix += 1 }
        let changed = prefix..<max(prefix, typed.count - suffix)
        if changed.isEmpty { return zone.lowerBound <= prefix && prefix <= zone.upperBound }
        return changed.overlaps(zone)
    }

    /// Whether the unknown character at `position` stands alone between known tokens.
    private func isIsolated(_ position: Int, in items: [Item], _ text: NormalizedText) -> Bool {
        let before = position > 0 ? items[position - 1] : nil
        let after = position + 1 < items.count ? items[position + 1] : nil
        return !(before.map { $0.isUnknown && joins($0, items[position], text) } ?? false)
            && !(after.map { $0.isUnknown && joins(items[position], $0, text) } ?? false)
    }

    /// A token of letters of a spaceless script, known or not (not a number).
    private func isSpaceless(_ item: Item, _ text: NormalizedText) -> Bool {
        switch item.kind {
        case .phrase, .unknown:
            return text.scalars[item.range].allSatisfy { Script.of($0.value)?.isSpaceless == true }
        default:
            return false
        }
    }

    /// Whether two neighbouring tokens can be one word: both spaceless, nothing between them.
    private func joins(_ left: Item, _ right: Item, _ text: NormalizedText) -> Bool {
        left.range.upperBound == right.range.lowerBound && isSpaceless(left, text) && isSpaceless(right, text)
    }
}
