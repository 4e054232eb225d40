import IntentHandlers
import Testing
import VeckaEngine

/// What people really type: no diacritics, one-letter typos, politeness, noise, date words from a
/// neighbouring language — answered; and what must not be guessed — refused.
@Suite struct RobustnessTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let question: String
        let language: String
        let intent: String
        let date: String?
        let week: Int?
        var testDescription: String { question }
    }

    static let today = CalendarDate(isoString: "2026-11-18")!

    func answer(_ question: String) -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: RobustnessTests.today, fallbackLanguage: "en"))
    }

    @Test(arguments: [
        // Missing diacritics, while correct spelling keeps working.
        Case(question: "vilken vecka ar det", language: "sv", intent: "currentWeek", date: nil, week: 47),
        Case(question: "tuan nay la tuan may", language: "vi", intent: "currentWeek", date: nil, week: 47),
        Case(question: "tuần sau là tuần mấy", language: "vi", intent: "weekForDate", date: "2026-11-25", week: 48),
        Case(question: "nachste woche", language: "de", intent: "weekForDate", date: "2026-11-25", week: 48),
        // One-letter typos in words of five letters or more.
        Case(question: "what week is wendesday", language: "en", intent: "weekForDate", date: "2026-11-25", week: 48),
        Case(question: "vilken vecka är nästa fredga", language: "sv", intent: "weekForDate", date: "2026-11-27", week: 48),
        Case(question: "welche Kalendrwoche haben wir", language: "de", intent: "currentWeek", date: nil, week: 47),
        Case(question: "how many days until decmber 24", language: "en", intent: "daysUntil", date: "2026-12-24", week: nil),
        // Politeness and noise.
        Case(question: "hey, what week is it please?", language: "en", intent: "currentWeek", date: nil, week: 47),
        Case(question: "สัปดาห์นี้สัปดาห์ที่เท่าไหร่ครับ", language: "th", intent: "currentWeek", date: nil, week: 47),
        Case(question: "cho em hỏi tuần này là tuần mấy ạ", language: "vi", intent: "currentWeek", date: nil, week: 47),
        Case(question: "今週は何週目ですか", language: "ja", intent: "currentWeek", date: nil, week: 47),
        Case(question: "이번 주 몇 주차예요?", language: "ko", intent: "currentWeek", date: nil, week: 47),
        // A date written the Swedish way inside an English sentence.
        Case(question: "what week is vecka 12 2027", language: "en", intent: "datesOfWeek", date: nil, week: 12),
        // Never guess: short misspellings are not corrected, unknown subjects are refused.
        Case(question: "whta wek is it", language: "en", intent: "unknown", date: nil, week: nil),
        Case(question: "what's the weather tomorrow", language: "en", intent: "unknown", date: nil, week: nil),
        Case(question: "vad blir det för väder imorgon", language: "sv", intent: "unknown", date: nil, week: nil),
        Case(question: "明日の天気は？", language: "ja", intent: "unknown", date: nil, week: nil),
    ])
    func realTyping(_ row: Case) {
        let answer = answer(row.question)
        #expect(answer.intent.rawValue == row.intent, "\(answer.text)")
        #expect(answer.language == row.language)
        if let date = row.date { #expect(answer.json["data"]?["date"] == .string(date)) }
        if let week = row.week { #expect(answer.json["data"]?["week"] == .int(week)) }
    }

    /// Parses are cached by text; dates must still be resolved against each question's own today.
    @Test func cachedParsesResolveAgainstTheirOwnToday() {
        let first = Responder.shared.answer("next friday", context: AnswerContext(today: CalendarDate(isoString: "2026-11-18")!))
        let second = Responder.shared.answer("next friday", context: AnswerContext(today: CalendarDate(isoString: "2027-03-03")!))
        #expect(first.json["data"]?["date"] == .string("2026-11-27"))
        #expect(second.json["data"]?["date"] == .string("2027-03-12"))
    }

    /// An English answer defaults to the user's territory; a region named in the question wins.
    @Test func holidayRegions() {
        let context = AnswerContext(today: RobustnessTests.today, language: "en", territory: "GB")
        let boxing = Responder.shared.answer("is 26 december a holiday", context: context)
        #expect(boxing.json["data"]?["isHoliday"] == .bool(true))
        let named = Responder.shared.answer("is 26 december a holiday in the us", context: context)
        #expect(named.json["data"]?["isHoliday"] == .bool(false))
    }
}
