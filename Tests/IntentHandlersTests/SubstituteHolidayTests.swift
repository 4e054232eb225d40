import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// "次の振替休日はいつ", "다음 대체공휴일은 언제야": the next day off given for a holiday on a rest day — was answered
/// with the next holiday of any kind. Without the substitute word the same question is the next holiday.
@Suite struct SubstituteHolidayTests {
    @Test(arguments: [
        ("次の振替休日はいつ？", "次の祝日はいつ？", "ja", "2027-03-22", "2027-01-01"),
        ("다음 대체공휴일은 언제야?", "다음 공휴일은 언제야?", "ko", "2027-02-09", "2026-12-25"),
        ("when is the next observed holiday", "when is the next holiday", "en", "2027-06-18", "2026-12-25"),
    ])
    func theNextSubstituteDay(substitute: String, plain: String, language: String, substituteDate: String, plainDate: String) {
        let answer = Answer.to(substitute, language, today: "2026-12-03")
        #expect(answer.intent == .holidaysInPeriod && answer.value("end") == .string(substituteDate), "\(answer.text)")
        let next = Answer.to(plain, language, today: "2026-12-03")
        #expect(next.value("end") == .string(plainDate), "\(next.text)")
    }

    /// A period's list keeps only the substitute days: Japan's 2027 has one, Vernal Equinox Day's on 22 March.
    @Test func aPeriodsSubstituteDays() {
        let answer = Answer.to("which substitute days are there in 2027 in japan", "en", today: "2026-12-03")
        guard case .array(let holidays)? = answer.value("holidays") else { Issue.record("no list: \(answer.text)"); return }
        #expect(holidays.count == 1, "\(answer.text)")
        #expect(answer.text.contains("March 22, 2027"))
    }
}
