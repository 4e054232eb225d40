import Foundation
import GRDB
import IntentHandlers
import VeckaEngine

/// Notes and countdowns to and from their rows. Every function takes the user and puts it in its WHERE
/// clause: there is no statement here that could reach another user's rows.
enum Rows {
    /// A user's key, text's storage: the exact UTF-8 bytes, as a BLOB (Schema says why).
    static func key(_ text: String) -> Data { Data(text.utf8) }

    static func text(_ row: Row, _ column: String) -> String {
        let bytes: Data = row[column] ?? Data()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Countdown names are compared without case, as the user would ("Semestern" is "semestern"), and
    /// canonically ("é" typed as one character or as e + accent is the same name).
    static func sameName(_ a: String, _ b: String) -> Bool { a.lowercased() == b.lowercased() }

    // MARK: Notes

    static func note(_ row: Row) -> PersonalNote {
        let uid: Data? = row["uid"]
        return PersonalNote(number: row["number"], date: CalendarDate(dayNumber: row["day"]), text: text(row, "text"),
                            created: UnixTime(seconds: row["created"]), uid: uid.map { String(decoding: $0, as: UTF8.self) })
    }

    /// The user's notes from `from` through `through` (either nil: no bound), by date then number.
    static func notes(user: Data, from: CalendarDate?, through: CalendarDate?, _ db: Database) throws -> [PersonalNote] {
        try Row.fetchAll(db, sql: """
            SELECT number, day, text, created, uid FROM note
            WHERE user = ? AND day BETWEEN ? AND ? ORDER BY day, number
            """, arguments: [user, from?.dayNumber ?? Int.min, through?.dayNumber ?? Int.max]).map(note)
    }

    static func note(user: Data, number: Int, _ db: Database) throws -> PersonalNote? {
        try Row.fetchOne(db, sql: "SELECT number, day, text, created, uid FROM note WHERE user = ? AND number = ?",
                         arguments: [user, number]).map(note)
    }

    static func insert(_ note: PersonalNote, user: Data, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO note (user, number, day, text, created, uid) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [user, note.number, note.date.dayNumber, key(note.text), note.created.seconds, note.uid.map(key)])
    }

    /// Whether the user has a note exported under `uid`: one imported with it, or a typed one whose
    /// `calendarUID` it is (`note-<number>-<created>@vecka-ask`).
    static func hasNote(user: Data, calendarUID uid: String, _ db: Database) throws -> Bool {
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM note WHERE user = ? AND uid = ?)", arguments: [user, key(uid)]) == true {
            return true
        }
        guard let (number, created) = typedNoteIdentity(uid) else { return false }
        return try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM note WHERE user = ? AND number = ? AND created = ? AND uid IS NULL)
            """, arguments: [user, number, created]) == true
    }

    /// The number and creation time in a typed note's `calendarUID`; nil for any other UID.
    static func typedNoteIdentity(_ uid: String) -> (number: Int, created: Int64)? {
        guard uid.hasPrefix("note-"), uid.hasSuffix("@vecka-ask") else { return nil }
        let middle = uid.dropFirst("note-".count).dropLast("@vecka-ask".count).split(separator: "-", omittingEmptySubsequences: false)
        guard middle.count == 2, let number = Int(middle[0]), let created = Int64(middle[1]) else { return nil }
        // Only the exact form calendarUID writes ("note-03-…" is another UID).
        guard PersonalNote(number: number, date: CalendarDate(dayNumber: 0), text: "", created: UnixTime(seconds: created)).calendarUID == uid else {
            return nil
        }
        return (number, created)
    }

    static func deleteNote(user: Data, number: Int, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM note WHERE user = ? AND number = ?", arguments: [user, number])
    }

    // MARK: Countdowns

    static func countdown(_ row: Row) -> Countdown {
        Countdown(number: row["number"], name: text(row, "name"), date: CalendarDate(dayNumber: row["day"]),
                  created: UnixTime(seconds: row["created"]))
    }

    /// The user's countdowns by date (then number): at most `PersonalLimits.countdownsPerUser`.
    static func countdowns(user: Data, _ db: Database) throws -> [Countdown] {
        try Row.fetchAll(db, sql: "SELECT number, name, day, created FROM countdown WHERE user = ? ORDER BY day, number",
                         arguments: [user]).map(countdown)
    }

    static func insert(_ countdown: Countdown, user: Data, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO countdown (user, number, name, day, created) VALUES (?, ?, ?, ?, ?)",
                       arguments: [user, countdown.number, key(countdown.name), countdown.date.dayNumber, countdown.created.seconds])
    }

    /// The countdown of that number set to the given name, date and creation time.
    static func update(_ countdown: Countdown, user: Data, _ db: Database) throws {
        try db.execute(sql: "UPDATE countdown SET name = ?, day = ?, created = ? WHERE user = ? AND number = ?",
                       arguments: [key(countdown.name), countdown.date.dayNumber, countdown.created.seconds, user, countdown.number])
    }
}
