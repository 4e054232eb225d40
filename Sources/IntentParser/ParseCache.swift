import Foundation

/// A bounded map from question to parse. When full it is emptied rather than evicting one by one:
/// a long-running process keeps flat memory, and the questions that matter come back at once.
final class ParseCache: @unchecked Sendable {
    struct Key: Hashable {
        let text: String
        let language: String?
        let territory: String?
    }

    private let limit: Int
    private var entries: [Key: ParsedQuestion] = [:]
    private let lock = NSLock()

    init(limit: Int) {
        self.limit = limit
    }

    subscript(key: Key) -> ParsedQuestion? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return entries[key]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = newValue
        }
    }
}
