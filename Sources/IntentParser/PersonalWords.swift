import LocalizationData
import TextNormalization
import VocabularyFormat

/// The words of personal commands in every language (`personal.*` lists in language.tsv), in one table
/// so that a question is scanned once whatever its language: matched on the folded question, apart from
/// the calendar vocabulary, so that they never change how a calendar question is read.
struct PersonalWords: Sendable {
    /// In the order of `PersonalPhrases.kinds` (a test checks it).
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

    struct Match: Equatable {
        let language: Int
        let kind: Kind
        /// Range in the normalized question's scalars.
        let range: Range<Int>
    }

    private let table: PersonalPhrases
    /// The pack index of each of the table's languages (nil: a language the packs do not have).
    private let packIndex: [Int?]

    /// - Parameter embedded: the build's compiled words, used when they are the packs' own.
    init(packs: [LanguagePack], embedded: EmbeddedPersonalWords?) {
        let compiled = embedded.map(PersonalPhrases.init)
        table = compiled.flatMap { $0.languages.allSatisfy { code in packs.contains { $0.code == code } } ? $0 : nil }
            ?? PersonalPhrases(packs: packs)
        packIndex = table.languages.map { code in packs.firstIndex { $0.code == code } }
    }

    /// Every longest match, left to right, that stands on word boundaries where the script has them;
    /// a phrase several languages share gives a match for each.
    func matches(in text: NormalizedText) -> [Match] {
        var found: [Match] = []
        var start = 0
        let folded = text.folded
        while start < folded.count {
            if PersonalWords.startsWord(folded, at: start),
               let (length, values) = table.longestMatch(in: folded, from: start, where: { PersonalWords.endsWord(folded, at: $0) }) {
                for value in values {
                    guard let language = packIndex[value.language], value.kind < Kind.allCases.count else { continue }
                    found.append(Match(language: language, kind: Kind.allCases[value.kind], range: start..<start + length))
                }
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
    /// start inside a run of Han or Thai), but never inside a Thai syllable.
    static func startsWord(_ text: [Unicode.Scalar], at index: Int) -> Bool {
        index == 0 || !(joins(text[index - 1]) && joins(text[index])) && !insideThaiSyllable(text, at: index)
    }

    static func endsWord(_ text: [Unicode.Scalar], at end: Int) -> Bool {
        end >= text.count || !(joins(text[end - 1]) && joins(text[end])) && !insideThaiSyllable(text, at: end)
    }

    /// Between a Thai vowel written before its consonant (เ แ โ ใ ไ) and that consonant, or before a vowel
    /// or tone mark that follows its consonant: "ที่" of "เที่ยว" is no word.
    private static func insideThaiSyllable(_ text: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0, index < text.count else { return false }
        let before = text[index - 1].value, after = text[index].value
        return (0x0E40...0x0E44).contains(before) || (0x0E30...0x0E3A).contains(after) || (0x0E45...0x0E4E).contains(after)
    }
}
