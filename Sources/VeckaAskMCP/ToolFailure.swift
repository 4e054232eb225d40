/// A tool call that cannot be answered: wrong arguments, or a date the calendar cannot give. It becomes
/// a tool result with `isError` and this message, which the model reads and can act on — never a
/// protocol error, which a client shows as a failure of the server.
struct ToolFailure: Error, Sendable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
