import IntentHandlers
import Testing
import VeckaEngine
import VeckaStore

/// Undo reverts each kind of change, latest first, and only the user's own.
@Suite struct UndoTests {
    @Test func eachKindOfChangeIsRevertedLatestFirst() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database, now: TestClock().now)
        #expect(try store.undo(user: "") == nil)

        let a = try store.addNote(user: "", date: date("2026-11-20"), text: "a")
        let b = try store.addNote(user: "", date: date("2026-11-21"), text: "b")
        let c = try store.addNote(user: "", date: date("2026-11-22"), text: "c")
        let vacation = try store.setCountdown(user: "", name: "vacation", date: date("2027-06-20")).countdown
        let moved = try store.setCountdown(user: "", name: "VACATION", date: date("2027-07-01")).countdown
        let exam = try store.setCountdown(user: "", name: "exam", date: date("2027-03-12")).countdown
        #expect(try store.deleteCountdown(user: "", name: "exam") == exam)
        #expect(try store.deleteNote(user: "", number: 2) == b)
        #expect(try store.deleteNotes(user: "", from: date("2026-11-20"), through: date("2026-11-30")) == [a, c])
        #expect(try store.allNotes(user: "") == [])

        #expect(try store.undo(user: "") == .deletedNotes([a, c]))
        #expect(try store.allNotes(user: "") == [a, c], "back with their numbers, dates, texts and creation times")
        #expect(try store.undo(user: "") == .deletedNotes([b]))
        #expect(try store.allNotes(user: "") == [a, b, c])
        #expect(try store.undo(user: "") == .deletedCountdown(exam))
        #expect(try store.countdowns(user: "") == [exam, moved])
        #expect(try store.undo(user: "") == .setCountdown(exam, replaced: nil))
        #expect(try store.countdowns(user: "") == [moved])
        #expect(try store.undo(user: "") == .setCountdown(moved, replaced: vacation))
        #expect(try store.countdowns(user: "") == [vacation], "back to its old name and date")
        #expect(try store.undo(user: "") == .setCountdown(vacation, replaced: nil))
        #expect(try store.countdowns(user: "") == [])
        #expect(try store.undo(user: "") == .addedNote(c))
        #expect(try store.undo(user: "") == .addedNote(b))
        #expect(try store.undo(user: "") == .addedNote(a))
        #expect(try store.undo(user: "") == nil)
        #expect(try store.allNotes(user: "") == [])
        #expect(try sqlite(folder.database, "SELECT count(*) FROM change") == "0")
    }

    @Test func aNumberReusedAfterADeletionIsUndoneInOrder() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database, now: TestClock().now)
        let first = try store.addNote(user: "", date: date("2026-11-20"), text: "first 1")
        _ = try store.deleteNote(user: "", number: 1)
        let second = try store.addNote(user: "", date: date("2026-11-21"), text: "second 1")
        #expect(second.number == 1)
        #expect(try store.undo(user: "") == .addedNote(second))
        #expect(try store.undo(user: "") == .deletedNotes([first]))
        #expect(try store.allNotes(user: "") == [first])
    }

    @Test func nothingCanBeUndoneThatDidNotChangeAnything() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        let note = try store.addNote(user: "", date: date("2026-11-20"), text: "x")
        #expect(try store.deleteNote(user: "", number: 5) == nil)
        #expect(try store.deleteNotes(user: "", from: date("2027-01-01"), through: date("2027-12-31")) == [])
        #expect(try store.deleteCountdown(user: "", name: "none") == nil)
        #expect(try store.undo(user: "") == .addedNote(note), "the misses left no change behind")
    }

    @Test func onlyTheLatestChangesAreKept() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        for index in 0..<110 { _ = try store.addNote(user: "", date: date("2026-11-20"), text: "\(index)") }
        var undone = 0
        while try store.undo(user: "") != nil { undone += 1 }
        #expect(undone == 100)
        #expect(try store.allNotes(user: "").map(\.text) == (0..<10).map(String.init))
    }
}
