import Synchronization

/// A bounded map from question and context to answer. When full it is emptied rather than evicting one
/// by one (as the parse cache is): memory stays flat, and the questions that matter come back at once.
final class AnswerCache: Sendable {
    struct Key: Hashable {
        let question: String
        let context: AnswerContext
    }

    private let limit: Int
    private let entries = Mutex<[Key: Answer]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    subscript(key: Key) -> Answer? {
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
