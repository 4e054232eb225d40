import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// "The last day of Songkran", "วันสงกรานต์วันสุดท้าย", "추석 마지막 날": a holiday of several days asked for its
/// last day is that day (Songkran's first was answered); its first day is the first; a one-day holiday is itself.
@Suite struct HolidayFirstLastDayTests {
    @Test(arguments: [
        ("วันสงกรานต์วันสุดท้ายของปี 2570 เป็นวันอะไร", "th", "2027-04-15"),
        ("วันสงกรานต์วันแรกของปี 2570 เป็นวันอะไร", "th", "2027-04-13"),
        ("what is the last day of songkran 2027", "en", "2027-04-15"),
        ("when is the first day of songkran 2027", "en", "2027-04-13"),
        ("추석 마지막 날은 언제야", "ko", "2027-09-16"),
        ("what is the last day of christmas 2027", "en", "2027-12-25"),
    ])
    func theFirstOrLastDayOfAHoliday(question: String, language: String, date: String) {
        let answer = Answer.to(question, language, today: "2026-12-03")
        #expect(answer.value("date") == .string(date), "\(question) → \(answer.text)")
    }
}
