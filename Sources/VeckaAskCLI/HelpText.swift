import LocalizationData
import VeckaEngine

/// What `--help` says after the one-line abstract, and the DESCRIPTION of the manual page, which
/// swift-argument-parser's generate-manual makes from the same text (scripts/install): how questions
/// and languages work, examples, the modes, the JSON protocol, exit status, environment and files.
/// Lines stay within 78 columns so the help is not rewrapped, and those that start with spaces (which
/// keep their line in the manual, where the others are filled into paragraphs) within 72, the width
/// of the manual's text in an 80-column terminal.
enum HelpText {
    /// Who reads the configuration's discussion.
    enum Audience {
        /// `--help`, and anything outside `Program.run` (tests, embedders): the whole text.
        case help
        /// The manual generator (`--experimental-dump-help`): generate-manual drops every character
        /// outside ASCII, so examples written in other letters are left out rather than half-written.
        case manual
        /// The argument parser only parsing: nothing, since nothing is shown. ArgumentParser reads the
        /// configuration several times on every run it parses, and making the text (every language's
        /// examples) would cost a quarter of such a start: `--short` in a status bar, `--json` for a bot.
        case parsing

        init(arguments: [String]) {
            if arguments.contains("--experimental-dump-help") {
                self = .manual
            } else if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
                self = .help
            } else {
                self = .parsing
            }
        }
    }

    /// Set by Program.run around the argument parser; a task-local, so runs side by side in one process
    /// (the tests) do not see each other's.
    @TaskLocal static var audience = Audience.help

    static var discussion: String {
        switch audience {
        case .help: return help
        case .manual: return manual
        case .parsing: return ""
        }
    }

    /// Each text is made once, when first shown, from the raw templates only (building the parser and
    /// formatters here would slow the help down).
    private static let help = make(asciiOnly: false)
    private static let manual = make(asciiOnly: true)

    /// The holiday regions, from the engine (so the list cannot fall behind it), wrapped to 78 columns:
    /// the countries, then each country's subdivisions as a range of codes (`HolidayRegion.codeList`).
    private static var regionLines: [String] {
        let codes = HolidayRegion.codeList.replacing("…", with: "...")
        let words = ["Regions:"] + codes.split(separator: " ").map(String.init) + ["(subdivisions", "are", "regions", "of",
                                                                                  "their", "own);", "'all'", "is", "the", "countries."]
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > 78 {
                lines.append(line)
                line = word
            } else {
                line += line.isEmpty ? word : " " + word
            }
        }
        return lines + [line]
    }

    private static func make(asciiOnly: Bool) -> String {
        var lines = [
            "Ask in Swedish, English, German, Japanese, Korean, Chinese (Simplified or",
            "Traditional), Vietnamese or Thai. The answer is in the language of the",
            "question unless --lang (else VECKA_LANG) names one; a question that shows no",
            "language (\"24/12\", \"v12\") is read in that one, else in the locale's.",
            "Holidays are those of --region (else VECKA_REGION), else of the locale's",
            "territory or of the answer language's country.",
        ] + regionLines + [
            "",
            "Examples:",
        ]
        for pack in Localization.packs {
            let examples = (pack.answers["help.examples"] ?? "").split(separator: "|").prefix(2)
            lines += examples.filter { !asciiOnly || $0.allSatisfy(\.isASCII) }.map { "  vecka-ask \"\($0)\"" }
        }
        if asciiOnly { lines.append("  (vecka-ask --help shows them in every language)") }
        lines += [
            "",
            "Without a question: interactive on a terminal (line editing, history, Tab",
            "completion; commands " + REPLCommand.allCases.map(\.synopsis).joined(separator: ", ") + ",",
            "or Ctrl-D to quit), else one question per line of standard input, each",
            "answered on one line of standard output.",
            "",
            "Calendar: --calendar prints this month Monday to Sunday with its ISO week",
            "numbers, today in brackets, holidays marked * and listed; --calendar 2026-12",
            "another month, --calendar 2027 a whole year (as \"show me December\" and",
            "\"show 2027\" do). Colour only on a terminal, never with NO_COLOR.",
            "",
            "Notes and countdowns as a calendar file (iCalendar, RFC 5545):",
            "--export-ics [FILE] writes them as all-day events (to standard output",
            "without FILE); --import-ics FILE adds a calendar's events as notes on",
            "their dates (FILE '-': standard input). Importing a file again adds",
            "nothing twice: events are known by their UID.",
            "",
            "JSON protocol: with --json each answer is one JSON object on one line, and",
            "a line of input may be a request object such as {\"id\":7,\"text\":\"week 12\",",
            "\"lang\":\"sv\",\"today\":\"2026-11-21\",\"region\":[\"SE\"],\"tz\":\"Europe/Stockholm\"}.",
            "Its fields, error codes and JSON Schema: protocol.md and protocol.schema.json",
            "in share/doc/vecka-ask of the installation (docs/ in the source).",
            "",
            "Exit status:",
            "  0  answered (on a pipe: the end of the input)",
            "  1  not understood, no such date, or out of range",
            "  2  usage error, said in the user's language",
            "  3  input could not be read or output could not be written",
            "",
            "Environment:",
            "  VECKA_LANG      the language when --lang is not given",
            "  VECKA_REGION    the holiday regions when --region is not given",
            "  VECKA_TODAY     today (YYYY-MM-DD) when --today is not given",
            "  LC_ALL, LC_MESSAGES, LANG",
            "                  the locale, the first one set: its language, and",
            "                  its territory for holidays and numeric dates",
            "                  (en_GB: 3/4 is 3 April)",
            "  TZ              the time zone of today (else /etc/localtime)",
            "  NO_COLOR        set: no colour in the prompt and calendars (nor with",
            "                  TERM=dumb)",
            "  XDG_STATE_HOME  where history is kept",
            "  VECKA_DATABASE  where notes and countdowns are kept when --database",
            "                  is not given",
            "  XDG_DATA_HOME   else where they are kept (else ~/.local/share)",
            "",
            "Files:",
            "  $XDG_DATA_HOME/vecka-ask/vecka.sqlite",
            "                  notes and countdowns (else in ~/.local/share),",
            "                  opened only by a question about them, through the",
            "                  program vecka-ask-store; file mode 0600 in a folder",
            "                  of mode 0700",
            "  $XDG_STATE_HOME/vecka-ask/history",
            "                  the interactive history (else in ~/.local/state),",
            "                  file mode 0600 in a folder of mode 0700",
        ]
        return lines.joined(separator: "\n")
    }
}
