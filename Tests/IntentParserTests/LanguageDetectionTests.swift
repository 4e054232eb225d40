import Testing
import IntentParser

@Suite struct LanguageDetectionTests {
    let parser = QuestionParser.shared

    @Test(arguments: [
        ("vilken vecka är det", "sv"), ("what week is it", "en"), ("welche KW haben wir", "de"),
        ("今何週目？", "ja"), ("이번 주 몇 주차야?", "ko"), ("现在是第几周", "zh"),
        ("tuần này là tuần mấy", "vi"), ("สัปดาห์นี้สัปดาห์ที่เท่าไหร่", "th"),
        ("tuan nay la tuan may", "vi"), ("vecka ar det", "sv"), ("nachste woche", "de"),
    ])
    func detectsTheLanguage(question: String, language: String) {
        #expect(parser.parse(question).language == language)
    }

    /// Questions with no words of any language take the preferred (--lang) language.
    @Test(arguments: ["sv", "de", "ja", "th"])
    func numericQuestionsFollowThePreference(language: String) {
        #expect(parser.parse("24/12", preferredLanguage: language).language == language)
    }

    /// Han characters alone could be Japanese or Chinese: kana decides; without kana, shared
    /// characters go to the preferred language, else to Chinese; Japanese-only words (曜日, 週目) to Japanese.
    @Test func hanOnlyQuestions() {
        #expect(parser.parse("12月24日", preferredLanguage: "ja").language == "ja")
        #expect(parser.parse("12月24日", preferredLanguage: "en").language == "zh")
        #expect(parser.parse("12月24日は何週目ですか").language == "ja")
        #expect(parser.parse("来週の金曜日").language == "ja")
        #expect(parser.parse("下周五").language == "zh")
    }

    /// Latin words a writer drops into a sentence of another script are read, and the frame keeps the
    /// language: the command ("show", "list"), the modifier ("next") and the holiday word. Without the
    /// borrowed word the same sentence asks something else, so each word is shown to be used.
    @Test(arguments: [
        ("show下個禮拜", "下個禮拜", "zh-Hant", IntentKind.weekOverview, IntentKind.weekForDate),
        ("next week 幾號到幾號", "幾號到幾號", "zh-Hant", .datesOfWeek, .unknown),
        ("다음 달 holiday 알려줘", "다음 달 알려줘", "ko", .holidaysInPeriod, .unknown),
        ("ช่วย show สัปดาห์หน้า", "ช่วย สัปดาห์หน้า", "th", .weekOverview, .weekForDate),
        // Two Latin languages: a phrase of the other ("next" placing a date word) is borrowed too.
        ("next friday là ngày mấy", "friday là ngày mấy", "vi", .weekForDate, .weekForDate),
    ])
    func borrowedLatinWordsAreRead(question: String, without: String, language: String, kind: IntentKind, kindWithout: IntentKind) {
        let parsed = parser.parse(question)
        #expect(parsed.language == language)
        #expect(parsed.intent.kind == kind, "\(question)")
        #expect(parser.parse(without).intent.kind == kindWithout, "\(without)")
    }

    /// "next friday" is the Friday of next week, "friday" this week's: the borrowed modifier is used.
    @Test func aBorrowedModifierMovesTheDate() {
        let next = parser.parse("next friday là ngày mấy").intent.date
        #expect(next != nil)
        #expect(next != parser.parse("friday là ngày mấy").intent.date)
    }

    /// A question in Han, Hangul or Thai that no vocabulary explains is refused in that script's
    /// language, never in a Latin-letter default.
    @Test(arguments: ["亚运会乒乓球决赛结果", "羽毛球混双冠军"])
    func unexplainedNonLatinQuestionsShowTheirScriptsLanguage(question: String) {
        let parsed = parser.parse(question, preferredLanguage: "en")
        #expect(parsed.intent.kind == .unknown)
        #expect(parsed.languageIsEvident)
        #expect(parsed.language.hasPrefix("zh"))
    }

    /// The frame of a question is the script most of its letters are in: "ISO 8601って誰が決めたの？" was
    /// read as English, the language of its one Latin word, and refused in English.
    @Test(arguments: [("ISO 8601って誰が決めたの？", "ja"), ("ISO 8601는 누가 만들었어?", "ko"), ("ISO 8601是什么意思", "zh")])
    func aQuestionsFrameIsTheScriptOfMostOfItsLetters(question: String, language: String) {
        #expect(parser.parse(question, preferredLanguage: "en").language == language, "\(question)")
    }

    /// Cantonese greetings are Traditional Chinese's words: "早晨！" (good morning) is answered in zh-Hant.
    @Test func aCantoneseGreetingIsTraditionalChinese() {
        #expect(parser.parse("早晨！", preferredLanguage: "en").language == "zh-Hant")
    }
}
