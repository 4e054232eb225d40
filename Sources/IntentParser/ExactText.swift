/// A question's text as a cache key: equal when its bytes are, hashed once when made. A `String` key is
/// hashed by its canonical (NFC) form at every look-up, and a question is looked up in the parse and
/// answer caches several times: 2 % of a pipe of distinct questions went to that. Two spellings that
/// differ only in their Unicode normalization are two keys here, which costs a second parse, never a
/// different answer (the parser normalizes the text itself).
public struct ExactText: Hashable, Sendable {
    public let text: String
    private let hash: Int

    public init(_ text: String) {
        var text = text
        var hasher = Hasher()
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        self.text = text
        hash = hasher.finalize()
    }

    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.hash == rhs.hash && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
