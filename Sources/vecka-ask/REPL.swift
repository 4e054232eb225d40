import IntentHandlers
import LineEditor
import VeckaEngine

/// The interactive mode on a terminal: readline prompt, history, completion, `:` commands.
enum REPL {
    static func run(_ session: Session) -> Int32 {
        let commands = [":help", ":lang", ":region", ":quit"]
        let editor = LineEditor(name: "vecka-ask", historyPath: Environment.historyPath(),
                                completions: commands + session.responder.parser.vocabulary().filter { !$0.contains(" ") })
        let prompt = Environment.useColour ? "\u{1}\u{1B}[1;36m\u{2}vecka>\u{1}\u{1B}[0m\u{2} " : "vecka> "
        Output.standard.line(session.responder.text("help.title", language: session.messageLanguage)
                             + " " + (session.responder.list("help.examples", language: session.messageLanguage).first ?? ""))
        while let line = editor.readLine(prompt: prompt) {
            let question = line.trimmingCharacters(in: .whitespaces)
            if question.isEmpty { continue }
            if question.hasPrefix(":") {
                if !command(question, session: session) { break }
                continue
            }
            Output.standard.line(session.render(session.answer(question)))
        }
        editor.saveHistory()
        return 0
    }

    /// Runs a `:` command; false means quit.
    private static func command(_ input: String, session: Session) -> Bool {
        let words = input.split(separator: " ").map(String.init)
        let language = session.messageLanguage
        switch words[0] {
        case ":quit", ":q", ":exit":
            return false
        case ":help", ":h", ":?":
            let lines = [session.responder.text("help.title", language: language)]
                + session.responder.list("help.examples", language: language).map { "  " + $0 }
                + [session.responder.text("help.commands", language: language)]
            Output.standard.line(lines.joined(separator: "\n"))
        case ":lang":
            let codes = session.responder.languageCodes
            if words.count > 1, codes.contains(words[1]) {
                session.language = words[1]
                Output.standard.line(session.responder.text("repl.language", language: words[1]))
            } else {
                Output.standard.line(session.responder.text("repl.unknownLanguage", language: language)
                                     + " " + codes.joined(separator: ", "))
            }
        case ":region":
            if words.count > 1, let regions = RegionList.parse(words.dropFirst().joined(separator: ",")) {
                session.regions = regions
                Output.standard.line(session.responder.text("repl.region", language: language) + " "
                                     + regions.map(\.rawValue).joined(separator: ", "))
            } else {
                Output.standard.line(session.responder.text("repl.unknownRegion", language: language) + " "
                                     + HolidayRegion.allCases.map(\.rawValue).joined(separator: ", ") + ", all")
            }
        default:
            Output.standard.line(session.responder.text("help.commands", language: language))
        }
        return true
    }
}
