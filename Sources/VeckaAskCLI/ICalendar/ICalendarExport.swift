import IntentHandlers
import VeckaEngine

/// A user's notes and countdowns as an iCalendar file (RFC 5545): each an all-day event on its date, under a
/// UID that stays the same from one export to the next (`calendarUID`), so a calendar that subscribes to or
/// imports the file again updates its events instead of doubling them.
enum ICalendarExport {
    static func file(notes: [PersonalNote], countdowns: [Countdown]) -> String {
        var file = ""
        for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//vecka-ask//vecka-ask \(VersionInfo.version)//EN",
                     "CALSCALE:GREGORIAN"] {
            file += ICalendarText.folded(line)
        }
        for note in notes {
            file += event(uid: note.calendarUID, created: note.created, date: note.date, summary: note.text, kind: nil)
        }
        for countdown in countdowns {
            file += event(uid: countdown.calendarUID, created: countdown.created, date: countdown.date,
                          summary: countdown.name, kind: "countdown")
        }
        file += ICalendarText.folded("END:VCALENDAR")
        return file
    }

    /// An all-day event: DTEND is the next day (exclusive), left out on 9999-12-31, whose next day has no
    /// four-digit year (an event with a DATE start and no end lasts that one day, §3.6.1). TRANSP:TRANSPARENT,
    /// because a note does not make its day busy.
    private static func event(uid: String, created: UnixTime, date: CalendarDate, summary: String, kind: String?) -> String {
        var lines = ["BEGIN:VEVENT", "UID:\(ICalendarText.escaped(uid))", "DTSTAMP:\(utc(created))",
                     "DTSTART;VALUE=DATE:\(basic(date))"]
        let next = CalendarDate(dayNumber: date.dayNumber + 1)
        if next.isInSupportedRange { lines.append("DTEND;VALUE=DATE:\(basic(next))") }
        lines += ["SUMMARY:\(ICalendarText.escaped(summary))", "TRANSP:TRANSPARENT"]
        if let kind { lines += ["CATEGORIES:\(kind)", "X-VECKA-ASK-KIND:\(kind)"] }
        lines.append("END:VEVENT")
        return lines.map(ICalendarText.folded).joined()
    }

    /// `YYYYMMDD`.
    static func basic(_ date: CalendarDate) -> String {
        let (year, month, day) = date.components
        return pad(year, 4) + pad(month, 2) + pad(day, 2)
    }

    /// `YYYYMMDDTHHMMSSZ`: ISO 8601's basic format of `UnixTime.isoString`.
    static func utc(_ time: UnixTime) -> String {
        String(time.isoString.filter { $0 != "-" && $0 != ":" })
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
