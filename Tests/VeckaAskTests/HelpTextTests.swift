import Foundation
import Testing
@testable import VeckaAskCLI

/// `--help` is the reference a user has at hand, and the manual page is made from the same text
/// (scripts/install runs swift-argument-parser's generate-manual on `--experimental-dump-help`).
@Suite struct HelpTextTests {
    @Test func helpNamesTheEnvironmentFilesProtocolAndExitStatus() throws {
        let help = try BinaryRunner.run(["--help"]).stdout
        for word in ["VECKA_LANG", "VECKA_REGION", "VECKA_TODAY", "LANG", "LC_ALL", "LC_MESSAGES", "TZ", "NO_COLOR",
                     "XDG_STATE_HOME", "XDG_DATA_HOME", "vecka-ask/history", "protocol.md", "--json",
                     "0  answered", "1  not understood", "2  usage error", "3  input could not be read"] {
            #expect(help.contains(word), "\(word)")
        }
    }

    /// The argument parser rewraps a line longer than the terminal (80 columns when it is not one), and
    /// man a line kept as it is (one that starts with spaces) longer than 72, which would break the
    /// columns of the environment list.
    @Test func noLineIsRewrapped() throws {
        for line in HelpText.discussion.split(separator: "\n") where !line.hasPrefix("  vecka-ask \"") {
            #expect(line.count <= (line.hasPrefix(" ") ? 72 : 78), "\(line)")
        }
    }

    /// generate-manual drops every character outside ASCII: the manual's text has none, and says where the
    /// examples in the other languages are.
    @Test func theManualsTextIsASCII() throws {
        let dump = try BinaryRunner.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try #require(object["command"] as? [String: Any])
        let discussion = try #require(command["discussion"] as? String)
        let outsideASCII = discussion.filter { !$0.isASCII }
        #expect(outsideASCII.isEmpty, "\(outsideASCII)")
        #expect(discussion.contains("vecka-ask \"What week is it?\"") && discussion.contains("vecka-ask --help shows them"))
        #expect(discussion.contains("VECKA_REGION"))
        // And the help printed afterwards, in the same process, is the full one again.
        #expect(HelpText.discussion.contains("Vilken vecka är det?"))
    }

    /// The text is made only for those who read it: a run that only parses its options (`--short` in a
    /// status bar) does not pay for every language's examples.
    @Test func theTextIsMadeOnlyWhenItIsShown() {
        #expect(HelpText.Audience(arguments: ["--short", "what", "week"]) == .parsing)
        #expect(HelpText.Audience(arguments: ["--json"]) == .parsing)
        #expect(HelpText.Audience(arguments: ["--lang", "sv", "--help"]) == .help)
        #expect(HelpText.Audience(arguments: ["-h"]) == .help)
        #expect(HelpText.Audience(arguments: ["--experimental-dump-help"]) == .manual)
        #expect(HelpText.$audience.withValue(.parsing) { HelpText.discussion }.isEmpty)
        #expect(HelpText.discussion.contains("Environment:"))
    }

    /// The completion scripts offer the values of --lang and --region.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionOffersLanguagesAndRegions(shell: String) throws {
        let script = try BinaryRunner.run(["--generate-completion-script", shell])
        #expect(script.status == 0)
        for value in ["zh-Hant", "sv", "SE", "KR", "all"] { #expect(script.stdout.contains(value), "\(shell): \(value)") }
    }
}
