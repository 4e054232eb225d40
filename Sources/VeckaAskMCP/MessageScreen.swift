import Foundation

/// Answers a line that is not a JSON-RPC message before the SDK sees it. The SDK (0.12.1) answers such a
/// line with a made-up random id, which no client can match; JSON-RPC 2.0 says the id is then null, or
/// the message's own when it has one. Parsed with JSONSerialization, not into the SDK's `Value`, whose
/// decoding matches every string against a regular expression it builds anew each time (data URLs).
enum MessageScreen {
    enum Verdict {
        /// A message (or a batch) to pass on, parsed.
        case message(Any)
        /// Not a message: this error response answers it.
        case rejected(String)
    }

    static func screen(_ line: Data) -> Verdict {
        guard let parsed = try? JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed]) else {
            return .rejected(error(id: nil, code: -32700, "Parse error: the line is not JSON."))
        }
        return rejection(of: parsed).map(Verdict.rejected) ?? .message(parsed)
    }

    /// The error response for a value that is not a message, nil for a message (or a batch).
    private static func rejection(of parsed: Any) -> String? {
        if parsed is [Any] { return nil }
        guard let message = parsed as? [String: Any] else {
            return error(id: nil, code: -32600, "Invalid Request: a message is a JSON object.")
        }
        let id = RequestID(message["id"])
        if let method = message["method"] {
            return method is String ? nil : error(id: id, code: -32600, "Invalid Request: `method` must be a string.")
        }
        // A response to a request of the server's own (it sends none, but the SDK handles them).
        if message["result"] != nil || message["error"] != nil { return nil }
        return error(id: id, code: -32600, "Invalid Request: a message has a `method`, or is a response.")
    }

    private static func error(id: RequestID?, code: Int, _ message: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id?.json ?? "null"),"error":{"code":\#(code),"message":"\#(message)"}}"#
    }
}

/// A JSON-RPC request id as JSONSerialization reads it: a string or an integer (anything else is no id).
enum RequestID: Hashable, Sendable {
    case number(Int)
    case text(String)

    init?(_ value: Any?) {
        switch value {
        case let text as String: self = .text(text)
        // Booleans are NSNumbers too; their Objective-C type is "c" (char), an integer's one of "islq".
        case let number as NSNumber where "islq".contains(String(cString: number.objCType)): self = .number(number.intValue)
        default: return nil
        }
    }

    /// As JSON text.
    var json: String {
        switch self {
        case .number(let number): return String(number)
        case .text(let text):
            let data = (try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])) ?? Data("null".utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }
}
