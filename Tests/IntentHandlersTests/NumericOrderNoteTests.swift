import Testing
@testable import IntentHandlers

/// An answer says how it read a numeric date only when the order was a guess; a date that is the same day in
/// either order (7/7, 5/5) was no guess, and saying so would suggest a doubt there is not.
@Suite("Numeric date order notes")
struct NumericOrderNoteTests {
    @Test func aGuessedOrderIsSaid() {
        #expect(Answer.to("what week is 5/6/2027", "en").text.contains("month/day"))
        #expect(Answer.to("vilken vecka är 12/24", "sv").text.contains("månad/dag"))
    }

    @Test func theSameDayInEitherOrderIsNoGuess() {
        let english = Answer.to("what week is 5/5/2027", "en")
        #expect(english.value("date") == .string("2027-05-05"))
        #expect(!english.text.contains("month/day"), "\(english.text)")
        let japanese = Answer.to("7/7(2027)は何曜日ですか", "ja")
        #expect(japanese.value("date") == .string("2027-07-07"))
        #expect(!japanese.text.contains("日/月") && !japanese.text.contains("月/日"), "\(japanese.text)")
    }
}
