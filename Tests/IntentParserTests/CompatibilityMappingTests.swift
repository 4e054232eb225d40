import Foundation
import Testing
@testable import IntentParser

/// The parser's NFKC (CompatibilityTable + the standard library's NFC) against Foundation's, the
/// normalization it replaces: over every scalar, and over text where marks must be reordered and
/// composed with the letters the table produces.
@Suite struct CompatibilityMappingTests {
    @Test func everyScalarAsFoundationNormalizesIt() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if CompatibilityTable.nfkc(text) != text.precomposedStringWithCompatibilityMapping {
                mismatches.append(String(value, radix: 16))
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) scalars differ: \(mismatches.prefix(20))")
    }

    @Test(arguments: [
        "ＷＥＥＫ　１２", "ｖｅｃｋａ　５２ ２０２６年", "ﬁnd ﬂag", "①②③ ⑫", "x² + y³", "㍻ ㋿ ㈱", "ｶﾞｷﾞ ﾊﾟ",
        "e\u{0302}\u{0301}", "a\u{0308}\u{0323}", "a\u{0323}\u{0308}", "ᄀ\u{1161}\u{11A8}", "ﾃﾞｽ", "Ａ\u{0308}",
        "tuần thứ 52", "tua\u{0300}n thu\u{031B}\u{0301} 52", "ｖｉｌｋｅｎ ｖｅｃｋａ ä\u{0301}r", "\u{FB01}\u{0301}",
        "ǅemal", "ℌ𝔢𝔩𝔩𝔬 𝟙𝟚", "ﾀﾞｲ\u{3099}", "㌀㌁", "\u{1E9B}\u{0323}", "Å Å", "한글 ㅎㅏㄴ",
    ])
    func textAsFoundationNormalizesIt(text: String) {
        #expect(CompatibilityTable.nfkc(text) == text.precomposedStringWithCompatibilityMapping)
    }

    /// Every corpus and held-out question of every language, as NormalizedText reads them.
    @Test func corpusQuestionsAsFoundationNormalizesThem() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localization")
        var compared = 0
        for language in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            for name in ["corpus.tsv", "heldout.tsv"] {
                guard let text = try? String(contentsOf: root.appendingPathComponent(language).appendingPathComponent(name),
                                             encoding: .utf8) else { continue }
                for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                    let question = String(line.split(separator: "\t").first ?? "")
                    #expect(CompatibilityTable.nfkc(question) == question.precomposedStringWithCompatibilityMapping)
                    compared += 1
                }
            }
        }
        #expect(compared > 3000)
    }
}
