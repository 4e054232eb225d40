import Glibc
import Synchronization

/// Whether the user's database exists, as answers about the world's calendar ask it before every question
/// (PersonalAccess.mayHaveData): a `stat` per question was a third of a cached answer's time in the pipe.
/// Once the file exists it stays known (notes are not taken back by deleting the file under a running
/// session); while it does not, it is looked for again at most every `recheckInterval`, so notes that another
/// process stores first are seen within that time. This process's own first note is seen at once: the store
/// it starts says so (`noteStoreStarted`).
final class DatabasePresence: Sendable {
    static let recheckInterval: Int64 = 1_000_000_000  // nanoseconds

    private let path: String
    private struct State { var exists = false; var checkedAt: Int64? }
    private let state = Mutex(State())

    init(path: String) {
        self.path = path
    }

    func mayExist() -> Bool {
        let now = Self.monotonicNanoseconds()
        return state.withLock { state in
            if state.exists { return true }
            if let checkedAt = state.checkedAt, now - checkedAt < Self.recheckInterval { return false }
            state.checkedAt = now
            var info = stat()
            state.exists = stat(path, &info) == 0
            return state.exists
        }
    }

    /// The store was started: it has made the file if it was not there.
    func noteStoreStarted() {
        state.withLock { $0.exists = true }
    }

    private static func monotonicNanoseconds() -> Int64 {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        return Int64(clock.tv_sec) * 1_000_000_000 + Int64(clock.tv_nsec)
    }
}
