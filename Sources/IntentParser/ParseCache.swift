import Synchronization

/// A bounded map from question to parse. When full it is emptied rather than evicting one by one:
/// a long-running process keeps flat memory, and the questions that matter come back at once.
final class ParseCache: Sendable {
    struct Key: Hashable {
        let text: String
        let language: String?
        let territory: String?
    }

    private let limit: Int
    private let entries = Mutex<[Key: ParsedQuestion]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    subscript(key: Key) -> ParsedQuestion? {
        get {
            entries.withLock { $0[key] }
        }
        set {
            entries.withLock { entries in
                if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
                entries[key] = newValue
            }
        }
    }
}
