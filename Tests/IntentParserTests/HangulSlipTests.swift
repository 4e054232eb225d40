@testable import IntentParser
import Testing

/// A mistyped Hangul syllable differs from the meant one in one letter (jamo): a wrong vowel, initial or
/// final consonant. A whole other syllable is another word, not a slip.
@Suite struct HangulSlipTests {
    @Test(arguments: [
        ("몇주챠", "몇주차", true),    // ㅑ for ㅏ
        ("추수감사졀", "추수감사절", true), // ㅕ for ㅓ
        ("크리스마스", "크리스마슨", true), // a final ㄴ added
        ("몇주챠", "몇주전", false),   // 챠 and 전 share no letter
        ("몇주챠", "몇주후", false),
    ])
    func oneLetterOff(typed: String, word: String, isSlip: Bool) {
        #expect(SpacelessSlipIndex.substitutedSyllableIsOneKeyOff(Array(typed.unicodeScalars), Array(word.unicodeScalars)) == isSlip)
    }

    @Test func otherScriptsAreNotJudgedByLetters() {
        #expect(SpacelessSlipIndex.substitutedSyllableIsOneKeyOff(Array("何用日".unicodeScalars), Array("何曜日".unicodeScalars)))
    }
}
