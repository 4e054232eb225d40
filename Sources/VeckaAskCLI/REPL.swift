import IntentHandlers
import IntentParser
import LineEditor
import LocalizationData
import VeckaEngine

/// The interactive mode on a terminal: readline prompt, history, completion, `:` commands.
enum REPL {
    static func run(_ session: Session, environment: Environment, streams: StandardStreams) throws(IOFailure) -> Int32 {
        let output = streams.output
        let history = HistoryKeeper(session: session, errors: streams.errors)
        // Built on the first Tab: gathering every language's words and holiday names takes longer than
        // the rest of the start, and many sessions never press Tab.
        var completion: CompletionWords?
        let responder = session.responder
        let editor = LineEditor(name: "vecka-ask", completer: { before, word in
            if completion == nil { completion = CompletionWords.all(vocabulary: responder.parser.vocabulary()) }
            return completion?.candidates(before: before, word: word) ?? []
        }, history: history.open(environment), historyFailed: history.failed)
        let prompt = environment.useColour(outputIsTerminal: streams.outputIsTerminal)
            ? "\u{1}\u{1B}[1;36m\u{2}vecka>\u{1}\u{1B}[0m\u{2} " : "vecka> "
        let messages = session.messages
        try output.answer(messages.text("help.title") + " " + (messages.responder.list("help.examples", language: messages.language).first ?? ""))
        while let line = editor.readLine(prompt: prompt) {
            let question = line.trimmingWhitespace()
            if question.isEmpty { continue }
            if question.hasPrefix(":") {
                if try !command(question, session: session, output: output) { break }
                continue
            }
            try output.answer(session.render(session.answer(question)))
        }
        return ExitStatus.answered
    }

    /// Runs a `:` command; false means quit.
    private static func command(_ input: String, session: Session, output: Output) throws(IOFailure) -> Bool {
        let words = input.split(whereSeparator: \.isWhitespace).map(String.init)
        let messages = session.messages
        guard let command = REPLCommand.named(words[0]) else {
            try output.answer(messages.render("repl.unknownCommand", ["command": VisibleText.quoted(words[0])])
                              + "\n" + messages.text("help.commands"))
            return true
        }
        let argument = words.dropFirst().joined(separator: ",")
        switch command {
        case .quit:
            return false
        case .help:
            let lines = [messages.text("help.title")]
                + messages.responder.list("help.examples", language: messages.language).map { "  " + $0 }
                + [messages.text("help.commands")]
            try output.answer(lines.joined(separator: "\n"))
        case .lang where argument.isEmpty:
            if let language = session.language {
                try output.answer(Messages(responder: session.responder, language: language).text("repl.languageCurrent"))
            } else {
                let name = Localization.pack(session.fallbackLanguage)?.setting("name") ?? session.fallbackLanguage
                try output.answer(messages.render("repl.languageAuto", ["language": name]))
            }
        case .lang:
            let codes = session.responder.languageCodes
            if let code = Localization.code(forTag: argument), codes.contains(code) {
                session.language = code
                try output.answer(session.responder.text("repl.language", language: code))
            } else {
                try output.answer(messages.text("repl.unknownLanguage") + " " + codes.joined(separator: ", "))
            }
        case .region where argument.isEmpty:
            if session.regions.isEmpty {
                var context = session.context
                context.regions = []
                context.places = []
                let regions = session.responder.defaultRegions(language: messages.language, context: context)
                let name = Localization.pack(messages.language)?.setting("name") ?? messages.language
                try output.answer(messages.render("repl.regionAuto", ["language": name, "regions": codes(regions)]))
            } else {
                try output.answer(messages.render("repl.regionCurrent", ["regions": session.regions.codes.joined(separator: ", ")]))
            }
        case .region:
            if let regions = RegionList.parse(argument) {
                session.regions = regions
                try output.answer(messages.text("repl.region") + " " + regions.codes.joined(separator: ", "))
            } else {
                try output.answer(messages.text("repl.unknownRegion") + " "
                                  + HolidayRegion.codeList + ", all")
            }
        }
        return true
    }

    private static func codes(_ regions: [HolidayRegion]) -> String {
        regions.map(\.rawValue).joined(separator: ", ")
    }
}

/// Opens the history file and says once, on stderr and in the user's language, when history cannot
/// be kept (no place for it, a symbolic link, a full disk): the session goes on without it.
private final class HistoryKeeper {
    private let session: Session
    private let errors: Output
    private var told = false

    init(session: Session, errors: Output) {
        self.session = session
        self.errors = errors
    }

    func open(_ environment: Environment) -> HistoryFile? {
        guard let directory = environment.stateDirectory else {
            tell(session.messages.text("repl.history.noLocation"))
            return nil
        }
        do throws(HistoryFile.Problem) {
            return try HistoryFile(stateDirectory: directory)
        } catch {
            failed(error)
            return nil
        }
    }

    func failed(_ problem: HistoryFile.Problem) {
        let messages = session.messages
        switch problem {
        case .symbolicLink(let path):
            tell(messages.render("repl.history.symbolicLink", ["path": VisibleText.quoted(path)]))
        case .unsafe(let path):
            tell(messages.render("repl.history.unsafe", ["path": VisibleText.quoted(path)]))
        case .failed(let path, let reason):
            tell(messages.render("repl.history.failed", ["path": VisibleText.quoted(path), "reason": reason]))
        }
    }

    private func tell(_ message: String) {
        guard !told else { return }
        told = true
        errors.note(message)
    }
}

extension StringProtocol {
    /// Without white space of any kind (NBSP, U+3000 …) at either end.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
