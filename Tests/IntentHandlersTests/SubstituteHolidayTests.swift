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

    /// In every language that names them: the next substitute day is one (the engine marks it so), and another
    /// day than the next holiday of any kind whenever the next holiday is not itself a substitute.
    @Test(arguments: [
        ("次の振替休日はいつ？", "ja", HolidayRegion.JP), ("다음 대체공휴일은 언제야?", "ko", .KR), ("下一个补假是哪天", "zh", .CN),
        ("下一個補假係幾時", "zh-Hant", .HK), ("ngày nghỉ bù tiếp theo là khi nào", "vi", .VN),
        ("วันหยุดชดเชยครั้งถัดไปคือวันไหน", "th", .TH), ("when is the next observed holiday", "en", .US),
    ])
    func theNextSubstituteDayIsOne(question: String, language: String, region: HolidayRegion) throws {
        let answer = Answer.to(question, language, today: "2026-12-03")
        #expect(answer.intent == .holidaysInPeriod, "\(question) → \(answer.text)")
        guard case .array(let listed)? = answer.value("holidays"), case .object(let first)? = listed.first,
              case .string(let id)? = first.first(where: { $0.0 == "id" })?.1,
              case .string(let iso)? = first.first(where: { $0.0 == "date" })?.1, let date = CalendarDate(isoString: iso) else {
            Issue.record("no day: \(answer.text)"); return
        }
        let day = try #require(HolidayCalendar.holidays(in: region, year: date.year).first { $0.id == id && $0.date == date })
        #expect(day.isSubstitute, "\(question) → \(id)")
    }
}
