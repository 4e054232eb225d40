import ArgumentParser
import Foundation
import Glibc

// Exit status: 0 answered, 1 not understood / no such date, 2 usage. (ArgumentParser's own
// usage code is 64; scripts here expect 2, so parsing errors are mapped by hand.)
signal(SIGPIPE, SIG_IGN)

let arguments = Array(CommandLine.arguments.dropFirst())
let settings: RunSettings
if let plain = RunSettings.plainQuestion(arguments) {
    settings = plain
} else {
    do {
        settings = try Options.parse(arguments).settings
    } catch {
        let message = Options.fullMessage(for: error)
        if Options.exitCode(for: error) == .success {
            Output.standard.line(message)
            exit(0)
        }
        Output.error.line(message)
        Output.error.line(Options.usageString())
        exit(2)
    }
}

let session = Session(settings: settings)
// A developer aid, not part of the interface: how the parser read each question.
if Environment.value("VECKA_EXPLAIN") == "1" && !settings.question.isEmpty {
    Output.error.line(session.responder.parser.explain(settings.question.joined(separator: " "), preferredLanguage: settings.language))
}
if !settings.question.isEmpty {
    let answer = session.answer(settings.question.joined(separator: " "))
    Output.standard.line(session.render(answer))
    exit(answer.isAnswered ? 0 : 1)
}
if isatty(STDIN_FILENO) != 0 && !settings.json && !settings.short {
    exit(REPL.run(session))
}
exit(PipeMode.run(session))
