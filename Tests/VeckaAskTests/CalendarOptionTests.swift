import Foundation
import Testing
import VeckaAskCLI
import VeckaEngine

/// `vecka-ask --calendar [YYYY-MM | YYYY]`, and how calendars are coloured: only on a terminal, never
/// under NO_COLOR or TERM=dumb, never in JSON or `--short`; the colours add nothing to the text.
@Suite struct CalendarOptionTests {
    /// A run in this process, with stdout a terminal or not.
    static func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool)
        -> (status: Int32, stdout: String, stderr: String) {
        let output = MemorySink(), errors = MemorySink()
        let status = Program.run(arguments: arguments,
                                 environment: Environment(["VECKA_TODAY": "2026-11-18", "LANG": "C.UTF-8", "TERM": "xterm"]
                                    .merging(environment) { $1 }),
                                 streams: StandardStreams(input: MemorySource([]), output: Output(output), errors: Output(errors),
                                                          outputIsTerminal: terminal))
        return (status, output.text, errors.text)
    }

    /// The text with its SGR sequences taken out.
    static func withoutColour(_ text: String) -> String {
        text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    @Test func thisMonthByDefault() throws {
        let result = try BinaryRunner.run(["--calendar"])
        #expect(result.status == 0)
        #expect(result.lines.first?.trimmingCharacters(in: .whitespaces) == "November 2026")
        #expect(result.stdout.contains("[18]"))
        #expect(!result.stdout.contains("\u{1B}"), "a pipe is no terminal")
    }

    @Test func aMonthOrAYear() throws {
        let december = try BinaryRunner.run(["--calendar", "2026-12", "--json"])
        let object = try #require(BinaryRunner.json(december.stdout))
        #expect(object["intent"] as? String == "monthOverview")
        let data = try #require(object["data"] as? [String: Any])
        #expect(data["year"] as? Int == 2026 && data["month"] as? Int == 12)
        #expect((data["weeks"] as? [[String: Any]])?.compactMap { $0["week"] as? Int } == [49, 50, 51, 52, 53])

        let january = try BinaryRunner.run(["--calendar=2027-01", "--lang", "sv", "--region", "SE"])
        #expect(january.status == 0)
        #expect(january.lines.first?.trimmingCharacters(in: .whitespaces) == "januari 2027")
        #expect(january.lines.dropFirst(2).first?.hasPrefix("53") == true)
        #expect(january.stdout.contains("Trettondedag jul"))

        let year = try BinaryRunner.run(["--calendar", "2027", "--json"])
        #expect(BinaryRunner.json(year.stdout)?["intent"] as? String == "yearOverview")
        #expect(try BinaryRunner.run(["--calendar", "2026-12", "--short"]).stdout == "2026-12\n")
        #expect(try BinaryRunner.run(["--short", "--calendar", "2027"]).stdout == "2027\n")
    }

    @Test(arguments: ["2026-13", "2026-1", "26-12", "december", "2026-12-01", "0000", ""])
    func anythingElseIsAUsageError(value: String) throws {
        let result = try BinaryRunner.run(["--calendar", value])
        #expect(result.status == 2, "\(value)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--calendar takes a month as YYYY-MM or a year as YYYY"), "\(result.stderr)")
        let swedish = try BinaryRunner.run(["--calendar", value, "--lang", "sv"])
        #expect(swedish.stderr.contains("--calendar tar en månad som ÅÅÅÅ-MM"))
    }

    /// A place whose holidays are not known is refused, not answered with another region's holidays.
    @Test func anUnknownPlaceIsRefused() throws {
        let result = try BinaryRunner.run(["--calendar", "--region", "ES"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Spain"))
        #expect(!result.stdout.contains("Wk"))
    }

    /// Colour on a terminal only; never with NO_COLOR (any non-empty value) or TERM=dumb; never in JSON
    /// or `--short`. The coloured text is the plain text plus SGR sequences, and nothing else.
    @Test func colourOnlyOnATerminal() throws {
        let plain = Self.run(["--calendar", "2026-11"], terminal: false)
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("\u{1B}"))

        let coloured = Self.run(["--calendar", "2026-11"], terminal: true)
        #expect(coloured.stdout.contains("\u{1B}[7m[18]\u{1B}[0m"), "today in reverse video")
        #expect(coloured.stdout.contains("\u{1B}[31m11*\u{1B}[0m"), "a holiday in red")
        #expect(coloured.stdout.contains("\u{1B}[36m47\u{1B}[0m"), "a week number in cyan")
        #expect(Self.withoutColour(coloured.stdout) == plain.stdout)

        for environment in [["NO_COLOR": "1"], ["NO_COLOR": "yes"], ["TERM": "dumb"]] {
            let quiet = Self.run(["--calendar", "2026-11"], environment: environment, terminal: true)
            #expect(quiet.stdout == plain.stdout, "\(environment)")
        }
        // An empty NO_COLOR counts as unset (no-color.org).
        #expect(Self.run(["--calendar", "2026-11"], environment: ["NO_COLOR": ""], terminal: true).stdout == coloured.stdout)

        for options in [["--json"], ["--short"]] {
            let machine = Self.run(["--calendar", "2026-11"] + options, terminal: true)
            #expect(!machine.stdout.contains("\u{1B}"), "\(options)")
        }
        // A question asked on a terminal is coloured the same way; other answers have nothing to colour.
        let question = Self.run(["show", "me", "this", "month"], terminal: true)
        #expect(question.stdout == coloured.stdout)
        let week = Self.run(["what", "week", "is", "it"], terminal: true)
        #expect(!week.stdout.contains("\u{1B}"))
    }

    /// The colours on a real terminal (tmux's pseudo-terminal), and none there under NO_COLOR.
    @Test func colourOnARealTerminal() throws {
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-calendar-\(getpid()).tmux").path
        let outputPath = socket + ".out"
        func tmux(_ arguments: [String]) throws -> String {
            var environment = ProcessInfo.processInfo.environment
            environment.removeValue(forKey: "TMUX")
            let child = try ChildProcess("tmux", ["-S", socket] + arguments, environment: environment, stdoutPath: outputPath)
            child.closeStdin()
            try child.wait(timeout: 20)
            return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        }
        defer {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(atPath: socket)
            try? FileManager.default.removeItem(atPath: outputPath)
        }
        func screen(noColor: Bool) throws -> String {
            let name = noColor ? "plain" : "colour"
            // The test runner's own NO_COLOR (swift test may set it) must not decide.
            let variables = "-u NO_COLOR VECKA_TODAY=2026-11-18 LANG=C.UTF-8 TERM=xterm-256color" + (noColor ? " NO_COLOR=1" : "")
            _ = try tmux(["new-session", "-d", "-s", name, "-x", "100", "-y", "30",
                      "env \(variables) \(BinaryRunner.executable.path) --calendar 2026-11; sleep 30"])
            let deadline = Date().addingTimeInterval(10)
            var shown = ""
            while Date() < deadline {
                // -e keeps the escape sequences of the cells' colours.
                shown = try tmux(["capture-pane", "-p", "-e", "-t", name])
                if shown.contains("Thanksgiving") { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return shown
        }
        let coloured = try screen(noColor: false)
        #expect(coloured.contains("Thanksgiving"))
        #expect(coloured.contains("\u{1B}["), "no colour on a terminal")
        let plain = try screen(noColor: true)
        #expect(plain.contains("Thanksgiving"))
        #expect(!plain.contains("\u{1B}["), "colour under NO_COLOR")

        // Asked in the interactive mode: the same grid, coloured, after the prompt.
        let state = socket + ".state"
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = try tmux(["new-session", "-d", "-s", "repl", "-x", "100", "-y", "40",
                      "env -u NO_COLOR XDG_STATE_HOME=\(state) INPUTRC=/dev/null VECKA_TODAY=2026-11-18 LANG=C.UTF-8 TERM=xterm-256color \(BinaryRunner.executable.path)"])
        var shown = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !shown.contains("vecka>") {
            shown = try tmux(["capture-pane", "-p", "-t", "repl"])
            Thread.sleep(forTimeInterval: 0.05)
        }
        _ = try tmux(["send-keys", "-t", "repl", "visa december", "Enter"])
        while Date() < deadline.addingTimeInterval(10), !shown.contains("Annandag jul") {
            shown = try tmux(["capture-pane", "-p", "-e", "-t", "repl"])
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(shown.contains("december 2026") && shown.contains("Annandag jul"))
        #expect(shown.contains("\u{1B}[31m24*"), "a holiday in red in the interactive mode")
    }
}
