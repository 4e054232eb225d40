/// What a run was asked to do, read from the command line. A plain value, so a question given
/// without options can skip the argument parser (whose set-up costs more than answering).
struct RunSettings {
    var json = false
    var short = false
    var language: String?
    var today: String?
    var region: String?
    var question: [String] = []

    /// Every argument is a word of the question: nothing for the argument parser to do.
    static func plainQuestion(_ arguments: [String]) -> RunSettings? {
        guard !arguments.isEmpty, arguments.allSatisfy({ !$0.hasPrefix("-") }) else { return nil }
        return RunSettings(question: arguments)
    }
}

extension Options {
    var settings: RunSettings {
        RunSettings(json: json, short: short, language: lang, today: today, region: region, question: question)
    }
}
