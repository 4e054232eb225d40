import IntentHandlers
import MCP

/// The project's JSON values (ordered, written by hand for the pipe's speed) and the SDK's `Value`, which
/// the MCP messages are made of. Converted directly rather than through text, so a string is never
/// reread as something else (the SDK decodes a string that looks like a data URL as binary data).
extension Value {
    init(_ json: JSONValue) {
        switch json {
        case .string(let text): self = .string(text)
        case .int(let number): self = .int(number)
        case .number(let number): self = .double(number)
        // Only a request's echoed `id` is verbatim, and the MCP tools take no id; kept exact all the same.
        case .verbatimNumber(let text): self = Int(text).map(Value.int) ?? Double(text).map(Value.double) ?? .string(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array(let values): self = .array(values.map(Value.init))
        case .object(let pairs):
            var object: [String: Value] = [:]
            for (key, value) in pairs { object[key] = Value(value) }
            self = .object(object)
        }
    }
}

extension JSONValue {
    /// A tool's arguments as a request line's object (the `ask` tool hands them to the JSON Lines code).
    init(_ value: Value) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .number(number)
        case .string(let text): self = .string(text)
        // The SDK read a string of the form `data:…;base64,…` as data; the text it stood for is its description.
        case .data: self = .string(value.description)
        case .array(let values): self = .array(values.map(JSONValue.init))
        case .object(let object): self = .object(object.sorted { $0.key < $1.key }.map { ($0.key, JSONValue($0.value)) })
        }
    }
}
