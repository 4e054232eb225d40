/// The argument parser's own errors that are said in the user's language: an option without its value
/// (`--lang` last, or followed by another option) and a flag given one (`--json=yes`). Read from the
/// arguments rather than from the parser's English message, whose wording is not an interface; any
/// other parser error keeps that message.
enum ParserMistake {
    /// The options of `Options` that take a value, and its flags: one added there is added here too
    /// (LocalizedUsageErrorTests.parserMistakeKnowsEveryOption compares them with `--help`).
    static let optionsWithValues = ["--lang", "--today", "--region", "--database", "--import-ics"]
    static let flags = ["--json", "--short", "--mcp", "--calendar", "--export-ics"]

    /// The first such mistake, scanning as the parser does: an option's value is skipped, and `--` ends
    /// the options.
    static func problem(in arguments: [String]) -> UsageProblem? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { return nil }
            let name = String(argument.prefix { $0 != "=" })
            if flags.contains(name), name.count < argument.count {
                return .flagWithValue(name, String(argument.dropFirst(name.count + 1)))
            }
            if optionsWithValues.contains(name), name.count == argument.count {
                let next = arguments.index(after: index)
                if next == arguments.endIndex || arguments[next].hasPrefix("-") { return .missingValue(name) }
                index = next
            }
            index = arguments.index(after: index)
        }
        return nil
    }

    /// The value given to `--lang` (`--lang sv`, `--lang=sv`), found without the parser, which has just
    /// failed: the language its error is said in.
    static func languageOption(in arguments: [String]) -> String? {
        for (index, argument) in zip(arguments.indices, arguments) {
            if argument == "--" { return nil }
            if argument.hasPrefix("--lang=") { return String(argument.dropFirst("--lang=".count)) }
            if argument == "--lang", index + 1 < arguments.endIndex { return arguments[index + 1] }
        }
        return nil
    }
}
