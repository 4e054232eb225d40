import Foundation
import Testing

/// `VECKA_LANG` and `VECKA_REGION` are what `--lang` and `--region` are when not given: below the
/// options, above the locale; empty is unset; a value the option would refuse is a usage error unless
/// the option is given.
@Suite struct EnvironmentDefaultsTests {
    @Test func theLanguageVariableAnswersLikeTheOption() throws {
        let variable = try BinaryRunner.run(["what week is it"], environment: ["VECKA_LANG": "sv"])
        let option = try BinaryRunner.run(["--lang", "sv", "what week is it"])
        #expect(variable.status == 0)
        #expect(variable.stdout == "Det är vecka 47 (16 nov. – 22 nov. 2026).\n")
        #expect(variable.stdout == option.stdout)
    }

    @Test func theOptionOutranksTheVariableWhichOutranksTheLocale() throws {
        let option = try BinaryRunner.run(["--lang", "de", "what week is it"], environment: ["VECKA_LANG": "sv", "LANG": "ja_JP.UTF-8"])
        #expect(option.stdout == "Wir haben KW 47 (16. Nov. – 22. Nov. 2026).\n")
        // A question that shows no language ("24/12") is answered in the variable's language, not the locale's.
        let variable = try BinaryRunner.run(["--json", "24/12"], environment: ["VECKA_LANG": "sv", "LANG": "de_DE.UTF-8"])
        #expect(BinaryRunner.json(variable.lines.first ?? "")?["language"] as? String == "sv", "\(variable.stdout)")
        let locale = try BinaryRunner.run(["--json", "24/12"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(BinaryRunner.json(locale.lines.first ?? "")?["language"] as? String == "de", "\(locale.stdout)")
    }

    @Test func aTagNamesItsLanguage() throws {
        let result = try BinaryRunner.run(["what week is it"], environment: ["VECKA_LANG": "zh-TW"])
        #expect(result.stdout == "本週是第47週（2026年11月16日至11月22日）。\n", "\(result.stdout)")
    }

    @Test func theRegionVariableIsTheDefaultRegion() throws {
        // 3 May 2027 is Constitution Memorial Day in Japan, an ordinary Monday in Sweden.
        let question = "is 3 may 2027 a holiday"
        #expect(try BinaryRunner.run(["--short", question]).stdout == "no\n")
        #expect(try BinaryRunner.run(["--short", question], environment: ["VECKA_REGION": "JP"]).stdout == "yes\n")
        #expect(try BinaryRunner.run(["--short", question], environment: ["VECKA_REGION": "jp,kr"]).stdout == "yes\n")
        #expect(try BinaryRunner.run(["--short", "--region", "SE", question], environment: ["VECKA_REGION": "JP"]).stdout == "no\n")
        // A region named in the question still wins over the default.
        #expect(try BinaryRunner.run(["--short", question + " in sweden"], environment: ["VECKA_REGION": "JP"]).stdout == "no\n")
    }

    @Test func aRequestStillChoosesItsOwn() throws {
        let line = #"{"id":1,"text":"is 3 may 2027 a holiday","lang":"en","region":["SE"]}"# + "\n"
        let result = try BinaryRunner.run(["--json"], input: Data(line.utf8), environment: ["VECKA_LANG": "ja", "VECKA_REGION": "JP"])
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        #expect(object["language"] as? String == "en")
        #expect((object["data"] as? [String: Any])?["isHoliday"] as? Bool == false, "\(object)")
    }

    @Test(arguments: [("VECKA_LANG", "xx", "de, en, ja"), ("VECKA_REGION", "SE,ZZ", "SE, NO, DK")])
    func aBadValueIsAUsageErrorListingTheValidOnes(name: String, value: String, listed: String) throws {
        let result = try BinaryRunner.run(["what week is it"], environment: [name: value])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(name) && result.stderr.contains("'\(value)'") && result.stderr.contains(listed), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "Usage: vecka-ask").count == 2, "\(result.stderr)")
    }

    @Test func aBadValueIsSaidInTheUsersLanguage() throws {
        let result = try BinaryRunner.run(["what week is it"], environment: ["VECKA_REGION": "ZZ", "LANG": "de_DE.UTF-8"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("VECKA_REGION muss eine kommagetrennte Liste von Regionen sein"), "\(result.stderr)")
    }

    @Test func theOptionMakesABadVariableHarmlessAndEmptyIsUnset() throws {
        let language = try BinaryRunner.run(["--lang", "en", "what week is it"], environment: ["VECKA_LANG": "xx"])
        #expect(language.status == 0)
        let region = try BinaryRunner.run(["--region", "SE", "what week is it"], environment: ["VECKA_REGION": "nowhere"])
        #expect(region.status == 0)
        let empty = try BinaryRunner.run(["what week is it"], environment: ["VECKA_LANG": "", "VECKA_REGION": ""])
        #expect(empty.status == 0)
        #expect(empty.stdout == "It's week 47 (Nov 16 – Nov 22 2026).\n")
    }
}
