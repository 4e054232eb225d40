import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// A holiday said with its date ("julafton den 24 december", "4月29日の昭和の日") is that date, once the
/// holiday falls on it; each part alone was a date the answer could not use, so such questions were refused.
/// A date the holiday does not fall on is a mistake the answer points out, never an answer about either day.
@Suite struct ConfirmedHolidayTests {
    /// The holiday and its own date, in either order, in each language: the date is answered. The same
    /// question with the day moved off the holiday is refused as a mismatch that names the holiday's real date.
    @Test(arguments: [
        ("vilken vecka är julafton den DAY december", "sv", 24, "2026-12-24", 25),
        ("is christmas day, december DAY, a holiday", "en", 25, "2026-12-25", 26),
        ("ist der DAY. Oktober 2027, Tag der Deutschen Einheit, ein Feiertag", "de", 3, "2027-10-03", 4),
        ("2027年4月DAY日の昭和の日は何曜日", "ja", 29, "2027-04-29", 30),
        ("2027년 3월 DAY일 삼일절은 무슨 요일이야", "ko", 1, "2027-03-01", 2),
        // National Day's week and Vietnam's two National Day days are the holiday's own (aHolidaysOtherDays…):
        // the day moved is one after them.
        ("2027年10月DAY日国庆节是星期几", "zh", 1, "2027-10-01", 8),
        ("Quốc khánh DAY/9/2027 là thứ mấy", "vi", 2, "2027-09-02", 6),
    ])
    func theHolidayConfirmsItsDate(template: String, language: String, day: Int, date: String, moved: Int) {
        let right = Answer.to(template.replacingOccurrences(of: "DAY", with: String(day)), language, today: "2026-12-03")
        #expect(right.isAnswered, "\(language): \(right.text)")
        #expect(right.value("date") == .string(date), "\(language): \(right.text)")
        let wrong = Answer.to(template.replacingOccurrences(of: "DAY", with: String(moved)), language, today: "2026-12-03")
        #expect(wrong.failure?.code == .invalidDate, "\(language): \(wrong.text)")
        #expect(wrong.value("date") == nil)
    }

    /// The mismatch says where the holiday falls: the user learns the right day, not only that theirs is wrong.
    @Test func aMismatchNamesTheHolidaysDate() {
        let answer = Answer.to("is christmas day december 24 a holiday", "en", today: "2026-12-03")
        #expect(answer.failure?.code == .invalidDate)
        #expect(answer.text.contains("December 25, 2026"), "\(answer.text)")
    }

    /// In a region that keeps it by another name ("教師節" in Taiwan is 孔子誕辰紀念日, 28 September): the asked
    /// region's holiday is the one the date must be.
    @Test func theAskedRegionsHolidayIsTheOneConfirmed() {
        let answer = Answer.to("2027年9月28日教師節在台灣是國定假日嗎", "zh-Hant", today: "2026-12-03")
        #expect(answer.intent == .isHoliday)
        #expect(answer.value("isHoliday") == .bool(true), "\(answer.text)")
    }

    /// Counting back keeps the holiday: "Quốc khánh 2/9 đã qua bao nhiêu ngày" is the last 2 September, not the next.
    @Test func countingBackToAHolidayWithItsDate() {
        let answer = Answer.to("Quốc khánh 2/9 đã qua được bao nhiêu ngày rồi?", "vi", today: "2026-12-03")
        #expect(answer.value("date") == .string("2026-09-02"), "\(answer.text)")
        #expect(answer.value("days") == .int(-92))
    }
}
