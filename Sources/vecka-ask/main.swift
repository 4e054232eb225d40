import ArgumentParser
import Foundation
import Glibc

// Exit status: 0 answered, 1 not understood / no such date, 2 usage. (ArgumentParser's own
// usage code is 64; scripts here expect 2, so parsing errors are mapped by hand.)
signal(SIGPIPE, SIG_IGN)

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
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

let session = Session(options: options)
// A developer aid, not part of the interface: how the parser read each question.
if Environment.variables["VECKA_EXPLAIN"] == "1" && !options.question.isEmpty {
    Output.error.line(session.responder.parser.explain(options.question.joined(separator: " "), preferredLanguage: options.lang))
}
if !options.question.isEmpty {
    let answer = session.answer(options.question.joined(separator: " "))
    Output.standard.line(session.render(answer))
    exit(answer.isAnswered ? 0 : 1)
}
if isatty(STDIN_FILENO) != 0 && !options.json && !options.short {
    exit(REPL.run(session))
}
exit(PipeMode.run(session))
