/// Splits normalized text into items using one language's vocabulary: lexicon phrases (longest
/// first), digit groups, and unknown words or characters.
struct Tokenizer {
    let lexicon: Lexicon
    /// Corrects one-letter typos in unknown words; nil to skip.
    var typos: (() -> TypoIndex)?
    /// Names of places without holiday rules here, tried where the vocabulary has no phrase or a
    /// shorter one (a place name is never "corrected" into a vocabulary word); nil to skip.
    var places: (() -> Lexicon)?
    /// Corrects slips in words of scripts written without spaces; nil to skip.
    var spacelessSlips: (() -> SpacelessSlipIndex)? = nil

    /// Numbers longer than this are kept as a saturated value; they can only lead to "out of range".
    static let maximumNumber = 999_999_999_999_999

    func tokenize(_ text: NormalizedText) -> [Item] {
        let scalars = text.scalars
        var items: [Item] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " { index += 1; continue }
            if ISO8601Forms.mayStart(scalars, at: index), let form = ISO8601Forms.match(scalars, at: index) {
                items.append(Item(kind: .entity(form.entity), readings: [], range: index..<(index + form.length)))
                index += form.length
                continue
            }
            if isDigit(scalar) {
                let (item, end) = scanDigits(scalars, from: index)
                // A holiday name written with a number ("1. Advent") is one name, not a date: only
                // holiday phrases, and only when longer than the number, so dates stay dates.
                if let match = lexicon.longestMatch(in: text, at: index), match.length > end - index,
                   match.readings.allSatisfy({ $0.isHoliday || $0.isCue }) {
                    items.append(Item(kind: .phrase(exact: match.exact), readings: match.readings,
                                      range: index..<(index + match.length)))
                    index += match.length
                    continue
                }
                items.append(item)
                index = end
                continue
            }
            if Lexicon.canStart(scalars, at: index),
               let match = longer(Script.of(scalar.value)?.isSpaceless == true
                ? markerAfterNumber(text, at: index, after: items.last) ?? bestSpacelessMatch(text, at: index)
                : lexicon.longestMatch(in: text, at: index), places?().longestMatch(in: text, at: index)) {
                items.append(Item(kind: .phrase(exact: match.exact), readings: match.readings,
                                  range: index..<(index + match.length)))
                index += match.length
                continue
            }
            if scalar.isWordLetter {
                var end = index + 1
                while end < scalars.count, scalars[end].isWordLetter { end += 1 }
                if let parts = lexicon.numberParts(in: text, index..<end) {
                    for part in parts { items.append(Item(kind: .phrase(exact: true), readings: part.readings, range: part.range)) }
                } else if end - index >= 3, let typos,
                   let entry = typos().correction(for: Array(text.folded[index..<end])) {
                    items.append(Item(kind: .phrase(exact: false), readings: lexicon.readings(ofEntry: entry), range: index..<end))
                } else {
                    items.append(Item(kind: .unknown, readings: [], range: index..<end))
                }
                index = end
            } else {
                if Script.of(scalar.value) != nil || scalar.properties.isAlphabetic {
                    items.append(Item(kind: .unknown, readings: [], range: index..<(index + 1)))
                }
                index += 1
            }
        }
        if let typos, items.contains(where: \.isUnknown) {
            items = PhraseSlips(lexicon: lexicon, shortestWord: max(3, typos().minimumLength - 1)).correct(items, in: text)
        }
        if let spacelessSlips, items.contains(where: { $0.isUnknown && Script.of(text.scalars[$0.range.lowerBound].value)?.isSpaceless == true }) {
            items = spacelessSlips().correct(items, in: text, lexicon: lexicon)
        }
        return items
    }

    /// Right after a number in Korean, its marker: "24일 요일" is the 24th and "weekday", not 24 and 일요일
    /// (Sunday) — the spaces between Hangul are gone by now, so the longest phrase would take the marker
    /// and change the date. (Not in Japanese, written without spaces: "第2月曜日" is the second Monday.)
    private func markerAfterNumber(_ text: NormalizedText, at start: Int, after previous: Item?) -> Lexicon.Match? {
        guard let previous, case .digits = previous.kind, previous.range.upperBound == start,
              Script.of(text.scalars[start].value) == .hangul else { return nil }
        return lexicon.allMatches(in: text, at: start).first { match in
            match.length == 1 && match.readings.contains { $0 == .dayMarker || $0 == .monthMarker || $0 == .yearMarker }
        }
    }

    /// The vocabulary's match, unless a place name is longer ("Bayern" against nothing, "南アフリカ" against 南).
    private func longer(_ match: Lexicon.Match?, _ place: Lexicon.Match?) -> Lexicon.Match? {
        guard let place else { return match }
        guard let match else { return place }
        return place.length > match.length ? place : match
    }

    /// In scripts without spaces the longest phrase can swallow the start of the next word (本周一览:
    /// 周一 "Monday" would leave 览 unknown). Pick the phrase after which the rest of the run is best
    /// explained (see `Segmentation`); the search looks a few phrases ahead.
    private func bestSpacelessMatch(_ text: NormalizedText, at start: Int) -> Lexicon.Match? {
        let matches = lexicon.allMatches(in: text, at: start)
        guard matches.count > 1 else { return matches.first }
        var memo: [Int: Segmentation] = [:]
        func best(from position: Int, depth: Int) -> Segmentation {
            guard depth > 0, position < text.count, Script.of(text.scalars[position].value)?.isSpaceless == true else {
                return Segmentation()
            }
            if let known = memo[position] { return known }
            var result = best(from: position + 1, depth: depth - 1).adding(.unexplainedLetter)
            for match in lexicon.allMatches(in: text, at: position) {
                let candidate = best(from: position + match.length, depth: depth - 1)
                    .adding(Piece(match, words: words(in: match, at: position, of: text), crossedSpaces: crossedSpaces(match, at: position, of: text)))
                if candidate > result { result = candidate }
            }
            memo[position] = result
            return result
        }
        var chosen: (match: Lexicon.Match, score: Segmentation)?
        for match in matches.reversed() {
            let score = best(from: start + match.length, depth: 6)
                .adding(Piece(match, words: words(in: match, at: start, of: text), crossedSpaces: crossedSpaces(match, at: start, of: text)))
            if chosen == nil || score > chosen!.score { chosen = (match, score) }
        }
        return chosen?.match
    }

    /// One step of a segmentation: a vocabulary phrase, or a letter no phrase explains.
    private struct Piece {
        var letters = 0
        /// The words the piece stands for: a phrase spanning a particle that joins two words counts as
        /// both, so "最初の日曜日" is 最初 + の + 日曜日 (the first Sunday) as much as 最初の日 + 曜日
        /// ("the first day" + "weekday"), and the weekday decides.
        var counts = 1
        var filler = 0
        var content = 0
        var dateWord = 0
        /// Spaces the asker typed inside the phrase between Han or kana letters, which write no spaces
        /// between words of their own: a space there says where a word ends ("2030年元日 曜日" is 元日 +
        /// 曜日, New Year's Day's weekday, not 元 + 日曜日, Sunday).
        var crossedSpaces = 0

        /// A letter no phrase explains: a piece of its own that covers nothing.
        static let unexplainedLetter = Piece()

        private init() {}

        init(_ match: Lexicon.Match, words: Int, crossedSpaces: Int = 0) {
            letters = match.length
            counts = words
            self.crossedSpaces = crossedSpaces
            // A particle that joins (の, 的) is a word of the sentence, not a letter left to a filler.
            if !match.readings.contains(.connector), match.readings.allSatisfy({ $0 == .filler }) { filler = match.length }
            if match.isContent { content = match.length }
            if match.isDateWord { dateWord = match.length }
        }
    }

    /// Segmentations compare by letters covered, then fewest pieces, then fewest letters left to
    /// fillers (本周+日历 "this week's calendar" over 本+周日+历 "this Sunday" + a filler), then the
    /// reading that keeps a weekday, a month or a day, week, month or year counted from now whole
    /// ("最終日曜日" is the last Sunday, 最終 + 日曜日, not the last day 最終日 and a stray "weekday?" 曜日;
    /// "给我看看下周" is show + next week, 给我看 + 看 + 下周, not show + "have a look" 看下 + a bare week 周),
    /// then most content.
    private struct Segmentation: Comparable {
        var covered = 0
        var pieces = 0
        var fillers = 0
        var dateWords = 0
        var content = 0
        var crossedSpaces = 0

        func adding(_ piece: Piece) -> Segmentation {
            Segmentation(covered: covered + piece.letters, pieces: pieces + piece.counts,
                         fillers: fillers + piece.filler, dateWords: dateWords + piece.dateWord,
                         content: content + piece.content, crossedSpaces: crossedSpaces + piece.crossedSpaces)
        }

        /// By letters covered, then the asker's own spaces kept, then the rest (see above).
        static func < (lhs: Segmentation, rhs: Segmentation) -> Bool {
            if lhs.covered != rhs.covered { return lhs.covered < rhs.covered }
            if lhs.crossedSpaces != rhs.crossedSpaces { return lhs.crossedSpaces > rhs.crossedSpaces }
            return (-lhs.pieces, -lhs.fillers, lhs.dateWords, lhs.content)
                < (-rhs.pieces, -rhs.fillers, rhs.dateWords, rhs.content)
        }
    }

    /// How many spaces the asker typed between two Han or kana letters inside the phrase.
    private func crossedSpaces(_ match: Lexicon.Match, at start: Int, of text: NormalizedText) -> Int {
        guard match.length > 1, !text.joinedSpaces.isEmpty else { return 0 }
        var count = 0
        for position in text.joinedSpaces where position > start && position < start + match.length {
            let before = Script.of(text.scalars[position - 1].value), after = Script.of(text.scalars[position].value)
            if before == .han || before == .kana, after == .han || after == .kana { count += 1 }
        }
        return count
    }

    /// 1, plus one for each particle that joins two words inside the phrase (最初の日: 最初 + の + 日).
    private func words(in match: Lexicon.Match, at start: Int, of text: NormalizedText) -> Int {
        // Fillers are one word whatever they hold (이에요, 嗰日): only phrases that mean something are weighed.
        // A word of the calendar is one word too: 个 in 下个月 (next month) is a measure word, not a particle
        // joining two ("给我看下个月的日历" was 给我看下 + 个月, "have a look" at a bare "months": this month).
        guard match.length > 2, match.isContent, !match.isDateWord else { return 1 }
        var words = 1
        for position in (start + 1)..<(start + match.length - 1) {
            if lexicon.allMatches(in: text, at: position).contains(where: { $0.length == 1 && $0.readings.contains(.connector) }) { words += 1 }
        }
        return words
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

    /// `12`, `24/12`, `2026-12-24`, `24.12.2026`, `24.12.` — a run of digits and, when the same
    /// separator joins two or three groups, a numeric date.
    private func scanDigits(_ scalars: [Unicode.Scalar], from start: Int) -> (Item, Int) {
        var groups: [(value: Int, count: Int)] = []
        var separator: Unicode.Scalar?
        var index = start
        while true {
            var value = 0
            var count = 0
            while index < scalars.count, isDigit(scalars[index]) {
                let digit = Int(scalars[index].value - 48)
                value = value > (Tokenizer.maximumNumber - digit) / 10 ? Tokenizer.maximumNumber : value * 10 + digit
                count += 1
                index += 1
            }
            groups.append((value, count))
            guard groups.count < 3, index + 1 < scalars.count, isDigit(scalars[index + 1]) else { break }
            let next = scalars[index]
            guard next == "/" || next == "-" || next == "." else { break }
            if let separator, separator != next { break }
            separator = next
            index += 1
        }
        if groups.count == 1 {
            var readings: [Reading] = [.number(groups[0].value)]
            // "am 15." — an ordinal dot: one or two digits, a dot, then a space or the end.
            if groups[0].count <= 2, index < scalars.count, scalars[index] == ".",
               index + 1 == scalars.count || scalars[index + 1] == " " {
                readings.append(.ordinal(groups[0].value))
            }
            return (Item(kind: .digits(count: groups[0].count), readings: readings, range: start..<index), index)
        }
        // "24.12." — the German ordinal dot after the month belongs to the date.
        if separator == ".", index < scalars.count, scalars[index] == "." { index += 1 }
        let date = NumericDate(parts: groups.map(\.value), digitCounts: groups.map(\.count), separator: separator ?? "/")
        return (Item(kind: .numericDate(date), readings: [], range: start..<index), index)
    }
}

private extension Lexicon.Match {
    /// A weekday, a month, or a day, week, month or year counted from now.
    var isDateWord: Bool {
        readings.contains { reading in
            switch reading {
            case .weekday, .month, .weekdayInRelativeWeek, .relativeDay, .relativeWeek, .relativeMonth, .relativeYear: return true
            default: return false
            }
        }
    }
}
