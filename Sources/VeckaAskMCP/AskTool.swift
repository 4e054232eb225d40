import IntentHandlers
import IntentParser
import MCP
import VeckaAskCLI

/// The whole understanding: the user's words in, the JSON Lines protocol's response object out — the very
/// object `vecka-ask --json` writes for the same request (docs/protocol.md), made by the same code.
enum AskTool {
    static let tool = CalendarTool(
        name: "ask", title: "Ask a calendar question in words",
        description: """
        Answers a question about ISO weeks, dates and public holidays written in words, in Swedish, English, German, Japanese, Korean, Chinese (Simplified or Traditional), Vietnamese or Thai: "what week is it?", "vilken vecka är julafton?", "how many working days until Christmas?", "추석이 언제야?". Pass the user's words on as they are when the question is about dates; use the typed tools instead when you already know the exact date, week or period. Relative words ("today", "next Friday", "this week") are read against `today`, which is the server's local date unless given (or `tz` names the user's time zone). Returns the protocol object: {version, query, language, intent, answer (a sentence to show the user), data (the values, by intent)} or, when the question cannot be answered, {…, error: {code, message}} — not_understood (the answer lists example questions), invalid_date, out_of_range, unsupported_place or too_long. Weeks are ISO 8601, and `year` next to a week is the ISO week-year.
        """,
        arguments: [
            "text": ["type": "string", "minLength": 1, "description": "The question, in the user's words."],
            "lang": Schema.described(Schema.language, "Language of the answer, and of questions that show none (\"24/12\"). Default: the question's own language."),
            "today": Schema.described(Schema.date, "The date that counts as today for this question. Default: the server's local date (or its --today)."),
            "tz": ["type": "string", "description": "The user's IANA time zone (Asia/Tokyo), or an offset (UTC+5:30): today is taken there when `today` is not given."],
            "region": [
                "description": "Holiday regions: a list of ISO 3166 codes ([\"SE\", \"US\"]), one code, or \"all\". Default: a place named in the question, else the server's --region, else the answer language's country.",
                "anyOf": [Schema.array(of: Schema.string, minItems: 1), Schema.string],
            ],
        ], required: ["text"],
        output: responseSchema
    ) { arguments, context throws(ToolFailure) in
        switch arguments.values["text"] {
        // The SDK reads a string that looks like a data URL as data; the request line gets its text back.
        case .string?, .data?: break
        default: throw ToolFailure("`text` must be the question as a string.")
        }
        // The arguments are a request object of the protocol: the same parsing, checks and messages.
        // The server's --user is the request's user; a call cannot name one (`user` is not an argument of ask).
        var request = arguments.values
        if !context.user.isEmpty { request["user"] = .string(context.user) }
        let line = JSONValue(Value.object(request)).serialized
        let response = context.endpoint.response(to: line)
        let answer: String
        if case .string(let text)? = response["answer"] {
            answer = text
        } else if case .string(let message)? = response["error"]?["message"] {
            // Only a request that could not be read has no answer: the arguments were wrong.
            return ToolOutput(structured: response, text: message, isError: true)
        } else {
            answer = ""
        }
        return ToolOutput(structured: response, text: answer)
    }

    /// The protocol object's shape, in brief: docs/protocol.schema.json holds every intent's `data`,
    /// which would cost a model's context thousands of tokens on every tools/list for little it needs.
    static let responseSchema: Value = [
        "type": "object",
        "properties": [
            "version": ["const": 1],
            "query": ["type": "string", "description": "The question as received."],
            "language": ["enum": ["sv", "en", "de", "ja", "ko", "zh", "zh-Hant", "vi", "th"]],
            "intent": [
                "enum": .array(IntentKind.allCases.map { .string($0.rawValue) }),
                "description": "What the question asked; it decides the fields of `data` (docs/protocol.md).",
            ],
            "answer": ["type": "string", "minLength": 1, "description": "The answer as a sentence in `language`, to show the user."],
            "data": [
                "type": "object",
                "description": "The answer's values: dates as YYYY-MM-DD, `week` with its ISO week-year `year`, `weekday` 1 = Monday … 7 = Sunday, `holidays` as objects {date, id, name, region, public}.",
            ],
            "error": Schema.object([
                "code": ["enum": .array(Answer.ErrorCode.allCases.map { .string($0.rawValue) })],
                "message": ["type": "string", "minLength": 1],
                "unused": Schema.array(of: ["type": "string", "minLength": 1], minItems: 1,
                                       description: "The words of a question understood only in part that no answer could use."),
            ], required: ["code", "message"]),
        ],
        "required": ["version"],
        "additionalProperties": false,
        "oneOf": [
            ["required": ["query", "language", "intent", "answer", "data"], "not": ["required": ["error"]]],
            ["required": ["error"], "not": ["required": ["data"]]],
        ],
    ]
}
