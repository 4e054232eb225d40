import Foundation
import GRDB

/// Puts a database file in WAL mode, waiting for its turn.
///
/// Switching a new file's journal to WAL needs the file to itself. SQLite does not call the busy handler for
/// that switch when another connection holds a lock it could be waiting on (it returns "database is locked" at
/// once, to avoid a deadlock), so several processes opening one new file at the same moment (two REPLs and a
/// bot started together) made all but one fail. Measured: 5 of 2,400 openings, 8 at a time, before this wait.
/// The switch is retried after short, growing, jittered pauses until the store's own busy timeout.
enum WriteAheadLog {
    static func enable(_ db: Database, waitingUpTo timeout: TimeInterval) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int(timeout * 1000))
        var pause = 0.001
        while true {
            do {
                // Kept in the file once set; asked on every opening, which costs nothing when it already is.
                let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                guard mode == "wal" else {
                    throw DatabaseError(message: "the journal cannot be put in WAL mode (\(mode ?? "none"))")
                }
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && clock.now < deadline {
                Thread.sleep(forTimeInterval: pause * Double.random(in: 0.5...1.5))
                pause = min(pause * 2, 0.05)
            }
        }
    }
}
