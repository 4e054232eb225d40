import Testing
import TextNormalization
@testable import IntentHandlers

/// A letter typed with some of its word's diacritics left out still spells the word; one typed with
/// another diacritic does not (`NormalizedText.leavesOutMarks`, `Lexicon.allMatches`).
@Suite("Left-out diacritics")
struct LeftOutMarksTests {
    @Test func aSubsetOfTheMarksSpellsTheLetter() {
        #expect(NormalizedText.leavesOutMarks("à", of: "ầ"))   // tuàn for tuần: the circumflex left out
        #expect(NormalizedText.leavesOutMarks("d", of: "đ"))
        #expect(NormalizedText.leavesOutMarks("ư", of: "ữ"))
        #expect(NormalizedText.leavesOutMarks("a", of: "ä"))
        #expect(!NormalizedText.leavesOutMarks("à", of: "â"))  // vàng (gold) is not vâng (yes)
        #expect(!NormalizedText.leavesOutMarks("ä", of: "å"))
        #expect(!NormalizedText.leavesOutMarks("ầ", of: "à"))  // a mark added is no slip
    }

    @Test func aWordWithAMarkLeftOutIsRead() {
        let slipped = Answer.to("ngày 3/3/2027 là tuàn mấy", "vi", today: "2026-11-18")
        #expect(slipped.intent == .weekForDate)
        #expect(slipped.value("week") == .int(9), "\(slipped.text)")
        #expect(Answer.to("giá vàng hôm nay bao nhiêu", "vi", today: "2026-11-18").intent == .unknown)
    }
}
