import Testing
import VeckaEngine
@testable import IntentHandlers

/// Answers are kept per question and context: a question asked again with any part of the context
/// changed (today, language, regions, places, the user's territory) must be answered anew, and asked again
/// with the same context must get the same answer.
@Suite struct AnswerCacheTests {
    static let today = CalendarDate(isoString: "2026-11-18")!

    static func ask(_ question: String, _ context: AnswerContext) -> Answer {
        Responder.shared.answer(question, context: context)
    }

    @Test func eachPartOfTheContextChangesTheAnswer() {
        let base = AnswerContext(today: Self.today, language: "en", regions: [.SE])
        var laterDay = base
        laterDay.today = CalendarDate(isoString: "2026-11-25")!
        var german = base
        german.language = "de"
        var american = base
        american.regions = [.US]
        var bavarian = base
        bavarian.places = ["DE-BY"]
        var british = AnswerContext(today: Self.today, language: "en")
        british.territory = "GB"
        var usTerritory = british
        usTerritory.territory = "US"

        let pairs: [(String, AnswerContext, AnswerContext)] = [
            ("what week is it", base, laterDay),
            ("what week is it", base, german),
            ("is 6 june a holiday", base, american),
            ("is 6 june a holiday", base, bavarian),
            ("what week is 3/4/2027", british, usTerritory),
        ]
        for (question, first, second) in pairs {
            let a = Self.ask(question, first)
            let b = Self.ask(question, second)
            #expect(a.text != b.text, "\(question): the same answer for two contexts: \(a.text)")
            #expect(Self.ask(question, first).text == a.text)
            #expect(Self.ask(question, second).text == b.text)
        }
    }
}
