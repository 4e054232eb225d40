import Glibc

/// A file descriptor read with `read(2)`. A descriptor left non-blocking by the parent (EAGAIN) is
/// waited on rather than taken for the end of input, so a bot's conversation is never cut short.
public final class FileDescriptorSource: ByteSource {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: FileDescriptorSource.wait(descriptor, for: POLLIN)
            case let code: throw StreamError(code: code)
            }
        }
    }

    static func wait(_ descriptor: Int32, for event: Int32) {
        var entry = pollfd(fd: descriptor, events: Int16(event), revents: 0)
        _ = poll(&entry, 1, -1)
    }
}

/// A file descriptor written with `write(2)`, one call per answer and no stdio buffer, so every answer
/// reaches a bot at once. Every error is reported (disk full, EIO, a closed reader), none swallowed.
public final class FileDescriptorSink: ByteSink {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(StreamError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            if written == 0 { throw StreamError(code: EIO) }  // no progress: never spin
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: FileDescriptorSource.wait(descriptor, for: POLLOUT)
            case let code: throw StreamError(code: code)
            }
        }
    }
}
