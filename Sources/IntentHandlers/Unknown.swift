import IntentParser

extension AnswerBuilder {
    /// A kind reply with a few questions that do work, in the user's language.
    func unknown() -> Answer {
        let examples = templates.list("unknown.examples").map { "  • " + $0 }
        let text = ([templates.render("unknown")] + examples).joined(separator: "\n")
        return failure(.unknown, code: .notUnderstood, text: text)
    }

    func tooLong() -> Answer {
        failure(.unknown, code: .tooLong, text: templates.render("error.tooLong"))
    }
}
