import Testing
@testable import IntentParser

@Suite struct NormalizationTests {
    @Test(arguments: [
        ("ＷＥＥＫ　１２", "week 12"),            // full-width letters, digits and space
        ("สัปดาห์ที่ ๑๒", "สัปดาห์ที่ 12"),          // Thai digits
        ("vecka\u{200F} 12\u{0000}", "vecka 12"),  // RTL mark and NUL removed
        ("  Week\t\t12  ", "week 12"),             // white space collapsed and trimmed
        ("下 周 五", "下周五"),                     // spaces between spaceless-script characters
        ("다음 주 금요일", "다음주금요일"),
    ])
    func normalizes(input: String, expected: String) {
        #expect(NormalizedText(input).text == expected)
    }

    /// Zalgo: NFKC composes the first mark with its letter (ẃ, folded to w); the rest are dropped.
    @Test func strayCombiningMarksAreDropped() {
        let text = NormalizedText("w\u{0301}\u{0302}\u{0303}e\u{0300}\u{0301}\u{0302}\u{0303}ek")
        #expect(String(String.UnicodeScalarView(text.folded)) == "week")
        #expect(text.count == 4)
    }

    @Test func foldsLatinDiacriticsOnly() {
        let text = NormalizedText("Nästa tuần đúng 週")
        #expect(String(String.UnicodeScalarView(text.folded)) == "nasta tuan dung 週")
        // Thai vowel marks are letters of the script, not diacritics to fold.
        #expect(NormalizedText("วันนี้").folded == NormalizedText("วันนี้").scalars)
    }
}
