import IntentHandlers
import LocalizationData
import VeckaEngine

/// One request of the JSON Lines protocol (docs/protocol.md): plain text, or an object
/// `{"id": …, "text": "…", "lang": "sv", "today": "2026-11-21", "region": ["SE"], "tz": "Europe/Stockholm"}`.
public struct Request {
    public var id: JSONValue?
    public var text: String
    public var language: String?
    public var today: CalendarDate?
    var regions: RegionSelection?
    public var timeZone: TimeZoneRules?
    /// Whose notes and countdowns (docs/personal-data.md): absent, the person at this computer.
    public var user: String?

    /// Why a request line could not be read; answered with a `bad_request` error, said in the user's
    /// language (`badRequest.<reason>` in answers.tsv).
    public struct Rejection: Error {
        public let id: JSONValue?
        public let reason: Reason

        public enum Reason: String, Sendable {
            case notObject, id, text, lang, today, tz, region, user
        }

        /// The reason as a clause of `error.badRequest`, in `language`.
        func text(_ responder: Responder, language: String) -> String {
            let values = [
                "codes": responder.languageCodes.joined(separator: ", "),
                "regions": HolidayRegion.codeList,
            ]
            return responder.render("badRequest." + reason.rawValue, values, language: language)
        }
    }

    /// Whether a line is a request object rather than a question: its first non-blank character is `{`.
    static func isObject(_ line: String) -> Bool {
        line.first { $0 != " " && $0 != "\t" } == "{"
    }

    /// Plain text is a question; a line starting with `{` must be a valid request object.
    public static func parse(_ line: String, languages: [String]) throws(Rejection) -> Request {
        guard isObject(line) else { return Request(text: line) }
        guard let object = RequestJSON.parse(line), case .object = object else {
            throw Rejection(id: nil, reason: .notObject)
        }
        var id: JSONValue?
        if let value = object["id"] {
            guard let echoed = echoedID(value) else {
                throw Rejection(id: nil, reason: .id)
            }
            id = echoed
        }
        return try fields(of: object, id: id, languages: languages)
    }

    /// The id as it will be echoed: strings re-escaped, numbers as their exact text; nil for an array
    /// or object, which are not ids.
    static func echoedID(_ value: RequestJSON) -> JSONValue? {
        switch value {
        case .string(let text): return .string(text)
        case .number(let text): return .verbatimNumber(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .array, .object: return nil
        }
    }

    private static func fields(of object: RequestJSON, id: JSONValue?, languages: [String]) throws(Rejection) -> Request {
        guard case .string(let text)? = object["text"] else { throw Rejection(id: id, reason: .text) }
        var request = Request(id: id, text: text)
        switch object["lang"] {
        case nil, .null?: break
        // A tag names its language: "zh-TW" asks for zh-Hant (Localization.code(forTag:)).
        case .string(let tag)? where Localization.code(forTag: tag).map(languages.contains) == true:
            request.language = Localization.code(forTag: tag)
        default: throw Rejection(id: id, reason: .lang)
        }
        switch object["today"] {
        case nil, .null?: break
        case .string(let text)? where CalendarDateParsing.date(text) != nil: request.today = CalendarDateParsing.date(text)
        default: throw Rejection(id: id, reason: .today)
        }
        switch object["tz"] {
        case nil, .null?: break
        case .string(let name)? where TimeZoneRules(identifier: name) != nil: request.timeZone = TimeZoneRules(identifier: name)
        default: throw Rejection(id: id, reason: .tz)
        }
        switch object["user"] {
        case nil, .null?: break
        case .string(let user)? where !user.isEmpty && user.utf8.count <= PersonalLimits.userBytes: request.user = user
        default: throw Rejection(id: id, reason: .user)
        }
        switch object["region"] {
        case nil, .null?: break
        case let value?:
            guard let regions = regionCodes(value).flatMap(RegionList.parse(codes:)) else { throw Rejection(id: id, reason: .region) }
            request.regions = regions
        }
        return request
    }

    /// `["SE", "US"]`, `["all"]`, or one code as a string; nil for anything else.
    private static func regionCodes(_ value: RequestJSON) -> [String]? {
        switch value {
        case .string(let code): return [code]
        case .array(let values):
            var codes: [String] = []
            for value in values {
                guard case .string(let code) = value else { return nil }
                codes.append(code)
            }
            return codes
        default: return nil
        }
    }
}

extension Request {
    /// One protocol line in, one response line out: a malformed request is a `bad_request` response,
    /// and a request's own `lang`, `region`, `today` and `tz` refine the session's context. Shared by
    /// the pipe and the fuzz target, so what is fuzzed is what the pipe runs.
    /// - Parameter todayIsFixed: `--today` was given; a request's `tz` then does not move today.
    /// - Parameter now: the instant whose date a request's `tz` gives.
    /// - Parameter personal: the notes of the request's `user` (nil: the local user's).
    public static func respond(to line: String, responder: Responder, context base: AnswerContext,
                               todayIsFixed: Bool, now: UnixTime = .now(), messageLanguage: String,
                               personal: (String?) -> PersonalAccess? = { _ in nil }) -> String {
        response(to: line, responder: responder, context: base, todayIsFixed: todayIsFixed, now: now,
                 messageLanguage: messageLanguage, personal: personal).serialized
    }

    /// The response object before it is written as a line: what the MCP server's `ask` tool returns.
    public static func response(to line: String, responder: Responder, context base: AnswerContext,
                                todayIsFixed: Bool, now: UnixTime = .now(), messageLanguage: String,
                                personal: (String?) -> PersonalAccess? = { _ in nil }) -> JSONValue {
        let request: Request
        do {
            request = try Request.parse(line, languages: responder.languageCodes)
        } catch {
            let message = responder.badRequestMessage(error.text(responder, language: messageLanguage), language: messageLanguage)
            return Answer.badRequest(id: error.id, message: message)
        }
        var context = base
        if let language = request.language { context.language = language }
        if let selection = request.regions {
            context.regions = selection.regions
            context.places = selection.places
        }
        if let today = request.today {
            context.today = today
        } else if let zone = request.timeZone, !todayIsFixed {
            context.today = CalendarDate.today(in: zone, now: now)
        }
        return responder.answer(request.text, context: context, personal: personal(request.user)).json(id: request.id)
    }
}
