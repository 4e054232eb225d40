import Foundation
import Testing

@Suite struct OneShotTests {
    @Test func answersAQuestionGivenAsArguments() throws {
        let result = try BinaryRunner.run(["what", "week", "is", "it"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("47"))
        #expect(result.stderr.isEmpty)
    }

    @Test func quotedQuestionInSwedish() throws {
        let result = try BinaryRunner.run(["vilken vecka är 24 december?"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("52"))
    }

    @Test func notUnderstoodExitsOneWithAKindReply() throws {
        let result = try BinaryRunner.run(["what's the weather like"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("What week is it?"))
    }

    @Test func invalidDateExitsOne() throws {
        let result = try BinaryRunner.run(["--json", "week 54 of 2026"])
        #expect(result.status == 1)
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        #expect((object["error"] as? [String: Any])?["code"] as? String == "invalid_date")
    }

    @Test(arguments: [["--lang", "xx", "week"], ["--today", "2026-02-31", "week"], ["--jsno", "week"], ["--json", "--short", "week"]])
    func usageErrorsExitTwoOnStderr(arguments: [String]) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Usage") || result.stderr.contains("usage"))
    }

    @Test func negativeNumbersAreQuestionTextNotOptions() throws {
        let result = try BinaryRunner.run(["--json", "week", "-3"])
        #expect(result.status == 0 || result.status == 1)
        #expect(result.stderr.isEmpty)
    }

    @Test func helpListsExamplesAndExitsZero() throws {
        let result = try BinaryRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--json"))
        #expect(result.stdout.lowercased().contains("vilken vecka"))
        let version = try BinaryRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
    }

    @Test func todayOptionAndEnvironment() throws {
        // 3 January 2027 is in week 53 of 2026: the short value carries the week-year.
        let option = try BinaryRunner.run(["--short", "--today", "2027-01-03", "what week is it"])
        #expect(option.stdout == "2026-W53\n")
        let environment = try BinaryRunner.run(["--short", "what week is it"], environment: ["VECKA_TODAY": "2027-01-04"])
        #expect(environment.stdout == "1\n")
    }

    @Test func langDecidesTheAnswerAndUnmarkedQuestions() throws {
        let result = try BinaryRunner.run(["--json", "--lang", "sv", "24/12"])
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        #expect(object["language"] as? String == "sv")
        #expect((object["data"] as? [String: Any])?["date"] as? String == "2026-12-24")
    }

    @Test func regionOptionChoosesTheHolidays() throws {
        let result = try BinaryRunner.run(["--json", "--region", "JP", "holidays in may 2027"])
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        let holidays = try #require((object["data"] as? [String: Any])?["holidays"] as? [[String: Any]])
        #expect(!holidays.isEmpty)
        #expect(holidays.allSatisfy { $0["region"] as? String == "JP" })
        #expect(holidays.contains { $0["date"] as? String == "2027-05-03" })
        let unknown = try BinaryRunner.run(["--region", "XX", "holidays"])
        #expect(unknown.status == 2)
    }

    @Test func languageFromTheEnvironmentForUnmarkedQuestions() throws {
        let result = try BinaryRunner.run(["--json", "v12"], environment: ["LANG": "de_DE.UTF-8"])
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        #expect((object["data"] as? [String: Any])?["week"] as? Int == 12)
    }
}
