import Foundation
import GRDB
import IntentHandlers
import Synchronization
import VeckaEngine

/// The user's notes and countdowns in an SQLite file (docs/personal-data.md).
///
/// Durable when a call returns: WAL mode with `synchronous=FULL` syncs the log at every commit, so an answer
/// that was printed survives a killed process or a power cut. Writers of several processes (two REPLs and a
/// bot) take turns: every change is one immediate transaction (it takes the write lock at its start, so it
/// never fails half-way on a lock another writer took), and a busy writer waits up to `busyTimeout`.
///
/// The file is opened on the first call, not before, and opened again on the next call when that failed
/// (a folder made writable, space freed).
public final class DatabaseStore: PersonalStore {
    public let path: String
    /// Long enough for any writer ahead in the queue: a change is one short transaction (a sync of the log).
    static let busyTimeout: TimeInterval = 30
    /// Changes kept for undo per user; older ones are forgotten.
    static let undoDepth = 100

    private let opened = Mutex<DatabaseQueue?>(nil)
    private let now: @Sendable () -> UnixTime

    /// - Parameter now: the clock for `created` (tests fix it).
    public init(path: String, now: @escaping @Sendable () -> UnixTime = { UnixTime.now() }) {
        self.path = path
        self.now = now
    }

    // MARK: Notes

    public func addNote(user: String, date: CalendarDate, text: String) throws(PersonalStoreError) -> PersonalNote {
        try PersonalLimits.check(user: user)
        try PersonalLimits.check(noteText: text)
        let created = now()
        return try write { db in
            let owner = Rows.key(user)
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM note WHERE user = ?", arguments: [owner]) ?? 0
            guard count < PersonalLimits.notesPerUser else { throw PersonalStoreError.tooMany(limit: PersonalLimits.notesPerUser) }
            let last = try Int.fetchOne(db, sql: "SELECT max(number) FROM note WHERE user = ?", arguments: [owner]) ?? 0
            let note = PersonalNote(number: last + 1, date: date, text: text, created: created)
            try Rows.insert(note, user: owner, db)
            try Journal.record(.addedNote(note), user: owner, db)
            return note
        }
    }

    public func notes(user: String, from: CalendarDate, through: CalendarDate) throws(PersonalStoreError) -> [PersonalNote] {
        try PersonalLimits.check(user: user)
        return try read { db in try Rows.notes(user: Rows.key(user), from: from, through: through, db) }
    }

    public func allNotes(user: String) throws(PersonalStoreError) -> [PersonalNote] {
        try PersonalLimits.check(user: user)
        return try read { db in try Rows.notes(user: Rows.key(user), from: nil, through: nil, db) }
    }

    public func deleteNote(user: String, number: Int) throws(PersonalStoreError) -> PersonalNote? {
        try PersonalLimits.check(user: user)
        return try write { db in
            let owner = Rows.key(user)
            guard let note = try Rows.note(user: owner, number: number, db) else { return nil }
            try Rows.deleteNote(user: owner, number: number, db)
            try Journal.record(.deletedNotes([note]), user: owner, db)
            return note
        }
    }

    public func deleteNotes(user: String, from: CalendarDate, through: CalendarDate) throws(PersonalStoreError) -> [PersonalNote] {
        try PersonalLimits.check(user: user)
        return try write { db in
            let owner = Rows.key(user)
            let notes = try Rows.notes(user: owner, from: from, through: through, db)
            guard !notes.isEmpty else { return [] }
            try db.execute(sql: "DELETE FROM note WHERE user = ? AND day BETWEEN ? AND ?",
                           arguments: [owner, from.dayNumber, through.dayNumber])
            try Journal.record(.deletedNotes(notes), user: owner, db)
            return notes
        }
    }

    public func importNotes(user: String, notes imports: [NoteImport]) throws(PersonalStoreError) -> NoteImportResult {
        try PersonalLimits.check(user: user)
        for item in imports {
            try PersonalLimits.check(noteText: item.text)
            guard item.uid.utf8.count <= PersonalLimits.uidBytes else {
                throw .unavailable(reason: "a UID longer than \(PersonalLimits.uidBytes) bytes")
            }
        }
        let created = now()
        return try write { db in
            let owner = Rows.key(user)
            // Each event is looked up by its UID (an index), not by reading every note: an import comes in
            // batches, and reading the user's notes for each made a large file's import quadratic.
            var count = try Int.fetchOne(db, sql: "SELECT count(*) FROM note WHERE user = ?", arguments: [owner]) ?? 0
            var next = (try Int.fetchOne(db, sql: "SELECT max(number) FROM note WHERE user = ?", arguments: [owner]) ?? 0) + 1
            var result = NoteImportResult(added: [], alreadyPresent: 0, overLimit: 0)
            var added = Set<String>()
            for item in imports {
                let present = try added.contains(item.uid) || Rows.hasNote(user: owner, calendarUID: item.uid, db)
                if present {
                    result.alreadyPresent += 1
                } else if count >= PersonalLimits.notesPerUser {
                    result.overLimit += 1
                } else {
                    let note = PersonalNote(number: next, date: item.date, text: item.text, created: created, uid: item.uid)
                    try Rows.insert(note, user: owner, db)
                    added.insert(item.uid)
                    result.added.append(note)
                    count += 1
                    next += 1
                }
            }
            return result
        }
    }

    // MARK: Countdowns

    public func setCountdown(user: String, name: String, date: CalendarDate) throws(PersonalStoreError) -> (countdown: Countdown, replaced: Countdown?) {
        try PersonalLimits.check(user: user)
        try PersonalLimits.check(countdownName: name)
        let created = now()
        let result = try write { db in
            let owner = Rows.key(user)
            let existing = try Rows.countdowns(user: owner, db)
            if let old = existing.first(where: { Rows.sameName($0.name, name) }) {
                let moved = Countdown(number: old.number, name: name, date: date, created: old.created)
                try Rows.update(moved, user: owner, db)
                try Journal.record(.setCountdown(moved, replaced: old), user: owner, db)
                return CountdownSet(countdown: moved, replaced: old)
            }
            guard existing.count < PersonalLimits.countdownsPerUser else {
                throw PersonalStoreError.tooMany(limit: PersonalLimits.countdownsPerUser)
            }
            let countdown = Countdown(number: (existing.map(\.number).max() ?? 0) + 1, name: name, date: date, created: created)
            try Rows.insert(countdown, user: owner, db)
            try Journal.record(.setCountdown(countdown, replaced: nil), user: owner, db)
            return CountdownSet(countdown: countdown, replaced: nil)
        }
        return (result.countdown, result.replaced)
    }

    /// The tuple of `setCountdown` as a Sendable value, to come out of the database's closure.
    private struct CountdownSet: Sendable {
        let countdown: Countdown
        let replaced: Countdown?
    }

    public func countdowns(user: String) throws(PersonalStoreError) -> [Countdown] {
        try PersonalLimits.check(user: user)
        return try read { db in try Rows.countdowns(user: Rows.key(user), db) }
    }

    public func deleteCountdown(user: String, name: String) throws(PersonalStoreError) -> Countdown? {
        try PersonalLimits.check(user: user)
        return try write { db in
            let owner = Rows.key(user)
            guard let countdown = try Rows.countdowns(user: owner, db).first(where: { Rows.sameName($0.name, name) }) else {
                return nil
            }
            try db.execute(sql: "DELETE FROM countdown WHERE user = ? AND number = ?", arguments: [owner, countdown.number])
            try Journal.record(.deletedCountdown(countdown), user: owner, db)
            return countdown
        }
    }

    // MARK: Undo

    public func undo(user: String) throws(PersonalStoreError) -> PersonalChange? {
        try PersonalLimits.check(user: user)
        return try write { db in try Journal.undoLatest(user: Rows.key(user), db) }
    }

    // MARK: The connection

    /// A change, in one immediate transaction: all of it is durable when this returns, or none of it is there.
    private func write<T>(_ change: (Database) throws -> T) throws(PersonalStoreError) -> T {
        let queue = try connection()
        return try mapped {
            try queue.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try change(db)
                    return .commit
                }
                return result!
            }
        }
    }

    private func read<T>(_ query: (Database) throws -> T) throws(PersonalStoreError) -> T {
        let queue = try connection()
        return try mapped { try queue.read(query) }
    }

    /// A limit's error as it is; a database's failure (a full disk, a read-only file, a damaged one) as
    /// `unavailable`, its transaction rolled back.
    private func mapped<T>(_ body: () throws -> T) throws(PersonalStoreError) -> T {
        do {
            return try body()
        } catch let error as PersonalStoreError {
            throw error
        } catch {
            throw .unavailable(reason: "\(path): \(Self.describe(error))")
        }
    }

    private func connection() throws(PersonalStoreError) -> DatabaseQueue {
        let path = path
        let result = opened.withLock { opened -> Result<DatabaseQueue, PersonalStoreError> in
            if let queue = opened { return .success(queue) }
            do throws(PersonalStoreError) {
                let queue = try Self.open(path)
                opened = queue
                return .success(queue)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func open(_ path: String) throws(PersonalStoreError) -> DatabaseQueue {
        try DatabaseFile.prepare(path: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "vecka-ask personal data"
        configuration.prepareDatabase { db in
            try WriteAheadLog.enable(db, waitingUpTo: busyTimeout)
            // Per connection: every commit syncs the log, so what was acknowledged is on the disk.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try Schema.migrate(queue)
            return queue
        } catch {
            throw .unavailable(reason: "\(path): \(describe(error))")
        }
    }

    /// SQLite's own words ("unable to open database file", "database or disk is full").
    private static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "\(error.resultCode)"
        }
        return "\(error)"
    }
}
