import ArgumentParser
import LocalizationData
import VeckaEngine

/// The command line. Parsing only: the modes live in Session, REPL and PipeMode.
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

    @Argument(parsing: .allUnrecognized, help: "The question. Without one: interactive on a terminal, one question per line on a pipe.")
    var question: [String] = []

    func validate() throws {
        if let lang, !Localization.codes.contains(lang) {
            throw ValidationError("Unknown language '\(lang)'. Available: \(Localization.codes.joined(separator: ", ")).")
        }
        if let today, CalendarDateParsing.date(today) == nil {
            throw ValidationError("--today takes a date as YYYY-MM-DD, not '\(today)'.")
        }
        // Free text is taken as it comes (so "week -3" works), but a word that looks like an option
        // is almost certainly a mistyped one: report it rather than answer it as a question.
        if let option = question.first(where: Options.looksLikeOption) {
            throw ValidationError("Unknown option '\(option)'.")
        }
        if let region, RegionList.parse(region) == nil {
            throw ValidationError("Unknown region in '\(region)'. Available: \(HolidayRegion.allCases.map(\.rawValue).joined(separator: ", ")), all.")
        }
        if json && short {
            throw ValidationError("--json and --short cannot be used together.")
        }
    }

    static func looksLikeOption(_ word: String) -> Bool {
        word.hasPrefix("--") && word.count > 2 && word.dropFirst(2).allSatisfy { $0.isLetter || $0 == "-" }
    }

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
            "Exit status: 0 answered, 1 not understood or no such date, 2 usage error.",
            "Interactive commands: :help, :lang <code>, :quit (or Ctrl-D).",
        ]
        return lines.joined(separator: "\n")
    }()
}

enum VersionInfo {
    static let version = "0.1.0"
}
