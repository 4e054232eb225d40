import IntentHandlers

/// A question given as arguments: one answer, and the exit status says whether it was answered.
enum OneShot {
    static func run(_ session: Session, question: String, output: Output, errors: Output) throws(IOFailure) -> Int32 {
        let answer = session.answer(question)
        if session.short && !answer.isAnswered {
            // A status bar shows stdout: a failure leaves it empty, and says why on stderr.
            errors.note(answer.text)
        } else {
            try output.answer(session.render(answer))
        }
        return answer.isAnswered ? ExitStatus.answered : ExitStatus.notAnswered
    }
}
