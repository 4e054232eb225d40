import LocalizationData

/// What a run was asked to do, read from the command line. A plain value, so a question given
/// without options can skip the argument parser (whose set-up costs more than answering).
struct RunSettings {
    var json = false
    var short = false
    var language: String?
    var today: String?
    var region: String?
    /// `--database`: where notes and countdowns are kept (Environment.databasePath).
    var database: String?
    /// `--mcp`: hand the run over to the MCP server (MCPServerLauncher).
    var mcp = false
    /// `--calendar`: print a month's or a year's calendar; the question, when there is one, is the period.
    var calendar = false
    /// `--export-ics`: write the notes and countdowns as iCalendar; the question, when there is one, is the file.
    var exportICS = false
    /// `--import-ics FILE`.
    var importICS: String?
    var question: [String] = []

    /// Every argument is a word of the question: nothing for the argument parser to do.
    static func plainQuestion(_ arguments: [String]) -> RunSettings? {
        guard !arguments.isEmpty, arguments.allSatisfy({ !$0.hasPrefix("-") }) else { return nil }
        return RunSettings(question: arguments)
    }

    /// The question given as arguments, nil when there is none (then stdin is read).
    var questionText: String? {
        guard var text = question.first else { return nil }
        // A loop, not `joined(separator:)`: the generic one's first use demangles and looks up
        // conformances at run time, a sixtieth of a one-shot answer.
        for word in question.dropFirst() { text += " " + word }
        return text
    }

    /// The first thing wrong with the settings and the environment, checked after parsing so that every
    /// entry (the argument parser and the plain-question shortcut) gets the same checks and messages.
    func usageProblem(environment: Environment) -> UsageProblem? {
        if let option = question.first(where: RunSettings.looksLikeOption) { return .unknownOption(option) }
        // An option outranks its variable, so a broken variable does not matter when the option is given.
        if let language {
            if Localization.code(forTag: language) == nil { return .unknownLanguage(language) }
        } else if case .invalid(let value) = environment.defaultLanguage {
            return .unknownLanguageVariable(value)
        }
        if let today {
            if CalendarDateParsing.date(today) == nil { return .badToday(today) }
        } else if case .invalid(let value) = environment.fixedToday {
            return .badTodayVariable(value)
        }
        if let region {
            if RegionList.parse(region) == nil { return .unknownRegion(region) }
        } else if case .invalid(let value) = environment.defaultRegions {
            return .unknownRegionVariable(value)
        }
        if json && short { return .jsonAndShort }
        if mcp && (json || short || !question.isEmpty || calendar || exportICS || importICS != nil) { return .mcpOptions }
        if exportICS || importICS != nil {
            let alone = !(json || short || calendar) && !(exportICS && importICS != nil)
            guard alone, importICS == nil || question.isEmpty, question.count <= 1 else { return .calendarFileOptions }
            if importICS?.isEmpty == true { return .missingValue("--import-ics") }
            return nil
        }
        if calendar {
            if let text = questionText, CalendarCommand.period(text) == nil { return .badCalendar(text) }
            return nil
        }
        if let text = questionText, RunSettings.isBlank(text) { return .emptyQuestion }
        return nil
    }

    /// Only white space, as Characters count it (a character is white space when its first scalar is).
    /// Decided from the scalars when an ASCII non-space comes first, which no mark can extend: going
    /// through Characters loads the grapheme-breaking tables, a fiftieth of a one-shot answer.
    static func isBlank(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) else { return true }
        if first.isASCII { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// Free text is taken as it comes (so "week -3" works), but a word that looks like an option is
    /// almost certainly a mistyped one: report it rather than answer it as a question.
    static func looksLikeOption(_ word: String) -> Bool {
        word.hasPrefix("--") && word.count > 2 && word.dropFirst(2).allSatisfy { $0.isLetter || $0 == "-" }
    }
}

extension Options {
    var settings: RunSettings {
        RunSettings(json: json, short: short, language: lang, today: today, region: region, database: database, mcp: mcp,
                    calendar: calendar, exportICS: exportICS, importICS: importICS, question: question)
    }
}

extension RunSettings {
    /// The options `--mcp` passes on to the server, which holds them for every call (its own --help lists them).
    var serverArguments: [String] {
        var arguments: [String] = []
        if let language { arguments += ["--lang", language] }
        if let today { arguments += ["--today", today] }
        if let region { arguments += ["--region", region] }
        return arguments
    }
}
