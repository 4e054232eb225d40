import Foundation
import Glibc
import Synchronization
import IntentHandlers
import VeckaEngine
import VeckaStore

/// A fresh folder for one test's database, removed by `remove()`; made world-traversable so a test can run the
/// store as another user.
struct ScratchFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        _ = chmod(base, 0o755)
        path = base
    }

    var database: String { path + "/vecka.sqlite" }

    func remove() {
        // Folders a test made read-only are made writable again so they can be removed.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let item as String in enumerator { chmod(path + "/" + item, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A store on a fresh file with a clock that ticks one second per call, so `created` is checkable.
final class TestClock: Sendable {
    private let seconds = Mutex(Int64(1_800_000_000))
    var now: @Sendable () -> UnixTime { { UnixTime(seconds: self.seconds.withLock { $0 += 1; return $0 }) } }
}

func date(_ text: String) -> CalendarDate { CalendarDate(isoString: text)! }

/// A file's permission bits (`lstat`: a link's own).
func mode(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
}

/// The test bundle's folder, where `swift build` put vecka-ask-store.
let productsFolder: String = {
    let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: testBinary).deletingLastPathComponent().path
}()
let storeProgram = productsFolder + "/vecka-ask-store"

/// `sqlite3` on a database file: the independent reader that checks what the store wrote. The statement goes
/// on standard input, from a file (a statement can be longer than an argument may be).
func sqlite(_ database: String, _ sql: String) throws -> String {
    let output = try runCommand(["/usr/bin/sqlite3", database], input: Data((sql + ";\n").utf8)).output
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Runs a command with `input` on its standard input (from a file) and returns its exit status and standard
/// output (through a pipe: a file would count against a test's file size limit). posix_spawn and waitpid, never
/// Foundation's `Process`, whose `run()` crashed the test run (`synchronizeFile()` on a descriptor another
/// test's spawn had just closed: EBADF, a `try!`). The pipe is close-on-exec, so no other child holds it open.
func runCommand(_ command: [String], input: Data) throws -> (status: Int32, output: Data) {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let inputPath = folder.path + "/input"
    try input.write(to: URL(fileURLWithPath: inputPath))
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = command.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    close(ends[1])
    defer { close(ends[0]) }
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = read(ends[0], &buffer, buffer.count)
        if count > 0 { output.append(contentsOf: buffer[..<count]); continue }
        if count < 0 && errno == EINTR { continue }
        break
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exited = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (exited, output)
}
