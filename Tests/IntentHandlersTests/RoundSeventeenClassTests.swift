import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// Confident wrong answers found by development round 17, each a class, each checked by changing one part.
@Suite struct RoundSeventeenClassTests {
    /// A holiday name after a word of no meaning ("the King's Birthday") is every holiday the rest of it names,
    /// and a name with an apostrophe is also read without one: the asked region's own is the answer. Each was
    /// answered with another region's day (Thailand's 28 July for New South Wales; New Zealand's for Thailand).
    @Test(arguments: [
        ("When is the King's Birthday in New South Wales in 2027?", "2027-06-14"),
        ("When is the King's Birthday in Thailand in 2027?", "2027-07-28"),
        ("when is the kings birthday in new zealand 2027", "2027-06-07"),
        ("when is the kings birthday in thailand 2027", "2027-07-28"),
        ("When is the King's Birthday holiday in New South Wales in 2027?", "2027-06-14"),
    ])
    func theAskedRegionsHolidayByAnySpelling(question: String, date: String) {
        let answer = Answer.to(question, "en", today: "2026-12-03")
        #expect(answer.intent == .holidayDate, "\(question) → \(answer.text)")
        #expect(answer.value("date") == .string(date), "\(question) → \(answer.text)")
    }

    /// Today and a day, with what is still left, count from today to that day ("今日計起仲有幾多日" was counted
    /// from 29 January 2026 to today, 308 days). Another day moves the count with it.
    @Test(arguments: [
        ("份報告要喺DAY交，今日計起仲有幾多日？", "zh-Hant", [("1月29號", "2027-01-29", 57), ("2月5號", "2027-02-05", 64)]),
        ("论文截止日期是DAY，从今天算还有多少天？", "zh", [("2027年3月15日", "2027-03-15", 102), ("2027年3月16日", "2027-03-16", 103)]),
    ])
    func todayAndADayCountAhead(template: String, language: String, cases: [(String, String, Int)]) {
        for (day, date, days) in cases {
            let answer = Answer.to(template.replacingOccurrences(of: "DAY", with: day), language, today: "2026-12-03")
            #expect(answer.intent == .daysUntil, "\(day) → \(answer.text)")
            #expect(answer.value("date") == .string(date) && answer.value("days") == .int(days), "\(day) → \(answer.text)")
        }
    }

    /// A holiday said with when something starts, asked which week, is no period of holidays: "個仔聖誕假由12月
    /// 19號開始，嗰日係第幾週" listed Hong Kong's holidays from Christmas 2026 to 19 December 2027. Without the
    /// start word and the week question, two holidays with "between" still list the period between them.
    @Test func aHolidayWithAStartWordIsNoPeriod() {
        let answer = Answer.to("個仔聖誕假由12月19號開始，嗰日係第幾週？", "zh-Hant", today: "2026-12-03")
        #expect(answer.intent != .holidaysInPeriod, "\(answer.text)")
        #expect(answer.value("start") == nil)
        let period = Answer.to("聖誕節到元旦之間有咩公眾假期", "zh-Hant", today: "2026-12-03")
        #expect(period.intent == .holidaysInPeriod, "\(period.text)")
    }

    /// Asked where, a countdown word is a show, never the user's countdown: nothing is stored. The same words
    /// said as a command, without the where-word, store it — in every language.
    @Test(arguments: [
        ("元旦倒數煙花喺邊度睇最好", "煙花倒數 12月31號", "zh-Hant"),
        ("where's the best spot to watch the new year countdown fireworks", "count down to the fireworks on 31 December", "en"),
        ("새해 카운트다운 불꽃놀이 어디서 봐", "불꽃놀이 카운트다운 12월 31일", "ko"),
        ("nedräkning till nyår, var kan man se fyrverkerierna", "nedräkning till fyrverkerierna på nyårsafton", "sv"),
        ("Countdown zum Feuerwerk an Silvester, wo kann man es sehen", "Countdown zum Feuerwerk an Silvester", "de"),
        ("年越しカウントダウンの花火はどこで見られる", "花火のカウントダウン 12月31日", "ja"),
        ("跨年倒计时烟花在哪里看", "烟花倒计时 12月31日", "zh"),
        ("đếm ngược pháo hoa năm mới xem ở đâu", "đếm ngược pháo hoa ngày 31/12", "vi"),
        ("นับถอยหลังพลุปีใหม่ดูที่ไหนดี", "นับถอยหลังพลุ 31 ธันวาคม", "th"),
    ])
    func askedWhereNothingIsStored(question: String, command: String, language: String) throws {
        let store = MemoryPersonalStore()
        let access = PersonalAccess(store: store, user: "", mayHaveData: { true })
        let context = AnswerContext(today: CalendarDate(isoString: "2026-12-03")!, language: language)
        let answer = Responder(parser: .shared).answer(question, context: context, personal: access)
        #expect(!answer.isAnswered, "\(question) → \(answer.text)")
        #expect(try store.countdowns(user: "").isEmpty, "\(question)")
        let stored = Responder(parser: .shared).answer(command, context: context, personal: access)
        #expect(stored.intent == .addCountdown && stored.isAnswered, "\(command) → \(stored.text)")
        #expect(try store.countdowns(user: "").count == 1, "\(command)")
    }
}
