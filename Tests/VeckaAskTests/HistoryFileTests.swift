import Foundation
import Glibc
import LineEditor
import Testing

/// The REPL's history file: appended by several sessions at once, trimmed atomically, never through a
/// link, bounded in memory.
@Suite struct HistoryFileTests {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-history-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    var folder: URL { state.appendingPathComponent("vecka-ask") }
    var file: URL { folder.appendingPathComponent("history") }

    func lines() -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func mode(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? Int
    }

    @Test func sessionsAppendWithoutLosingEachOthersLines() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try HistoryFile(stateDirectory: state.path)
        let second = try HistoryFile(stateDirectory: state.path)
        try first.append("alpha")
        try second.append("beta")
        try first.append("gamma\nwith a line break")
        #expect(lines() == ["alpha", "beta", "gamma with a line break"])
        #expect(try HistoryFile(stateDirectory: state.path).load() == lines())
        #expect(mode(file) == 0o600)
        #expect(mode(folder) == 0o700)
    }

    /// Trimmed by one session while the other appends: the file is always a run of the latest lines,
    /// in order, none lost after the kept ones.
    @Test func trimmingUnderTwoWritersLosesNoRecentLine() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let limits = HistoryFile.Limits(lines: 10, bytes: 200, trimAbove: 300)
        let writers = [try HistoryFile(stateDirectory: state.path, limits: limits),
                       try HistoryFile(stateDirectory: state.path, limits: limits)]
        var sent: [String] = []
        for index in 0..<500 {
            let line = "question \(index)"
            try writers[index % 3 == 0 ? 0 : 1].append(line)
            sent.append(line)
            let kept = lines()
            #expect(kept == Array(sent.suffix(kept.count)), "after \(index): \(kept)")
        }
        #expect(try Data(contentsOf: file).count <= 300 + 20)
        #expect(writers[0].load() == Array(sent.suffix(10)))
        #expect(mode(file) == 0o600)
    }

    /// A 46 MB history (one of 43 MB cost 150 MB of memory and 0.2 s per line when readline loaded and
    /// rewrote it whole): the start reads only the end of it, and the first append trims it.
    @Test func aHugeHistoryIsReadFromItsEndAndTrimmed() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let block = (0..<10_000).map { "an old question number \($0) of a long history" }.joined(separator: "\n") + "\n"
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        for _ in 0..<100 { handle.write(Data(block.utf8)) }
        try handle.close()
        let hugeSize = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
        #expect(hugeSize > 40_000_000)
        let history = try HistoryFile(stateDirectory: state.path)
        let loaded = history.load()
        #expect(loaded.count == 1_000)
        #expect(loaded.last == "an old question number 9999 of a long history")
        try history.append("the newest")
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? .max
        #expect(size <= HistoryFile.Limits().bytes)
        #expect(lines().count == 1_000)
        #expect(lines().last == "the newest")
    }

    @Test func linksAreRefusedAndTheirTargetsUntouched() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = state.appendingPathComponent("target")
        try "keep me\n".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
        #expect(throws: HistoryFile.Problem.symbolicLink(path: file.path)) { try HistoryFile(stateDirectory: state.path) }
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        #expect(mode(target) == 0o644)

        // A dangling link: nothing is created at its target.
        try FileManager.default.removeItem(at: file)
        let nowhere = state.appendingPathComponent("nowhere")
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: nowhere)
        #expect(throws: HistoryFile.Problem.symbolicLink(path: file.path)) { try HistoryFile(stateDirectory: state.path) }
        #expect(!FileManager.default.fileExists(atPath: nowhere.path))

        // The folder itself a link.
        try FileManager.default.removeItem(at: folder)
        let elsewhere = state.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: elsewhere)
        #expect(throws: HistoryFile.Problem.symbolicLink(path: folder.path)) { try HistoryFile(stateDirectory: state.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func aFifoOrFolderInItsPlaceIsRefusedWithoutHanging() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(throws: HistoryFile.Problem.unsafe(path: file.path)) { try HistoryFile(stateDirectory: state.path) }
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try HistoryFile(stateDirectory: state.path) }
    }

    @Test func loosePermissionsAreTightened() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o644]))
        let history = try HistoryFile(stateDirectory: state.path)
        #expect(history.load() == ["old"])
        #expect(mode(file) == 0o600)
        #expect(mode(folder) == 0o700)
    }

    /// Found by the fuzzer: a file whose last line had no line break (a crash, a hand edit) got the
    /// next question glued to it.
    @Test func aLastLineWithoutItsBreakIsNotJoinedToTheNext() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("old one\nold two".utf8)))
        let history = try HistoryFile(stateDirectory: state.path)
        try history.append("new")
        #expect(lines() == ["old one", "old two", "new"])
        #expect(history.load() == ["old one", "old two", "new"])
    }
}
