import Foundation
import IntentHandlers
import Testing
import VeckaEngine
import VeckaStore

/// Every call of DatabaseStore on a real file, and what the file then holds.
@Suite struct DatabaseStoreTests {
    @Test func notesAreAddedNumberedListedAndDeleted() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database, now: TestClock().now)

        let dentist = try store.addNote(user: "", date: date("2026-11-20"), text: "dentist at 10")
        let tree = try store.addNote(user: "", date: date("2026-12-24"), text: "buy the tree")
        let early = try store.addNote(user: "", date: date("2026-11-16"), text: "Monday: call")
        let sameDay = try store.addNote(user: "", date: date("2026-11-20"), text: "second on Friday")
        #expect([dentist.number, tree.number, early.number, sameDay.number] == [1, 2, 3, 4] as [Int])
        #expect(dentist.text == "dentist at 10" && dentist.date == date("2026-11-20"))
        #expect(dentist.created < tree.created, "the clock is read for each note")

        // By date, then number; the range is inclusive at both ends.
        #expect(try store.allNotes(user: "") == [early, dentist, sameDay, tree])
        #expect(try store.notes(user: "", from: date("2026-11-16"), through: date("2026-11-22")) == [early, dentist, sameDay])
        #expect(try store.notes(user: "", from: date("2026-11-20"), through: date("2026-11-20")) == [dentist, sameDay])
        #expect(try store.notes(user: "", from: date("2026-11-21"), through: date("2026-12-23")) == [])

        #expect(try store.deleteNote(user: "", number: 2) == tree)
        #expect(try store.deleteNote(user: "", number: 2) == nil, "already gone")
        #expect(try store.deleteNote(user: "", number: 99) == nil)
        #expect(try store.deleteNotes(user: "", from: date("2026-11-20"), through: date("2026-11-20")) == [dentist, sameDay])
        #expect(try store.deleteNotes(user: "", from: date("2026-11-20"), through: date("2026-11-20")) == [])
        #expect(try store.allNotes(user: "") == [early])

        // max + 1: a number is never that of a note that exists.
        let next = try store.addNote(user: "", date: date("2027-01-01"), text: "new year")
        #expect(next.number == 4)
    }

    @Test func aNoteIsKeptExactlyAsTyped() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        let texts = ["  spaces kept  ", "line\nbreak\r\n", "nul\u{0}inside", "\u{1B}[31mred\u{1B}[0m", "'; DROP TABLE note; --",
                     "e\u{301} é 👨‍👩‍👧 🇸🇪", "金曜日：歯医者", "ไปหาหมอฟัน", "", "\u{FEFF}\u{2028}"]
        for text in texts { _ = try store.addNote(user: "u", date: date("2026-11-20"), text: text) }
        #expect(try store.allNotes(user: "u").map(\.text) == texts)
        // Byte for byte, not only equal as Swift strings (which would equate é and e + ´).
        #expect(try store.allNotes(user: "u").map { Array($0.text.utf8) } == texts.map { Array($0.utf8) })
        // Read back by an independent reader: stored as the UTF-8 bytes.
        #expect(try sqlite(folder.database, "SELECT hex(text) FROM note WHERE number = 3") == "6E756C00696E73696465")
        // A new store on the same file (another process, later) reads the same.
        #expect(try DatabaseStore(path: folder.database).allNotes(user: "u").map(\.text) == texts)
    }

    @Test func countdownsAreSetMovedListedAndDeleted() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database, now: TestClock().now)

        let vacation = try store.setCountdown(user: "", name: "vacation", date: date("2027-06-20"))
        #expect(vacation.replaced == nil && vacation.countdown.number == 1 && vacation.countdown.name == "vacation")
        let exam = try store.setCountdown(user: "", name: "exam", date: date("2027-03-12")).countdown
        #expect(exam.number == 2)
        #expect(try store.countdowns(user: "") == [exam, vacation.countdown], "by date")

        // The same name without case (and canonically equal) moves it, keeping its number and creation time.
        let moved = try store.setCountdown(user: "", name: "Vacation", date: date("2027-07-01"))
        #expect(moved.replaced == vacation.countdown)
        #expect(moved.countdown == Countdown(number: 1, name: "Vacation", date: date("2027-07-01"), created: vacation.countdown.created))
        let swedish = try store.setCountdown(user: "", name: "SEMESTERN på Åland", date: date("2027-07-10")).countdown
        let again = try store.setCountdown(user: "", name: "semestern på åland", date: date("2027-07-11"))
        #expect(again.replaced == swedish && again.countdown.number == swedish.number)
        let composed = try store.setCountdown(user: "", name: "café", date: date("2027-01-01")).countdown
        let decomposed = try store.setCountdown(user: "", name: "cafe\u{301}", date: date("2027-01-02"))
        #expect(decomposed.replaced == composed)
        #expect(try store.countdowns(user: "").count == 4)

        #expect(try store.deleteCountdown(user: "", name: "EXAM") == exam)
        #expect(try store.deleteCountdown(user: "", name: "exam") == nil)
        #expect(try store.countdowns(user: "").map(\.name) == ["cafe\u{301}", "Vacation", "semestern på åland"])
    }

    @Test func anEmptyFileIsMigratedAndAFileIsOpenedOnlyWhenUsed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        #expect(!FileManager.default.fileExists(atPath: folder.database), "nothing is opened before the first call")
        #expect(try store.allNotes(user: "") == [])
        #expect(try sqlite(folder.database, "PRAGMA journal_mode") == "wal")
        #expect(try sqlite(folder.database, "SELECT identifier FROM grdb_migrations ORDER BY identifier") == "1-notes-countdowns-undo\n2-note-uid")
        #expect(try sqlite(folder.database, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                == "change\nchanged_countdown\nchanged_note\ncountdown\ngrdb_migrations\nnote")

        // An empty file someone made (touch) is a new database too.
        let touched = folder.path + "/touched.sqlite"
        _ = FileManager.default.createFile(atPath: touched, contents: Data())
        _ = try DatabaseStore(path: touched).addNote(user: "", date: date("2026-11-20"), text: "x")
        #expect(try sqlite(touched, "PRAGMA integrity_check") == "ok")
        #expect(try sqlite(touched, "SELECT count(*) FROM note") == "1")
    }

    @Test func storesOnOneFileSeeEachOthersChanges() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let first = DatabaseStore(path: folder.database)
        let second = DatabaseStore(path: folder.database)
        let a = try first.addNote(user: "", date: date("2026-11-20"), text: "from the first")
        let b = try second.addNote(user: "", date: date("2026-11-20"), text: "from the second")
        #expect(b.number == a.number + 1, "numbers are taken inside the write transaction")
        #expect(try first.allNotes(user: "") == [a, b])
        #expect(try second.undo(user: "") == .addedNote(b))
        #expect(try first.allNotes(user: "") == [a])
    }
}

extension DatabaseStoreTests {
    @Test func aDatabaseANewerVersionMigratedIsRefusedAndKept() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let note = try DatabaseStore(path: folder.database).addNote(user: "", date: date("2026-11-20"), text: "kept")
        _ = try sqlite(folder.database, "INSERT INTO grdb_migrations VALUES ('2-from-the-future')")
        #expect(throws: PersonalStoreError.unavailable(reason: "\(folder.database): the database was made by a newer vecka-ask")) {
            try DatabaseStore(path: folder.database).allNotes(user: "")
        }
        _ = try sqlite(folder.database, "DELETE FROM grdb_migrations WHERE identifier = '2-from-the-future'")
        #expect(try DatabaseStore(path: folder.database).allNotes(user: "") == [note])
    }
}
