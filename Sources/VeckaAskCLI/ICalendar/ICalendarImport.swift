import IntentHandlers
import VeckaEngine

/// What a calendar file's events become: notes on their dates (and countdowns vecka-ask exported), or a
/// reason each one was left out, so `--import-ics` can say exactly what it did not take.
struct ICalendarImport {
    enum Skip: String, CaseIterable {
        /// No DTSTART, or one that is not a date in the years 1–9999.
        case noDate
        /// Neither SUMMARY nor DESCRIPTION has text.
        case noTitle
        /// STATUS:CANCELLED.
        case cancelled
        /// Text longer than a note may be (PersonalLimits.noteCharacters).
        case tooLong
    }

    var notes: [NoteImport] = []
    var countdowns: [(name: String, date: CalendarDate)] = []
    var skipped: [Skip: Int] = [:]
    /// Repeating events taken on their first day only.
    var repeating = 0

    /// - Parameter timeZone: the user's: an event at a time in UTC or in a named zone is on the date it has
    ///   there; a floating time, or one in a zone this machine does not know, is on the date written.
    init(_ contents: ICalendarReader.Contents, timeZone: TimeZoneRules) {
        for event in contents.events {
            if event.status == "CANCELLED" { skip(.cancelled); continue }
            guard let start = event.start, let date = Self.date(of: start, in: timeZone) else { skip(.noDate); continue }
            guard let text = Self.text(of: event) else { skip(.noTitle); continue }
            do throws(PersonalStoreError) {
                try event.kind == "countdown" ? PersonalLimits.check(countdownName: text) : PersonalLimits.check(noteText: text)
            } catch {
                skip(.tooLong)
                continue
            }
            if event.repeats { repeating += 1 }
            if event.kind == "countdown" {
                countdowns.append((text, date))
            } else {
                notes.append(NoteImport(uid: Self.uid(of: event, date: date, text: text), date: date, text: text))
            }
        }
    }

    private mutating func skip(_ reason: Skip) { skipped[reason, default: 0] += 1 }

    /// The SUMMARY, else the DESCRIPTION, without the white space around it; nil when both are empty.
    static func text(of event: ICalendarEvent) -> String? {
        for candidate in [event.summary, event.description] {
            if let text = candidate.map(trimmed), !text.isEmpty { return text }
        }
        return nil
    }

    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// The event's UID; one made of its date and text when it has none (so importing the file again still
    /// finds it), or when it is longer than a UID may be kept.
    static func uid(of event: ICalendarEvent, date: CalendarDate, text: String) -> String {
        if let uid = event.uid, !uid.isEmpty, uid.utf8.count <= PersonalLimits.uidBytes { return uid }
        return "vecka-ask-import-\(date.isoString)-\(fingerprint((event.uid ?? "") + "\u{0}" + text))"
    }

    /// FNV-1a, 64 bits, in hexadecimal: stable across runs and machines (Swift's Hasher is seeded per run).
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// DTSTART as a date: `20261224` (VALUE=DATE), `20261224T100000` (floating), `…Z` (UTC) or with TZID.
    static func date(of start: ICalendarLine, in userZone: TimeZoneRules) -> CalendarDate? {
        let value = Array(start.value.utf8)
        guard value.count >= 8, let date = digits(value[0..<8]).flatMap({ number in
            CalendarDate(year: number / 10_000, month: number / 100 % 100, day: number % 100)
        }), date.isInSupportedRange else { return nil }
        guard value.count >= 15, value[8] == UInt8(ascii: "T"), let time = digits(value[9..<15]) else {
            return value.count == 8 ? date : nil
        }
        let (hour, minute, second) = (time / 10_000, time / 100 % 100, time % 100)
        guard hour < 24, minute < 60, second <= 60 else { return nil }
        let wall = Int64(date.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        let instant: Int64
        if value.count == 16 && value[15] == UInt8(ascii: "Z") {
            instant = wall
        } else if value.count == 15, let name = start.parameters["TZID"],
                  let zone = TimeZoneRules(identifier: name.hasPrefix("/") ? String(name.dropFirst()) : name) {
            // The offset at the wall time read as UTC, then at the instant that gives: right but for the
            // hour a clock change skips or repeats.
            let guess = wall - Int64(zone.secondsFromUTC(at: UnixTime(seconds: wall)))
            instant = wall - Int64(zone.secondsFromUTC(at: UnixTime(seconds: guess)))
        } else {
            return value.count == 15 ? date : nil
        }
        let local = CalendarDate.today(in: userZone, now: UnixTime(seconds: instant))
        return local.isInSupportedRange ? local : nil
    }

    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var number = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            number = number * 10 + Int(byte - 0x30)
        }
        return number
    }
}
