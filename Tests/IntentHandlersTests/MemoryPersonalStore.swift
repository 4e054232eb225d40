import IntentHandlers
import Synchronization
import VeckaEngine

/// A PersonalStore in memory, for tests of how answers use the store (the real one, over SQLite, has
/// its own tests in VeckaStoreTests): same contract, users apart, undo of each change.
final class MemoryPersonalStore: PersonalStore {
    private struct UserData {
        var notes: [PersonalNote] = []
        var countdowns: [Countdown] = []
        var nextNote = 1
        var nextCountdown = 1
        var journal: [PersonalChange] = []
    }

    private let users = Mutex<[String: UserData]>([:])

    private func change<T>(_ user: String, _ body: (inout UserData) throws(PersonalStoreError) -> T) throws(PersonalStoreError) -> T {
        try users.withLock { (users: inout [String: UserData]) throws(PersonalStoreError) -> T in
            var data = users[user] ?? UserData()
            let result = try body(&data)
            users[user] = data
            return result
        }
    }

    func addNote(user: String, date: CalendarDate, text: String) throws(PersonalStoreError) -> PersonalNote {
        guard text.count <= PersonalLimits.noteCharacters else { throw .textTooLong(limit: PersonalLimits.noteCharacters) }
        return try change(user) { data throws(PersonalStoreError) in
            let note = PersonalNote(number: data.nextNote, date: date, text: text)
            data.nextNote += 1
            data.notes.append(note)
            data.journal.append(.addedNote(note))
            return note
        }
    }

    func notes(user: String, from: CalendarDate, through: CalendarDate) throws(PersonalStoreError) -> [PersonalNote] {
        try allNotes(user: user).filter { (from...through).contains($0.date) }
    }

    func allNotes(user: String) throws(PersonalStoreError) -> [PersonalNote] {
        try change(user) { data throws(PersonalStoreError) in
            data.notes.sorted { ($0.date, $0.number) < ($1.date, $1.number) }
        }
    }

    func deleteNote(user: String, number: Int) throws(PersonalStoreError) -> PersonalNote? {
        try change(user) { data throws(PersonalStoreError) in
            guard let index = data.notes.firstIndex(where: { $0.number == number }) else { return nil }
            let note = data.notes.remove(at: index)
            data.journal.append(.deletedNotes([note]))
            return note
        }
    }

    func deleteNotes(user: String, from: CalendarDate, through: CalendarDate) throws(PersonalStoreError) -> [PersonalNote] {
        try change(user) { data throws(PersonalStoreError) in
            let deleted = data.notes.filter { (from...through).contains($0.date) }
            data.notes.removeAll { (from...through).contains($0.date) }
            if !deleted.isEmpty { data.journal.append(.deletedNotes(deleted)) }
            return deleted
        }
    }

    func setCountdown(user: String, name: String, date: CalendarDate) throws(PersonalStoreError) -> (countdown: Countdown, replaced: Countdown?) {
        try change(user) { data throws(PersonalStoreError) in
            let replaced = data.countdowns.first { $0.name.lowercased() == name.lowercased() }
            data.countdowns.removeAll { $0.name.lowercased() == name.lowercased() }
            let countdown = Countdown(number: replaced?.number ?? data.nextCountdown, name: name, date: date)
            if replaced == nil { data.nextCountdown += 1 }
            data.countdowns.append(countdown)
            data.journal.append(.setCountdown(countdown, replaced: replaced))
            return (countdown, replaced)
        }
    }

    func importNotes(user: String, notes imports: [NoteImport]) throws(PersonalStoreError) -> NoteImportResult {
        try change(user) { data throws(PersonalStoreError) in
            var result = NoteImportResult(added: [], alreadyPresent: 0, overLimit: 0)
            for item in imports {
                if data.notes.contains(where: { $0.calendarUID == item.uid }) {
                    result.alreadyPresent += 1
                } else {
                    let note = PersonalNote(number: data.nextNote, date: item.date, text: item.text, uid: item.uid)
                    data.nextNote += 1
                    data.notes.append(note)
                    result.added.append(note)
                }
            }
            return result
        }
    }

    func countdowns(user: String) throws(PersonalStoreError) -> [Countdown] {
        try change(user) { data throws(PersonalStoreError) in data.countdowns.sorted { $0.date < $1.date } }
    }

    func deleteCountdown(user: String, name: String) throws(PersonalStoreError) -> Countdown? {
        try change(user) { data throws(PersonalStoreError) in
            guard let index = data.countdowns.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
            let countdown = data.countdowns.remove(at: index)
            data.journal.append(.deletedCountdown(countdown))
            return countdown
        }
    }

    func undo(user: String) throws(PersonalStoreError) -> PersonalChange? {
        try change(user) { data throws(PersonalStoreError) in
            guard let last = data.journal.popLast() else { return nil }
            switch last {
            case .addedNote(let note): data.notes.removeAll { $0.number == note.number }
            case .deletedNotes(let notes): data.notes += notes
            case .setCountdown(let countdown, let replaced):
                data.countdowns.removeAll { $0.number == countdown.number }
                if let replaced { data.countdowns.append(replaced) }
            case .deletedCountdown(let countdown): data.countdowns.append(countdown)
            }
            return last
        }
    }
}
