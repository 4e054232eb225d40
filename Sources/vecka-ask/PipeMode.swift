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
        let request: Request
        do {
            request = try Request.parse(line, languages: session.responder.languageCodes)
        } catch {
            let message = session.responder.badRequestMessage(error.reason, language: session.messageLanguage)
            return Answer.badRequest(id: error.id, message: message).serialized
        }
        var context = session.context
        if let language = request.language { context.language = language }
        if let regions = request.regions { context.regions = regions.compactMap(HolidayRegion.init(rawValue:)) }
        if let today = request.today {
            context.today = today
        } else if let zone = request.timeZone, session.fixedToday == nil {
            context.today = CalendarDate.today(in: zone)
        }
        return session.responder.answer(request.text, context: context).json(id: request.id).serialized
    }
}
