import Foundation
import Testing
@testable import VeckaAskCLI

/// Usage errors and `bad_request` messages are said in the user's language: `--lang`, else
/// `VECKA_LANG`, else the locale's — the argument parser's own mistakes (an option without its value,
/// a flag with one) included, and the lines around the message too.
@Suite struct LocalizedUsageErrorTests {
    @Test(arguments: [
        (["--lang", "sv", "--today"], [String: String](), "Fel: --today behöver ett värde.\nAnvändning: vecka-ask "),
        (["--region"], ["VECKA_LANG": "de"], "Fehler: --region braucht einen Wert.\nAufruf: vecka-ask "),
        (["--lang=ko", "--json=yes", "week"], [:], "오류: --json에는 값을 줄 수 없습니다. 'yes'가 주어졌습니다.\n사용법: vecka-ask "),
        (["--jsno", "week"], ["LANG": "ja_JP.UTF-8"], "エラー：不明なオプションです：'--jsno'。\n使い方：vecka-ask "),
        (["--today", "morgen", "week"], ["LANG": "zh_TW.UTF-8"], "錯誤：--today 需要 YYYY-MM-DD 格式的日期，而不是 'morgen'。\n用法：vecka-ask "),
        (["--lang", "xx", "week"], ["VECKA_LANG": "vi", "LANG": "th_TH.UTF-8"], "Lỗi: Ngôn ngữ không xác định: 'xx'."),
        (["--json", "--short", "week"], ["LANG": "th_TH.UTF-8"], "ข้อผิดพลาด: ใช้ --json กับ --short พร้อมกันไม่ได้\nวิธีใช้: vecka-ask "),
        ([""], ["VECKA_LANG": "zh"], "错误：问题是空的。"),
    ])
    func usageErrorIsInTheUsersLanguage(arguments: [String], environment: [String: String], start: String) throws {
        let result = try BinaryRunner.run(arguments, environment: environment)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(start), "\(arguments): \(result.stderr)")
        #expect(result.stderr.components(separatedBy: "vecka-ask [--json]").count == 2, "usage line once: \(result.stderr)")
        #expect(result.stderr.components(separatedBy: "'vecka-ask --help'").count == 2, "\(result.stderr)")
        #expect(!result.stderr.contains("Usage:") && !result.stderr.contains("Error:"), "\(result.stderr)")
    }

    /// An option's value is what follows it, even one that looks like a flag of ours is a missing value,
    /// as the parser sees it; after `--` nothing is an option.
    @Test func parserMistakesAreFoundAsTheParserFindsThem() {
        #expect(ParserMistake.problem(in: ["--lang"]) == .missingValue("--lang"))
        #expect(ParserMistake.problem(in: ["--lang", "--json", "week"]) == .missingValue("--lang"))
        #expect(ParserMistake.problem(in: ["--lang", "sv", "--today"]) == .missingValue("--today"))
        #expect(ParserMistake.problem(in: ["--short=1", "week"]) == .flagWithValue("--short", "1"))
        #expect(ParserMistake.problem(in: ["--lang", "sv", "week"]) == nil)
        #expect(ParserMistake.problem(in: ["--", "--lang"]) == nil)
        #expect(ParserMistake.languageOption(in: ["--today", "x", "--lang=ja"]) == "ja")
        #expect(ParserMistake.languageOption(in: ["--", "--lang", "ja"]) == nil)
    }

    /// ParserMistake's lists are the options `--help` shows: one added to Options must be added there.
    @Test func parserMistakeKnowsEveryOption() throws {
        let help = try BinaryRunner.run(["--help"]).stdout
        let shown = help.split(separator: "\n").compactMap { line -> (String, Bool)? in
            let words = line.split(separator: " ")
            guard let name = words.first, name.hasPrefix("--"), name != "--help", name != "--version" else { return nil }
            return (String(name), words.count > 1 && words[1].hasPrefix("<"))
        }
        #expect(Set(shown.filter(\.1).map(\.0)) == Set(ParserMistake.optionsWithValues), "\(shown)")
        #expect(Set(shown.filter { !$0.1 }.map(\.0)) == Set(ParserMistake.flags), "\(shown)")
    }
}
