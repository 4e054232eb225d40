import Foundation
import GRDB
import IntentHandlers
import VeckaEngine

/// The undo journal: each user's changes as a stack, kept in the same transaction as the change itself, so
/// what can be undone is exactly what was done. Undo takes the latest change off and reverts it; since only
/// the top is ever reverted, the rows it brings back cannot collide with later ones (those were undone first).
enum Journal {
    static func record(_ change: PersonalChange, user: Data, _ db: Database) throws {
        let sequence = (try Int.fetchOne(db, sql: "SELECT max(sequence) FROM change WHERE user = ?", arguments: [user]) ?? 0) + 1
        try db.execute(sql: "INSERT INTO change (user, sequence, kind) VALUES (?, ?, ?)",
                       arguments: [user, sequence, kind(of: change)])
        switch change {
        case .addedNote(let note):
            try keep(note, user: user, sequence: sequence, db)
        case .deletedNotes(let notes):
            for note in notes { try keep(note, user: user, sequence: sequence, db) }
        case .setCountdown(let countdown, let replaced):
            try keep(countdown, role: "set", user: user, sequence: sequence, db)
            if let replaced { try keep(replaced, role: "replaced", user: user, sequence: sequence, db) }
        case .deletedCountdown(let countdown):
            try keep(countdown, role: "deleted", user: user, sequence: sequence, db)
        }
        // Only the latest `undoDepth` changes can be undone; the rest is forgotten.
        let oldest = sequence - DatabaseStore.undoDepth
        if oldest > 0 {
            for table in ["change", "changed_note", "changed_countdown"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE user = ? AND sequence <= ?", arguments: [user, oldest])
            }
        }
    }

    /// Reverts the user's latest change and forgets it; nil when there is none.
    static func undoLatest(user: Data, _ db: Database) throws -> PersonalChange? {
        guard let latest = try Row.fetchOne(db, sql: "SELECT sequence, kind FROM change WHERE user = ? ORDER BY sequence DESC LIMIT 1",
                                            arguments: [user]) else { return nil }
        let sequence: Int = latest["sequence"]
        let change = try load(kind: latest["kind"], user: user, sequence: sequence, db)
        switch change {
        case .addedNote(let note):
            try Rows.deleteNote(user: user, number: note.number, db)
        case .deletedNotes(let notes):
            for note in notes { try Rows.insert(note, user: user, db) }
        case .setCountdown(let countdown, replaced: nil):
            try db.execute(sql: "DELETE FROM countdown WHERE user = ? AND number = ?", arguments: [user, countdown.number])
        case .setCountdown(_, replaced: let replaced?):
            try Rows.update(replaced, user: user, db)
        case .deletedCountdown(let countdown):
            try Rows.insert(countdown, user: user, db)
        }
        for table in ["change", "changed_note", "changed_countdown"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE user = ? AND sequence = ?", arguments: [user, sequence])
        }
        return change
    }

    private static func kind(of change: PersonalChange) -> String {
        switch change {
        case .addedNote: "addedNote"
        case .deletedNotes: "deletedNotes"
        case .setCountdown: "setCountdown"
        case .deletedCountdown: "deletedCountdown"
        }
    }

    private static func load(kind: String, user: Data, sequence: Int, _ db: Database) throws -> PersonalChange {
        let notes = try Row.fetchAll(db, sql: """
            SELECT number, day, text, created, uid FROM changed_note WHERE user = ? AND sequence = ? ORDER BY day, number
            """, arguments: [user, sequence]).map(Rows.note)
        var countdowns: [String: Countdown] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT role, number, name, day, created FROM changed_countdown WHERE user = ? AND sequence = ?",
                                    arguments: [user, sequence]) {
            countdowns[row["role"]] = Rows.countdown(row)
        }
        switch kind {
        case "addedNote":
            if let note = notes.first { return .addedNote(note) }
        case "deletedNotes":
            return .deletedNotes(notes)
        case "setCountdown":
            if let set = countdowns["set"] { return .setCountdown(set, replaced: countdowns["replaced"]) }
        case "deletedCountdown":
            if let deleted = countdowns["deleted"] { return .deletedCountdown(deleted) }
        default:
            break
        }
        throw DatabaseError(message: "the undo journal's change \(sequence) (\(kind)) is incomplete")
    }

    private static func keep(_ note: PersonalNote, user: Data, sequence: Int, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO changed_note (user, sequence, number, day, text, created, uid) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       arguments: [user, sequence, note.number, note.date.dayNumber, Rows.key(note.text), note.created.seconds,
                                   note.uid.map(Rows.key)])
    }

    private static func keep(_ countdown: Countdown, role: String, user: Data, sequence: Int, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO changed_countdown (user, sequence, role, number, name, day, created) VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [user, sequence, role, countdown.number, Rows.key(countdown.name), countdown.date.dayNumber,
                             countdown.created.seconds])
    }
}
