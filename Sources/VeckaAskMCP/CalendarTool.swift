import IntentHandlers
import IntentParser
import MCP
import VeckaAskCLI
import VeckaEngine

/// One tool of the server: what `tools/list` shows a model, and how a call is answered.
struct CalendarTool: Sendable {
    let name: String
    let title: String
    /// Written for a model choosing among the tools: when to use this one, and what it returns.
    let description: String
    /// The input schema's properties; `lang` is added to every tool but `ask` (which has its own).
    let arguments: [String: Value]
    let required: [String]
    let output: Value
    /// What a call does to the user's data (the personal tools); nil: nothing, the calendar tools' pure arithmetic.
    var changes: Changes? = nil
    let answer: @Sendable (ToolArguments, ToolContext) throws(ToolFailure) -> ToolOutput

    struct Changes {
        let destructive: Bool
        let idempotent: Bool
    }

    var tool: Tool {
        // Pure calendar arithmetic changes nothing, and the same call gives the same answer (for a given today).
        let annotations = Tool.Annotations(title: title, readOnlyHint: changes == nil, destructiveHint: changes?.destructive ?? false,
                                           idempotentHint: changes?.idempotent ?? true, openWorldHint: false)
        return Tool(name: name, title: title, description: description, inputSchema: Schema.object(arguments, required: required),
                    annotations: annotations, outputSchema: output)
    }

    func call(_ values: [String: Value]?, context: ToolContext) -> CallTool.Result {
        do {
            let arguments = try ToolArguments(tool: name, values: values, accepted: arguments.keys.sorted())
            return try answer(arguments, context).result
        } catch {
            return CallTool.Result(content: [.text(text: error.message, annotations: nil, _meta: nil)], isError: true)
        }
    }
}

/// A tool's answer: the structured content its output schema describes, and a short text for people.
struct ToolOutput {
    let structured: JSONValue
    let text: String
    var isError = false

    var result: CallTool.Result {
        // Typed as optional: a plain `Value` would pick the SDK's generic initializer, which re-encodes through JSON.
        let content: Value? = Value(structured)
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: content,
                               isError: isError)
    }
}

/// What every call shares: the server's options (`--lang`, `--region`, `--today`) and environment.
struct ToolContext: Sendable {
    let endpoint: ProtocolEndpoint
    /// Whose notes and countdowns the personal tools (and `ask`) use: `--user`, else the person running the server.
    var user = ""

    var responder: Responder { endpoint.responder }

    /// Today (the server's local date unless fixed), in the language asked for, else the server's.
    func answerContext(language: String?) -> AnswerContext {
        var context = endpoint.context()
        if let language { context.language = language }
        return context
    }

    func language(_ arguments: ToolArguments) throws(ToolFailure) -> String? {
        try arguments.optionalLanguage(among: responder.languageCodes)
    }

    /// The regions a call gave, else the server's `--region`, else those of the answer's language (as a
    /// question without a place is answered).
    func regions(_ given: [HolidayRegion]?, language: String?) -> [HolidayRegion] {
        if let given { return given }
        let context = answerContext(language: language)
        if !context.regions.isEmpty { return context.regions }
        return responder.defaultRegions(language: context.language ?? context.fallbackLanguage, context: context)
    }

    /// An understood question answered by the handlers `vecka-ask` answers with; a question they refuse
    /// (week 54, holidays of a year not known) is the tool's failure, with their message.
    func answer(_ intent: Intent, language: String?) throws(ToolFailure) -> Answer {
        let answer = responder.answer(intent, context: answerContext(language: language))
        if let failure = answer.failure { throw ToolFailure(failure.message) }
        return answer
    }
}

extension CalendarDate {
    /// The date as the handlers take one: a calendar date with its year.
    var expression: DateExpression {
        let (year, month, day) = components
        return .calendarDate(year: .absolute(year), month: month, day: day)
    }
}
