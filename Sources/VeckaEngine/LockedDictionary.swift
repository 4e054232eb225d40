import Synchronization

/// A bounded dictionary filled lazily from several threads: the engine's caches (lunar dates, solar
/// terms, computed years), the parser's parses and the responder's answers. The value is computed
/// outside the lock: two threads may compute the same entry, which is harmless because every
/// computation is a pure function of its key.
///
/// Bounded: a process answering requests with arbitrary "today" dates would otherwise keep every
/// year of every region, or every question, it was ever asked about; when full it is emptied rather
/// than evicting one entry at a time, so memory stays flat and the entries that matter come back at once.
public final class LockedDictionary<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let storage = Mutex<[Key: Value]>([:])
    @usableFromInline let limit: Int

    public init(limit: Int = 4096) {
        self.limit = limit
    }

    @inlinable
    public func value(for key: Key, compute: () -> Value) -> Value {
        if let cached = storage.withLock({ $0[key] }) { return cached }
        let value = compute()
        storage.withLock { storage in
            if storage.count >= limit { storage.removeAll(keepingCapacity: true) }
            storage[key] = value
        }
        return value
    }

    /// The value kept for `key`, if any.
    public func cachedValue(for key: Key) -> Value? {
        storage.withLock { $0[key] }
    }

    /// Keeps `value` for `key` (emptied first when full, as `value(for:compute:)` does).
    public func insert(_ value: Value, for key: Key) {
        storage.withLock { storage in
            if storage.count >= limit { storage.removeAll(keepingCapacity: true) }
            storage[key] = value
        }
    }
}
