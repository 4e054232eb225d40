import GRDB

/// The tables, as versioned migrations: a database made by an older vecka-ask is brought up to date the first
/// time a newer one opens it, and a migration is never changed once released (a new one is added instead).
///
/// Every table is keyed by `user` first, and every statement of DatabaseStore names it, so the one index that
/// answers a query holds only the asking user's rows. Text (`user`, `text`, `name`) is stored as BLOB, the
/// UTF-8 bytes exactly: GRDB binds a String as a C string, so "alice\0x" would be stored, and compared, as
/// "alice" — another user. Dates are day numbers (days since 1970-01-01, `CalendarDate.dayNumber`), times
/// POSIX seconds.
enum Schema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("1-notes-countdowns-undo") { db in
            try db.execute(sql: """
                CREATE TABLE note (
                    user BLOB NOT NULL,
                    number INTEGER NOT NULL CHECK (number > 0),
                    day INTEGER NOT NULL,
                    text BLOB NOT NULL,
                    created INTEGER NOT NULL,
                    PRIMARY KEY (user, number)
                ) WITHOUT ROWID;
                CREATE INDEX note_by_day ON note (user, day, number);

                CREATE TABLE countdown (
                    user BLOB NOT NULL,
                    number INTEGER NOT NULL CHECK (number > 0),
                    name BLOB NOT NULL,
                    day INTEGER NOT NULL,
                    created INTEGER NOT NULL,
                    PRIMARY KEY (user, number)
                ) WITHOUT ROWID;

                -- The undo journal: a user's changes, latest last, each with the rows it touched as they were.
                CREATE TABLE change (
                    user BLOB NOT NULL,
                    sequence INTEGER NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('addedNote', 'deletedNotes', 'setCountdown', 'deletedCountdown')),
                    PRIMARY KEY (user, sequence)
                ) WITHOUT ROWID;
                CREATE TABLE changed_note (
                    user BLOB NOT NULL,
                    sequence INTEGER NOT NULL,
                    number INTEGER NOT NULL,
                    day INTEGER NOT NULL,
                    text BLOB NOT NULL,
                    created INTEGER NOT NULL,
                    PRIMARY KEY (user, sequence, number)
                ) WITHOUT ROWID;
                -- role: 'set' (the countdown as the change left it), 'replaced' (as it was before a move),
                -- 'deleted'.
                CREATE TABLE changed_countdown (
                    user BLOB NOT NULL,
                    sequence INTEGER NOT NULL,
                    role TEXT NOT NULL CHECK (role IN ('set', 'replaced', 'deleted')),
                    number INTEGER NOT NULL,
                    name BLOB NOT NULL,
                    day INTEGER NOT NULL,
                    created INTEGER NOT NULL,
                    PRIMARY KEY (user, sequence, role)
                ) WITHOUT ROWID;
                """)
        }
        // Notes imported from a calendar file keep its events' UIDs (NULL for typed ones), once per user.
        migrator.registerMigration("2-note-uid") { db in
            try db.execute(sql: """
                ALTER TABLE note ADD COLUMN uid BLOB;
                CREATE UNIQUE INDEX note_by_uid ON note (user, uid) WHERE uid IS NOT NULL;
                ALTER TABLE changed_note ADD COLUMN uid BLOB;
                """)
        }
        return migrator
    }()

    /// Brings the database up to date. Processes that open a new file at the same moment can both find a
    /// migration missing; each migration runs in an immediate transaction, so one applies it and the other's
    /// attempt fails and is rolled back whole ("table note already exists"), and its next try finds it applied.
    ///
    /// A file a newer vecka-ask migrated further is refused: this version does not know what its tables mean now.
    static func migrate(_ queue: DatabaseQueue) throws {
        var attempt = 0
        while true {
            do {
                try migrator.migrate(queue)
                if try queue.read(migrator.hasBeenSuperseded) {
                    throw MadeByNewerVersion()
                }
                return
            } catch let error as MadeByNewerVersion {
                throw error
            } catch {
                attempt += 1
                if attempt >= 5 { throw error }
            }
        }
    }

    struct MadeByNewerVersion: Error, CustomStringConvertible {
        var description: String { "the database was made by a newer vecka-ask" }
    }
}
