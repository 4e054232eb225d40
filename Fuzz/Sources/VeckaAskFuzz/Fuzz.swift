import Foundation
import IntentHandlers
import IntentParser
import VeckaAskCLI
import VeckaEngine

// libFuzzer entry point for the whole process surface: the question path (bytes → text → parse →
// handle → render → JSON line, in every language, for any "today" from 0001-01-01 to 9999-12-31), the
// JSON request parser, and — through `Program.run`, the command itself run in-process on memory
// streams — arguments, environment, the line reader over any byte stream and the output writer
// under any write error (ProcessSurface.swift).
//
// Input layout (scripts/fuzz writes its seeds this way; shorter inputs are zero-padded):
//
//   byte 0     bits 0-2  language: index into Responder.languageCodes (sorted: de en ja ko sv th vi zh)
//              bit  3    1 = the language is `--lang` (answers in it), 0 = only the fallback (`LANG`)
//              bits 4-5  mode: 0 = the rest is a question
//                              1 = the rest is a protocol line (plain text or `{…}` request object)
//                              2 = the rest is the text of a request object built and serialized here
//                              3 = the process surface; bits 6-7 choose what (ProcessSurface.swift)
//              bits 6-7  in mode 2, the type of the request id: int, string, number, bool/null
//   bytes 1-3  modes 0-2: "today", a big-endian 24-bit number of days after 0001-01-01, modulo the
//              supported span; values past the span (quotient 1…4) also set a holiday region (and
//              territory). Mode 3: its own parameters (ProcessSurface.swift).
//   bytes 4…   the text
//
// Besides crashes, every answer is checked: exactly one line, valid JSON, the query echoed, a known
// language and intent, data or error but not both, dates as YYYY-MM-DD in years 1…9999. A violation
// is reported by `fatalError`, so libFuzzer stops and keeps the input like any other crash.

let responder = Responder.shared
let codes = responder.languageCodes
private let intents = Set(IntentKind.allCases.map(\.rawValue))
private let firstDay = CalendarDate(year: 1, month: 1, day: 1)!.dayNumber
private let lastDay = CalendarDate(year: 9999, month: 12, day: 31)!.dayNumber

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var header = [UInt8](repeating: 0, count: 4)
    for index in 0..<min(4, size) { header[index] = bytes[index] }
    let body = size > 4 ? UnsafeBufferPointer(rebasing: bytes[4...]) : UnsafeBufferPointer(start: data, count: 0)
    let text = String(decoding: body, as: UTF8.self)

    let code = codes[Int(header[0] & 0x07) % codes.count]
    let explicit = header[0] & 0x08 != 0
    let mode = (header[0] >> 4) & 0x03
    let offset = (Int(header[1]) << 16) | (Int(header[2]) << 8) | Int(header[3])
    let today = CalendarDate(dayNumber: firstDay + offset % (lastDay - firstDay + 1))
    var context = AnswerContext(today: today, language: explicit ? code : nil, fallbackLanguage: code)
    // The spare high values of the 24-bit day number (offset / span: 0…4) pick a holiday region.
    let regions = HolidayRegion.allCases
    if case let pick = offset / (lastDay - firstDay + 1), pick > 0 {
        let region = regions[(pick * 5 + Int(header[3])) % regions.count]
        context.regions = [region]
        if pick % 2 == 1 { context.territory = region.rawValue }
    }

    switch mode {
    case 3:
        ProcessSurface.run(variant: header[0] >> 6, languageByte: header[0], parameters: (header[1], header[2], header[3]),
                           body: body)
    case 1:
        // A request's own "lang" outranks --lang, so only the shape is checked here.
        check(respond(toRequest: text, context), query: nil, language: nil)
    case 2:
        // Ids of every kind, some written as JSON numbers that neither Int nor Double holds exactly.
        let id: JSONValue
        switch header[0] >> 6 {
        case 0: id = .int(offset - 8_000_000)
        case 1: id = .string(String(text.prefix(16)))
        case 2:
            let digits = String(text.unicodeScalars.filter { ("0"..."9").contains($0) }.prefix(40))
            id = offset & 1 == 0 ? .number(Double(offset) / 7)
                : .verbatimNumber((offset & 2 == 0 ? "-" : "") + (digits.drop { $0 == "0" }.isEmpty ? "0" : String(digits.drop { $0 == "0" }))
                                  + (offset & 4 == 0 ? "" : ".50e+" + String(offset % 400)))
        default: id = offset & 1 == 0 ? .bool(offset & 2 == 0) : .null
        }
        var pairs: [(String, JSONValue)] = [("id", id), ("text", .string(text)), ("today", .string(today.isoString))]
        if explicit { pairs.append(("lang", .string(code))) }
        let line = JSONValue.object(pairs).serialized
        guard !line.utf8.contains(0x0A) else { fatalError("request object is not one line: \(line)") }
        let request: Request
        do {
            request = try Request.parse(line, languages: codes)
        } catch {
            fatalError("a serialized request object was rejected (\(error.reason)): \(line)")
        }
        guard request.text == text, request.today == today else { fatalError("request did not round-trip: \(line)") }
        let response = respond(toRequest: line, context)
        check(response, query: text, language: explicit ? code : nil)
        // The id comes back as the very text it was sent as.
        guard response.hasPrefix("{\"version\":1,\"id\":" + id.serialized + ",") else {
            fatalError("id not echoed exactly: \(id.serialized) → \(response)")
        }
    default:
        let answer = responder.answer(text, context: context)
        let line = answer.json.serialized
        check(line, query: text, language: explicit ? code : nil)
        if answer.isAnswered != (answer.failure == nil) { fatalError("inconsistent answer: \(line)") }
        _ = answer.text
        _ = answer.shortValue
    }
    return 0
}

/// The pipe's own request handling (Request.swift is shared with the executable), with today fixed
/// as under `--today`, so a request's `tz` cannot make the run depend on the clock.
private func respond(toRequest line: String, _ base: AnswerContext) -> String {
    Request.respond(to: line, responder: responder, context: base, todayIsFixed: true,
                    messageLanguage: base.language ?? base.fallbackLanguage)
}

/// The response as JSONSerialization reads it. An id echoed as sent may be a number Foundation will not
/// read (1e400 overflows a Double): such an id is read as 0 here; its text is checked separately.
func parse(_ line: String) -> [String: Any]? {
    var bytes = Array(line.utf8)
    let prefix = Array(#"{"version":1,"id":"#.utf8)
    if bytes.starts(with: prefix), let first = bytes.dropFirst(prefix.count).first, first == UInt8(ascii: "-") || (48...57).contains(first) {
        let end = bytes[prefix.count...].firstIndex { !"0123456789+-.eE".utf8.contains($0) } ?? bytes.count
        bytes.replaceSubrange(prefix.count..<end, with: [UInt8(ascii: "0")])
    }
    return (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
}

/// The protocol's promises about one answer line.
func check(_ line: String, query: String?, language: String?) {
    func fail(_ why: String) -> Never { fatalError("\(why): \(line)") }
    if line.utf8.contains(0x0A) || line.utf8.contains(0x0D) { fail("answer is not one line") }
    guard let object = parse(line) else { fail("answer is not a JSON object") }
    guard object["version"] as? Int == Answer.protocolVersion else { fail("no version") }
    if let error = object["error"] as? [String: Any], error["code"] as? String == "bad_request" {
        guard error["message"] is String, object["data"] == nil else { fail("malformed bad_request") }
        return
    }
    if let error = object["error"] as? [String: Any], error["code"] as? String == "too_long", object["query"] == nil {
        // An overlong pipe line: it was not kept, so there is no query (docs/protocol.md).
        guard error["message"] is String, object["answer"] is String, object["data"] == nil else { fail("malformed too_long") }
        return
    }
    guard let echoed = object["query"] as? String else { fail("no query") }
    if let query, echoed != query { fail("query not echoed") }
    guard let answerLanguage = object["language"] as? String, codes.contains(answerLanguage) else { fail("unknown language") }
    if let language, answerLanguage != language { fail("--lang \(language) not honoured") }
    guard let intent = object["intent"] as? String, intents.contains(intent) else { fail("unknown intent") }
    guard let answer = object["answer"] as? String, !answer.isEmpty else { fail("empty answer") }
    switch (object["data"] as? [String: Any], object["error"] as? [String: Any]) {
    case (let data?, nil):
        if intent == "unknown" { fail("data for an unknown intent") }
        checkData(data, intent: intent, fail)
    case (nil, let error?):
        guard let code = error["code"] as? String, Answer.ErrorCode(rawValue: code) != nil,
              let message = error["message"] as? String, !message.isEmpty else { fail("malformed error") }
    default:
        fail("needs exactly one of data and error")
    }
}

/// Every value in `data`, at any depth: dates as YYYY-MM-DD in years 1…9999, weeks, weekdays and years
/// in range, a week's `days` seven of them.
private func checkData(_ data: [String: Any], intent: String, _ fail: (String) -> Never) {
    for (key, value) in data {
        switch (key, value) {
        case ("date", _), ("start", _), ("end", _):
            guard let text = value as? String, let date = CalendarDate(isoString: text), date.isoString == text,
                  date.isInSupportedRange else { fail("\(key) is not a YYYY-MM-DD date in the years 1…9999") }
        case ("year", _):
            guard let year = value as? Int, CalendarDate.supportedYears.contains(year) else { fail("year out of range") }
        case ("week", _):
            guard let week = value as? Int, (1...53).contains(week) else { fail("week out of range") }
        case ("weekday", _):
            guard let weekday = value as? Int, (1...7).contains(weekday) else { fail("weekday out of range") }
        case ("weeks", let weeks as Int) where intent == "weeksInYear":
            guard weeks == 52 || weeks == 53 else { fail("weeks is not 52 or 53") }
        case ("days", let days as [Any]) where intent == "weekOverview":
            guard days.count == 7 else { fail("days is not seven days") }
        default:
            break
        }
        if let object = value as? [String: Any] { checkData(object, intent: intent, fail) }
        if let list = value as? [Any] {
            for case let object as [String: Any] in list { checkData(object, intent: intent, fail) }
        }
    }
}

// SwiftPM links every executable target with `--defsym main=<Module>_main` (so tests can link it),
// which takes `main` from libFuzzer. This is that entry point: hand over to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("VeckaAskFuzz_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
