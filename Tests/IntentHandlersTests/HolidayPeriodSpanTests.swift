import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// Holidays asked between two days. Two confident wrong answers, each a class:
/// - ends named by holidays ("Feiertage zwischen Weihnachten und Silvester") were counted as days between
///   them (6 days), the list asked for never given;
/// - two ends without years whose next occurrences run backwards ("between 1 December and 6 January", asked
///   on 3 December 2026) listed December 2027 to January 2028, a year away from the period running now.
@Suite struct HolidayPeriodSpanTests {
    /// A holiday word with two holidays as ends lists the holidays; "how many days" between the same two counts.
    @Test(arguments: [
        ("Feiertage zwischen Weihnachten und Silvester", "de", "2026-12-25", "2026-12-31"),
        ("holidays between christmas and new year", "en", "2026-12-25", "2027-01-01"),
        ("helgdagar mellan jul och trettondagen", "sv", "2026-12-24", "2027-01-06"),
        ("圣诞节到元旦之间有哪些假日", "zh", "2026-12-25", "2027-01-01"),
        ("クリスマスから正月までの祝日", "ja", "2026-12-25", "2027-01-01"),
    ])
    func holidaysBetweenTwoHolidaysAreListed(question: String, language: String, start: String, end: String) {
        let answer = Answer.to(question, language, today: "2026-12-03")
        #expect(answer.intent == .holidaysInPeriod, "\(question) → \(answer.text)")
        #expect(answer.value("start") == .string(start) && answer.value("end") == .string(end), "\(question) → \(answer.text)")
        let counted = Answer.to("how many days between christmas and new year", "en", today: "2026-12-03")
        #expect(counted.intent == .daysBetween && counted.value("days") == .int(7))
    }

    /// The period is the one whose start is nearest today: the one running now, or the one starting soon.
    /// Moving "today" past the period's end moves the answer to the next one.
    @Test(arguments: [
        ("holidays between 1 december and 6 january", "2026-12-03", "2026-12-01", "2027-01-06"),
        ("holidays between 1 december and 6 january", "2027-01-10", "2027-12-01", "2028-01-06"),
        ("holidays from 10 january to 20 december", "2026-12-03", "2027-01-10", "2027-12-20"),
        ("how many days from 1 december to 6 january", "2026-12-03", "2026-12-01", "2027-01-06"),
    ])
    func yearlessEndsAreTheNearestPeriod(question: String, today: String, start: String, end: String) {
        let answer = Answer.to(question, "en", today: today)
        #expect(answer.value("start") == .string(start) && answer.value("end") == .string(end), "\(question) on \(today) → \(answer.text)")
    }
}
