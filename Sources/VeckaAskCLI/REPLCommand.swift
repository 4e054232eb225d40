/// The REPL's `:` commands: one list for dispatch, Tab completion, `:help` and `--help`.
enum REPLCommand: CaseIterable {
    case help, lang, region, quit

    /// The name offered by Tab and shown in help.
    var name: String {
        switch self {
        case .help: return ":help"
        case .lang: return ":lang"
        case .region: return ":region"
        case .quit: return ":quit"
        }
    }

    /// Other spellings that work too.
    var aliases: [String] {
        switch self {
        case .help: return [":h", ":?"]
        case .quit: return [":q", ":exit"]
        case .lang, .region: return []
        }
    }

    /// How `--help` writes it: the argument is optional (without one the current setting is shown).
    var synopsis: String {
        switch self {
        case .lang: return name + " [<code>]"
        case .region: return name + " [<codes>|all]"
        case .help, .quit: return name
        }
    }

    static func named(_ word: String) -> REPLCommand? {
        allCases.first { $0.name == word || $0.aliases.contains(word) }
    }
}
