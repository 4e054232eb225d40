import Glibc

/// Where the command's input comes from: standard input, or memory in tests and the fuzzer.
public protocol ByteSource: AnyObject {
    /// Reads at most `buffer.count` bytes into `buffer`; 0 means end of input.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int
}

/// Where the command's output goes: standard output and error, or memory in tests and the fuzzer.
public protocol ByteSink: AnyObject {
    /// Writes all of `bytes`, or throws: a sink never drops part of a line silently.
    func write(_ bytes: UnsafeRawBufferPointer) throws(StreamError)
}

/// A failed read or write, with the `errno` that says why.
public struct StreamError: Error, Equatable, Sendable {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The reader closed its end (`| head -1`): nobody is listening, which is not a failure.
    public var isClosedReader: Bool { code == EPIPE }

    /// The C library's description ("No space left on device").
    public var reason: String { String(cString: strerror(code)) }
}
