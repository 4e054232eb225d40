import Glibc

/// The REPL's history on disk: `<state>/vecka-ask/history`, one question per line, shared safely by
/// REPLs running at the same time.
///
/// - Lines are only ever appended (O_APPEND, under an exclusive `flock`), never rewritten from one
///   process's memory, so two sessions cannot lose each other's lines.
/// - When the file has grown well past the limit it is trimmed to its last lines under the same lock,
///   atomically (a new file renamed over it); a process holding the old file notices (its inode is no
///   longer the path's) and reopens before it appends.
/// - Nothing is followed: the folder and the file are opened with O_NOFOLLOW (a symbolic link is
///   refused, a dangling one creates nothing), must be ours, and are kept at modes 0700 and 0600.
/// - Memory is bounded: at most `Limits.bytes` from the end of the file are ever read.
public final class HistoryFile {
    public struct Limits: Sendable {
        /// Lines recalled at start, and kept by a trim.
        public var lines: Int
        /// Bytes read from the end of the file at start and by a trim (the lines must fit in them).
        public var bytes: Int
        /// A file larger than this is trimmed after the next append.
        public var trimAbove: Int

        public init(lines: Int = 1_000, bytes: Int = 256 * 1024, trimAbove: Int = 1024 * 1024) {
            self.lines = lines
            self.bytes = bytes
            self.trimAbove = trimAbove
        }
    }

    /// Why history cannot be kept.
    public enum Problem: Error, Equatable, Sendable {
        /// The folder or the file is a symbolic link.
        case symbolicLink(path: String)
        /// The folder or the file belongs to someone else, or the file is not a regular file.
        case unsafe(path: String)
        /// A system call failed (permission, disk full…): the C library's reason.
        case failed(path: String, reason: String)
    }

    public static let fileName = "history"
    public let folderPath: String
    public var path: String { folderPath + "/" + HistoryFile.fileName }
    public let limits: Limits
    private let folder: Int32
    private var file: Int32

    /// Opens the history file in `<stateDirectory>/<folderName>`, creating what is missing.
    public init(stateDirectory: String, folderName: String = "vecka-ask", limits: Limits = Limits()) throws(Problem) {
        folderPath = stateDirectory + "/" + folderName
        self.limits = limits
        folder = try HistoryFile.openFolder(stateDirectory: stateDirectory, folderPath: folderPath)
        do {
            file = try HistoryFile.openFile(in: folder, path: folderPath + "/" + HistoryFile.fileName)
        } catch {
            close(folder)
            throw error
        }
    }

    deinit {
        close(file)
        close(folder)
    }

    /// The last lines of the file, oldest first (at most `limits.lines`, from at most `limits.bytes`).
    public func load() -> [String] {
        _ = HistoryFile.retrying { flock(file, LOCK_SH) }
        defer { _ = flock(file, LOCK_UN) }
        return HistoryFile.lastLines(of: file, limits: limits).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Adds one line at the end (line breaks inside it become spaces, so it stays one line).
    public func append(_ line: String) throws(Problem) {
        var record = Array(line.utf8).map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
        record.append(0x0A)
        try lockCurrentFile()
        defer { _ = flock(file, LOCK_UN) }
        var status = stat()
        let sizeBefore = fstat(file, &status) == 0 ? status.st_size : -1
        // A file whose last line has no line break (cut short by a crash, edited by hand) would run
        // into this one.
        var last: UInt8 = 0x0A
        if sizeBefore > 0 && pread(file, &last, 1, sizeBefore - 1) == 1 && last != 0x0A {
            record.insert(0x0A, at: 0)
        }
        guard record.withUnsafeBytes({ HistoryFile.writeAll(file, $0) }) else {
            let reason = String(cString: strerror(errno))
            // Part of a line (a full disk) would run into the next one: take it back.
            if sizeBefore >= 0 { _ = ftruncate(file, sizeBefore) }
            throw .failed(path: path, reason: reason)
        }
        if fstat(file, &status) == 0 && Int(status.st_size) > limits.trimAbove {
            trim()
        }
    }

    /// Takes the exclusive lock on the file the path names now: another process's trim may have
    /// replaced it since it was opened, and a line appended to the old one would be lost.
    private func lockCurrentFile() throws(Problem) {
        for _ in 0..<8 {
            guard HistoryFile.retrying({ flock(file, LOCK_EX) }) == 0 else {
                throw .failed(path: path, reason: String(cString: strerror(errno)))
            }
            var opened = stat(), named = stat()
            if fstat(file, &opened) == 0, fstatat(folder, HistoryFile.fileName, &named, AT_SYMLINK_NOFOLLOW) == 0,
               opened.st_dev == named.st_dev, opened.st_ino == named.st_ino {
                return
            }
            _ = flock(file, LOCK_UN)
            let reopened = try HistoryFile.openFile(in: folder, path: path)
            close(file)
            file = reopened
        }
        throw .failed(path: path, reason: String(cString: strerror(EAGAIN)))
    }

    /// Keeps the last lines in a new file renamed over the old one (called with the lock held). A
    /// failure leaves the file as it was (the lines are kept, just not trimmed): it is tried again later.
    private func trim() {
        let kept = HistoryFile.lastLines(of: file, limits: limits)
        var content: [UInt8] = []
        for line in kept {
            content += line
            content.append(0x0A)
        }
        let temporary = "\(HistoryFile.fileName).\(getpid()).trim"
        // In our own 0700 folder, so only a file we left behind (a crash) can be there: overwritten.
        let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let complete = content.withUnsafeBytes { HistoryFile.writeAll(descriptor, $0) } && fsync(descriptor) == 0
        close(descriptor)
        guard complete, renameat(folder, temporary, folder, HistoryFile.fileName) == 0 else {
            unlinkat(folder, temporary, 0)
            return
        }
        // Ours is now the old, unlinked file: move to the new one. Others waiting for the old one's lock
        // see that it is no longer the path's and reopen (lockCurrentFile).
        if let reopened = try? HistoryFile.openFile(in: folder, path: path) {
            _ = flock(file, LOCK_UN)
            close(file)
            file = reopened
        }
    }

    // MARK: - Opening without following links

    /// Creates the state directory's missing parts (0700, as XDG asks) and our folder, then opens our
    /// folder itself without following a link; it must be ours, and is kept at 0700.
    private static func openFolder(stateDirectory: String, folderPath: String) throws(Problem) -> Int32 {
        var partial = ""
        for component in stateDirectory.split(separator: "/") {
            partial += "/" + component
            _ = mkdir(partial, 0o700)
        }
        if mkdir(folderPath, 0o700) != 0 && errno != EEXIST {
            throw .failed(path: folderPath, reason: String(cString: strerror(errno)))
        }
        let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            let code = errno
            throw isSymbolicLink(folderPath) ? .symbolicLink(path: folderPath)
                : .failed(path: folderPath, reason: String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(folder, &status) == 0, status.st_uid == geteuid() else {
            close(folder)
            throw .unsafe(path: folderPath)
        }
        if status.st_mode & 0o077 != 0 { _ = fchmod(folder, 0o700) }
        return folder
    }

    /// Opens (or creates, 0600) the history file in the folder; a link, another owner's file or
    /// anything but a regular file is refused. O_NONBLOCK so that a FIFO put there cannot hang us.
    private static func openFile(in folder: Int32, path: String) throws(Problem) -> Int32 {
        let file = openat(folder, fileName, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard file >= 0 else {
            let code = errno
            var status = stat()
            if code == ELOOP || (fstatat(folder, fileName, &status, AT_SYMLINK_NOFOLLOW) == 0
                                 && status.st_mode & S_IFMT == S_IFLNK) {
                throw .symbolicLink(path: path)
            }
            throw .failed(path: path, reason: String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() else {
            close(file)
            throw .unsafe(path: path)
        }
        if status.st_mode & 0o777 != 0o600 { _ = fchmod(file, 0o600) }
        return file
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    // MARK: - Reading and writing

    /// The last non-empty lines within the last `limits.bytes` of the file (a line cut by that
    /// boundary is left out), at most `limits.lines` of them.
    private static func lastLines(of file: Int32, limits: Limits) -> [ArraySlice<UInt8>] {
        var status = stat()
        guard fstat(file, &status) == 0 else { return [] }
        let size = Int(status.st_size)
        // One byte more than the window: when it is a line break, the window starts with a whole line.
        let offset = max(0, size - limits.bytes - 1)
        var bytes = [UInt8](repeating: 0, count: size - offset)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(file, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        var lines = bytes[0..<filled].split(separator: 0x0A, omittingEmptySubsequences: false)
        if offset > 0 && !lines.isEmpty { lines.removeFirst() }
        return Array(lines.filter { !$0.isEmpty }.suffix(limits.lines))
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                if written == 0 { errno = EIO }
                return false
            }
            offset += written
        }
        return true
    }

    private static func retrying(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result == 0 || errno != EINTR { return result }
        }
    }
}
