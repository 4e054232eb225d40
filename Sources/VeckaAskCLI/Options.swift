import ArgumentParser
import LocalizationData
import VeckaEngine

/// The command line's syntax. Parsing only: the values are checked in RunSettings.usageProblem (so the
/// plain-question shortcut gets the same checks, with localized messages), and the modes live in
/// Program, OneShot, PipeMode and REPL.
struct Options: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "vecka-ask",
            abstract: "Answers questions about ISO 8601 weeks, dates and public holidays, in eight languages.",
            discussion: HelpText.discussion,
            version: VersionInfo.version
        )
    }

    @Flag(name: .long, help: "Print each answer as one JSON object per line.")
    var json = false

    @Flag(name: .long, help: "Print only the value (47, 2026-W47, 52): for status bars and prompts.")
    var short = false

    // The completion scripts (--generate-completion-script) offer these values.
    @Option(name: .long, help: ArgumentHelp("Answer in this language, and read questions without words in it.",
                                            valueName: "code"), completion: .list(Localization.codes))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp("Use this date as today (also VECKA_TODAY).", valueName: "YYYY-MM-DD"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp(
        "Holiday regions, comma-separated, or 'all' (default: from the question's language).", valueName: "SE,US"),
            completion: .list(HolidayRegion.allCases.map(\.rawValue) + ["all"]))
    var region: String?

    @Flag(name: .long, help: ArgumentHelp(
        "Print this month's calendar with week numbers; or the month or year given after it (YYYY-MM, YYYY).",
        valueName: "YYYY-MM"))
    var calendar = false

    @Option(name: .long, help: ArgumentHelp(
        "Keep notes and countdowns in this SQLite file (also VECKA_DATABASE; default $XDG_DATA_HOME/vecka-ask/vecka.sqlite).",
        valueName: "path"), completion: .file())
    var database: String?

    @Flag(name: .customLong("export-ics"), help: ArgumentHelp(
        "Write your notes and countdowns as an iCalendar file: to the file given after it, else to standard output.",
        valueName: "file"))
    var exportICS = false

    @Option(name: .customLong("import-ics"), help: ArgumentHelp(
        "Read the events of an iCalendar file as notes on their dates ('-': standard input); importing again adds nothing twice.",
        valueName: "file"), completion: .file(extensions: ["ics"]))
    var importICS: String?

    @Flag(name: .long, help: "Serve the Model Context Protocol on stdin/stdout for AI assistants (docs/mcp.md); runs vecka-ask-mcp.")
    var mcp = false

    @Argument(parsing: .allUnrecognized, help: "The question. Without one: interactive on a terminal, one question per line on a pipe.")
    var question: [String] = []

}

enum VersionInfo {
    static let version = "0.1.0"
}
