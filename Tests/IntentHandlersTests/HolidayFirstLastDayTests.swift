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

/// A day beside a holiday's first or last day: the offset counts from that day, whichever pass joined the
/// holiday's day. Before, "the day after the last day of Songkran 2027" was answered with the last day itself
/// (15 April, "day after" dropped), and Thai "วันถัดจากวันสงกรานต์วันสุดท้าย" with the day after the first (14 April).
@Suite struct DayBesideAHolidaysDayTests {
    @Test(arguments: [
        ("the day after the last day of Songkran 2027 is what weekday", "the day before the last day of Songkran 2027 is what weekday",
         "en", "2027-04-16", "2027-04-14"),
        ("what weekday is the day before the first day of songkran 2027", "what weekday is the day after the first day of songkran 2027",
         "en", "2027-04-12", "2027-04-14"),
        ("วันถัดจากวันสงกรานต์วันสุดท้ายของปี 2570 เป็นวันอะไร", "วันถัดจากวันสงกรานต์วันแรกของปี 2570 เป็นวันอะไร",
         "th", "2027-04-16", "2027-04-14"),
        ("welcher Tag ist der Tag vor dem ersten Tag von Songkran 2027", "welcher Tag ist der Tag nach dem ersten Tag von Songkran 2027",
         "de", "2027-04-12", "2027-04-14"),
    ])
    func theOffsetCountsFromThatDay(question: String, changed: String, language: String, expected: String, moved: String) {
        #expect(Answer.to(question, language).value("date") == .string(expected), "\(question)")
        #expect(Answer.to(changed, language).value("date") == .string(moved), "\(changed)")
    }

    /// "วันถัดจาก" (the day after) is an offset in Thai too: never the holiday's own day.
    @Test func thaiDayAfterAHoliday() {
        #expect(Answer.to("วันถัดจากวันสงกรานต์ปี 2570 เป็นวันอะไร", "th").value("date") == .string("2027-04-14"))
        #expect(Answer.to("วันก่อนวันสงกรานต์ปี 2570 เป็นวันอะไร", "th").value("date") == .string("2027-04-12"))
    }
}
