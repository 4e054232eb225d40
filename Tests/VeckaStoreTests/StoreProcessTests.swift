import Foundation
import Glibc
import IntentHandlers
import Testing
import VeckaEngine
@testable import VeckaAskCLI

/// StoreProcess, the client in vecka-ask, against the real vecka-ask-store that `swift build` made: a round trip
/// of every call, a store killed under it, a missing program, places it cannot write.
@Suite struct StoreProcessTests {
    @Test func everyCallMakesTheRoundTripAndTheStoreIsStartedOnlyWhenNeeded() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = StoreProcess(databasePath: folder.database, program: .path(storeProgram))
        #expect(store.processID == nil, "nothing started before the first call")
        #expect(!FileManager.default.fileExists(atPath: folder.database))

        let text = "dentist at 10 \u{1B}[31m\u{0} 👨‍👩‍👧 e\u{301}"
        let note = try store.addNote(user: "bot:42", date: date("2026-11-20"), text: text)
        let pid = try #require(store.processID)
        #expect(note.number == 1 && note.text == text && note.date == date("2026-11-20"))
        let second = try store.addNote(user: "bot:42", date: date("2026-11-22"), text: "second")
        #expect(try store.notes(user: "bot:42", from: date("2026-11-16"), through: date("2026-11-20")) == [note])
        #expect(try store.allNotes(user: "bot:42") == [note, second])
        #expect(try store.allNotes(user: "") == [])
        let vacation = try store.setCountdown(user: "bot:42", name: "vacation", date: date("2027-06-20"))
        #expect(vacation.replaced == nil)
        let moved = try store.setCountdown(user: "bot:42", name: "Vacation", date: date("2027-06-21"))
        #expect(moved.replaced == vacation.countdown)
        #expect(try store.countdowns(user: "bot:42") == [moved.countdown])
        #expect(try store.deleteCountdown(user: "bot:42", name: "VACATION") == moved.countdown)
        #expect(try store.undo(user: "bot:42") == .deletedCountdown(moved.countdown))
        #expect(try store.deleteNote(user: "bot:42", number: 2) == second)
        #expect(try store.deleteNote(user: "bot:42", number: 2) == nil)
        #expect(try store.deleteNotes(user: "bot:42", from: date("2026-01-01"), through: date("2026-12-31")) == [note])
        #expect(try store.undo(user: "bot:42") == .deletedNotes([note]))
        #expect(throws: PersonalStoreError.textTooLong(limit: 1000)) {
            try store.addNote(user: "bot:42", date: date("2026-11-20"), text: String(repeating: "x", count: 70_000))
        }
        #expect(throws: PersonalStoreError.nameTooLong(limit: 100)) {
            try store.setCountdown(user: "bot:42", name: String(repeating: "x", count: 101), date: date("2026-11-20"))
        }
        #expect(store.processID == pid, "one store for the session, errors included")
        #expect(mode(folder.database) == 0o600)
    }

    @Test func aKilledStoreIsUnavailableOnceThenStartedAgain() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = StoreProcess(databasePath: folder.database, program: .path(storeProgram))
        let note = try store.addNote(user: "", date: date("2026-11-20"), text: "kept")
        let pid = try #require(store.processID)
        kill(pid, SIGKILL)
        usleep(50_000)
        // The call that finds it dead fails (it could have been half done: no retry that could add twice).
        do {
            _ = try store.addNote(user: "", date: date("2026-11-21"), text: "lost")
            Issue.record("a dead store answered")
        } catch {
            guard case .unavailable(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains("vecka-ask-store"), "\(reason)")
        }
        #expect(store.processID == nil)
        // The next one starts a new store, which finds what the old one acknowledged.
        #expect(try store.allNotes(user: "") == [note])
        #expect(store.processID != pid)
        // The old one was reaped: no zombie left behind.
        #expect(waitpid(pid, nil, WNOHANG) == -1 && errno == ECHILD)
    }

    @Test func aMissingProgramIsUnavailableWithWhereItWasLookedFor() throws {
        let store = StoreProcess(databasePath: "/nonexistent/db.sqlite", program: .path("/nonexistent/vecka-ask-store"))
        #expect(throws: PersonalStoreError.unavailable(reason: "vecka-ask-store was not found (looked for /nonexistent/vecka-ask-store)")) {
            try store.allNotes(user: "")
        }
        #expect(HelperProgram.candidates("vecka-ask-store", forExecutableAt: "/usr/local/bin/vecka-ask")
                == ["/usr/local/bin/vecka-ask-store", "/usr/local/libexec/vecka-ask/vecka-ask-store"])
    }

    @Test func aStoreThatAnswersNonsenseIsUnavailable() throws {
        // /bin/cat echoes each request back: a line, but not a response.
        let store = StoreProcess(databasePath: "--ignored", program: .path("/bin/cat"))
        #expect(throws: PersonalStoreError.self) { try store.allNotes(user: "") }
        #expect(store.processID == nil)
    }

    /// A folder the store may not write: as root (which writes anywhere) the store runs as nobody.
    @Test func aReadOnlyFolderIsUnavailableAndNothingIsMade() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let locked = folder.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        _ = chmod(locked, 0o555)
        let response = try runStore(["{\"id\":1,\"op\":\"addNote\",\"user\":\"\",\"date\":\"2026-11-20\",\"text\":\"x\"}",
                                     "{\"id\":2,\"op\":\"allNotes\",\"user\":\"\"}"],
                                    database: locked + "/sub/vecka.sqlite", asNobody: getuid() == 0)
        #expect(response.count == 2)
        for line in response {
            #expect(line.contains("\"ok\":false,\"error\":\"unavailable\""), "\(line)")
            #expect(line.contains("Permission denied"), "\(line)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked) == [])
    }

    /// A full disk (a file size limit, which fails writes as a full disk does): what was acknowledged stays,
    /// the file stays whole, and the store goes on answering.
    @Test func aFullDiskIsUnavailableAndDamagesNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let text = String(repeating: "full disk ", count: 90)
        let requests = (1...400).map { "{\"id\":\($0),\"op\":\"addNote\",\"user\":\"\",\"date\":\"2026-11-20\",\"text\":\"\(text)\($0)\"}" }
            + ["{\"id\":0,\"op\":\"allNotes\",\"user\":\"\"}"]
        let responses = try runStore(requests, database: folder.database, fileSizeLimit: 1 << 20)
        #expect(responses.count == requests.count)
        let acknowledged = responses.dropLast().filter { $0.contains("\"ok\":true") }.count
        let refused = responses.dropLast().filter { $0.contains("\"error\":\"unavailable\"") }
        #expect(acknowledged > 10 && !refused.isEmpty, "\(acknowledged) acknowledged, \(refused.count) refused")
        #expect(responses.last?.contains("\"ok\":true") == true, "reads still answered: \(responses.last ?? "")")
        #expect(try sqlite(folder.database, "PRAGMA integrity_check") == "ok")
        let kept = try sqlite(folder.database, "SELECT CAST(text AS TEXT) FROM note ORDER BY number").split(separator: "\n")
        let expected = responses.dropLast().enumerated().filter { $0.element.contains("\"ok\":true") }.map { "\(text)\($0.offset + 1)" }
        #expect(kept.map(String.init) == expected, "exactly the acknowledged notes")
    }

    /// vecka-ask-store run on request lines, through setpriv (as nobody) and prlimit (a file size limit) when asked.
    private func runStore(_ lines: [String], database: String, asNobody: Bool = false, fileSizeLimit: Int? = nil) throws -> [String] {
        var command = [storeProgram, "--database", database]
        if let fileSizeLimit { command = ["/usr/bin/prlimit", "--fsize=\(fileSizeLimit)"] + command }
        if asNobody { command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command }
        // The requests from a file: written to a pipe, they would fill it while the responses fill the other.
        let (status, data) = try runCommand(command, input: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(status == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
