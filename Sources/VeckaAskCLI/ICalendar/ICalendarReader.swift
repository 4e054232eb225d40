/// One content line of a calendar file: `NAME;PARAM=value:VALUE` (RFC 5545 §3.1).
struct ICalendarLine {
    /// Upper-cased: names are case-insensitive.
    let name: String
    /// Parameter names upper-cased; a parameter's first value, without its quotes.
    let parameters: [String: String]
    let value: Substring

    /// Nil for a line that is not a content line (no colon after the name and its parameters). Read as
    /// UTF-8 bytes: the delimiters are ASCII, which no byte of a multi-byte sequence can be.
    init?(_ line: String) {
        let bytes = line.utf8
        var index = bytes.startIndex
        func read(until stop: (UInt8) -> Bool) -> String {
            let start = index
            while index < bytes.endIndex && !stop(bytes[index]) { index = bytes.index(after: index) }
            return String(line[start..<index])
        }
        func at(_ byte: UInt8) -> Bool { index < bytes.endIndex && bytes[index] == byte }
        let semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":"), equals = UInt8(ascii: "="),
            comma = UInt8(ascii: ","), quote = UInt8(ascii: "\"")
        name = read { $0 == semicolon || $0 == colon }.uppercased()
        var parameters: [String: String] = [:]
        while at(semicolon) {
            index = bytes.index(after: index)
            let parameter = read { $0 == equals || $0 == colon || $0 == semicolon }.uppercased()
            guard at(equals) else { continue }
            index = bytes.index(after: index)
            var first: String?
            repeat {
                if at(comma) { index = bytes.index(after: index) }
                let value: String
                if at(quote) {
                    index = bytes.index(after: index)
                    value = read { $0 == quote }
                    if index < bytes.endIndex { index = bytes.index(after: index) }
                } else {
                    value = read { $0 == comma || $0 == semicolon || $0 == colon }
                }
                if first == nil { first = value }
            } while at(comma)
            parameters[parameter] = first ?? ""
        }
        guard !name.isEmpty, at(colon) else { return nil }
        self.parameters = parameters
        value = line[bytes.index(after: index)...]
    }
}

/// A VEVENT as the file has it: the properties an import uses, nothing interpreted yet.
struct ICalendarEvent {
    var uid: String?
    var start: ICalendarLine?
    var summary: String?
    var description: String?
    var status: String?
    /// RRULE or RDATE: the event repeats, and only its first day becomes a note.
    var repeats = false
    /// `X-VECKA-ASK-KIND:countdown` on a countdown vecka-ask exported.
    var kind: String?
}

/// Reads the events of a calendar file. Properties of components inside an event (an alarm's DESCRIPTION)
/// are not the event's; components other than events (to-dos, time zones) are passed over.
enum ICalendarReader {
    struct Contents {
        var events: [ICalendarEvent] = []
        /// A VCALENDAR was found: the file is a calendar, even when it has no events.
        var isCalendar = false
    }

    static func contents(of text: String) -> Contents { contents(of: Array(text.utf8)) }

    static func contents(of bytes: [UInt8]) -> Contents {
        var contents = Contents()
        var components: [String] = []
        var event: ICalendarEvent?
        for raw in ICalendarText.unfolded(bytes) {
            guard let line = ICalendarLine(raw) else { continue }
            switch line.name {
            case "BEGIN":
                let component = line.value.uppercased()
                components.append(component)
                if component == "VCALENDAR" { contents.isCalendar = true }
                if component == "VEVENT" && components.dropLast().last == "VCALENDAR" { event = ICalendarEvent() }
            case "END":
                let component = line.value.uppercased()
                // A missing END of an inner component is forgiven: the stack unwinds to the one that ends.
                if let open = components.lastIndex(of: component) { components.removeSubrange(open...) }
                if component == "VEVENT", let finished = event, components.last == "VCALENDAR" {
                    contents.events.append(finished)
                    event = nil
                }
            default:
                guard components.last == "VEVENT", event != nil else { continue }
                read(line, into: &event!)
            }
        }
        return contents
    }

    private static func read(_ line: ICalendarLine, into event: inout ICalendarEvent) {
        switch line.name {
        case "UID": event.uid = String(line.value)
        case "DTSTART": event.start = line
        case "SUMMARY": event.summary = ICalendarText.unescaped(line.value)
        case "DESCRIPTION": event.description = ICalendarText.unescaped(line.value)
        case "STATUS": event.status = line.value.uppercased()
        case "RRULE", "RDATE": event.repeats = true
        case "X-VECKA-ASK-KIND": event.kind = line.value.lowercased()
        default: break
        }
    }
}
