import IntentHandlers
import IntentParser

/// Stdin is not a terminal: exactly one response per input line, in order, each written at once —
/// a blank line too (it is not understood, like any question without content), so a bot waiting for
/// the answer to every line it sent never hangs. With `--json` a line may also be a request object
/// (docs/protocol.md), and every response is one JSON object on one line. With `--short` a failure is
/// an empty line (its message goes to stderr). At the end of input the exit status is 0: failures are
/// answered per line.
enum PipeMode {
    static func run(_ session: Session, input: any ByteSource, output: Output, errors: Output) throws(IOFailure) {
        var reader = LineReader(source: input, limit: QuestionParser.maximumLength)
        while true {
            let line: LineReader.Line?
            do {
                line = try reader.next()
            } catch {
                throw .reading(error)
            }
            switch line {
            case nil:
                return
            case .tooLong(let head)?:
                try respondToOverlongLine(head: head, session, output: output, errors: errors)
            case .text(let text)?:
                if session.json {
                    // One reading of the clock for the session's today and a request's own zone.
                    let now = session.now()
                    try output.answer(Request.respond(to: text, responder: session.responder, context: session.context(at: now),
                                                      todayIsFixed: session.fixedToday != nil, now: now,
                                                      messageLanguage: session.messageLanguage,
                                                      personal: { session.personalData?.access(user: $0 ?? PersonalData.localUser) }))
                } else {
                    let answer = session.answer(text)
                    if session.short && !answer.isAnswered {
                        errors.note(answer.text)
                        try output.answer("")
                    } else {
                        try output.answer(session.render(answer))
                    }
                }
            }
        }
    }

    /// A line over the limit was not kept, so its response has no `query`; a request object whose `id`
    /// (and `lang`) came complete before the cut gets them echoed, so the bot can match the answer.
    private static func respondToOverlongLine(head: String, _ session: Session, output: Output,
                                              errors: Output) throws(IOFailure) {
        var language = session.messageLanguage
        var id: JSONValue?
        if session.json && Request.isObject(head) {
            let members = RequestJSON.leadingMembers(of: head)
            id = members.last { $0.key == "id" }.flatMap { Request.echoedID($0.value) }
            if case .string(let code)? = members.last(where: { $0.key == "lang" })?.value,
               session.responder.languageCodes.contains(code) {
                language = code
            }
        }
        let message = session.responder.text("error.tooLong", language: language)
        if session.json {
            try output.answer(Answer.tooLongLine(id: id, language: language, message: message).serialized)
        } else if session.short {
            errors.note(message)
            try output.answer("")
        } else {
            try output.answer(message)
        }
    }
}
