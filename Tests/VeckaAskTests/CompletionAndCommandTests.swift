import IntentHandlers
import LocalizationData
import Testing
@testable import VeckaAskCLI

@Suite struct CompletionAndCommandTests {
    let words = CompletionWords.all(vocabulary: Responder.shared.parser.vocabulary())

    @Test func afterAColonOnlyCommands() {
        #expect(words.candidates(before: "", word: ":") == [":help", ":lang", ":quit", ":region"])
        #expect(words.candidates(before: "  ", word: ":l") == [":lang"])
        #expect(words.candidates(before: "vecka 3", word: ":") == [])
        #expect(!words.candidates(before: "", word: "").contains { $0.hasPrefix(":") })
    }

    @Test func holidayNamesCompleteWordByWord() {
        #expect(words.candidates(before: "when is christmas ", word: "e").first == "eve")
        #expect(words.candidates(before: "when is christmas ", word: "e").allSatisfy { $0.hasPrefix("eve") })
        #expect(words.candidates(before: "när är ", word: "midsommaraft").contains("midsommarafton"))
        #expect(words.candidates(before: "when is new ", word: "y").contains("year's eve"))
        #expect(words.candidates(before: "", word: "christm").contains("christmas eve"))
        #expect(words.candidates(before: "", word: "Wedn").contains("wednesday"))
    }

    /// `:help` (help.commands in every language) and `--help` list every command.
    @Test func everyLanguageListsEveryCommand() {
        for pack in Localization.packs {
            let help = Responder.shared.text("help.commands", language: pack.code)
            for command in REPLCommand.allCases { #expect(help.contains(command.name), "\(pack.code): \(command.name)") }
        }
    }
}
