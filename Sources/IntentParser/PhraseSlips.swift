import TextNormalization

/// A slip inside a holiday or question phrase of several words ("memorail day", "christi himmelfart",
/// "new yeras day"): word-by-word correction cannot see these, since "memorial" alone is no vocabulary
/// word and "new" is one. Where a word the vocabulary does not know stands, the phrases of several
/// words that start at it or up to three words before it are matched allowing one slip; a phrase
/// that covers the unknown word, is long enough that one edit cannot make it from chance letters,
/// and is the only meaning found replaces the items it covers.
struct PhraseSlips {
    let lexicon: Lexicon
    /// Unknown words shorter than this are not corrected (language.tsv `typoMinimumLength`, less one:
    /// inside a phrase its neighbours confirm the word).
    let shortestWord: Int

    /// Phrases shorter than this (letters and spaces) are not corrected.
    static let shortestPhrase = 8
    /// How many words before the unknown one a phrase may start.
    static let wordsBefore = 3

    /// `items` with each unknown word that completes a phrase replaced by the phrase.
    func correct(_ items: [Item], in text: NormalizedText) -> [Item] {
        guard items.contains(where: { isUnknownWord($0, text) }) else { return items }
        var items = items
        var position = 0
        while position < items.count {
            if isUnknownWord(items[position], text), let (first, phrase) = phrase(around: position, in: items, text: text) {
                let covered = items[first...].prefix { $0.range.lowerBound < phrase.range.upperBound }.count
                items.replaceSubrange(first..<(first + covered), with: [phrase])
                position = first + 1
            } else {
                position += 1
            }
        }
        return items
    }

    /// An unknown word of Latin letters.
    private func isUnknownWord(_ item: Item, _ text: NormalizedText) -> Bool {
        item.isUnknown && item.range.count >= shortestWord
            && text.folded[item.range].allSatisfy { $0.isWordLetter && $0.value < 0x250 }
    }

    /// The one phrase (one meaning) that covers the unknown word at `position` with one slip, and the
    /// index of the item it starts at; nil when none or several do.
    private func phrase(around position: Int, in items: [Item], text: NormalizedText) -> (Int, Item)? {
        let word = items[position].range
        var found: (first: Int, item: Item)?
        for first in startCandidates(before: position, in: items, text: text) {
            let start = items[first].range.lowerBound
            let sequence = Array(text.folded[start..<min(text.count, word.upperBound + 48)])
            for match in lexicon.matchesWithOneSlip(sequence) {
                let end = start + match.length
                guard end >= word.upperBound, match.length >= Self.shortestPhrase,
                      text.folded[start..<end].contains(" "),
                      match.readings.contains(where: \.isCorrectionTarget),
                      // The phrase must end where an item ends, or it would cut a word the user wrote.
                      items.contains(where: { $0.range.upperBound == end }) else { continue }
                let item = Item(kind: .phrase(exact: false), readings: match.readings, range: start..<end)
                if let found, found.item.readings != item.readings { return nil }
                if found == nil || found!.item.range.count < item.range.count { found = (first, item) }
            }
        }
        return found
    }

    /// The unknown word itself and up to `wordsBefore` words right before it, each a word of letters
    /// separated by one space.
    private func startCandidates(before position: Int, in items: [Item], text: NormalizedText) -> [Int] {
        var candidates = [position]
        var index = position
        while index > 0, candidates.count <= Self.wordsBefore {
            let previous = items[index - 1]
            guard previous.range.upperBound + 1 == items[index].range.lowerBound,
                  text.scalars[previous.range.upperBound] == " ",
                  text.folded[previous.range].allSatisfy({ $0.isWordLetter || $0 == " " }) else { break }
            candidates.append(index - 1)
            index -= 1
        }
        return candidates
    }
}
