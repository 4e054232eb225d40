import IntentParser

/// The structured answer to one question: what `--json` prints, and the text a person reads.
public struct Answer: Sendable {
    public enum ErrorCode: String, Sendable {
        case notUnderstood = "not_understood"
        case invalidDate = "invalid_date"
        case outOfRange = "out_of_range"
        case tooLong = "too_long"
    }

    public struct Failure: Sendable, Equatable {
        public let code: ErrorCode
        public let message: String
    }

    public let query: String
    /// The language of the answer text.
    public let language: String
    public let intent: IntentKind
    public let text: String
    /// The intent's values: dates as YYYY-MM-DD, weeks with their ISO week-year.
    public let data: [(String, JSONValue)]
    public let failure: Failure?
    /// The bare value for status bars (`--short`): "47", "2026-W47", "52".
    public let shortValue: String?

    /// Whether the question got a real answer (exit status 0 in one-shot mode).
    public var isAnswered: Bool { failure == nil }

    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("query", .string(query)),
            ("language", .string(language)),
            ("intent", .string(intent.rawValue)),
            ("answer", .string(text)),
            ("data", .object(data)),
        ]
        if let failure {
            pairs.append(("error", .object([("code", .string(failure.code.rawValue)), ("message", .string(failure.message))])))
        }
        return .object(pairs)
    }
}
