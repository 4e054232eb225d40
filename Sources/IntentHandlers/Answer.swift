import IntentParser

/// The structured answer to one question: what `--json` prints, and the text a person reads.
public struct Answer: Sendable {
    public enum ErrorCode: String, Sendable, CaseIterable {
        case notUnderstood = "not_understood"
        case invalidDate = "invalid_date"
        case outOfRange = "out_of_range"
        /// A holiday question about a place whose holidays are not known here (a German Land, Austria).
        case unsupportedPlace = "unsupported_place"
        case tooLong = "too_long"
        case badRequest = "bad_request"
        /// The user's notes could not be reached (no store program, a full disk, permissions).
        case unavailable = "storage_unavailable"
        /// A note too long, a name too long, too many notes.
        case limitExceeded = "limit_exceeded"
        /// A note or countdown asked for by number or name that the user does not have.
        case notFound = "not_found"
    }

    /// Version of the JSON shape (docs/protocol.md); raised whenever a field changes meaning or goes away.
    public static let protocolVersion = 1

    public struct Failure: Sendable, Equatable {
        public let code: ErrorCode
        public let message: String
        /// The words of a question understood only in part that no answer could use.
        public var unused: [String] = []
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
    /// Parts of `text` a terminal may style (a month's calendar); empty for most answers.
    public var marks: [TextMark] = []

    /// The same answer with a note after its text ("(read as month/day)").
    func appending(_ note: String) -> Answer {
        let separator = text.unicodeScalars.last.map { (0x3000...0x303F).contains($0.value) } == true ? "" : " "
        return Answer(query: query, language: language, intent: intent, text: text + separator + note, data: data,
               failure: failure, shortValue: shortValue, marks: marks)
    }

    /// Whether the question got a real answer (exit status 0 in one-shot mode).
    public var isAnswered: Bool { failure == nil }

    /// The protocol object: `data` when answered, `error` when not; `id` echoes the request's.
    public func json(id: JSONValue? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("version", .int(Answer.protocolVersion))]
        if let id { pairs.append(("id", id)) }
        pairs += [
            ("query", .string(query)),
            ("language", .string(language)),
            ("intent", .string(intent.rawValue)),
            ("answer", .string(text)),
        ]
        if let failure {
            var error: [(String, JSONValue)] = [("code", .string(failure.code.rawValue)), ("message", .string(failure.message))]
            if !failure.unused.isEmpty { error.append(("unused", .array(failure.unused.map(JSONValue.string)))) }
            pairs.append(("error", .object(error)))
        } else {
            pairs.append(("data", .object(data)))
        }
        return .object(pairs)
    }

    public var json: JSONValue { json() }

    /// The response to a pipe line longer than the limit. The line was not kept, so there is no `query`
    /// (nothing is made up in its place); `id` is the request's when it could be read from the line's start.
    public static func tooLongLine(id: JSONValue?, language: String, message: String) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("version", .int(protocolVersion))]
        if let id { pairs.append(("id", id)) }
        pairs += [
            ("language", .string(language)),
            ("intent", .string(IntentKind.unknown.rawValue)),
            ("answer", .string(message)),
            ("error", .object([("code", .string(ErrorCode.tooLong.rawValue)), ("message", .string(message))])),
        ]
        return .object(pairs)
    }

    /// The response to a request line that could not be read at all (malformed JSON, wrong types).
    public static func badRequest(id: JSONValue?, message: String) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("version", .int(protocolVersion))]
        if let id { pairs.append(("id", id)) }
        pairs.append(("error", .object([("code", .string(ErrorCode.badRequest.rawValue)), ("message", .string(message))])))
        return .object(pairs)
    }
}
