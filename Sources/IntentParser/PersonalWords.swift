import LocalizationData
import TextNormalization

/// The words of personal commands in every language (`personal.*` lists in language.tsv), in one table
/// so that a question is scanned once whatever its language: matched on the folded question, apart from
/// the calendar vocabulary, so that they never change how a calendar question is read.
struct PersonalWords: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        /// "note", "anteckna", "メモ": a note to add, or notes to show.
        case note
        /// "count down to", "nedräkning", "倒计时".
        case countdown
        /// "delete", "ta bort", "löschen".
        case delete
        /// "undo", "ångra", "rückgängig".
        case undo
        /// "my", "min", "私の": the user's own (before or after a countdown's name).
        case mine
        /// "what's on", "vad händer", "予定": a day's or period's notes beside its holidays.
        case agenda
        /// "记一下", "จดไว้ว่า": the note's text follows this word when there is no colon or quote.
        case textAfter
        /// Words a command is asked with that change nothing ("please", "create", "all", "作って", "帮我"):
        /// they are neither the day nor a countdown's name.
        case filler
        /// "#", "number", "番", "번", "条": the number beside it is a note's own number, not a day.
        case numberMark
    }

    struct Entry: Hashable, Sendable {
        let language: Int
        let kind: Kind
    }

    struct Match: Equatable {
        let language: Int
        let kind: Kind
        /// Range in the normalized question's scalars.
        let range: Range<Int>
    }

    private let trie: PhraseTrie<Entry>

    init(packs: [LanguagePack]) {
        var trie = PhraseTrie<Entry>()
        for (language, pack) in packs.enumerated() {
            for kind in Kind.allCases {
                for phrase in pack.list("personal.\(kind.rawValue)") {
                    let folded = NormalizedText(phrase).folded
                    if !folded.isEmpty { trie.insert(folded, Entry(language: language, kind: kind)) }
                }
            }
        }
        self.trie = trie
    }

    /// Every longest match, left to right, that stands on word boundaries where the script has them;
    /// a phrase several languages share gives a match for each.
    func matches(in text: NormalizedText) -> [Match] {
        var found: [Match] = []
        var start = 0
        let folded = text.folded
        while start < folded.count {
            if PersonalWords.startsWord(folded, at: start),
               let (length, entries) = trie.longestMatch(in: folded, from: start, where: { PersonalWords.endsWord(folded, at: $0) }) {
                for entry in entries { found.append(Match(language: entry.language, kind: entry.kind, range: start..<start + length)) }
                start += length
            } else {
                start += 1
            }
        }
        return found
    }

    private static func joins(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isWordLetter || ("0"..."9").contains(scalar)
    }

    /// Latin letters and digits join into words; the other scripts' letters stand alone (a match may
    /// start inside a run of Han or Thai).
    static func startsWord(_ text: [Unicode.Scalar], at index: Int) -> Bool {
        index == 0 || !(joins(text[index - 1]) && joins(text[index]))
    }

    static func endsWord(_ text: [Unicode.Scalar], at end: Int) -> Bool {
        end >= text.count || !(joins(text[end - 1]) && joins(text[end]))
    }
}

/// Phrases as paths of scalars; each node may end phrases of several kinds ("note" is a note word,
/// "記一下" a note word and a text cue). A node's children are kept sorted by scalar and found by
/// binary search: every question is scanned at every position, and hashing each scalar cost more.
struct PhraseTrie<Value: Hashable & Sendable>: Sendable {
    private var children: [[(scalar: UInt32, node: Int32)]] = [[]]
    private var values: [[Value]] = [[]]

    mutating func insert(_ phrase: [Unicode.Scalar], _ value: Value) {
        var node = 0
        for scalar in phrase {
            if let next = child(of: node, scalar.value) {
                node = next
            } else {
                children.append([])
                values.append([])
                let new = children.count - 1
                let position = children[node].firstIndex { $0.scalar > scalar.value } ?? children[node].count
                children[node].insert((scalar.value, Int32(new)), at: position)
                node = new
            }
        }
        if !values[node].contains(value) { values[node].append(value) }
    }

    private func child(of node: Int, _ scalar: UInt32) -> Int? {
        let list = children[node]
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].scalar < scalar { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low].scalar == scalar ? Int(list[low].node) : nil
    }

    /// The longest phrase starting at `start` whose end `accepts`, with its values.
    func longestMatch(in text: [Unicode.Scalar], from start: Int, where accepts: (Int) -> Bool) -> (Int, [Value])? {
        var node = 0
        var best: (Int, [Value])?
        var index = start
        while index < text.count, let next = child(of: node, text[index].value) {
            node = next
            index += 1
            if !values[node].isEmpty, accepts(index) { best = (index - start, values[node]) }
        }
        return best
    }
}
