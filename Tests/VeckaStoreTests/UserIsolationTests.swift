import Foundation
import IntentHandlers
import Testing
import VeckaEngine
import VeckaStore

/// Users are kept apart whatever a request says: another user's note number, SQL in the text or in the user,
/// names that differ only in a byte GRDB would drop, very long names.
@Suite struct UserIsolationTests {
    /// alice's data, set up before each adversary tries: two notes and a countdown.
    private func aliceStore() throws -> (ScratchFolder, DatabaseStore, [PersonalNote], Countdown) {
        let folder = try ScratchFolder()
        let store = DatabaseStore(path: folder.database)
        let notes = [try store.addNote(user: "alice", date: date("2026-11-20"), text: "alice's secret"),
                     try store.addNote(user: "alice", date: date("2026-12-24"), text: "alice's tree")]
        let countdown = try store.setCountdown(user: "alice", name: "vacation", date: date("2027-06-20")).countdown
        return (folder, store, notes, countdown)
    }

    static let adversaries = ["", "bob", "Alice", "alice ", " alice", "alice\u{0}", "alice\u{0}bob", "alic", "alice%", "%", "_____",
                              "' OR '1'='1", "alice' --", "\" OR 1=1; --", "alice'; DELETE FROM note; --", "*", "\u{0}",
                              "a\u{301}lice", "ａｌｉｃｅ", String(repeating: "x", count: PersonalLimits.userBytes)]

    @Test(arguments: adversaries)
    func anotherUserSeesAndChangesNothingOfAlices(adversary: String) throws {
        let (folder, store, notes, countdown) = try aliceStore()
        defer { folder.remove() }
        let all = (date("0001-01-01"), date("9999-12-31"))

        #expect(try store.allNotes(user: adversary) == [])
        #expect(try store.notes(user: adversary, from: all.0, through: all.1) == [])
        #expect(try store.countdowns(user: adversary) == [])
        for number in [0, 1, 2, -1, Int.max, Int.min] {
            #expect(try store.deleteNote(user: adversary, number: number) == nil, "note \(number)")
        }
        #expect(try store.deleteNotes(user: adversary, from: all.0, through: all.1) == [])
        #expect(try store.deleteCountdown(user: adversary, name: "vacation") == nil)
        #expect(try store.deleteCountdown(user: adversary, name: "%") == nil)
        #expect(try store.undo(user: adversary) == nil, "alice's changes are hers to undo")

        // Its own data gets its own numbers, and moving "vacation" makes its own countdown.
        let own = try store.addNote(user: adversary, date: date("2026-11-20"), text: "'); DELETE FROM note WHERE ('1'='1")
        #expect(own.number == 1)
        #expect(try store.setCountdown(user: adversary, name: "vacation", date: date("2030-01-01")).replaced == nil)
        #expect(try store.undo(user: adversary) != nil)
        #expect(try store.undo(user: adversary) == .addedNote(own))

        #expect(try store.allNotes(user: "alice") == notes)
        #expect(try store.countdowns(user: "alice") == [countdown])
        #expect(try sqlite(folder.database, "SELECT count(*) FROM note") == "2")
    }

    @Test func sqlInTextAndNamesIsStoredAsText() throws {
        let (folder, store, notes, _) = try aliceStore()
        defer { folder.remove() }
        let attacks = ["'); DROP TABLE note; --", "\" OR \"\"=\"", "1; UPDATE note SET user = 'mallory'", "%' OR user LIKE '%"]
        for attack in attacks {
            #expect(try store.addNote(user: "mallory", date: date("2026-11-20"), text: attack).text == attack)
            #expect(try store.setCountdown(user: "mallory", name: attack, date: date("2027-01-01")).countdown.name == attack)
            #expect(try store.deleteCountdown(user: "mallory", name: attack)?.name == attack)
        }
        #expect(try store.allNotes(user: "mallory").map(\.text) == attacks)
        #expect(try store.allNotes(user: "alice") == notes)
        #expect(try sqlite(folder.database, "PRAGMA integrity_check") == "ok")
    }

    @Test func aUserNameLongerThanTheLimitIsRefused() throws {
        let (folder, store, _, _) = try aliceStore()
        defer { folder.remove() }
        let long = String(repeating: "ä", count: PersonalLimits.userBytes / 2 + 1)  // 2 bytes each
        #expect(throws: PersonalStoreError.self) { try store.allNotes(user: long) }
        #expect(throws: PersonalStoreError.self) { try store.addNote(user: long, date: date("2026-11-20"), text: "x") }
        #expect(try sqlite(folder.database, "SELECT count(DISTINCT user) FROM note") == "1")
    }
}
