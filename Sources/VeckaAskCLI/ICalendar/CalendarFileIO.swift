import Glibc

/// Reading a calendar file whole (bounded), and writing one so that it is either all there or not changed.
enum CalendarFileIO {
    /// Larger than any personal calendar (a decade of a busy work calendar is a few megabytes).
    static let readLimit = 64 << 20

    enum ReadFailure: Error {
        case system(StreamError)
        case tooLarge(limit: Int)
    }

    /// The file's bytes; `-` is standard input.
    static func read(_ path: String, standardInput: any ByteSource) throws(ReadFailure) -> [UInt8] {
        if path == "-" { return try readAll(standardInput) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(StreamError(code: errno)) }
        defer { close(descriptor) }
        return try readAll(FileDescriptorSource(descriptor: descriptor))
    }

    private static func readAll(_ source: any ByteSource) throws(ReadFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var count = 0
            var failure: StreamError?
            buffer.withUnsafeMutableBytes { raw in
                do throws(StreamError) { count = try source.read(into: raw) } catch { failure = error }
            }
            if let failure { throw .system(failure) }
            if count == 0 { return bytes }
            guard bytes.count + count <= readLimit else { throw .tooLarge(limit: readLimit) }
            bytes += buffer[0..<count]
        }
    }

    /// Writes a new file beside `path`, syncs it and renames it over `path`: a full disk or a killed process
    /// leaves the old file as it was, never half a calendar. Readable by the user only: it holds their notes.
    static func replace(_ path: String, with text: String) throws(StreamError) {
        let temporary = path + ".vecka-ask-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StreamError(code: errno) }
        var closed = false
        do throws(StreamError) {
            var text = text
            var failure: StreamError?
            text.withUTF8 { bytes in
                do throws(StreamError) {
                    try FileDescriptorSink(descriptor: descriptor).write(UnsafeRawBufferPointer(bytes))
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            guard fsync(descriptor) == 0 else { throw StreamError(code: errno) }
            let closing = close(descriptor)
            closed = true  // released even when close reports an error
            guard closing == 0 else { throw StreamError(code: errno) }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw StreamError(code: code)
        }
    }
}
