import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// A clause that tells before the question, with words not ours (StatedDates): when it only says the question's
/// own year, week or date again, or tells the two days the question counts between, the question is answered;
/// when it says anything more, it is still refused. Each case changes one part and checks the answer follows.
@Suite struct TellingClauseEchoTests {
    /// The telling clause says the question's year (or week) again: the answer is the question's, and follows
    /// the year. A telling clause that names another year is something more, and the question stays refused.
    @Test(arguments: [
        ("Just got my YEAR planner, how many weeks does YEAR have?", "en"),
        ("Ich bastle gerade an meiner Planung für YEAR. Wie viele Kalenderwochen hat YEAR?", "de"),
    ])
    func aTellingClauseThatSaysTheYearAgain(template: String, language: String) {
        for (year, weeks) in [(2026, 53), (2027, 52)] {
            let answer = Answer.to(template.replacingOccurrences(of: "YEAR", with: String(year)), language, today: "2026-12-03")
            #expect(answer.intent == .weeksInYear && answer.value("weeks") == .int(weeks), "\(year): \(answer.text)")
        }
        let other = template.replacingOccurrences(of: "YEAR", with: "2026", options: [], range: template.range(of: "YEAR"))
            .replacingOccurrences(of: "YEAR", with: "2027")
        #expect(!Answer.to(other, language, today: "2026-12-03").isAnswered, "\(other)")
    }

    @Test func aTellingClauseThatSaysTheWeekAgain() {
        let answer = Answer.to("Ich hab nächste Woche Spätschicht, zeig mir bitte die Wochenübersicht für nächste Woche", "de",
                               today: "2026-12-03")
        #expect(answer.intent == .weekOverview && answer.value("week") == .int(50), "\(answer.text)")
        let other = Answer.to("Ich hab diese Woche Spätschicht, zeig mir bitte die Wochenübersicht für nächste Woche", "de",
                              today: "2026-12-03")
        #expect(!other.isAnswered, "\(other.text)")
    }

    /// Two days told, then the count between "those two dates": the count follows the days told.
    @Test(arguments: [
        ("Our lease ends 8/31/2027 and the new one starts 9/DAY/2027. How many days are there between those two dates?", "en"),
        ("Wir ziehen am 31.8.2027 aus und am DAY.9.2027 ein. Wie viele Tage liegen zwischen diesen beiden Daten?", "de"),
        ("Mình về quê ngày 31/8/2027 và trở lại ngày DAY/9/2027. Hai ngày đó cách nhau bao nhiêu ngày?", "vi"),
        ("프로젝트가 2027년 8월 31일에 시작해서 2027년 9월 DAY일에 끝나요. 시작일에서 종료일까지 며칠 차이예요?", "ko"),
    ])
    func twoToldDaysAreCountedBetween(template: String, language: String) {
        for (day, days) in [(15, 15), (20, 20)] {
            let answer = Answer.to(template.replacingOccurrences(of: "DAY", with: String(day)), language, today: "2026-12-03")
            #expect(answer.intent == .daysBetween, "\(language) \(day): \(answer.text)")
            #expect(answer.value("start") == .string("2027-08-31") && answer.value("days") == .int(days), "\(language) \(day): \(answer.text)")
        }
    }

    /// A character written onto a holiday word makes another word ("冬休み", the winter break): refused, not
    /// answered with the next public holiday; nor is 冬 a slip of こどもの日's 日 ("子どもの冬休み" was answered
    /// "Yes, 5 May is Children's Day"). A slip before a particle is still read ("敬老の比は何曜日").
    @Test func aWordWrittenOntoAHolidayWordIsAnotherWord() {
        for (question, language) in [("冬休みはいつ", "ja"), ("子どもの冬休みはいつから", "ja"), ("暑假还有几天", "zh"), ("寒假仲有幾多日", "zh-Hant")] {
            let answer = Answer.to(question, language, today: "2026-12-03")
            #expect(!answer.isAnswered, "\(question) → \(answer.text)")
        }
        let slip = Answer.to("敬老の比は何曜日", "ja", today: "2026-12-03")
        #expect(slip.value("date") == .string("2027-09-20"), "\(slip.text)")
    }

    /// A subject not ours in a clause that only tells (a delivery, a shop) is context for the week asked after;
    /// the same subject asked about ("Will it rain on Friday?") still refuses the whole message.
    @Test func aSubjectNotOursThatOnlyTells() {
        for (question, language, date) in [
            ("Die Lieferung soll am 22.12. kommen, in welcher KW ist das?", "de", "2026-12-22"),
            ("The package is supposed to arrive on December 18. Which week number is that?", "en", "2026-12-18"),
            ("Shop báo giao hàng vào ngày 18/12, ngày đó thuộc tuần thứ mấy vậy?", "vi", "2026-12-18"),
        ] {
            let answer = Answer.to(question, language, today: "2026-12-03")
            #expect(answer.intent == .weekForDate && answer.value("date") == .string(date), "\(question) → \(answer.text)")
        }
        for question in ["Will it rain on Friday? Which week is that?", "Will the package arrive on December 18? Which week is that?"] {
            #expect(!Answer.to(question, "en", today: "2026-12-03").isAnswered, "\(question)")
        }
    }
}
