import Foundation
import Testing

/// Usage errors: exit status 2, nothing on stdout, the message and the usage lines once on stderr.
@Suite struct UsageErrorTests {
    static let mistakes: [(arguments: [String], environment: [String: String], mentions: String)] = [
        (["--today", "garbage", "week"], [:], "garbage"),
        (["--lang", "xx", "week"], [:], "'xx'"),
        (["--region", "XX", "week"], [:], "'XX'"),
        (["--jsno", "week"], [:], "--jsno"),
        (["--json", "--short", "week"], [:], "--short"),
        (["week", "--lnag"], [:], "--lnag"),
        (["--lang"], [:], "--lang"),
        (["what", "week"], ["VECKA_TODAY": "garbage"], "VECKA_TODAY"),
        ([], ["VECKA_TODAY": "2026-02-31"], "VECKA_TODAY"),
        (["--json"], ["VECKA_TODAY": "yesterday"], "VECKA_TODAY"),
        ([""], [:], "empty"),
        (["   "], [:], "empty"),
        (["\u{3000}", "\u{A0}"], [:], "empty"),
        (["--json", ""], [:], "empty"),
    ]

    @Test(arguments: mistakes.indices)
    func usageErrorIsSaidOnce(index: Int) throws {
        let mistake = UsageErrorTests.mistakes[index]
        let result = try BinaryRunner.run(mistake.arguments, input: Data("what week is it\n".utf8), environment: mistake.environment)
        #expect(result.status == 2, "\(mistake.arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(mistake.arguments): \(result.stdout)")
        #expect(result.stderr.contains(mistake.mentions), "\(mistake.arguments): \(result.stderr)")
        #expect(result.stderr.components(separatedBy: "Usage: vecka-ask").count == 2, "usage once: \(result.stderr)")
        #expect(!result.stderr.contains("\n\n"), "\(result.stderr)")
    }

    /// An empty VECKA_TODAY is unset (the clock), as documented; --today outranks a broken variable.
    @Test func emptyVariableIsUnsetAndTheOptionWins() throws {
        let empty = try BinaryRunner.run(["--json", "what week is it"], environment: ["VECKA_TODAY": ""])
        #expect(empty.status == 0)
        let option = try BinaryRunner.run(["--short", "--today", "2027-01-04", "what week is it"], environment: ["VECKA_TODAY": "garbage"])
        #expect(option.status == 0)
        #expect(option.stdout == "1\n")
    }

    @Test func messagesFollowTheLanguage() throws {
        let result = try BinaryRunner.run(["--lang", "de", "--today", "morgen", "woche"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--today erwartet ein Datum"), "\(result.stderr)")
    }

    /// A value quoted back cannot redraw the terminal.
    @Test func controlCharactersInAValueAreShownEscaped() throws {
        let result = try BinaryRunner.run(["--today", "\u{1B}[2J\u{1B}[Hx", "week"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(result.stderr.contains("\\u{1B}[2J"))
    }

    @Test func helpListsEveryInteractiveCommand() throws {
        let result = try BinaryRunner.run(["--help"])
        #expect(result.status == 0)
        for command in [":help", ":lang", ":region", ":quit"] { #expect(result.stdout.contains(command), "\(command)") }
        // (ArgumentParser wraps the text to the terminal's width.)
        #expect(result.stdout.replacingOccurrences(of: "\n", with: " ").contains("3  input could not be read or output could not be written"))
    }
}

/// `--short` is for status bars: stdout holds the value or nothing.
@Suite struct ShortModeTests {
    @Test(arguments: ["what's the weather like", "week 54 of 2026", "in 1000000000000 days", "31 february 2027"])
    func failureLeavesStdoutEmpty(question: String) throws {
        let result = try BinaryRunner.run(["--short", question])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(!result.stderr.isEmpty)
    }

    @Test(arguments: [("what week is it", "47"), ("week 12", "2026-W12"), ("how many weeks does 2026 have", "53"),
                      ("how many days until 24 december", "36"), ("what day is 24 december", "Thursday"),
                      ("is 25 december a holiday", "yes"), ("when is midsummer", "2027-06-25"),
                      ("holidays in december", "1"), ("show the week overview", "2026-W47"), ("what week is 24 december", "52"),
                      ("days between 1 march 2027 and 30 june 2027", "121")])
    func everyFormIsOneValue(question: String, value: String) throws {
        let result = try BinaryRunner.run(["--short", question])
        #expect(result.status == 0)
        #expect(result.stdout == value + "\n", "\(question): \(result.stdout)")
    }
}
