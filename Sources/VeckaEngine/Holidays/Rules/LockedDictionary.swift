import Foundation

/// A dictionary filled lazily from several threads: the engine's caches (lunar dates, solar terms,
/// computed years). `NSLock` rather than `Synchronization.Mutex` because the package still
/// supports macOS 13. The value is computed outside the lock: two threads may compute the same
/// entry, which is harmless because every computation is a pure function.
///
/// Bounded: a process answering requests with arbitrary "today" dates would otherwise keep every
/// year of every region it was ever asked about; when full the cache is emptied and refilled.
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()
    private let limit: Int

    init(limit: Int = 4096) {
        self.limit = limit
    }

    func value(for key: Key, compute: () -> Value) -> Value {
        lock.lock()
        if let cached = storage[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        if storage.count >= limit { storage.removeAll(keepingCapacity: true) }
        storage[key] = value
        lock.unlock()
        return value
    }
}
