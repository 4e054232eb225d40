import IntentParser

extension AnswerBuilder {
    /// A kind reply with a few questions that do work, in the user's language. A question understood
    /// only in part says which of its words no answer could use, rather than answering without them.
    func unknown(unused: [String] = []) -> Answer {
        let examples = templates.list("unknown.examples").map { "  • " + $0 }
        let opening = unused.isEmpty ? templates.render("unknown") : templates.render("unknown.unused", ["parts": quotedList(unused)])
        return failure(.unknown, code: .notUnderstood, text: ([opening] + examples).joined(separator: "\n"), unused: unused)
    }

    func tooLong() -> Answer {
        failure(.unknown, code: .tooLong, text: templates.render("error.tooLong"))
    }
}
