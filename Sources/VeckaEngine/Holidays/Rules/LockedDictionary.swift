/// A dictionary filled lazily from several threads: the engine's caches (lunar dates, solar terms,
/// computed years), behind one `Lock`. The value is computed outside the lock: two threads may
/// compute the same entry, which is harmless because every computation is a pure function.
///
/// Bounded: a process answering requests with arbitrary "today" dates would otherwise keep every
/// year of every region it was ever asked about; when full the cache is emptied and refilled.
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
    // Guarded by `lock`.
    private var storage: [Key: Value] = [:]
    private let lock = Lock()
    private let limit: Int

    init(limit: Int = 4096) {
        self.limit = limit
    }

    func value(for key: Key, compute: () -> Value) -> Value {
        if let cached = lock.withLock({ storage[key] }) { return cached }
        let value = compute()
        lock.withLock {
            if storage.count >= limit { storage.removeAll(keepingCapacity: true) }
            storage[key] = value
        }
        return value
    }
}
