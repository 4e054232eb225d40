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

/// `sqlite3` on a database file: the independent reader that checks what the store wrote.
func sqlite(_ database: String, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database]
    let output = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardInput = input
    try process.run()
    // On standard input: a statement can be longer than an argument may be.
    input.fileHandleForWriting.write(Data((sql + ";\n").utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
