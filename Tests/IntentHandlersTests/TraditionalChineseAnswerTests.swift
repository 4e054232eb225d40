import IntentHandlers
import LocalizationData
import Testing
import VeckaEngine

/// The answer's script follows the question's: the same question in Simplified and in Traditional
/// characters gets the same data, written in its own script; Simplified answers stay Simplified.
@Suite struct TraditionalChineseAnswerTests {
    static let today = CalendarDate(isoString: "2026-11-18")!

    static func answer(_ question: String, language: String? = nil, fallback: String = "en", territory: String? = nil) -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: today, language: language, fallbackLanguage: fallback,
                                                                 territory: territory))
    }

    @Test(arguments: [
        ("现在是第几周", "現在是第幾週", "本周是第47周（2026年11月16日至11月22日）。", "本週是第47週（2026年11月16日至11月22日）。"),
        ("离12月24日还有几天", "離12月24日還有幾天", "距离2026年12月24日 星期四还有36天。也就是5周零1天。",
         "距離2026年12月24日 星期四還有36天。也就是5週零1天。"),
        ("第10周是哪几天", "第10週是哪幾天", "2026年第10周从2026年3月2日 星期一到2026年3月8日 星期日。",
         "2026年第10週從2026年3月2日 星期一到2026年3月8日 星期日。"),
    ])
    func theAnswerIsWrittenInTheQuestionsScript(simplified: String, traditional: String, simplifiedText: String,
                                                traditionalText: String) {
        let zh = Self.answer(simplified), hant = Self.answer(traditional)
        #expect(zh.language == "zh" && hant.language == "zh-Hant")
        #expect(zh.text == simplifiedText)
        #expect(hant.text == traditionalText)
        #expect(zh.json["data"] == hant.json["data"])
    }

    /// --lang zh-Hant answers a Simplified question in Traditional characters (and --lang zh the reverse).
    @Test func theLanguageOptionWins() {
        #expect(Self.answer("现在是第几周", language: "zh-Hant").text == "本週是第47週（2026年11月16日至11月22日）。")
        #expect(Self.answer("現在是第幾週", language: "zh").text == "本周是第47周（2026年11月16日至11月22日）。")
    }

    /// Hong Kong's holidays by default, under their official names; Taiwan's and Macau's (named, or the
    /// user's locale) are their own, never Hong Kong's or the mainland's; a place without holiday rules
    /// here is refused.
    @Test func holidaysAreHongKongsTaiwansAndMacausOwn() {
        let goodFriday = Self.answer("耶穌受難節係幾時")
        #expect(goodFriday.json["data"]?["id"] == .string("hk.good-friday"))
        #expect(goodFriday.text.hasPrefix("耶穌受難節是2027年3月26日"))
        #expect(Self.answer("今年嘅公眾假期").text.contains("2026年1月1日 星期四：一月一日"))
        #expect(Self.answer("臺灣的國慶日是幾號").json["data"]?["id"] == .string("tw.national-day"))
        #expect(Self.answer("澳門嘅公眾假期").text.contains("2026年12月20日 星期日：澳門特別行政區成立紀念日"))
        #expect(Self.answer("西班牙嘅公眾假期").failure?.code == .unsupportedPlace)
        for (territory, id, date) in [("TW", "tw.national-day", "2027-10-10"), ("MO", "mo.national-day", "2027-10-01")] {
            let answer = Self.answer("國慶日係幾號", fallback: "zh-Hant", territory: territory)
            #expect(answer.json["data"]?["id"] == .string(id), "\(territory): \(answer.text)")
            #expect(answer.json["data"]?["date"] == .string(date), "\(territory): \(answer.text)")
            #expect(Self.answer("今個禮拜係第幾週", fallback: "zh-Hant", territory: territory).isAnswered)
        }
        #expect(Self.answer("國慶日係幾號", fallback: "zh-Hant", territory: "HK").json["data"]?["id"] == .string("hk.national-day"))
        // LANG=zh_HK asking in Simplified: Hong Kong's holidays, in Simplified.
        let simplified = Self.answer("今年的节假日", fallback: "zh-Hant", territory: "HK")
        #expect(simplified.language == "zh" && simplified.text.hasPrefix("香港"))
    }

    @Test(arguments: [("zh-Hant", "zh-Hant"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh_MO", "zh-Hant"),
                      ("zh-hant", "zh-Hant"), ("zh-Hant-TW", "zh-Hant"), ("zh_TW.UTF-8", "zh-Hant"), ("zh_HK.Big5@x", "zh-Hant"),
                      ("zh", "zh"), ("zh_CN.UTF-8", "zh"), ("zh-SG", "zh"), ("zh-Hans", "zh"), ("zh-Hans-HK", "zh"),
                      ("sv_FI.UTF-8", "sv"), ("en_GB", "en"), ("EN", "en")])
    func languageTagsNameTheirLanguage(tag: String, code: String) {
        #expect(Localization.code(forTag: tag) == code)
    }

    @Test(arguments: ["C.UTF-8", "POSIX", "xx-TW", "", "fr_FR.UTF-8"])
    func otherTagsNameNone(tag: String) {
        #expect(Localization.code(forTag: tag) == nil)
    }
}
