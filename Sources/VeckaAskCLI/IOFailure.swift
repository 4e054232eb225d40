/// Why a mode stopped before its end: input could not be read, or output could not be written.
enum IOFailure: Error {
    case reading(StreamError)
    case writing(StreamError)
}

extension Output {
    /// `line`, with a failure marked as a write failure.
    func answer(_ text: String) throws(IOFailure) {
        do {
            try line(text)
        } catch {
            throw .writing(error)
        }
    }
}
