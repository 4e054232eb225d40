/// Reads lines from a byte source with a fixed upper bound per line, so a client that sends a
/// gigabyte without a newline costs a bounded amount of memory and gets a `too_long` answer.
///
/// A line ends at LF; one CR before it (CRLF), or at the very end of the input, is not part of it. A
/// final line without a newline is still read. Invalid UTF-8 is replaced (U+FFFD), never trapped.
public struct LineReader {
    public enum Line: Equatable, Sendable {
        case text(String)
        /// The line was longer than the limit: its first `limit` bytes (so a request's leading `id`
        /// can still be echoed), the rest skipped up to the newline without being stored.
        case tooLong(head: String)
    }

    private let source: any ByteSource
    public let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// While the rest of an overlong line is skipped: its first `limit` bytes.
    private var overlongHead: [UInt8]?
    private var chunk: [UInt8]

    public init(source: any ByteSource, limit: Int, chunkSize: Int = 65_536) {
        self.source = source
        self.limit = limit
        chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
        buffer.reserveCapacity(chunk.count + limit + 1)
    }

    /// The next line, nil at the end of input; a read error is thrown (the lines before it were read).
    public mutating func next() throws(StreamError) -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let content = withoutCarriageReturn(start..<newline)
                start = newline + 1
                return finish(content)
            }
            if overlongHead != nil {
                // Still inside an overlong line: nothing of it is kept.
                buffer.removeAll(keepingCapacity: true)
                start = 0
            } else if buffer.count - start > limit + 1 {
                // Longer than the limit even if its last byte is the CR of a CRLF: keep the head, skip the rest.
                overlongHead = Array(buffer[start..<start + limit])
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if atEnd {
                if start == buffer.count && overlongHead == nil { return nil }
                let content = withoutCarriageReturn(start..<buffer.count)
                start = buffer.count
                return finish(content)
            }
            try fill()
        }
    }

    private func withoutCarriageReturn(_ range: Range<Int>) -> Range<Int> {
        range.upperBound > range.lowerBound && buffer[range.upperBound - 1] == 0x0D
            ? range.lowerBound..<range.upperBound - 1 : range
    }

    private mutating func finish(_ content: Range<Int>) -> Line {
        if let head = overlongHead {
            overlongHead = nil
            return .tooLong(head: String(decoding: head, as: UTF8.self))
        }
        if content.count > limit {
            return .tooLong(head: String(decoding: buffer[content.lowerBound..<content.lowerBound + limit], as: UTF8.self))
        }
        return .text(String(decoding: buffer[content], as: UTF8.self))
    }

    private mutating func fill() throws(StreamError) {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let source = source
        // withUnsafeMutableBytes rethrows untyped: the failure is carried out as a value.
        let result = chunk.withUnsafeMutableBytes { bytes in Result { () throws(StreamError) in try source.read(into: bytes) } }
        let count = try result.get()
        if count == 0 {
            atEnd = true
        } else {
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
