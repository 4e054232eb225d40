import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// A word that only names week numbers (주차, 第何週) asks which week, never how many: ko "내년 설날은
/// 몇 주차에 있나요" was answered "10 weeks 4 days left", ja "今年は第何週まである" with this week's dates.
@Suite struct WhichWeekWordTests {
    /// 주차 (week number) against 주 (weeks, an amount): the same holiday, which week against how many left.
    @Test func aWeekNumberWordIsNotAnAmount() {
        let which = Answer.to("내년 설날은 몇 주차에 있나요", "ko")
        #expect(which.intent == .weekForDate && which.value("date") == .string("2027-02-07") && which.value("week") == .int(5))
        let howMany = Answer.to("내년 설날까지 몇 주 남았나요", "ko")
        #expect(howMany.intent == .daysUntil && howMany.value("date") == .string("2027-02-07"))
    }

    /// "Up to which week does the year go" is the year's week count, and follows the year.
    @Test(arguments: [("今年は第何週まである？", 2026, 53), ("来年は第何週まである？", 2027, 52), ("2032年は第何週までありますか", 2032, 53)])
    func upToWhichWeekIsTheYearsCount(question: String, year: Int, weeks: Int) {
        let found = Answer.to(question, "ja")
        #expect(found.intent == .weeksInYear && found.value("year") == .int(year) && found.value("weeks") == .int(weeks))
    }
}
