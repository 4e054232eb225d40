import IntentHandlers
import Testing
import VeckaEngine

/// A Hebrew feast is dated by the evening it begins; every language's answer must also give the day
/// itself (a second full date), or a reader would take the eve for the feast.
@Suite struct SundownFeastTests {
    private let today = CalendarDate(isoString: "2026-11-18")!

    @Test(arguments: [
        ("en", "when is yom kippur 2027"), ("sv", "när är jom kippur 2027"), ("de", "wann ist Jom Kippur 2027"),
        ("ja", "2027年のヨム・キプルはいつ"), ("ko", "2027년 욤 키푸르는 언제야"), ("zh", "2027年赎罪日是哪天"),
        ("vi", "lễ Yom Kippur 2027 là ngày nào"), ("th", "วันยมคิปปูร์ปี 2027 วันไหน"),
    ])
    func holidayDateNamesTheEveAndTheDay(language: String, question: String) {
        let answer = Responder.shared.answer(question, context: AnswerContext(today: today, language: language))
        #expect(answer.json["data"]?["date"] == .string("2027-10-10"))
        #expect(answer.json["data"]?["day"] == .string("2027-10-11"))
        #expect(answer.json["data"]?["beginsAtSundown"] == .bool(true))
        // Thai answers show the Buddhist-era year.
        let year = language == "th" ? "2570" : "2027"
        #expect(answer.text.components(separatedBy: year).count - 1 >= 2, "\(answer.text)")
    }

    @Test(arguments: [("en", "what week is yom kippur 2027"), ("de", "welche KW ist Jom Kippur 2027"),
                      ("zh", "2027年赎罪日是第几周")])
    func aDateNamedByTheFeastSaysWhichDayItIs(language: String, question: String) {
        let answer = Responder.shared.answer(question, context: AnswerContext(today: today, language: language))
        #expect(answer.json["data"]?["date"] == .string("2027-10-10"))
        #expect(answer.text.components(separatedBy: "2027").count - 1 >= 2, "\(answer.text)")
    }

    /// A feast of any other calendar is dated by its day and says nothing of sundown.
    @Test func otherFeastsAreDatedByTheirDay() {
        let answer = Responder.shared.answer("when is diwali 2027", context: AnswerContext(today: today, language: "en"))
        #expect(answer.json["data"]?["beginsAtSundown"] == nil)
        #expect(answer.text.components(separatedBy: "2027").count - 1 == 1, "\(answer.text)")
    }
}
