import Foundation
import IntentHandlers
import Testing
import VeckaEngine
import VeckaStore

/// `importNotes`, the store's side of `--import-ics`: idempotent on UID (its own or the one a typed note is
/// exported under), per user, within the limit, kept through undo, and a database of the first schema gains
/// the UID column without losing a row.
@Suite struct ImportNotesTests {
    @Test func importingTheSameEventsAgainAddsNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        let events = [NoteImport(uid: "a@example.com", date: date("2026-12-24"), text: "tree"),
                      NoteImport(uid: "b@example.com", date: date("2026-12-31"), text: "party")]
        let first = try store.importNotes(user: "", notes: events)
        #expect(first.added.map(\.text) == ["tree", "party"])
        #expect(first.added.map(\.uid) == ["a@example.com", "b@example.com"])
        #expect(first.alreadyPresent == 0)
        let second = try store.importNotes(user: "", notes: events)
        #expect(second.added.isEmpty)
        #expect(second.alreadyPresent == 2)
        #expect(try store.allNotes(user: "").count == 2)
        #expect(try sqlite(folder.database, "SELECT count(*) FROM note WHERE uid IS NOT NULL") == "2")
    }

    @Test func aTypedNoteIsFoundByTheUIDItIsExportedUnder() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database, now: TestClock().now)
        let typed = try store.addNote(user: "", date: date("2026-11-27"), text: "dentist")
        #expect(typed.uid == nil)
        let again = try store.importNotes(user: "", notes: [NoteImport(uid: typed.calendarUID, date: typed.date, text: typed.text)])
        #expect(again.added.isEmpty && again.alreadyPresent == 1)
        // Another note with the same text and date but another UID is another event.
        let other = try store.importNotes(user: "", notes: [NoteImport(uid: "x@y", date: typed.date, text: typed.text)])
        #expect(other.added.count == 1)
    }

    @Test func usersImportApart() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        let event = NoteImport(uid: "shared@example.com", date: date("2027-01-01"), text: "new year")
        #expect(try store.importNotes(user: "alice", notes: [event]).added.count == 1)
        #expect(try store.importNotes(user: "bob", notes: [event]).added.count == 1, "bob's import does not see alice's UID")
        #expect(try store.allNotes(user: "alice").map(\.number) == [1])
        #expect(try store.allNotes(user: "bob").map(\.number) == [1])
        #expect(try store.allNotes(user: "").isEmpty)
    }

    @Test func theLimitStopsAnImportAndSaysHowManyWereLeft() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        let events = (0..<(PersonalLimits.notesPerUser + 5)).map {
            NoteImport(uid: "e\($0)", date: date("2026-01-01"), text: "event \($0)")
        }
        let result = try store.importNotes(user: "", notes: events)
        #expect(result.added.count == PersonalLimits.notesPerUser)
        #expect(result.overLimit == 5)
        #expect(throws: PersonalStoreError.tooMany(limit: PersonalLimits.notesPerUser)) {
            try store.addNote(user: "", date: date("2026-01-02"), text: "one more")
        }
    }

    @Test func anImportedNoteKeepsItsUIDThroughDeleteAndUndo() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        _ = try store.importNotes(user: "", notes: [NoteImport(uid: "keep@example.com", date: date("2026-12-24"), text: "tree")])
        #expect(try store.deleteNote(user: "", number: 1)?.uid == "keep@example.com")
        guard case .deletedNotes(let restored)? = try store.undo(user: "") else {
            Issue.record("the delete was not undone")
            return
        }
        #expect(restored.map(\.uid) == ["keep@example.com"])
        #expect(try store.allNotes(user: "").map(\.uid) == ["keep@example.com"])
        #expect(try store.importNotes(user: "", notes: [NoteImport(uid: "keep@example.com", date: date("2026-12-24"), text: "tree")])
            .alreadyPresent == 1)
    }

    /// A database the first release made (schema 1, no uid column) is brought up to date when opened: its
    /// notes, countdowns and undo journal are all still there.
    @Test func aFirstSchemaDatabaseGainsTheUIDColumn() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        _ = try sqlite(folder.database, """
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('1-notes-countdowns-undo');
            CREATE TABLE note (user BLOB NOT NULL, number INTEGER NOT NULL CHECK (number > 0), day INTEGER NOT NULL,
                text BLOB NOT NULL, created INTEGER NOT NULL, PRIMARY KEY (user, number)) WITHOUT ROWID;
            CREATE INDEX note_by_day ON note (user, day, number);
            CREATE TABLE countdown (user BLOB NOT NULL, number INTEGER NOT NULL CHECK (number > 0), name BLOB NOT NULL,
                day INTEGER NOT NULL, created INTEGER NOT NULL, PRIMARY KEY (user, number)) WITHOUT ROWID;
            CREATE TABLE change (user BLOB NOT NULL, sequence INTEGER NOT NULL, kind TEXT NOT NULL
                CHECK (kind IN ('addedNote', 'deletedNotes', 'setCountdown', 'deletedCountdown')),
                PRIMARY KEY (user, sequence)) WITHOUT ROWID;
            CREATE TABLE changed_note (user BLOB NOT NULL, sequence INTEGER NOT NULL, number INTEGER NOT NULL,
                day INTEGER NOT NULL, text BLOB NOT NULL, created INTEGER NOT NULL, PRIMARY KEY (user, sequence, number)) WITHOUT ROWID;
            CREATE TABLE changed_countdown (user BLOB NOT NULL, sequence INTEGER NOT NULL,
                role TEXT NOT NULL CHECK (role IN ('set', 'replaced', 'deleted')), number INTEGER NOT NULL, name BLOB NOT NULL,
                day INTEGER NOT NULL, created INTEGER NOT NULL, PRIMARY KEY (user, sequence, role)) WITHOUT ROWID;
            INSERT INTO note VALUES (X'', 1, 20784, CAST('old note' AS BLOB), 1790000000);
            INSERT INTO change VALUES (X'', 1, 'addedNote');
            INSERT INTO changed_note VALUES (X'', 1, 1, 20784, CAST('old note' AS BLOB), 1790000000);
            """)
        let store = DatabaseStore(path: folder.database)
        #expect(try store.allNotes(user: "") == [PersonalNote(number: 1, date: CalendarDate(dayNumber: 20784), text: "old note",
                                                             created: UnixTime(seconds: 1_790_000_000))])
        #expect(try store.importNotes(user: "", notes: [NoteImport(uid: "u", date: date("2026-12-24"), text: "new")]).added.count == 1)
        guard case .addedNote(let undone)? = try store.undo(user: "") else {
            Issue.record("the old change was not undone")
            return
        }
        #expect(undone.text == "old note", "an import is not an undoable change: undo reverts the change before it")
        #expect(try sqlite(folder.database, "SELECT identifier FROM grdb_migrations ORDER BY identifier")
            .split(separator: "\n") == ["1-notes-countdowns-undo", "2-note-uid"])
    }
}
