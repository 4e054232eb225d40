import Foundation
import Testing

/// Through the real binary: `--lang zh-Hant|zh-TW|zh-HK`, a request's `lang`, `:lang` and a `zh_TW` /
/// `zh_HK` locale choose Traditional answers; the locale's territory decides the holidays (Hong Kong's,
/// or a refusal for Taiwan, whose holidays are not known here).
@Suite struct TraditionalChineseLocaleTests {
    static func json(_ arguments: [String], lang: String = "C.UTF-8", input: String? = nil) throws -> [String: Any] {
        let result = try BinaryRunner.run(["--json", "--today", "2026-11-18"] + arguments, input: input.map { Data($0.utf8) },
                                          environment: ["LANG": lang])
        return try #require(BinaryRunner.json(result.lines.first ?? ""), "\(result.stdout) \(result.stderr)")
    }

    @Test(arguments: ["zh-Hant", "zh-TW", "zh-HK", "zh_HK", "zh-Hant-TW"])
    func theLangOptionTakesTags(tag: String) throws {
        let object = try Self.json(["--lang", tag, "现在是第几周"])
        #expect(object["language"] as? String == "zh-Hant", "\(tag)")
        #expect(object["answer"] as? String == "本週是第47週（2026年11月16日至11月22日）。")
    }

    @Test func anUnknownTagIsAUsageError() throws {
        let result = try BinaryRunner.run(["--lang", "xx-TW", "24/12"])
        #expect(result.status == 2)
    }

    @Test(arguments: ["zh_TW.UTF-8", "zh_HK.UTF-8", "zh_MO.UTF-8"])
    func aTraditionalLocaleReadsQuestionsWithoutScriptInTraditional(lang: String) throws {
        let object = try Self.json(["12月24日"], lang: lang)
        #expect(object["language"] as? String == "zh-Hant", "\(lang)")
        #expect(object["answer"] as? String == "2026年12月24日 星期四在第52週。")
        // A Simplified question is still answered in Simplified.
        #expect(try Self.json(["现在是第几周"], lang: lang)["language"] as? String == "zh")
    }

    @Test func aSimplifiedLocaleStaysSimplified() throws {
        #expect(try Self.json(["12月24日"], lang: "zh_CN.UTF-8")["language"] as? String == "zh")
        #expect(try Self.json(["12月24日"], lang: "zh_SG.UTF-8")["language"] as? String == "zh")
    }

    @Test func theLocalesTerritoryDecidesTheHolidays() throws {
        let hongKong = try Self.json(["聽日係咪公眾假期"], lang: "zh_HK.UTF-8")
        #expect((hongKong["answer"] as? String)?.contains("香港") == true)
        for (lang, place) in [("zh_TW.UTF-8", "台灣"), ("zh_MO.UTF-8", "澳門")] {
            let object = try Self.json(["聽日係咪公眾假期"], lang: lang)
            #expect((object["answer"] as? String)?.contains(place) == true, "\(lang): \(object)")
        }
        // Asked with --region, the region named is used.
        let named = try Self.json(["--region", "HK", "聽日係咪公眾假期"], lang: "zh_TW.UTF-8")
        #expect((named["answer"] as? String)?.contains("香港") == true)
    }

    @Test func aRequestsLangTakesATag() throws {
        let result = try BinaryRunner.run(["--json"], input: Data(#"{"text": "现在是第几周", "lang": "zh-TW", "today": "2026-11-18"}"#.utf8) + Data("\n".utf8))
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        #expect(object["language"] as? String == "zh-Hant")
    }
}
