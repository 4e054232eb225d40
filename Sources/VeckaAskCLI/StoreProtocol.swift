import IntentHandlers
import VeckaEngine

/// The JSON Lines protocol between vecka-ask (StoreProcess) and vecka-ask-store (StoreServer), both ends in
/// one file so they cannot drift apart; docs/personal-data.md describes it. One request object per line, one
/// response per line, in order:
///
///     {"id":1,"op":"addNote","user":"","date":"2026-11-20","text":"dentist at 10"}
///     {"id":1,"ok":true,"note":{"number":1,"date":"2026-11-20","text":"dentist at 10","created":1795000000}}
///     {"id":2,"ok":false,"error":"textTooLong","limit":1000}
public enum StoreProtocol {
    /// A request line longer than this (in bytes) gets a `badRequest` answer; every valid request fits
    /// (`PersonalLimits.noteBytes`, escaped).
    public static let lineLimit = 65_536

    /// One call of `PersonalStore`.
    public enum Request: Equatable, Sendable {
        case addNote(user: String, date: CalendarDate, text: String)
        case notes(user: String, from: CalendarDate, through: CalendarDate)
        case allNotes(user: String)
        case deleteNote(user: String, number: Int)
        case deleteNotes(user: String, from: CalendarDate, through: CalendarDate)
        case setCountdown(user: String, name: String, date: CalendarDate)
        case countdowns(user: String)
        case deleteCountdown(user: String, name: String)
        case undo(user: String)
        case importNotes(user: String, notes: [NoteImport])
    }

    /// What a call returned.
    public enum Reply: Equatable, Sendable {
        /// `addNote` (always a note) and `deleteNote`.
        case note(PersonalNote?)
        /// `notes`, `allNotes`, `deleteNotes`.
        case notes([PersonalNote])
        case countdownSet(Countdown, replaced: Countdown?)
        /// `deleteCountdown`.
        case countdown(Countdown?)
        case countdowns([Countdown])
        case change(PersonalChange?)
        case imported(NoteImportResult)
    }

    /// Why a response is an error: the store's own, or a request it could not read.
    public enum Failure: Error, Equatable, Sendable {
        case store(PersonalStoreError)
        case badRequest(reason: String)
    }

    /// Carries out a request on a store: what the server does with each line.
    public static func perform(_ request: Request, on store: any PersonalStore) throws(PersonalStoreError) -> Reply {
        switch request {
        case .addNote(let user, let date, let text): return .note(try store.addNote(user: user, date: date, text: text))
        case .notes(let user, let from, let through): return .notes(try store.notes(user: user, from: from, through: through))
        case .allNotes(let user): return .notes(try store.allNotes(user: user))
        case .deleteNote(let user, let number): return .note(try store.deleteNote(user: user, number: number))
        case .deleteNotes(let user, let from, let through):
            return .notes(try store.deleteNotes(user: user, from: from, through: through))
        case .setCountdown(let user, let name, let date):
            let set = try store.setCountdown(user: user, name: name, date: date)
            return .countdownSet(set.countdown, replaced: set.replaced)
        case .countdowns(let user): return .countdowns(try store.countdowns(user: user))
        case .deleteCountdown(let user, let name): return .countdown(try store.deleteCountdown(user: user, name: name))
        case .undo(let user): return .change(try store.undo(user: user))
        case .importNotes(let user, let notes): return .imported(try store.importNotes(user: user, notes: notes))
        }
    }
}

// MARK: Requests

extension StoreProtocol {
    public static func line(for request: Request, id: Int) -> String {
        var members: [(String, JSONValue)] = [("id", .int(id))]
        switch request {
        case .addNote(let user, let date, let text):
            members += [("op", .string("addNote")), ("user", .string(user)), ("date", .string(date.isoString)), ("text", .string(text))]
        case .notes(let user, let from, let through):
            members += [("op", .string("notes")), ("user", .string(user)), ("from", .string(from.isoString)), ("through", .string(through.isoString))]
        case .allNotes(let user):
            members += [("op", .string("allNotes")), ("user", .string(user))]
        case .deleteNote(let user, let number):
            members += [("op", .string("deleteNote")), ("user", .string(user)), ("number", .int(number))]
        case .deleteNotes(let user, let from, let through):
            members += [("op", .string("deleteNotes")), ("user", .string(user)), ("from", .string(from.isoString)),
                        ("through", .string(through.isoString))]
        case .setCountdown(let user, let name, let date):
            members += [("op", .string("setCountdown")), ("user", .string(user)), ("name", .string(name)), ("date", .string(date.isoString))]
        case .countdowns(let user):
            members += [("op", .string("countdowns")), ("user", .string(user))]
        case .deleteCountdown(let user, let name):
            members += [("op", .string("deleteCountdown")), ("user", .string(user)), ("name", .string(name))]
        case .undo(let user):
            members += [("op", .string("undo")), ("user", .string(user))]
        case .importNotes(let user, let notes):
            members += [("op", .string("importNotes")), ("user", .string(user)), ("notes", .array(notes.map(json)))]
        }
        return JSONValue.object(members).serialized
    }

    /// A request line read; the id is echoed when it could be read, even when the rest is wrong.
    static func request(from line: String) -> (id: JSONValue?, request: Result<Request, Failure>) {
        guard let object = RequestJSON.parse(line), case .object = object else {
            return (nil, .failure(.badRequest(reason: "not a JSON object")))
        }
        let id = object["id"].flatMap(echoed)
        do throws(Failure) {
            return (id, .success(try request(in: object)))
        } catch {
            return (id, .failure(error))
        }
    }

    static func echoed(_ value: RequestJSON) -> JSONValue? {
        switch value {
        case .number(let text): .verbatimNumber(text)
        case .string(let text): .string(text)
        default: nil
        }
    }

    private static func request(in object: RequestJSON) throws(Failure) -> Request {
        guard case .string(let op)? = object["op"] else { throw .badRequest(reason: "no op") }
        let user = try string(object, "user")
        switch op {
        case "addNote": return .addNote(user: user, date: try date(object, "date"), text: try string(object, "text"))
        case "notes": return .notes(user: user, from: try date(object, "from"), through: try date(object, "through"))
        case "allNotes": return .allNotes(user: user)
        case "deleteNote": return .deleteNote(user: user, number: try integer(object, "number"))
        case "deleteNotes": return .deleteNotes(user: user, from: try date(object, "from"), through: try date(object, "through"))
        case "setCountdown": return .setCountdown(user: user, name: try string(object, "name"), date: try date(object, "date"))
        case "countdowns": return .countdowns(user: user)
        case "deleteCountdown": return .deleteCountdown(user: user, name: try string(object, "name"))
        case "undo": return .undo(user: user)
        case "importNotes":
            return .importNotes(user: user, notes: try array(object, "notes").map { (value) throws(Failure) in try noteImport(value) })
        default: throw .badRequest(reason: "unknown op")
        }
    }
}

// MARK: Responses

extension StoreProtocol {
    static func responseLine(id: JSONValue?, result: Result<Reply, Failure>) -> String {
        var members: [(String, JSONValue)] = id.map { [("id", $0)] } ?? []
        switch result {
        case .success(let reply):
            members.append(("ok", .bool(true)))
            switch reply {
            case .note(let note): members.append(("note", note.map(json) ?? .null))
            case .notes(let notes): members.append(("notes", .array(notes.map(json))))
            case .countdownSet(let countdown, let replaced):
                members += [("countdown", json(countdown)), ("replaced", replaced.map(json) ?? .null)]
            case .countdown(let countdown): members.append(("countdown", countdown.map(json) ?? .null))
            case .countdowns(let countdowns): members.append(("countdowns", .array(countdowns.map(json))))
            case .change(let change): members.append(("change", change.map(json) ?? .null))
            case .imported(let result):
                members += [("added", .array(result.added.map(json))), ("alreadyPresent", .int(result.alreadyPresent)),
                            ("overLimit", .int(result.overLimit))]
            }
        case .failure(let failure):
            members.append(("ok", .bool(false)))
            switch failure {
            case .store(.textTooLong(let limit)): members += [("error", .string("textTooLong")), ("limit", .int(limit))]
            case .store(.nameTooLong(let limit)): members += [("error", .string("nameTooLong")), ("limit", .int(limit))]
            case .store(.tooMany(let limit)): members += [("error", .string("tooMany")), ("limit", .int(limit))]
            case .store(.unavailable(let reason)): members += [("error", .string("unavailable")), ("reason", .string(reason))]
            case .badRequest(let reason): members += [("error", .string("badRequest")), ("reason", .string(reason))]
            }
        }
        return JSONValue.object(members).serialized
    }

    /// What a response line says about `request`.
    enum Response: Equatable {
        case reply(Reply)
        /// The store answered with an error: its own, or that it could not read the request (another version).
        case error(PersonalStoreError)
        /// Not a response to that request (another id, another shape): the conversation is out of step.
        case malformed
    }

    static func response(from line: String, to request: Request, id: Int) -> Response {
        guard let object = RequestJSON.parse(line), case .object = object,
              case .number(let echoed)? = object["id"], Int(echoed) == id, case .bool(let ok)? = object["ok"] else {
            return .malformed
        }
        do throws(Failure) {
            guard ok else {
                switch try failure(in: object) {
                case .store(let error): return .error(error)
                case .badRequest(let reason): return .error(.unavailable(reason: "vecka-ask-store: \(reason)"))
                }
            }
            return .reply(try reply(in: object, to: request))
        } catch {
            return .malformed
        }
    }

    private static func failure(in object: RequestJSON) throws(Failure) -> Failure {
        switch try string(object, "error") {
        case "textTooLong": return .store(.textTooLong(limit: try integer(object, "limit")))
        case "nameTooLong": return .store(.nameTooLong(limit: try integer(object, "limit")))
        case "tooMany": return .store(.tooMany(limit: try integer(object, "limit")))
        case "unavailable": return .store(.unavailable(reason: try string(object, "reason")))
        case "badRequest": return .badRequest(reason: "it could not read the request: \(try string(object, "reason"))")
        case let other: return .badRequest(reason: "an unknown error \(other)")
        }
    }

    private static func reply(in object: RequestJSON, to request: Request) throws(Failure) -> Reply {
        switch request {
        case .addNote: return .note(try note(required(object, "note")))
        case .deleteNote: return .note(try optional(object, "note", note))
        case .notes, .allNotes, .deleteNotes: return .notes(try array(object, "notes").map { (value) throws(Failure) in try note(value) })
        case .setCountdown:
            return .countdownSet(try countdown(required(object, "countdown")), replaced: try optional(object, "replaced", countdown))
        case .deleteCountdown: return .countdown(try optional(object, "countdown", countdown))
        case .countdowns: return .countdowns(try array(object, "countdowns").map { (value) throws(Failure) in try countdown(value) })
        case .undo: return .change(try optional(object, "change", change))
        case .importNotes:
            return .imported(NoteImportResult(added: try array(object, "added").map { (value) throws(Failure) in try note(value) },
                                              alreadyPresent: try integer(object, "alreadyPresent"),
                                              overLimit: try integer(object, "overLimit")))
        }
    }
}

// MARK: Notes, countdowns and changes as JSON

extension StoreProtocol {
    static func json(_ note: PersonalNote) -> JSONValue {
        var members: [(String, JSONValue)] = [("number", .int(note.number)), ("date", .string(note.date.isoString)),
                                              ("text", .string(note.text)), ("created", .int(Int(note.created.seconds)))]
        if let uid = note.uid { members.append(("uid", .string(uid))) }
        return .object(members)
    }

    static func json(_ item: NoteImport) -> JSONValue {
        .object([("uid", .string(item.uid)), ("date", .string(item.date.isoString)), ("text", .string(item.text))])
    }

    static func json(_ countdown: Countdown) -> JSONValue {
        .object([("number", .int(countdown.number)), ("name", .string(countdown.name)), ("date", .string(countdown.date.isoString)),
                 ("created", .int(Int(countdown.created.seconds)))])
    }

    static func json(_ change: PersonalChange) -> JSONValue {
        switch change {
        case .addedNote(let note): .object([("kind", .string("addedNote")), ("note", json(note))])
        case .deletedNotes(let notes): .object([("kind", .string("deletedNotes")), ("notes", .array(notes.map(json)))])
        case .setCountdown(let countdown, let replaced):
            .object([("kind", .string("setCountdown")), ("countdown", json(countdown)), ("replaced", replaced.map(json) ?? .null)])
        case .deletedCountdown(let countdown): .object([("kind", .string("deletedCountdown")), ("countdown", json(countdown))])
        }
    }

    private static func note(_ value: RequestJSON) throws(Failure) -> PersonalNote {
        let uid: String? = value["uid"] == nil ? nil : try string(value, "uid")
        return PersonalNote(number: try integer(value, "number"), date: try date(value, "date"), text: try string(value, "text"),
                            created: UnixTime(seconds: Int64(try integer(value, "created"))), uid: uid)
    }

    private static func noteImport(_ value: RequestJSON) throws(Failure) -> NoteImport {
        NoteImport(uid: try string(value, "uid"), date: try date(value, "date"), text: try string(value, "text"))
    }

    private static func countdown(_ value: RequestJSON) throws(Failure) -> Countdown {
        Countdown(number: try integer(value, "number"), name: try string(value, "name"), date: try date(value, "date"),
                  created: UnixTime(seconds: Int64(try integer(value, "created"))))
    }

    private static func change(_ value: RequestJSON) throws(Failure) -> PersonalChange {
        switch try string(value, "kind") {
        case "addedNote": return .addedNote(try note(required(value, "note")))
        case "deletedNotes": return .deletedNotes(try array(value, "notes").map { (value) throws(Failure) in try note(value) })
        case "setCountdown":
            return .setCountdown(try countdown(required(value, "countdown")), replaced: try optional(value, "replaced", countdown))
        case "deletedCountdown": return .deletedCountdown(try countdown(required(value, "countdown")))
        default: throw .badRequest(reason: "an unknown change")
        }
    }
}

// MARK: Members

extension StoreProtocol {
    private static func required(_ object: RequestJSON, _ key: String) throws(Failure) -> RequestJSON {
        guard let value = object[key] else { throw .badRequest(reason: "no \(key)") }
        return value
    }

    private static func optional<T>(_ object: RequestJSON, _ key: String,
                                    _ read: (RequestJSON) throws(Failure) -> T) throws(Failure) -> T? {
        let value = try required(object, key)
        if case .null = value { return nil }
        return try read(value)
    }

    private static func string(_ object: RequestJSON, _ key: String) throws(Failure) -> String {
        guard case .string(let text)? = object[key] else { throw .badRequest(reason: "\(key) is not a string") }
        return text
    }

    private static func integer(_ object: RequestJSON, _ key: String) throws(Failure) -> Int {
        guard case .number(let text)? = object[key], let number = Int(text) else { throw .badRequest(reason: "\(key) is not an integer") }
        return number
    }

    /// `YYYY-MM-DD` in the supported years.
    private static func date(_ object: RequestJSON, _ key: String) throws(Failure) -> CalendarDate {
        guard case .string(let text)? = object[key], let date = CalendarDateParsing.date(text) else {
            throw .badRequest(reason: "\(key) is not a date YYYY-MM-DD")
        }
        return date
    }

    private static func array(_ object: RequestJSON, _ key: String) throws(Failure) -> [RequestJSON] {
        guard case .array(let values)? = object[key] else { throw .badRequest(reason: "\(key) is not an array") }
        return values
    }
}
