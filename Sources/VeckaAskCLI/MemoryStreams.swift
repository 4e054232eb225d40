import Glibc

/// Input from memory, handed out in chunks of the given sizes (then all at once), so tests and the
/// fuzzer can split a line, or a CR from its LF, across reads as a pipe does.
public final class MemorySource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0
    private var chunkSizes: [Int]
    private let failure: StreamError?

    /// - Parameter failure: thrown at the end instead of reporting end of input (a read error).
    public init(_ bytes: [UInt8], chunkSizes: [Int] = [], failure: StreamError? = nil) {
        self.bytes = bytes
        self.chunkSizes = chunkSizes
        self.failure = failure
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int {
        guard offset < bytes.count else {
            if let failure { throw failure }
            return 0
        }
        var count = min(buffer.count, bytes.count - offset)
        if !chunkSizes.isEmpty { count = min(count, max(1, chunkSizes.removeFirst())) }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
        }
        offset += count
        return count
    }
}

/// Output collected in memory; with `failure`, every write from byte `failAfter` on throws it (a full
/// disk, a closed reader), after keeping what fitted, as a file descriptor would.
public final class MemorySink: ByteSink {
    public private(set) var bytes: [UInt8] = []
    private let failure: StreamError?
    private let failAfter: Int

    public init(failure: StreamError? = nil, failAfter: Int = 0) {
        self.failure = failure
        self.failAfter = failAfter
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(_ data: UnsafeRawBufferPointer) throws(StreamError) {
        guard let failure else {
            bytes.append(contentsOf: data)
            return
        }
        let room = max(0, failAfter - bytes.count)
        bytes.append(contentsOf: data.prefix(room))
        if data.count > room { throw failure }
    }
}
