import Foundation
import MCP

/// Answers a line that is not a JSON-RPC message before the SDK sees it. The SDK (0.12.1) answers such a
/// line with a made-up random id, which no client can match; JSON-RPC 2.0 says the id is then null, or
/// the message's own when it has one.
enum MessageScreen {
    enum Verdict {
        /// A message (or a batch) to pass on, as read.
        case message(Value)
        /// Not a message: this error response answers it.
        case rejected(String)
    }

    static func screen(_ line: Data) -> Verdict {
        guard let parsed = try? JSONDecoder().decode(Value.self, from: line) else {
            return .rejected(error(id: "null", code: -32700, "Parse error: the line is not JSON."))
        }
        return rejection(of: parsed).map(Verdict.rejected) ?? .message(parsed)
    }

    /// The error response for a value that is not a message, nil for a message (or a batch).
    private static func rejection(of parsed: Value) -> String? {
        if case .array = parsed { return nil }
        guard case .object(let message) = parsed else {
            return error(id: "null", code: -32600, "Invalid Request: a message is a JSON object.")
        }
        let id = echoedID(message["id"])
        if let method = message["method"] {
            guard case .string = method else { return error(id: id, code: -32600, "Invalid Request: `method` must be a string.") }
            return nil
        }
        // A response to a request of the server's own (it sends none, but the SDK handles them).
        if message["result"] != nil || message["error"] != nil { return nil }
        return error(id: id, code: -32600, "Invalid Request: a message has a `method`, or is a response.")
    }

    /// The id as JSON text when it is one JSON-RPC allows (a string or an integer), else null.
    private static func echoedID(_ id: Value?) -> String {
        switch id {
        case .int(let number)?: return String(number)
        case .string(let text)?:
            guard let data = try? JSONEncoder().encode(text) else { return "null" }
            return String(decoding: data, as: UTF8.self)
        default: return "null"
        }
    }

    private static func error(id: String, code: Int, _ message: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"error":{"code":\#(code),"message":"\#(message)"}}"#
    }
}
