import Foundation
import Glibc

/// A child process for tests, started with posix_spawn and reaped with waitpid on its own pid.
///
/// Why not Foundation's `Process`: on a fresh machine its `waitUntilExit()` never returned for a tmux
/// client that had just started the tmux server (the client stayed a zombie, unreaped, and CI ran
/// out of time). Here every wait has a deadline, after which the child is killed and the test fails
/// with `ChildProcess.TimedOut` instead of hanging, and every pipe is close-on-exec, so a daemon that
/// a child starts (the tmux server) cannot hold another test's pipe open.
final class ChildProcess: @unchecked Sendable {
    struct TimedOut: Error, CustomStringConvertible {
        let command: String
        let seconds: TimeInterval
        var description: String { "\(command) did not finish within \(seconds) s and was killed" }
    }

    struct Output {
        let status: Int32
        let stdout: Data
        let stderr: Data
    }

    let pid: pid_t
    let command: String
    /// Our ends of the child's standard streams; nil where the stream went to a file.
    private(set) var stdin: FileHandle?
    let stdout: FileHandle?
    let stderr: FileHandle?
    private var exitStatus: Int32?

    private static let ignoreSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Where the child's standard streams go when not to our pipes.
    struct Redirection {
        /// stdin read from this file (a directory gives a read error).
        var stdinPath: String?
        /// stdout written to this file (`/dev/full`), stderr still to our pipe.
        var stdoutPath: String?
        /// stdout closed (EBADF on every write).
        var closeStdout = false
    }

    /// - Parameter stdoutPath: write the child's stdout and stderr to this file instead of pipes.
    /// - Parameter rawEnvironment: more `NAME=value` entries as bytes, for values that are not UTF-8.
    /// - Parameter blockedSignals: blocked in the child (inherited by what it starts), as some parents do.
    init(_ executable: String, _ arguments: [String], environment: [String: String], stdoutPath: String? = nil,
         rawEnvironment: [[UInt8]] = [], redirection: Redirection = Redirection(), blockedSignals: [Int32] = []) throws {
        _ = ChildProcess.ignoreSIGPIPE
        command = ([executable] + arguments).joined(separator: " ")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        ChildProcess.spawnLock.lock()
        defer { ChildProcess.spawnLock.unlock() }
        let input = try ChildProcess.pipe()
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        var childEnds = [input.read]
        var output: (read: Int32, write: Int32)?
        var errors: (read: Int32, write: Int32)?
        if let stdoutPath {
            posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            let out = try ChildProcess.pipe(), err = try ChildProcess.pipe()
            posix_spawn_file_actions_adddup2(&actions, out.write, 1)
            posix_spawn_file_actions_adddup2(&actions, err.write, 2)
            childEnds += [out.write, err.write]
            output = out
            errors = err
        }
        if let path = redirection.stdinPath {
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
        }
        if let path = redirection.stdoutPath {
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        }
        if redirection.closeStdout {
            posix_spawn_file_actions_addclose(&actions, 1)
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
            + rawEnvironment.map { bytes in (bytes + [0]).withUnsafeBufferPointer { strdup(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) } }
            + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // Children start as from a shell: no signal blocked, SIGINT and SIGPIPE at their defaults. A test
        // runs on a worker thread that blocks signals, and posix_spawn would pass that mask on (through
        // the tmux server to the REPL, where Ctrl-C then did nothing).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        for signal in blockedSignals { sigaddset(&empty, signal) }
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGTERM, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, executable, &actions, &attributes, argv, envp)
        childEnds.forEach { close($0) }
        guard spawned == 0 else {
            [input.write, output?.read, errors?.read].compactMap { $0 }.forEach { close($0) }
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL)
        }
        pid = child
        stdin = FileHandle(fileDescriptor: input.write, closeOnDealloc: true)
        stdout = output.map { FileHandle(fileDescriptor: $0.read, closeOnDealloc: true) }
        stderr = errors.map { FileHandle(fileDescriptor: $0.read, closeOnDealloc: true) }
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
    }

    /// Pipes are made and marked close-on-exec under this lock, and children are spawned under it,
    /// so no child can inherit a pipe in the moment before it is marked (pipe2 is not in Glibc's module).
    private static let spawnLock = NSLock()

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    func closeStdin() {
        try? stdin?.close()
        stdin = nil
    }

    /// Waits for the child to end: its exit code, or 128 + the signal that ended it.
    @discardableResult
    func wait(timeout: TimeInterval = 60) throws -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                exitStatus = 128 + SIGKILL
                throw TimedOut(command: command, seconds: timeout)
            }
            usleep(2_000)
        }
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return exitStatus!
    }

    func terminate() {
        if exitStatus == nil { kill(pid, SIGTERM) }
    }

    /// Reads one line (without its newline) from the child's stdout, waiting at most `timeout`.
    func readLine(timeout: TimeInterval = 30) throws -> String {
        guard let stdout else { return "" }
        let deadline = Date().addingTimeInterval(timeout)
        var bytes = Data()
        var byte: UInt8 = 0
        while true {
            guard try ChildProcess.waitReadable(stdout.fileDescriptor, until: deadline) else {
                throw TimedOut(command: command + " (reading a line)", seconds: timeout)
            }
            if read(stdout.fileDescriptor, &byte, 1) != 1 || byte == 0x0A { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Feeds `input` (from another thread, so a full stdout pipe cannot deadlock against it), closes
    /// stdin, collects stdout and stderr to their ends, and reaps the child.
    func communicate(input: Data?, timeout: TimeInterval = 120) throws -> Output {
        let deadline = Date().addingTimeInterval(timeout)
        let writer = stdin
        stdin = nil
        let feeder = Thread {
            if let input { try? writer?.write(contentsOf: input) }
            try? writer?.close()
        }
        feeder.start()
        var collected = [Data(), Data()]
        var open = [stdout?.fileDescriptor, stderr?.fileDescriptor].compactMap { $0 }
        let stdoutFD = stdout?.fileDescriptor
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let milliseconds = Int32(max(0, min(1_000, deadline.timeIntervalSinceNow * 1_000)))
            let ready = poll(&polls, nfds_t(polls.count), milliseconds)
            if ready < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if ready == 0 && Date() >= deadline {
                kill(pid, SIGKILL)
                _ = try? wait(timeout: 5)
                throw TimedOut(command: command, seconds: timeout)
            }
            for entry in polls where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    collected[entry.fd == stdoutFD ? 0 : 1].append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        let status = try wait(timeout: max(1, deadline.timeIntervalSinceNow))
        return Output(status: status, stdout: collected[0], stderr: collected[1])
    }

    private static func waitReadable(_ fd: Int32, until deadline: Date) throws -> Bool {
        while true {
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow * 1_000))
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return true }
            if ready == 0 { return false }
            if errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    }

    /// Runs a command to its end and returns what it printed.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                    input: Data? = nil, timeout: TimeInterval = 120) throws -> Output {
        try ChildProcess(executable, arguments, environment: environment).communicate(input: input, timeout: timeout)
    }
}
