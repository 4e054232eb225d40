import Glibc

/// Reads lines from a file descriptor with a fixed upper bound per line, so a client that sends a
/// gigabyte without a newline costs a bounded amount of memory and gets a `too_long` answer.
/// Invalid UTF-8 is replaced (U+FFFD), never trapped; a final line without a newline is still read.
struct LineReader {
    enum Line {
        case text(String)
        /// The line was longer than the limit; its bytes were skipped up to the newline.
        case tooLong
    }

    let descriptor: Int32
    let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var skipping = false

    init(descriptor: Int32 = STDIN_FILENO, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
        buffer.reserveCapacity(65_536)
    }

    mutating func next() -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let end = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
                let wasSkipping = skipping
                skipping = false
                let line = buffer[start..<end]
                start = newline + 1
                if wasSkipping || line.count > limit { return .tooLong }
                return .text(String(decoding: line, as: UTF8.self))
            }
            if buffer.count - start > limit {
                // Keep nothing of an overlong line: drop what we have and skip to its newline.
                skipping = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if atEnd {
                guard start < buffer.count else { return skipping ? tooLongAtEnd() : nil }
                let line = buffer[start...]
                start = buffer.count
                if skipping || line.count > limit { skipping = false; return .tooLong }
                return .text(String(decoding: line, as: UTF8.self))
            }
            fill()
        }
    }

    private mutating func tooLongAtEnd() -> Line {
        skipping = false
        return .tooLong
    }

    private mutating func fill() {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0 && errno == EINTR { continue }
            atEnd = true
            return
        }
    }
}
