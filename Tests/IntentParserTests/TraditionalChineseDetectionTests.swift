import IntentParser
import Testing

/// Simplified and Traditional Chinese and Japanese share Han characters: the characters that only one
/// of them writes decide (`letters` in language.tsv), and a question that shows none stays Simplified.
@Suite struct TraditionalChineseDetectionTests {
    let parser = QuestionParser.shared

    @Test(arguments: [
        "現在是第幾週", "下週五是第幾週", "聖誕節係幾號", "今個禮拜係第幾個禮拜", "仲有幾多日到聖誕",
        "聽日係咪公眾假期", "第12週", "耶穌受難節係幾時", "農曆年初一係幾號", "距離過年還有幾天", "臺灣的國慶日是幾號",
    ])
    func traditionalQuestionsAreTraditional(question: String) {
        #expect(parser.parse(question).language == "zh-Hant", "\(question)")
    }

    /// With no character that tells the scripts apart, and with Simplified ones, the question is zh; a
    /// Simplified question with one Traditional character (pasted 週) is still Simplified, and understood.
    @Test(arguments: ["现在是第几周", "下周五", "12月24日", "圣诞节是几号", "今年有多少周", "星期五是第几周",
                      "下周五是第几週", "离圣诞节还有幾天"])
    func simplifiedAndNeutralQuestionsStaySimplified(question: String) {
        let parsed = parser.parse(question)
        #expect(parsed.language == "zh", "\(question)")
        #expect(parsed.intent.kind != .unknown, "\(question)")
    }

    /// Japanese kanji questions (with or without kana) are not taken for Traditional Chinese, though
    /// Japanese writes 週 and many Traditional forms.
    @Test(arguments: ["何週目", "今週何週目", "来週金曜日", "元日何曜日", "祝日一覧", "再来週", "先週", "建国記念日",
                      "週番号", "今年何週", "12月24日は何週目ですか", "来週の金曜日", "今日は何曜日", "今日何週目"])
    func japaneseStaysJapanese(question: String) {
        #expect(parser.parse(question).language == "ja", "\(question)")
    }

    /// The preferred language (--lang, LANG) reads questions that show no language, not ones that do.
    @Test func preferenceDecidesOnlyWhatTheScriptDoesNot() {
        #expect(parser.parse("12月24日", preferredLanguage: "zh-Hant").language == "zh-Hant")
        #expect(parser.parse("24/12", preferredLanguage: "zh-Hant").language == "zh-Hant")
        #expect(parser.parse("圣诞节是几号", preferredLanguage: "zh-Hant").language == "zh")
    }

    /// 第N週 with the Traditional 週 is week N, as 第N周 is; 第N個禮拜 too (a counter before the week unit).
    @Test(arguments: ["第12週", "第十二週", "第12周", "第12個禮拜", "第12个星期", "第十二個星期"])
    func weekNumbersWithTraditionalWeekWords(question: String) {
        let intent = parser.parse(question).intent
        #expect(intent.kind == .datesOfWeek, "\(question)")
        #expect(intent.week == .number(12, year: nil), "\(question)")
    }
}
