/// Stdin is not a terminal: one answer per non-blank input line, in order, each written at once.
enum PipeMode {
    static func run(_ session: Session) -> Int32 {
        var status: Int32 = 0
        while let raw = readLine(strippingNewline: true) {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            if line.allSatisfy(\.isWhitespace) { continue }
            let answer = session.answer(line)
            if !answer.isAnswered { status = 1 }
            Output.standard.line(session.render(answer))
        }
        return status
    }
}
