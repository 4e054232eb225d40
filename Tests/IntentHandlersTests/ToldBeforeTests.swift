import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// A question about a time told just before it: "그때" (that time), "嗰陣", "ตอนนั้น", "到时候", "that". The
/// told time is the question's; another amount told moves the answer with it.
@Suite struct ToldBeforeTests {
    func date(_ question: String, _ language: String) -> String? {
        guard case .string(let date)? = Answer.to(question, language).value("date") else { return nil }
        return date
    }

    @Test(arguments: [
        ("기말고사가 N주 뒤인데 그때 몇 주차예요?", "ko", ["2": "2", "3": "3"]),
        ("份功課N個禮拜後要交，嗰陣係第幾週？", "zh-Hant", ["2": "兩", "3": "三"]),
        ("ต้องส่งงานอีกNอาทิตย์ ตอนนั้นสัปดาห์ที่เท่าไหร่", "th", ["2": "สอง", "3": "สาม"]),
        ("作业N周后要交，到时候是第几周", "zh", ["2": "两", "3": "三"]),
        ("The contractor says he'll be done in N weeks. Which week number will that be?", "en", ["2": "two", "3": "three"]),
    ])
    func thatTimeIsTheTimeTold(template: String, language: String, words: [String: String]) {
        #expect(date(template.replacingOccurrences(of: "N", with: words["2"]!), language) == "2026-12-09")
        #expect(date(template.replacingOccurrences(of: "N", with: words["3"]!), language) == "2026-12-16")
    }

    /// "a fortnight from tomorrow": two weeks counted from tomorrow, not an amount left over.
    @Test func aFortnightFromADay() {
        #expect(date("what week is a fortnight from tomorrow", "en") == "2026-12-10")
        #expect(date("what week is a fortnight from now", "en") == "2026-12-09")
    }

    /// "Payroll runs on the 15th. Which week number is January fifteenth?": the told day is the question's
    /// own day said again, and is dropped; a told day that differs keeps the question refused.
    @Test func aDayOfTheMonthSaidAgain() {
        #expect(date("Payroll runs on the 15th. Which week number is January fifteenth?", "en") == "2027-01-15")
        #expect(date("Payroll runs on the 15th. Which week number is January sixteenth?", "en") == nil)
        #expect(date("Tiền nhà đóng ngày 5 hàng tháng, ngày 5 tháng sau là thứ mấy?", "vi") == "2026-12-05")
        #expect(date("Tiền nhà đóng ngày 5 hàng tháng, ngày 6 tháng sau là thứ mấy?", "vi") == nil)
    }

    /// Lengths offered as a choice ("365 or 366", "28 oder 29") are the answer's to decide between.
    @Test(arguments: [
        ("Is YEAR a 365 or 366 day year?", "en", "days", [2027: 365, 2028: 366]),
        ("Năm YEAR có 365 hay 366 ngày?", "vi", "days", [2027: 365, 2028: 366]),
        ("Hat der Februar YEAR achtundzwanzig oder neunundzwanzig Tage?", "de", "days", [2027: 28, 2028: 29]),
        ("does february YEAR have 28 or 29 days", "en", "days", [2027: 28, 2028: 29]),
    ])
    func lengthsOfferedAreAChoice(template: String, language: String, key: String, expected: [Int: Int]) {
        for (year, days) in expected {
            let answer = Answer.to(template.replacingOccurrences(of: "YEAR", with: String(year)), language)
            #expect(answer.value(key) == .int(days), "\(language) \(year): \(answer.text)")
        }
    }
}
