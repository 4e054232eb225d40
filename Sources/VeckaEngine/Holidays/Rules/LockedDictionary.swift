import Foundation

/// A dictionary filled lazily from several threads: the engine's caches (lunar dates, solar terms,
/// computed years). `NSLock` rather than `Synchronization.Mutex` because the package still
/// supports macOS 13. The value is computed outside the lock: two threads may compute the same
/// entry, which is harmless because every computation is a pure function.
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()

    func value(for key: Key, compute: () -> Value) -> Value {
        lock.lock()
        if let cached = storage[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        storage[key] = value
        lock.unlock()
        return value
    }
}
