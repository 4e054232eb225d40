import IntentHandlers
import Testing
@testable import VeckaAskCLI
import VeckaEngine

/// The iCalendar layer of `--export-ics` and `--import-ics` (RFC 5545): folding, escaping, which events an
/// import takes and on which date. Files made and read by a real parser (python `icalendar`) are checked by
/// scripts/test-ics.
@Suite struct ICalendarTests {
    @Test func foldedLinesAreAtMost75OctetsAndNeverSplitACharacter() {
        let line = "SUMMARY:" + String(repeating: "å😀e\u{301}日", count: 40)
        let folded = ICalendarText.folded(line)
        let physical = folded.split(separator: "\r\n", omittingEmptySubsequences: true)
        #expect(physical.count > 5)
        for (index, part) in physical.enumerated() {
            #expect(part.utf8.count <= 75)
            if index > 0 { #expect(part.utf8.first == 0x20, "a continuation line begins with a space") }
        }
        #expect(folded.hasSuffix("\r\n"))
        #expect(ICalendarText.unfolded(folded) == [line], "unfolding gives the line back, combining marks and all")
    }

    @Test func aShortLineIsNotFolded() {
        #expect(ICalendarText.folded("BEGIN:VEVENT") == "BEGIN:VEVENT\r\n")
    }

    @Test(arguments: ["dentist at 10, bring; card", "back\\slash", "two\nlines", "tab\there", "日本語のメモ", "👨‍👩‍👧 e\u{301}"])
    func textComesBackAsItWasWritten(_ text: String) {
        let escaped = ICalendarText.escaped(text)
        #expect(!escaped.contains("\n"))
        #expect(ICalendarText.unescaped(Substring(escaped)) == text)
    }

    @Test func controlCharactersAreWrittenOutNotWritten() {
        let escaped = ICalendarText.escaped("bell\u{7} escape\u{1B}[31m")
        #expect(!escaped.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(ICalendarText.unescaped(Substring(escaped)) == "bell\\u{7} escape\\u{1B}[31m")
    }

    @Test func unfoldingReadsBareLineFeedsAndTabs() {
        #expect(ICalendarText.unfolded("A:1\nB:lo\n\tng\r\n C\nD:4") == ["A:1", "B:longC", "D:4"])
    }

    @Test func contentLinesWithQuotedParameters() throws {
        let line = try #require(ICalendarLine("DTSTART;TZID=\"America/New_York\";X-A=b,c:20261224T233000"))
        #expect(line.name == "DTSTART")
        #expect(line.parameters["TZID"] == "America/New_York")
        #expect(line.parameters["X-A"] == "b")
        #expect(line.value == "20261224T233000")
        #expect(try #require(ICalendarLine("summary;LANGUAGE=sv:a:b")).value == "a:b")
        #expect(ICalendarLine("no colon here") == nil)
    }

    /// An alarm's DESCRIPTION is not the event's, a to-do is not an event, and a missing END is forgiven.
    @Test func onlyEventsPropertiesAreTheEvents() {
        let file = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            SUMMARY:a task
            DTSTART;VALUE=DATE:20261201
            END:VTODO
            BEGIN:VEVENT
            UID:1
            DTSTART;VALUE=DATE:20261224
            BEGIN:VALARM
            DESCRIPTION:Reminder
            END:VALARM
            END:VEVENT
            BEGIN:VEVENT
            UID:2
            SUMMARY:second
            DTSTART:20261225
            RRULE:FREQ=YEARLY
            END:VEVENT
            END:VCALENDAR
            """
        let contents = ICalendarReader.contents(of: file)
        #expect(contents.isCalendar)
        #expect(contents.events.map(\.uid) == ["1", "2"])
        #expect(contents.events[0].description == nil)
        let plan = ICalendarImport(contents, timeZone: .utc)
        #expect(plan.notes.map(\.text) == ["second"])
        #expect(plan.skipped == [.noTitle: 1])
        #expect(plan.repeating == 1)
    }

    @Test func eventsThatCannotBeNotesAreCountedByReason() {
        let file = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            SUMMARY:cancelled
            STATUS:CANCELLED
            DTSTART;VALUE=DATE:20261224
            END:VEVENT
            BEGIN:VEVENT
            SUMMARY:no date
            END:VEVENT
            BEGIN:VEVENT
            SUMMARY:bad date
            DTSTART;VALUE=DATE:20260231
            END:VEVENT
            BEGIN:VEVENT
            SUMMARY:\(String(repeating: "x", count: PersonalLimits.noteCharacters + 1))
            DTSTART;VALUE=DATE:20261224
            END:VEVENT
            BEGIN:VEVENT
            SUMMARY:  
            DESCRIPTION:  from the description\\n
            DTSTART;VALUE=DATE:20261224
            END:VEVENT
            END:VCALENDAR
            """
        let plan = ICalendarImport(ICalendarReader.contents(of: file), timeZone: .utc)
        #expect(plan.skipped == [.cancelled: 1, .noDate: 2, .tooLong: 1])
        #expect(plan.notes.map(\.text) == ["from the description"])
        #expect(plan.notes[0].uid.hasPrefix("vecka-ask-import-2026-12-24-"), "no UID: one made of the date and text")
    }

    /// A timed event is on the date it has where the user is; a floating time on the date written.
    @Test func timedEventsAreOnTheUsersDate() throws {
        let stockholm = try #require(TimeZoneRules(identifier: "Europe/Stockholm"))
        func date(_ line: String, _ zone: TimeZoneRules) -> String? {
            ICalendarLine(line).flatMap { ICalendarImport.date(of: $0, in: zone) }?.isoString
        }
        #expect(date("DTSTART:20261224T233000Z", stockholm) == "2026-12-25")
        #expect(date("DTSTART:20261224T233000Z", .utc) == "2026-12-24")
        #expect(date("DTSTART;TZID=America/New_York:20261224T200000", stockholm) == "2026-12-25")
        #expect(date("DTSTART;TZID=America/New_York:20261224T200000", .utc) == "2026-12-25")
        #expect(date("DTSTART;TZID=Europe/Stockholm:20261224T200000", stockholm) == "2026-12-24")
        #expect(date("DTSTART;TZID=Not a zone:20261224T233000", .utc) == "2026-12-24", "an unknown zone: the date written")
        #expect(date("DTSTART:20261224T233000", stockholm) == "2026-12-24", "floating")
        #expect(date("DTSTART;VALUE=DATE:00010101", stockholm) == "0001-01-01")
        #expect(date("DTSTART:20261224T253000Z", .utc) == nil)
        #expect(date("DTSTART:2026122", .utc) == nil)
    }

    @Test func anExportReadsBackAsTheSameNotes() {
        let notes = [PersonalNote(number: 1, date: CalendarDate(isoString: "2026-11-27")!, text: "dentist, 10; bring \\ card\nline 2",
                                  created: UnixTime(seconds: 1_795_000_000)),
                     PersonalNote(number: 2, date: CalendarDate(isoString: "9999-12-31")!, text: String(repeating: "日", count: 300),
                                  created: UnixTime(seconds: 1_795_000_001), uid: "kept@example.com")]
        let countdowns = [Countdown(number: 1, name: "vacation", date: CalendarDate(isoString: "2027-06-20")!)]
        let file = ICalendarExport.file(notes: notes, countdowns: countdowns)
        #expect(!file.contains("DTEND;VALUE=DATE:100000101"), "9999-12-31 has no next day to end on")
        let plan = ICalendarImport(ICalendarReader.contents(of: file), timeZone: .utc)
        #expect(plan.notes == notes.map { NoteImport(uid: $0.calendarUID, date: $0.date, text: $0.text) })
        #expect(plan.countdowns.map { $0.name } == ["vacation"])
        #expect(plan.countdowns.map { $0.date } == [CalendarDate(isoString: "2027-06-20")!])
        #expect(ICalendarExport.file(notes: notes, countdowns: countdowns) == file, "the same data, the same file")
    }

    @Test func batchesStayUnderTheLineLimit() {
        let notes = (0..<500).map { NoteImport(uid: "u\($0)", date: CalendarDate(dayNumber: $0), text: String(repeating: "\u{1}", count: 900)) }
        let batches = CalendarFileCommand.batches(notes)
        #expect(batches.flatMap { $0 } == notes)
        for batch in batches {
            let line = StoreProtocol.line(for: .importNotes(user: "", notes: batch), id: 1)
            #expect(line.utf8.count < StoreProtocol.lineLimit)
        }
    }
}
