/// One content line of a calendar file: `NAME;PARAM=value:VALUE` (RFC 5545 §3.1).
struct ICalendarLine {
    /// Upper-cased: names are case-insensitive.
    let name: String
    /// Parameter names upper-cased; a parameter's first value, without its quotes.
    let parameters: [String: String]
    let value: Substring

    /// Nil for a line that is not a content line (no colon after the name and its parameters).
    init?(_ line: String) {
        let scalars = line.unicodeScalars
        var index = scalars.startIndex
        func read(until stops: Set<Unicode.Scalar>) -> String {
            let start = index
            while index < scalars.endIndex && !stops.contains(scalars[index]) { index = scalars.index(after: index) }
            return String(scalars[start..<index])
        }
        name = read(until: [";", ":"]).uppercased()
        var parameters: [String: String] = [:]
        while index < scalars.endIndex && scalars[index] == ";" {
            index = scalars.index(after: index)
            let parameter = read(until: ["=", ":", ";"]).uppercased()
            guard index < scalars.endIndex, scalars[index] == "=" else { continue }
            index = scalars.index(after: index)
            var first: String?
            repeat {
                if index < scalars.endIndex && scalars[index] == "," { index = scalars.index(after: index) }
                let value: String
                if index < scalars.endIndex && scalars[index] == "\"" {
                    index = scalars.index(after: index)
                    value = read(until: ["\""])
                    if index < scalars.endIndex { index = scalars.index(after: index) }
                } else {
                    value = read(until: [",", ";", ":"])
                }
                if first == nil { first = value }
            } while index < scalars.endIndex && scalars[index] == ","
            parameters[parameter] = first ?? ""
        }
        guard !name.isEmpty, index < scalars.endIndex, scalars[index] == ":" else { return nil }
        self.parameters = parameters
        value = Substring(scalars[scalars.index(after: index)...])
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

    static func contents(of text: String) -> Contents {
        var contents = Contents()
        var components: [String] = []
        var event: ICalendarEvent?
        for raw in ICalendarText.unfolded(text) {
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
