import Glibc
import IntentHandlers
import Synchronization
import VeckaEngine

/// The user's notes and countdowns as vecka-ask reaches them: through `vecka-ask-store`, a program of its own
/// (SQLite through GRDB brings Foundation, which this binary keeps out; docs/personal-data.md). The store is
/// started on the first call, not before, so a question about the world's calendar costs nothing more, and kept
/// for the session (a REPL, a pipe). A store that is missing, dies or answers nonsense makes the call
/// `.unavailable`; the next call starts a new one.
public final class StoreProcess: PersonalStore {
    /// Where the store program is.
    public enum Program: Sendable {
        /// Beside this binary, then in `../libexec/vecka-ask/` (HelperProgram).
        case installed
        case path(String)

        var candidates: [String] {
            switch self {
            case .installed: HelperProgram.candidates(StoreProcess.programName)
            case .path(let path): [path]
            }
        }
    }

    static let programName = "vecka-ask-store"

    public let databasePath: String
    let program: Program
    /// Called when a store has been started (and so has made the database file).
    private let onStart: @Sendable () -> Void
    /// At most one store per StoreProcess; calls from several threads take turns (the protocol is in order).
    private let connection = Mutex<StoreConnection?>(nil)

    public init(databasePath: String, program: Program = .installed, onStart: @escaping @Sendable () -> Void = {}) {
        self.databasePath = databasePath
        self.program = program
        self.onStart = onStart
    }

    /// The running store's process id, nil before the first call or after a failure (for tests).
    var processID: pid_t? { connection.withLock { $0?.pid } }

    public func addNote(user: String, date: CalendarDate, text: String) throws(PersonalStoreError) -> PersonalNote {
        // Checked here too, so an over-long text is told as such rather than refused as an over-long line.
        try PersonalLimits.check(noteText: text)
        guard case .note(let note?) = try call(.addNote(user: user, date: date, text: text)) else { throw Self.unexpected }
        return note
    }

    public func notes(user: String, from: CalendarDate, through: CalendarDate) throws(PersonalStoreError) -> [PersonalNote] {
        guard case .notes(let notes) = try call(.notes(user: user, from: from, through: through)) else { throw Self.unexpected }
        return notes
    }

    public func allNotes(user: String) throws(PersonalStoreError) -> [PersonalNote] {
        guard case .notes(let notes) = try call(.allNotes(user: user)) else { throw Self.unexpected }
        return notes
    }

    public func deleteNote(user: String, number: Int) throws(PersonalStoreError) -> PersonalNote? {
        guard case .note(let note) = try call(.deleteNote(user: user, number: number)) else { throw Self.unexpected }
        return note
    }

    public func deleteNotes(user: String, from: CalendarDate, through: CalendarDate) throws(PersonalStoreError) -> [PersonalNote] {
        guard case .notes(let notes) = try call(.deleteNotes(user: user, from: from, through: through)) else { throw Self.unexpected }
        return notes
    }

    public func setCountdown(user: String, name: String, date: CalendarDate) throws(PersonalStoreError) -> (countdown: Countdown, replaced: Countdown?) {
        try PersonalLimits.check(countdownName: name)
        guard case .countdownSet(let countdown, let replaced) = try call(.setCountdown(user: user, name: name, date: date)) else {
            throw Self.unexpected
        }
        return (countdown, replaced)
    }

    public func countdowns(user: String) throws(PersonalStoreError) -> [Countdown] {
        guard case .countdowns(let countdowns) = try call(.countdowns(user: user)) else { throw Self.unexpected }
        return countdowns
    }

    public func deleteCountdown(user: String, name: String) throws(PersonalStoreError) -> Countdown? {
        guard case .countdown(let countdown) = try call(.deleteCountdown(user: user, name: name)) else { throw Self.unexpected }
        return countdown
    }

    public func undo(user: String) throws(PersonalStoreError) -> PersonalChange? {
        guard case .change(let change) = try call(.undo(user: user)) else { throw Self.unexpected }
        return change
    }

    public func importNotes(user: String, notes: [NoteImport]) throws(PersonalStoreError) -> NoteImportResult {
        guard case .imported(let result) = try call(.importNotes(user: user, notes: notes)) else { throw Self.unexpected }
        return result
    }

    private static let unexpected = PersonalStoreError.unavailable(reason: "vecka-ask-store answered another call")

    /// One request and its response. A failure of the conversation itself (no program, a dead or silent store,
    /// a line out of step) ends that store, so the next call starts afresh; an error the store answered
    /// leaves it running.
    private func call(_ request: StoreProtocol.Request) throws(PersonalStoreError) -> StoreProtocol.Reply {
        let databasePath = databasePath
        let program = program
        let onStart = onStart
        let result = connection.withLock { connection -> Result<StoreProtocol.Reply, PersonalStoreError> in
            do throws(PersonalStoreError) {
                let running: StoreConnection
                if let existing = connection {
                    running = existing
                } else {
                    running = try StoreConnection.start(candidates: program.candidates, databasePath: databasePath)
                    connection = running
                }
                switch try running.exchange(request) {
                case .reply(let reply):
                    // The store answered, so it opened (or made) the database file.
                    onStart()
                    return .success(reply)
                case .error(let error): return .failure(error)
                case .malformed: throw PersonalStoreError.unavailable(reason: "vecka-ask-store answered out of step")
                }
            } catch {
                connection?.kill()
                connection = nil
                return .failure(error)
            }
        }
        return try result.get()
    }
}
