import ArgumentParser
import LocalizationData

/// The command line's syntax. Parsing only: the values are checked in RunSettings.usageProblem (so the
/// plain-question shortcut gets the same checks, with localized messages), and the modes live in
/// Program, OneShot, PipeMode and REPL.
struct Options: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "vecka-ask",
            abstract: "Answers questions about ISO 8601 weeks and dates, in eight languages.",
            discussion: helpDiscussion,
            version: VersionInfo.version
        )
    }

    @Flag(name: .long, help: "Print each answer as one JSON object per line.")
    var json = false

    @Flag(name: .long, help: "Print only the value (47, 2026-W47, 52): for status bars and prompts.")
    var short = false

    @Option(name: .long, help: ArgumentHelp("Answer in this language, and read questions without words in it.",
                                            valueName: "code"))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp("Use this date as today (also VECKA_TODAY).", valueName: "YYYY-MM-DD"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp(
        "Holiday regions, comma-separated, or 'all' (default: from the question's language).", valueName: "SE,US"))
    var region: String?

    @Flag(name: .long, help: "Serve the Model Context Protocol on stdin/stdout for AI assistants (docs/mcp.md); runs vecka-ask-mcp.")
    var mcp = false

    @Argument(parsing: .allUnrecognized, help: "The question. Without one: interactive on a terminal, one question per line on a pipe.")
    var question: [String] = []

    /// ArgumentParser reads the configuration several times on every run: computed once, from the
    /// raw templates only (building the parser and formatters here would slow down every start).
    private static let helpDiscussion: String = {
        var lines = ["Examples:"]
        for pack in Localization.packs {
            let examples = (pack.answers["help.examples"] ?? "").split(separator: "|").prefix(2)
            lines += examples.map { "  vecka-ask \"\($0)\"" }
        }
        lines += [
            "",
            "Exit status: 0 answered, 1 not understood or no such date, 2 usage error, 3 input or output failed.",
            "Interactive commands: " + REPLCommand.allCases.map(\.synopsis).joined(separator: ", ") + " (or Ctrl-D to quit).",
        ]
        return lines.joined(separator: "\n")
    }()
}

enum VersionInfo {
    static let version = "0.1.0"
}
