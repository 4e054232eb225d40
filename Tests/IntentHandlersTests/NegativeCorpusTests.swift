import IntentHandlers
import Testing
import VeckaEngine

/// Questions about something else — the weather, sport, shops, transport, TV, birthdays, prices —
/// written by natives with dates, weekdays and holiday names in them (`negative.tsv`): every one is
/// refused, never answered with the date it mentions.
@Suite struct NegativeCorpusTests {
    static let rows = CorpusFile.cases("negative.tsv")

    @Test("negative row", arguments: rows)
    func isRefused(_ row: CorpusCase) {
        let context = AnswerContext(today: CalendarDate(isoString: row.today)!, fallbackLanguage: "en")
        let answer = Responder.shared.answer(row.query, context: context)
        #expect(!answer.isAnswered, "answered as \(answer.intent.rawValue): \(answer.text.prefix(80))")
    }

    /// An empty or short file would make the test above pass vacuously.
    @Test(arguments: CorpusFile.languages)
    func everyLanguageHasANegativeCorpus(language: String) {
        let rows = CorpusFile.cases(language: language, file: "negative.tsv")
        #expect(rows.count >= 60, "\(language) has \(rows.count) negative rows")
        #expect(rows.allSatisfy { $0.intent == "unknown" })
    }
}
