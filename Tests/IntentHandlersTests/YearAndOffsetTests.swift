import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// Dates counted through a year or from another date, each with its metamorphic twin: change one part of
/// the question and the answer moves with it. Before, "the first Monday of 2027" and "the end of the year"
/// were refused, "あと何日で2027年" counted to the end of 2027 (401 days), and "クリスマスの3週間後" was
/// refused for its offset.
@Suite struct YearAndOffsetTests {
    func date(_ question: String, _ language: String) -> String? {
        guard case .string(let date)? = Answer.to(question, language).value("date") else { return nil }
        return date
    }

    func days(_ question: String, _ language: String) -> Int? {
        guard case .int(let days)? = Answer.to(question, language).value("days") else { return nil }
        return days
    }

    /// Each pair: (question, the same with one part changed, language, date, the changed question's date).
    @Test(arguments: [
        // The nth weekday of a year: another year or ordinal moves it.
        ("what date is the first Monday of 2027", "what date is the first Monday of 2028", "en", "2027-01-04", "2028-01-03"),
        ("what is the last friday of 2027", "what is the second friday of 2027", "en", "2027-12-31", "2027-01-08"),
        ("vilket datum är sista söndagen 2027", "vilket datum är första söndagen 2027", "sv", "2027-12-26", "2027-01-03"),
        ("明年第一个星期一是几号", "明年最后一个星期一是几号", "zh", "2027-01-04", "2027-12-27"),
        ("2027년 첫 번째 월요일은 며칠이야", "2028년 첫 번째 월요일은 며칠이야", "ko", "2027-01-04", "2028-01-03"),
        ("thứ hai đầu tiên của năm 2027 là ngày nào", "thứ ba đầu tiên của năm 2027 là ngày nào", "vi", "2027-01-04", "2027-01-05"),
        // A year's first and last day: another year or end moves it.
        ("what week is the end of the year", "what week is the end of 2027", "en", "2026-12-31", "2027-12-31"),
        ("welcher Wochentag ist Jahresende", "welcher Wochentag ist Jahresende 2027", "de", "2026-12-31", "2027-12-31"),
        ("年末は何曜日", "2027年末は何曜日", "ja", "2026-12-31", "2027-12-31"),
        ("今年最后一天是星期几", "明年最后一天是星期几", "zh", "2026-12-31", "2027-12-31"),
        ("the first day of next year is what weekday", "the last day of next year is what weekday", "en", "2027-01-01", "2027-12-31"),
        // An offset after the day it counts from: another length or direction moves it.
        ("クリスマスの3週間後は第何週？", "クリスマスの4週間後は第何週？", "ja", "2027-01-15", "2027-01-22"),
        ("크리스마스 3주 후는 몇 주차야?", "크리스마스 3주 전은 몇 주차야?", "ko", "2027-01-15", "2026-12-04"),
        ("圣诞节后三周是第几周？", "圣诞节前三周是第几周？", "zh", "2027-01-15", "2026-12-04"),
        ("2027年国庆节前30天是第几周？", "2027年国庆节后30天是第几周？", "zh", "2027-09-01", "2027-10-31"),
        // The week a month starts or ends in: another month or end moves it.
        ("来月は第何週から始まる？", "来月は第何週まで？", "ja", "2026-12-01", "2026-12-31"),
        ("다음 달은 몇 주차에 시작해?", "다음 달은 몇 주차에 끝나?", "ko", "2026-12-01", "2026-12-31"),
        ("下个月从第几周开始？", "2027年2月从第几周开始？", "zh", "2026-12-01", "2027-02-01"),
    ])
    func changingOnePartMovesTheDate(question: String, changed: String, language: String, expected: String, moved: String) {
        #expect(date(question, language) == expected, "\(question)")
        #expect(date(changed, language) == moved, "\(changed)")
    }

    /// What is left of a year counts to its end while it runs, and to its start while it is still to come.
    @Test func whatIsLeftOfAYearStillToCome() {
        #expect(days("年末まであと何日", "ja") == 36)
        #expect(days("あと何日で2027年", "ja") == 37)
        #expect(days("あと何日で来年", "ja") == 37)
        #expect(days("how many days are left this year", "en") == 36)
    }

    /// A bare day opening a span takes the other end's month; a different first day moves the count.
    @Test(arguments: [
        ("hur många dagar är det från den 1 till den 24 december", "hur många dagar är det från den 10 till den 24 december", "sv", 23, 14),
        ("bao nhiêu ngày từ ngày 1 đến ngày 24 tháng 12", "bao nhiêu ngày từ ngày 20 đến ngày 24 tháng 12", "vi", 23, 4),
        ("how many days from 1 to 24 december", "how many days from 2 to 24 december", "en", 23, 22),
    ])
    func aBareDayOpeningASpan(question: String, changed: String, language: String, count: Int, moved: Int) {
        #expect(days(question, language) == count, "\(question)")
        #expect(days(changed, language) == moved, "\(changed)")
    }

    /// The end's month is the bare first day's: another month at the end moves the start with it.
    @Test(arguments: [
        ("hur många dagar är det från den 1 till den 24 januari", "sv", "2027-01-01"),
        ("bao nhiêu ngày từ ngày 1 đến ngày 24 tháng 3", "vi", "2027-03-01"),
        ("how many days from 1 to 24 february 2028", "en", "2028-02-01"),
    ])
    func theSpansStartTakesTheEndsMonth(question: String, language: String, start: String) {
        #expect(Answer.to(question, language).value("start") == .string(start), "\(question)")
    }

    /// The same day said at both ends with a year at the end is a year apart, never zero days.
    @Test func aSpanFromADayToTheSameDayIsAYear() {
        #expect(days("days between 24 december and 24 december 2027", "en") == 365)
    }
}

/// A remark after a whole question changes nothing; a remark that says a date, number or place does, and
/// so is not dropped.
@Suite struct TrailingRemarkTests {
    @Test func aRemarkAfterTheQuestionIsTheAskersOwn() {
        let plain = Answer.to("what week is christmas?", "en")
        let remark = Answer.to("what week is christmas? need to plan the family trip", "en")
        #expect(remark.intent == .weekForDate)
        #expect(remark.value("date") == plain.value("date"))
        #expect(Answer.to("Welche KW ist Ostern? Will Urlaub planen", "de").intent == .weekForDate)
    }

    @Test func aRemarkThatSaysSomethingIsNotDropped() {
        // A year after the question mark is the question's.
        #expect(Answer.to("what week is christmas? in 2027", "en").value("date") == .string("2027-12-25"))
        // A second question is not a remark.
        #expect(Answer.to("what week is christmas? need to plan the family trip?", "en").intent == .unknown)
        // Whether a day is a holiday depends on the place a remark may hint at: not answered for the default one.
        #expect(Answer.to("is christmas a holiday? need to plan the trip", "en").intent == .unknown)
    }
}

/// Slips in scripts written without spaces are read only when one unknown character stands among known
/// ones and one name is that close; a word of its own beside it is never "corrected" into a meaning.
@Suite struct SpacelessSlipTests {
    @Test(arguments: [
        ("2027年の敬老の比はいつですか", "ja", "2027-09-20"),
        ("미국 추수감사졀 언제야?", "ko", "2026-11-26"),
        ("วันเดกปีหน้าวันที่เท่าไร", "th", "2027-01-09"),
    ])
    func aSlipIsRead(question: String, language: String, expected: String) {
        #expect(Answer.to(question, language).value("date") == .string(expected), "\(question)")
    }

    @Test(arguments: [
        // 평년/平年 (a common year) are words of their own, not slips for 윤년/闰年.
        ("2027년은 평년이야?", "ko"),
        ("2027年是平年吗", "zh"),
        // 誕生日 beside 子供の is a birthday, not こどもの日.
        ("子供の誕生日が3月3日なんだけど、あと何日？", "ja"),
        // 送 before 什么 is "give", not a slip of a question word.
        ("母亲节送什么花", "zh"),
        ("日曜日もやってる歯医者ある？", "ja"),
    ])
    func aWordOfItsOwnIsNotCorrected(question: String, language: String) {
        let answer = Answer.to(question, language)
        #expect(answer.intent != .isLeapYear && answer.intent != .weekOverview && answer.intent != .weekForDate, "\(question)")
        #expect(answer.value("date") != .string("2027-05-05"), "\(question)")
    }

    /// A holiday answered with its weekday from another region than the asker's says whose it is.
    @Test func anotherRegionsHolidaySaysSo() {
        let answer = Answer.to("国慶節は何曜日", "ja")
        #expect(answer.value("date") == .string("2027-10-01"))
        #expect(answer.text.contains("中国"))
        #expect(Answer.to("台湾の国慶節は何曜日", "ja").value("date") == .string("2027-10-10"))
    }
}
