import IntentHandlers
import Testing
import VeckaEngine
import VeckaStore

/// The limits of PersonalLimits, each with its own error, counted as a reader counts characters.
@Suite struct LimitTests {
    @Test func noteTextIsLimitedInCharactersNotBytes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        let limit = PersonalLimits.noteCharacters
        // Exactly the limit is kept, in scripts and characters of any size.
        for unit in ["a", "ä", "e\u{301}", "😀", "👨‍👩‍👧", "🇸🇪", "金"] {
            let text = String(repeating: unit, count: limit)
            #expect(text.count == limit)
            #expect(try store.addNote(user: "", date: date("2026-11-20"), text: text).text == text, "\(unit) × \(limit)")
            #expect(throws: PersonalStoreError.textTooLong(limit: limit)) {
                try store.addNote(user: "", date: date("2026-11-20"), text: text + unit)
            }
        }
        #expect(throws: PersonalStoreError.textTooLong(limit: limit)) {
            try store.addNote(user: "", date: date("2026-11-20"), text: String(repeating: "x", count: 10_000))
        }
        // One character of 20,000 combining marks: within the characters, beyond the bytes.
        let zalgo = "a" + String(repeating: "\u{301}", count: 20_000)
        #expect(zalgo.count == 1)
        #expect(throws: PersonalStoreError.textTooLong(limit: limit)) { try store.addNote(user: "", date: date("2026-11-20"), text: zalgo) }
        #expect(try store.allNotes(user: "").count == 7, "refused notes left nothing behind")
    }

    @Test func countdownNamesAreLimited() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        let limit = PersonalLimits.countdownNameCharacters
        let name = String(repeating: "試", count: limit)
        #expect(try store.setCountdown(user: "", name: name, date: date("2027-01-01")).countdown.name == name)
        #expect(throws: PersonalStoreError.nameTooLong(limit: limit)) {
            try store.setCountdown(user: "", name: name + "験", date: date("2027-01-01"))
        }
        #expect(try store.countdowns(user: "").count == 1)
    }

    @Test func aUserKeepsAtMostTheNumberOfNotesAndCountdowns() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        // Filled directly: ten thousand calls would each sync the disk.
        let values = (1...PersonalLimits.notesPerUser).map { "(x'66756C6C', \($0), 20777, x'6E', 0)" }.joined(separator: ",")
        _ = try store.allNotes(user: "")
        _ = try sqlite(folder.database, "INSERT INTO note (user, number, day, text, created) VALUES \(values)")
        #expect(try store.allNotes(user: "full").count == PersonalLimits.notesPerUser)
        #expect(throws: PersonalStoreError.tooMany(limit: PersonalLimits.notesPerUser)) {
            try store.addNote(user: "full", date: date("2026-11-20"), text: "one more")
        }
        #expect(try store.addNote(user: "other", date: date("2026-11-20"), text: "another user's first").number == 1)
        _ = try store.deleteNote(user: "full", number: 5)
        #expect(try store.addNote(user: "full", date: date("2026-11-20"), text: "room again").number == PersonalLimits.notesPerUser + 1)

        for index in 0..<PersonalLimits.countdownsPerUser {
            if index % 100 == 0 || index == PersonalLimits.countdownsPerUser - 1 {
                _ = try store.setCountdown(user: "full", name: "event \(index)", date: date("2027-01-01"))
            } else {
                _ = try sqlite(folder.database, """
                    INSERT INTO countdown (user, number, name, day, created) VALUES (x'66756C6C', \(10_000 + index), CAST('c\(index)' AS BLOB), 20000, 0)
                    """)
            }
        }
        #expect(try store.countdowns(user: "full").count == PersonalLimits.countdownsPerUser)
        #expect(throws: PersonalStoreError.tooMany(limit: PersonalLimits.countdownsPerUser)) {
            try store.setCountdown(user: "full", name: "one more", date: date("2027-01-01"))
        }
        // Moving one that exists adds nothing, so it is allowed.
        #expect(try store.setCountdown(user: "full", name: "EVENT 0", date: date("2027-02-02")).replaced != nil)
    }
}
