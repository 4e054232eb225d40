import Foundation
import Testing

/// What the user's locale decides, through the real binary and its environment: the territory orders
/// numeric dates and picks the holidays in every language; a reply to a question with no word of any
/// language comes in the locale's language.
@Suite struct LocaleTerritoryTests {
    static func json(_ arguments: [String], lang: String) throws -> [String: Any] {
        let result = try BinaryRunner.run(["--json"] + arguments, environment: ["LANG": lang])
        return try #require(BinaryRunner.json(result.lines.first ?? ""), "\(result.stdout) \(result.stderr)")
    }

    static func date(_ object: [String: Any]) -> String? { (object["data"] as? [String: Any])?["date"] as? String }

    @Test func anEnglishLocaleThatWritesDayFirstReadsDayFirst() throws {
        for lang in ["en_GB.UTF-8", "en_AU.UTF-8", "en_IE.UTF-8", "en_IN.UTF-8", "en_NZ.UTF-8"] {
            #expect(Self.date(try Self.json(["what day is 3/4/2027"], lang: lang)) == "2027-04-03", "\(lang)")
        }
        for lang in ["en_US.UTF-8", "C.UTF-8", "en_PH.UTF-8"] {
            #expect(Self.date(try Self.json(["what day is 3/4/2027"], lang: lang)) == "2027-03-04", "\(lang)")
        }
        // Dots are day.month everywhere.
        #expect(Self.date(try Self.json(["what day is 3.4.2027"], lang: "en_US.UTF-8")) == "2027-04-03")
    }

    @Test func theTerritoryPicksTheHolidaysInEveryLanguage() throws {
        let cases: [(lang: String, question: String, region: String)] = [
            ("sv_FI.UTF-8", "helgdagar i år", "FI"),
            ("zh_HK.UTF-8", "今年的节假日", "HK"),
            ("en_GB.UTF-8", "holidays this year", "GB"),
            ("de_DE.UTF-8", "Feiertage dieses Jahr", "DE"),
            ("ko_KR.UTF-8", "올해 공휴일", "KR"),
            // The territories of issue 17: where German, English and Chinese are spoken besides.
            ("de_AT.UTF-8", "Feiertage dieses Jahr", "AT"), ("de_CH.UTF-8", "Feiertage dieses Jahr", "CH"),
            ("de_LI.UTF-8", "Feiertage dieses Jahr", "LI"), ("de_LU.UTF-8", "Feiertage dieses Jahr", "LU"),
            ("en_AU.UTF-8", "holidays this year", "AU"), ("en_IE.UTF-8", "holidays this year", "IE"),
            ("en_NZ.UTF-8", "holidays this year", "NZ"), ("en_CA.UTF-8", "holidays this year", "CA"),
            ("en_SG.UTF-8", "holidays this year", "SG"), ("zh_SG.UTF-8", "今年的节假日", "SG"),
            ("zh_TW.UTF-8", "今年的國定假日", "TW"), ("zh_MO.UTF-8", "今年嘅公眾假期", "MO"),
        ]
        for (lang, question, region) in cases {
            let object = try Self.json([question], lang: lang)
            let holidays = (object["data"] as? [String: Any])?["holidays"] as? [[String: Any]] ?? []
            #expect(!holidays.isEmpty, "\(lang): \(object)")
            #expect(holidays.allSatisfy { $0["region"] as? String == region }, "\(lang) \(question): \(object["answer"] ?? "")")
        }
    }

    @Test func aQuestionWithoutAnyKnownWordIsAnsweredInTheLocalesLanguage() throws {
        for (lang, code) in [("ja_JP.UTF-8", "ja"), ("ko_KR.UTF-8", "ko"), ("zh_CN.UTF-8", "zh"), ("th_TH.UTF-8", "th"),
                             ("sv_SE.UTF-8", "sv"), ("de_DE.UTF-8", "de")] {
            let object = try Self.json(["asdf qwer zxcv"], lang: lang)
            #expect(object["language"] as? String == code, "\(lang): \(object)")
            #expect((object["error"] as? [String: Any])?["code"] as? String == "not_understood")
        }
    }
}
