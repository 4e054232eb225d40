import IntentHandlers
import Testing
import VeckaEngine

@Suite struct AnswerShapeTests {
    let context = AnswerContext(today: CalendarDate(isoString: "2026-11-18")!, language: "en")

    func answer(_ question: String, language: String = "en") -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: context.today, language: language))
    }

    @Test func overviewHasSevenDaysMondayToSunday() {
        let answer = answer("show the week overview")
        guard case .array(let days)? = answer.json["data"]?["days"] else {
            Issue.record("no days in \(answer.json.serialized)")
            return
        }
        #expect(days.count == 7)
        #expect(days.first?["date"] == .string("2026-11-16"))
        #expect(days.last?["date"] == .string("2026-11-22"))
        #expect(days.map { $0["weekday"] } == (1...7).map { .int($0) })
        #expect(answer.text.components(separatedBy: "\n").count == 8)
    }

    @Test func weekYearIsNamedWhenItDiffersFromTheDatesYear() {
        let answer = answer("what week is 2024-12-30")
        #expect(answer.json["data"]?["week"] == .int(1))
        #expect(answer.json["data"]?["year"] == .int(2025))
        #expect(answer.text.contains("2025"))
    }

    @Test func fiftyThreeWeekYearsSaySo() {
        #expect(answer("how many weeks does 2026 have").json["data"]?["weeks"] == .int(53))
        #expect(answer("how many weeks does 2027 have").json["data"]?["weeks"] == .int(52))
    }

    @Test func tooLongQuestionsAreRefusedNotParsed() {
        let answer = answer(String(repeating: "week ", count: 2000))
        #expect(answer.failure?.code == .tooLong)
    }

    @Test func outOfRangeDatesAreExplained() {
        #expect(answer("in 1000000000000 days").failure?.code == .outOfRange)
        #expect(answer("week 1 of year 0").failure?.code == .outOfRange)
        #expect(answer("99999-01-01").failure != nil)
    }

    @Test func impossibleDatesSayWhy() {
        let february = answer("what week is 31 February 2026")
        #expect(february.failure?.code == .invalidDate)
        #expect(february.text.contains("28"))
        let week = answer("week 53 2027")
        #expect(week.failure?.code == .invalidDate)
        #expect(week.text.contains("52"))
    }

    @Test func jsonEscapesControlCharacters() {
        let value = JSONValue.object([("q", .string("a\"b\\c\n\u{1}"))])
        #expect(value.serialized == #"{"q":"a\"b\\c\n\u0001"}"#)
    }

    @Test func answerLanguageFollowsLangOption() {
        let answer = Responder.shared.answer("vilken vecka är det", context: AnswerContext(today: context.today, language: "de"))
        #expect(answer.language == "de")
        #expect(answer.intent == .currentWeek)
    }
}
