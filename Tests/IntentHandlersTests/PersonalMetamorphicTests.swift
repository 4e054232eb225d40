import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// Metamorphic pairs for notes and countdowns: a year added to the command moves what is stored to that year,
/// in every language; a year that cannot be stored is refused, never dropped; a question mark turns
/// "my exam is on 12 March" (a countdown said) into a question (not a command); every answer that carries a
/// note or countdown says when it was added.
@Suite("Personal commands, metamorphic")
struct PersonalMetamorphicTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 24)!

    /// (language, the command, the same command with the year 2028 — Thai writes it as BE 2571).
    static let pairs: [(String, String, String)] = [
        ("en", "note on 24 December: buy the tree", "note on 24 December 2028: buy the tree"),
        ("sv", "anteckna på 24 december: köp granen", "anteckna på 24 december 2028: köp granen"),
        ("de", "Notiz für 24. Dezember: Baum kaufen", "Notiz für 24. Dezember 2028: Baum kaufen"),
        ("ja", "12月24日にメモ：ツリーを買う", "2028年12月24日にメモ：ツリーを買う"),
        ("ko", "12월 24일에 메모: 트리 사기", "2028년 12월 24일에 메모: 트리 사기"),
        ("zh", "12月24日记一下：买圣诞树", "2028年12月24日记一下：买圣诞树"),
        ("zh-Hant", "12月24日記低：買聖誕樹", "2028年12月24日記低：買聖誕樹"),
        ("vi", "ghi chú ngày 24 tháng 12: mua cây thông", "ghi chú ngày 24 tháng 12 năm 2028: mua cây thông"),
        ("th", "จดโน้ตวันที่ 24 ธันวาคม: ซื้อต้นคริสต์มาส", "จดโน้ตวันที่ 24 ธันวาคม 2571: ซื้อต้นคริสต์มาส"),
    ]

    static func stored(_ question: String, language: String) -> (Answer, [PersonalNote]) {
        let store = MemoryPersonalStore()
        let access = PersonalAccess(store: store, user: "", mayHaveData: { true })
        let answer = Responder.shared.answer(question, context: AnswerContext(today: today, language: language), personal: access)
        return (answer, (try? store.allNotes(user: "")) ?? [])
    }

    @Test(arguments: pairs.map { [$0.0, $0.1, $0.2] })
    func aYearAddedMovesTheNoteToThatYear(_ row: [String]) {
        let (language, plain, withYear) = (row[0], row[1], row[2])
        let (_, first) = Self.stored(plain, language: language)
        let (_, second) = Self.stored(withYear, language: language)
        #expect(first.map(\.date) == [CalendarDate(year: 2026, month: 12, day: 24)!], "\(language): \(plain) → \(first)")
        #expect(second.map(\.date) == [CalendarDate(year: 2028, month: 12, day: 24)!], "\(language): \(withYear) → \(second)")
        #expect(first.map(\.text) == second.map(\.text), "the text is the same; only the year moved")
    }

    /// A year past the supported range is not dropped (which would store the note on this year's day).
    @Test(arguments: ["en", "sv", "de"])
    func aYearThatCannotBeStoredIsRefused(language: String) {
        let question = ["en": "note on 24 December 12345: x", "sv": "anteckna på 24 december 12345: x", "de": "Notiz für 24. Dezember 12345: x"][language]!
        let (answer, notes) = Self.stored(question, language: language)
        #expect(notes.isEmpty, "\(language): \(notes)")
        #expect(!answer.isAnswered, "\(answer.text)")
    }

    /// "my exam is on 12 March" sets a countdown; asked with a question mark of any script it is a question.
    @Test(arguments: ["?", "？", "؟", "¿"])
    func aQuestionMarkMakesAStatementAQuestion(mark: String) {
        let said = QuestionParser.shared.readPersonalCommand("my exam is on 12 March", preferredLanguage: "en")
        guard case .command(.setCountdown(let name, _))? = said?.outcome else {
            Issue.record("the statement is not a countdown: \(String(describing: said))")
            return
        }
        #expect(name == "exam")
        let asked = QuestionParser.shared.readPersonalCommand("my exam is on 12 March" + mark, preferredLanguage: "en")
        if case .command(.setCountdown)? = asked?.outcome { Issue.record("\(mark): read as setting a countdown") }
    }

    @Test func notesAndCountdownsSayWhenTheyWereAdded() {
        let store = MemoryPersonalStore()
        let access = PersonalAccess(store: store, user: "", mayHaveData: { true })
        let context = AnswerContext(today: Self.today, language: "en")
        let note = Responder.shared.answer("note on Friday: x", context: context, personal: access)
        #expect(note.json().serialized.contains(#""created":"1970-01-01T00:00:00Z""#), "\(note.json().serialized)")
        let countdown = Responder.shared.answer("count down to my vacation on 20 June", context: context, personal: access)
        #expect(countdown.json().serialized.contains(#""created":"#), "\(countdown.json().serialized)")
        #expect(UnixTime(seconds: 1_795_547_765).isoString == "2026-11-24T19:16:05Z")
        #expect(UnixTime(seconds: -1).isoString == "1969-12-31T23:59:59Z")
    }
}
