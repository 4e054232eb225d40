import Glibc
import IntentHandlers

/// One running vecka-ask-store and the socket to it (its standard input and output).
///
/// A Unix socket rather than two pipes: `send(MSG_NOSIGNAL)` to a store that died fails with EPIPE instead of
/// raising SIGPIPE, whatever the embedding program does with that signal (vecka-ask ignores it; a test runner
/// or an embedder may not). The socket is close-on-exec, so no other program vecka-ask starts holds it open.
/// The store is in vecka-ask's process group: whatever stops the session's group stops its store too.
final class StoreConnection {
    let pid: pid_t
    private let socket: Int32
    private var received: [UInt8] = []
    private var nextID = 1

    /// One answer may take this long: more than the store's own wait for a busy database (30 s).
    static let answerTimeout = 60_000
    /// A response longer than this is taken for a broken store (10,000 notes of 1,000 characters fit).
    static let responseLimit = 64 << 20

    private init(pid: pid_t, socket: Int32) {
        self.pid = pid
        self.socket = socket
    }

    /// Starts the first of `candidates` that can be run.
    static func start(candidates: [String], databasePath: String) throws(PersonalStoreError) -> StoreConnection {
        guard let program = candidates.first(where: { access($0, X_OK) == 0 }) else {
            throw .unavailable(reason: "\(StoreProcess.programName) was not found (looked for \(candidates.joined(separator: ", ")))")
        }
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw failure("cannot make a socket for \(program)", errno)
        }
        defer { close(ends[1]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        // Signals the session blocks are not the store's to block: it must die of SIGTERM like any program.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let words: [String] = [program, "--database", databasePath]
        let argv = words.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, program, &actions, &attributes, argv + [nil], environ)
        guard status == 0 else {
            close(ends[0])
            throw failure("cannot start \(program)", status)
        }
        return StoreConnection(pid: pid, socket: ends[0])
    }

    /// Sends the request and reads its response line.
    func exchange(_ request: StoreProtocol.Request) throws(PersonalStoreError) -> StoreProtocol.Response {
        let id = nextID
        nextID += 1
        try send(StoreProtocol.line(for: request, id: id) + "\n")
        return StoreProtocol.response(from: try receiveLine(), to: request, id: id)
    }

    private func send(_ line: String) throws(PersonalStoreError) {
        var bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeMutableBytes { buffer in
                Glibc.send(socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                throw Self.failure("\(StoreProcess.programName) stopped", sent < 0 ? errno : EIO)
            }
        }
    }

    private func receiveLine() throws(PersonalStoreError) -> String {
        var searched = 0
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let newline = received[searched...].firstIndex(of: 0x0A) {
                let line = String(decoding: received[..<newline], as: UTF8.self)
                received.removeFirst(newline + 1)
                return line
            }
            searched = received.count
            guard received.count <= Self.responseLimit else {
                throw .unavailable(reason: "\(StoreProcess.programName) sent a response longer than \(Self.responseLimit) bytes")
            }
            var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(Self.answerTimeout))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                throw .unavailable(reason: "\(StoreProcess.programName) did not answer within \(Self.answerTimeout / 1000) s")
            }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(contentsOf: chunk[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                throw Self.failure("\(StoreProcess.programName) stopped", count < 0 ? errno : EPIPE)
            }
        }
    }

    /// Ends a store that failed, at once, and reaps it.
    func kill() {
        close(socket)
        _ = Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// A store no longer needed reads the end of its input and exits; it is reaped (given a second, then killed).
    deinit {
        close(socket)
        var status: Int32 = 0
        for _ in 0..<1000 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(1000)
        }
        _ = Glibc.kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    private static func failure(_ what: String, _ code: Int32) -> PersonalStoreError {
        .unavailable(reason: "\(what): \(String(cString: strerror(code)))")
    }
}
