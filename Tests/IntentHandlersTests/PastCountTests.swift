import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// "How many days ago was Veterans Day", "国庆节已经过去多少天了", "วันแม่ผ่านมาแล้วกี่วัน": a holiday asked
/// about as past counts back to its last occurrence. Counted ahead to the next one, each was answered
/// with confidence ("351 days until 11 November 2027"). Every case pairs the past form with the future
/// one of the same language and holiday: the count's sign follows the words, nothing else.
@Suite struct PastCountTests {
    func days(_ question: String, language: String) -> Int? {
        let answer = Answer.to(question, language)
        guard answer.intent == .daysUntil, case .int(let days)? = answer.value("days") else { return nil }
        return days
    }

    @Test(arguments: [
        // (ago, until, language, days back to the last one, days ahead to the next one)
        ("how many days ago was Halloween", "how many days until Halloween", "en", -25, 340),
        ("Wie viele Tage ist Halloween schon her?", "Wie viele Tage bis Halloween?", "de", -25, 340),
        ("ハロウィンは何日前？", "ハロウィンまであと何日？", "ja", -25, 340),
        ("할로윈은 며칠 전이야?", "할로윈까지 며칠 남았어?", "ko", -25, 340),
        ("国庆节已经过去多少天了", "国庆节还有多少天", "zh", -55, 310),
        ("国庆节是多少天前", "离国庆节还有几天", "zh", -55, 310),
        ("國慶節係幾多日之前", "國慶節仲有幾多日", "zh-Hant", -55, 310),
        ("Quốc khánh cách đây mấy ngày", "Còn bao nhiêu ngày nữa đến Quốc khánh", "vi", -84, 281),
        ("วันแม่ผ่านมาแล้วกี่วัน", "อีกกี่วันถึงวันแม่", "th", -105, 260),
    ])
    func aPastHolidayCountsBack(ago: String, until: String, language: String, back: Int, ahead: Int) {
        #expect(days(ago, language: language) == back, "\(ago)")
        #expect(days(until, language: language) == ahead, "\(until)")
    }

    /// The same "ago" word with what is still to come counts ahead ("còn … nữa"); ja "Xの何日前" is how many
    /// days before X (today is), "Xは何日前" how long ago X was.
    @Test func stillToComeAndBeforeCountAhead() {
        #expect(days("Tết cách đây bao nhiêu ngày", language: "vi") == -281)
        #expect(days("Tết còn cách đây bao nhiêu ngày nữa", language: "vi") == 73)
        #expect(days("クリスマスは何日前", language: "ja") == -335)
        #expect(days("クリスマスの何日前", language: "ja") == 30)
    }

    /// "3 days ago" keeps its number: the offset is a date, not a count back.
    @Test func anAmountAgoIsStillADate() {
        let answer = Answer.to("what week was 3 days ago", "en")
        #expect(answer.intent == .weekForDate && answer.value("date") == .string("2026-11-22"))
    }
}
