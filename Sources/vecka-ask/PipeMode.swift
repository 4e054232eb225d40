import Foundation
import IntentHandlers
import IntentParser
import VeckaEngine

/// Stdin is not a terminal: one answer per non-blank input line, in order, each written at once.
/// With `--json` a line may also be a request object (docs/protocol.md), and every answer is one
/// JSON object on one line. At end of input the exit status is 0: failures are answered per line.
enum PipeMode {
    static func run(_ session: Session) -> Int32 {
        var reader = LineReader(limit: QuestionParser.maximumLength)
        while let line = reader.next() {
            switch line {
            case .tooLong:
                let answer = session.responder.answer(String(repeating: " ", count: QuestionParser.maximumLength + 1),
                                                      context: session.context)
                Output.standard.line(session.json ? answer.json.serialized : answer.text)
            case .text(let text):
                if text.allSatisfy({ $0.isWhitespace }) { continue }
                Output.standard.line(session.json ? respond(toRequest: text, session) : session.render(session.answer(text)))
            }
        }
        return 0
    }

    private static func respond(toRequest line: String, _ session: Session) -> String {
        Request.respond(to: line, responder: session.responder, context: session.context,
                        todayIsFixed: session.fixedToday != nil, messageLanguage: session.messageLanguage)
    }
}
