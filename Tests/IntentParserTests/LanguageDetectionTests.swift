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
}
