import Testing
@testable import VocabularyFormat

/// language.tsv `spokenEndings`: a phrase that ends in the written ending is also compiled with the
/// spoken one; other phrases, and an ending that is the whole phrase, are left alone.
@Suite("Spoken endings")
struct SpokenEndingsTests {
    @Test func aPoliteEndingGetsItsChatSpelling() {
        let endings = SpokenEndings(["요>여"])
        #expect(endings.withSpokenForms(["알려주세요", "알려줘", "요"]) == ["알려주세요", "알려줘", "요", "알려주세여"])
    }

    @Test func malformedPairsAreIgnored() {
        #expect(SpokenEndings(["요", ">여", "요>"]).withSpokenForms(["있어요"]) == ["있어요"])
    }
}
