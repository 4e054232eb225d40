import Foundation
import Testing

/// `LANG=abcdefghijklm vecka-ask what week is it` died of SIGSEGV in ICU (its default locale, read
/// from the environment, could not be made, and the first formatter dereferenced null). The program
/// no longer links ICU at all; still, no locale value may crash any mode: the built binary is run with each hostile value in LANG, LC_ALL and
/// LC_MESSAGES, one-shot, through a pipe and with --json, and must answer normally.
@Suite struct HostileLocaleTests {
    static let values: [[UInt8]] = [
        "", "C", "POSIX", "C.UTF-8", "abcdefghijklm", "abcdefghijklmnopqrstuvwxyz_SE.UTF-8", "x",
        String(repeating: "a", count: 5_000), "sv_SE.UTF-8@" + String(repeating: "k", count: 300) + "=v",
        "en@calendar=" + String(repeating: "gregorian", count: 40), "sv_SE@collation=phonebook;calendar=buddhist;numbers=thai",
        String(repeating: "sv_SE@a=b;", count: 60), "@", "_", ".", "@=", "_@.", "en_US.", "en_@", "..", "en__US__POSIX",
        "../../../../etc/passwd", "/dev/zero", "en_US.UTF-8\u{7}\u{1B}[2J", "日本語_日本", "\u{202E}vs_ES", "sv-SE", "tr_TR.UTF-8",
        "root", "und", "i-klingon", "x-private", "en_US_POSIX", "sv_SE.ISO-8859-1@euro", "zz_ZZ.UTF-8", "en_GB",
        "de_DE.UTF-8@" + String(repeating: "x", count: 157),
    ].map { Array($0.utf8) } + [[0xFF, 0xFE, 0x73, 0x76], [0x73, 0x76, 0x5F, 0xC3], [0x65, 0x6E, 0xC0, 0x80, 0x5F, 0x55, 0x53]]

    static let variables = ["LANG", "LC_ALL", "LC_MESSAGES"]

    @Test(arguments: values.indices)
    func anyLocaleValueIsAnswered(index: Int) throws {
        let value = HostileLocaleTests.values[index]
        // Each mode gets the value in a different variable, and --json in all three at once.
        let cases: [(arguments: [String], input: String?, variables: [String])] = [
            (["what", "week", "is", "it"], nil, [HostileLocaleTests.variables[index % 3]]),
            ([], "what week is it\n", [HostileLocaleTests.variables[(index + 1) % 3]]),
            (["--json"], "{\"id\":1,\"text\":\"what week is it\"}\nvecka 12\n", HostileLocaleTests.variables),
        ]
        for (arguments, input, variables) in cases {
            let raw = variables.map { Array("\($0)=".utf8) + value }
            let result = try BinaryRunner.run(arguments, input: input.map { Data($0.utf8) }, removing: variables, rawEnvironment: raw)
            let shown = String(decoding: value.prefix(60), as: UTF8.self).debugDescription
            #expect(result.status == 0, "\(variables) = \(shown), \(arguments): status \(result.status), \(result.stderr.prefix(300))")
            #expect(result.stdout.contains("47"), "\(variables) = \(shown), \(arguments): \(result.stdout.prefix(200))")
            #expect(result.stderr.isEmpty, "\(variables) = \(shown): \(result.stderr.prefix(300))")
        }
    }

    /// The user's language and territory still come from the original values.
    @Test func languageAndTerritoryAreStillReadFromTheLocale() throws {
        let swedish = try BinaryRunner.run(["--json", "v12"], environment: ["LANG": "sv_SE.UTF-8"])
        #expect(BinaryRunner.json(swedish.lines.first ?? "")?["language"] as? String == "sv")
        let british = try BinaryRunner.run(["--json", "is 31 august 2026 a holiday"], environment: ["LC_ALL": "en_GB.UTF-8"])
        let data = BinaryRunner.json(british.lines.first ?? "")?["data"] as? [String: Any]
        #expect((data?["holidays"] as? [[String: Any]])?.first?["region"] as? String == "GB")
    }

    /// A folder given in the variable is read instead of the built-in files, and its vocabulary is compiled
    /// when first used (the built-in one is compiled at build time): a word added there is understood,
    /// and without the variable it is not.
    @Test func localizationFolderIsCompiledAtRunTime() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localization")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-localization-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.copyItem(at: source, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lexicon = folder.appendingPathComponent("en").appendingPathComponent("lexicon.tsv")
        var text = try String(contentsOf: lexicon, encoding: .utf8)
        text += "\nweek\t-\tfortnightly tally\n"
        try text.write(to: lexicon, atomically: true, encoding: .utf8)

        let edited = try BinaryRunner.run(["--short", "--lang", "en", "fortnightly tally 12"],
                                          environment: ["VECKA_LOCALIZATION_DIR": folder.path])
        let week = try BinaryRunner.run(["--short", "--lang", "en", "week 12"])
        #expect(edited.status == 0)
        #expect(edited.stdout == week.stdout, "\(edited.stdout) \(edited.stderr)")
        let builtIn = try BinaryRunner.run(["--short", "--lang", "en", "fortnightly tally 12"])
        #expect(builtIn.status != 0)
    }

    /// A developer variable pointing nowhere used to leave no language at all (a trap in the parser).
    @Test func localizationFolderWithoutLanguagesFallsBackToTheEmbeddedOnes() throws {
        let result = try BinaryRunner.run(["--short", "what week is it"], environment: ["VECKA_LOCALIZATION_DIR": "/nonexistent"])
        #expect(result.status == 0)
        #expect(result.stdout == "47\n")
    }
}
