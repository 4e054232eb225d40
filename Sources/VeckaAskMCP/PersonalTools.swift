import IntentHandlers
import IntentParser
import MCP
import VeckaAskCLI
import VeckaEngine

/// The user's own notes and countdowns as typed tools, for a model that already knows the date and the text:
/// each is answered as the same command said in words is (`ask` with "note on Friday: …"), for the server's
/// `--user` (else the person running it) — a model cannot name another user. They return the protocol object
/// (`AskTool.responseSchema`), with `data` as docs/protocol.md gives it for addNote, listNotes, deleteNote,
/// addCountdown, listCountdowns and deleteCountdown.
enum PersonalTools {
    static let all = [addNote, listNotes, deleteNote, addCountdown, listCountdowns, deleteCountdown]

    static let addNote = CalendarTool(
        name: "add_note", title: "Add a note to a day",
        description: "Keeps a note on a day of the user's own calendar (\"dentist at 10\" on 2026-11-27), exactly as given; it then shows in week overviews, month calendars and list_notes. Returns the protocol object with data {note: {number, date, text, created}}; `number` is what delete_note takes.",
        arguments: [
            "date": Schema.described(Schema.date, "The day of the note, YYYY-MM-DD."),
            "text": ["type": "string", "minLength": 1, "maxLength": .int(PersonalLimits.noteCharacters), "description": "The note, as the user said it."],
            "lang": Schema.language,
        ], required: ["date", "text"], output: AskTool.responseSchema,
        changes: .init(destructive: false, idempotent: false)
    ) { arguments, context throws(ToolFailure) in
        let date = try arguments.date("date")
        let text = try arguments.text("text")
        return try context.personal(.addNote(date: date.expression, text: text), query: "add_note \(date) \(text)", arguments)
    }

    static let listNotes = CalendarTool(
        name: "list_notes", title: "List the user's notes",
        description: "The user's notes from `from` through `through` (inclusive; `from` alone: that day), or all of them when neither is given, by date. Returns the protocol object with data {notes: [{number, date, text, created}], start?, end?}.",
        arguments: [
            "from": Schema.described(Schema.date, "The first day, YYYY-MM-DD."),
            "through": Schema.described(Schema.date, "The last day, YYYY-MM-DD (needs `from`)."),
            "lang": Schema.language,
        ], required: [], output: AskTool.responseSchema
    ) { arguments, context throws(ToolFailure) in
        guard arguments.has("from") else {
            if arguments.has("through") { throw ToolFailure("`through` needs `from`: the first day of the period, YYYY-MM-DD.") }
            return try context.personal(.showNotes(nil), query: "list_notes", arguments)
        }
        let from = try arguments.date("from")
        let through = arguments.has("through") ? try arguments.date("through") : from
        guard from <= through else { throw ToolFailure("`through` (\(through)) is before `from` (\(from)).") }
        return try context.personal(.showNotes(.span(from: from.expression, to: through.expression)),
                                    query: "list_notes \(from) \(through)", arguments)
    }

    static let deleteNote = CalendarTool(
        name: "delete_note", title: "Delete a note",
        description: "Deletes the user's note with that number (as add_note and list_notes give it); `ask` with \"undo\" brings it back. Returns the protocol object with data {deleted: [{number, date, text, created}]}, or error not_found when the user has no such note.",
        arguments: [
            "number": Schema.described(["type": "integer", "minimum": 1], "The note's number."),
            "lang": Schema.language,
        ], required: ["number"], output: AskTool.responseSchema,
        changes: .init(destructive: true, idempotent: true)
    ) { arguments, context throws(ToolFailure) in
        let number = try arguments.integer("number", in: 1...Int(Int32.max), what: "the note's number")
        return try context.personal(.deleteNote(number: number), query: "delete_note \(number)", arguments)
    }

    static let addCountdown = CalendarTool(
        name: "add_countdown", title: "Count down to the user's event",
        description: "Sets a countdown to the user's own event (\"vacation\" on 2027-06-20), or moves the countdown of that name (compared without case) to the new date; the name then works wherever a date does in `ask` (\"how many days until my vacation\"). Returns the protocol object with data {countdown: {number, name, date, created, days}, replaced?}.",
        arguments: [
            "name": ["type": "string", "minLength": 1, "maxLength": .int(PersonalLimits.countdownNameCharacters), "description": "The event's name, as the user says it."],
            "date": Schema.described(Schema.date, "The event's day, YYYY-MM-DD."),
            "lang": Schema.language,
        ], required: ["name", "date"], output: AskTool.responseSchema,
        changes: .init(destructive: false, idempotent: true)
    ) { arguments, context throws(ToolFailure) in
        let name = try arguments.text("name")
        let date = try arguments.date("date")
        return try context.personal(.setCountdown(name: name, date: date.expression), query: "add_countdown \(name) \(date)", arguments)
    }

    static let listCountdowns = CalendarTool(
        name: "list_countdowns", title: "List the user's countdowns",
        description: "The user's countdowns by date, each with the days left. Returns the protocol object with data {countdowns: [{number, name, date, created, days}]}.",
        arguments: ["lang": Schema.language], required: [], output: AskTool.responseSchema
    ) { arguments, context throws(ToolFailure) in
        try context.personal(.listCountdowns, query: "list_countdowns", arguments)
    }

    static let deleteCountdown = CalendarTool(
        name: "delete_countdown", title: "Delete a countdown",
        description: "Deletes the user's countdown of that name (compared without case). Returns the protocol object with data {deleted: {number, name, date, created, days}}, or error not_found.",
        arguments: [
            "name": ["type": "string", "minLength": 1, "description": "The countdown's name."],
            "lang": Schema.language,
        ], required: ["name"], output: AskTool.responseSchema,
        changes: .init(destructive: true, idempotent: true)
    ) { arguments, context throws(ToolFailure) in
        let name = try arguments.text("name")
        return try context.personal(.deleteCountdown(name: name), query: "delete_countdown \(name)", arguments)
    }
}

extension ToolContext {
    /// A personal command answered for this server's user; a refusal (no such note, a limit, the store out of
    /// reach) is the tool's error result, with the protocol object and its message.
    func personal(_ command: PersonalCommand, query: String, _ arguments: ToolArguments) throws(ToolFailure) -> ToolOutput {
        let answer = endpoint.answer(command, query: query, language: try language(arguments), user: user)
        return ToolOutput(structured: answer.json, text: answer.text, isError: !answer.isAnswered)
    }
}

extension ToolArguments {
    /// A non-empty string (its schema's minLength; the length limits are the store's, with its own message).
    func text(_ name: String) throws(ToolFailure) -> String {
        guard case .string(let text)? = values[name], !text.isEmpty else {
            throw ToolFailure(has(name) ? "`\(name)` must be a non-empty string." : "Missing argument `\(name)`: a non-empty string.")
        }
        return text
    }
}
