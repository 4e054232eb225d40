import Foundation
import IntentHandlers
import Testing
import VeckaEngine

/// Inputs found by the fuzzer (scripts/fuzz, Fuzz/Sources/VeckaAskFuzz) and the soak test (scripts/soak),
/// and the hostile seeds they start from: each must be answered with one line of valid JSON that
/// echoes the question, whatever the language and whatever "today" is.
@Suite struct FuzzRegressionTests {
    static let languages = Responder.shared.languageCodes

    func answer(_ question: String, language: String? = nil, fallback: String = "en", today: String = "2026-11-18") -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: CalendarDate(isoString: today)!,
                                                                 language: language, fallbackLanguage: fallback))
    }

    /// The protocol line: one line, valid JSON, the query echoed, data or error.
    func expectWellFormed(_ answer: Answer, _ question: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let line = answer.json.serialized
        #expect(!line.utf8.contains(0x0A) && !line.utf8.contains(0x0D), "not one line: \(line)", sourceLocation: sourceLocation)
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        #expect(object != nil, "not a JSON object: \(line)", sourceLocation: sourceLocation)
        #expect(object?["query"] as? String == question, "query not echoed: \(line)", sourceLocation: sourceLocation)
        #expect((object?["data"] == nil) != (object?["error"] == nil), "data xor error: \(line)", sourceLocation: sourceLocation)
    }

    static let hostile: [String] = [
        "week\u{0}12", String(repeating: "\u{0}", count: 64), String(decoding: [0xFF, 0xFE, 0x20, 0x77, 0x65, 0x65, 0x6B], as: UTF8.self),
        String(decoding: [0xED, 0xA0, 0x80, 0xC3, 0x28, 0xF4, 0x90, 0x80, 0x80], as: UTF8.self),
        "\u{202E}what week is it\u{202C}", "\u{200F}\u{05D0} week 12 \u{200E}",
        "w\u{337}\u{321}e\u{338}\u{327}e\u{334}k\u{335} 1\u{336}\u{326}2",
        String(repeating: "e\u{301}\u{302}\u{303}\u{304}", count: 800),
        "🗓️ what week is it 👍🏽👨‍👩‍👧", "in 1000000000000 days", "in 99999999999999999999 weeks",
        "in -9223372036854775808 days", "9223372036854775807 weeks ago", "what week is 0000-01-01",
        "what week is 99999-01-01", "how many weeks does 0 have", "how many weeks does 99999 have",
        "week 0", "week 54", "week 54 of 2026", "week 53 2027", "week 1 0001", "31 february", "31 februari",
        "2026-02-31", "30/02/2026", "2026年2月31日", "in １０００００００００００００ days", "๑๒/๑๒/๒๕๖๙",
        "\t\u{0B}\u{0C} \u{1B}[31m", "{\"text\":", String(repeating: "[", count: 4000),
        String(repeating: "x", count: 4096), String(repeating: "x", count: 4097), String(repeating: "week 12 ", count: 512),
    ]

    @Test(arguments: hostile)
    func hostileInputIsAnsweredInEveryLanguage(_ question: String) {
        for language in Self.languages {
            expectWellFormed(answer(question, language: language), question)
            expectWellFormed(answer(question, fallback: language, today: "9999-12-31"), question)
            expectWellFormed(answer(question, fallback: language, today: "0001-01-01"), question)
        }
    }

    /// Fuzzer finding: Foundation's JSON parser drops a raw U+FEFF at the start of a string or right
    /// after an escape, so a bot reading the answer with JSONSerialization saw a different query than it
    /// sent. The writer now escapes U+FEFF as `\ufeff`. Input (Fuzz.swift layout, shortened): Thai, a
    /// question holding "\t\u{C}\u{0}…\u{FEFF}a\u{19}".
    @Test(arguments: ["\u{FEFF}what week is it", "x\u{0}\u{FEFF}a", "ν2027年\t\u{C}\u{0}\u{FEFF}a\u{19}\u{0}1 คม 20",
                      "vecka\u{FEFF}12", "\u{FEFF}"])
    func byteOrderMarkIsEchoed(_ question: String) {
        for language in Self.languages {
            expectWellFormed(answer(question, language: language), question)
        }
        #expect(answer(question).json.serialized.contains("\\ufeff"))
    }

    /// Soak finding: a 4 KiB run of letters took ~140 ms and ~60 MB to answer (release build), because
    /// typo correction looked up every one-letter deletion of the word: quadratic in its length.
    /// Fixed in TypoIndex.correction(for:): words longer than the longest vocabulary word + 1 are
    /// not looked up (they cannot be one edit away).
    @Test func longWordIsNotQuadratic() {
        // 40 different 4 KiB words (one letter repeated): about 13 s with the quadratic lookup, 1.5 s without (debug).
        let letters = Array("abcdefghijklmnopqrstuvwxyzåäöéüßñçøæ")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for index in 0..<40 {
                let word = String(repeating: String(letters[index % letters.count]), count: 4096 / (index < letters.count ? 1 : 2))
                expectWellFormed(answer(word, language: Self.languages[index % Self.languages.count]), word)
            }
        }
        #expect(elapsed < .seconds(5), "forty 4 KiB words took \(elapsed)")
    }

    /// Fuzzer finding: the last ISO week of 9999 runs from Monday 9999-12-27 to Sunday 10000-01-02,
    /// outside the years 1–9999; it is answered as out of range like any other date there. Input (Fuzz.swift layout): 0x08 0x00 0x00 0x06
    /// "week 52 9999" (German --lang). Also "what week is it" on 9999-12-28…31 and the week overview.
    @Test(arguments: [("week 52 9999", "2026-11-18"), ("what week is it", "9999-12-31"), ("show the week overview", "9999-12-29")])
    func lastWeekOfYear9999EndsInYear10000(_ question: String, _ today: String) {
        let answer = answer(question, language: "en", today: today)
        expectWellFormed(answer, question)
        #expect(answer.failure?.code == .outOfRange, "\(answer.json.serialized)")
    }
}
