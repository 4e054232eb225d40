import Foundation
import IntentHandlers
import VeckaEngine

/// One request of the JSON Lines protocol (docs/protocol.md): plain text, or an object
/// `{"id": …, "text": "…", "lang": "sv", "today": "2026-11-21", "region": ["SE"], "tz": "Europe/Stockholm"}`.
struct Request {
    var id: JSONValue?
    var text: String
    var language: String?
    var today: CalendarDate?
    var regions: [String]?
    var timeZone: TimeZone?

    /// Why a request line could not be read; answered with a `bad_request` error.
    struct Rejection: Error {
        let id: JSONValue?
        let reason: String
    }

    /// Plain text is a question; a line starting with `{` must be a valid request object.
    static func parse(_ line: String, languages: [String]) throws(Rejection) -> Request {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "{" else { return Request(text: line) }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: [.fragmentsAllowed]))
                as? [String: Any] else {
            throw Rejection(id: nil, reason: "not a JSON object")
        }
        let id = object["id"].flatMap(JSONValue.init(any:))
        if let id, case .array = id { throw Rejection(id: nil, reason: "id must be a string, number, boolean or null") }
        if let id, case .object = id { throw Rejection(id: nil, reason: "id must be a string, number, boolean or null") }
        guard let text = object["text"] as? String else { throw Rejection(id: id, reason: "text is missing or not a string") }
        var request = Request(id: id, text: text)
        if let value = object["lang"], !(value is NSNull) {
            guard let code = value as? String, languages.contains(code) else {
                throw Rejection(id: id, reason: "lang must be one of \(languages.joined(separator: ", "))")
            }
            request.language = code
        }
        if let value = object["today"], !(value is NSNull) {
            guard let text = value as? String, let date = CalendarDate(isoString: text), date.isInSupportedRange else {
                throw Rejection(id: id, reason: "today must be a date as YYYY-MM-DD")
            }
            request.today = date
        }
        if let value = object["tz"], !(value is NSNull) {
            guard let name = value as? String, let zone = TimeZone(identifier: name) else {
                throw Rejection(id: id, reason: "tz must be an IANA time zone name such as Europe/Stockholm")
            }
            request.timeZone = zone
        }
        if let value = object["region"], !(value is NSNull) {
            let codes = (value as? [Any])?.compactMap { $0 as? String } ?? (value as? String).map { [$0] }
            guard let codes, !codes.isEmpty, codes.allSatisfy({ HolidayRegion(rawValue: $0.uppercased()) != nil }) else {
                throw Rejection(id: id, reason: "region must be a list of region codes: "
                                + HolidayRegion.allCases.map(\.rawValue).joined(separator: ", "))
            }
            request.regions = codes.map { $0.uppercased() }
        }
        return request
    }
}

extension JSONValue {
    /// From what `JSONSerialization` returns.
    init?(any value: Any) {
        switch value {
        case is NSNull: self = .null
        case let number as NSNumber:
            // JSONSerialization gives booleans as NSNumber with the Objective-C type "c".
            switch String(cString: number.objCType) {
            case "c": self = .bool(number.boolValue)
            // Above Int.max JSONSerialization gives a UInt64, whose intValue wraps to a negative number.
            case "Q" where number.uint64Value > UInt64(Int.max): self = .number(number.doubleValue)
            case "d", "f": self = .number(number.doubleValue)
            default: self = .int(number.intValue)
            }
        case let text as String: self = .string(text)
        case let list as [Any]: self = .array(list.compactMap(JSONValue.init(any:)))
        case let object as [String: Any]:
            self = .object(object.keys.sorted().compactMap { key in JSONValue(any: object[key]!).map { (key, $0) } })
        default: return nil
        }
    }
}

extension Request {
    /// One protocol line in, one response line out: a malformed request is a `bad_request` response,
    /// and a request's own `lang`, `region`, `today` and `tz` refine the session's context. Shared with
    /// the fuzz target (Fuzz/ links this file), so what is fuzzed is what the pipe runs.
    /// - Parameter todayIsFixed: `--today` was given; a request's `tz` then does not move today.
    static func respond(to line: String, responder: Responder, context base: AnswerContext,
                        todayIsFixed: Bool, messageLanguage: String) -> String {
        let request: Request
        do {
            request = try Request.parse(line, languages: responder.languageCodes)
        } catch {
            let message = responder.badRequestMessage(error.reason, language: messageLanguage)
            return Answer.badRequest(id: error.id, message: message).serialized
        }
        var context = base
        if let language = request.language { context.language = language }
        if let regions = request.regions { context.regions = regions.compactMap(HolidayRegion.init(rawValue:)) }
        if let today = request.today {
            context.today = today
        } else if let zone = request.timeZone, !todayIsFixed {
            context.today = CalendarDate.today(in: zone)
        }
        return responder.answer(request.text, context: context).json(id: request.id).serialized
    }
}
