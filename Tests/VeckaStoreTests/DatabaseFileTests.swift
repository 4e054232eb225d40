import Foundation
import Glibc
import IntentHandlers
import Testing
import VeckaEngine
import VeckaStore

/// Where the file goes and who may read it: folders made 0700, the file and its -wal and -shm 0600, nothing
/// that exists changed, and a place that cannot be written is `unavailable`, never a crash or a damaged file.
@Suite struct DatabaseFileTests {
    @Test func madeFoldersAre0700AndTheFilesAre0600WhateverTheUmask() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path + "/data/vecka-ask/vecka.sqlite"
        let previous = umask(0o022)
        defer { umask(previous) }
        // Kept open: the last connection to close removes -wal and -shm.
        let store = DatabaseStore(path: path)
        _ = try store.addNote(user: "", date: date("2026-11-20"), text: "private")
        #expect(mode(folder.path + "/data") == 0o700)
        #expect(mode(folder.path + "/data/vecka-ask") == 0o700)
        #expect(mode(path) == 0o600)
        #expect(mode(path + "-wal") == 0o600)
        #expect(mode(path + "-shm") == 0o600)
        #expect(mode(folder.path) == 0o755, "a folder that existed keeps its mode")
        withExtendedLifetime(store) {}
    }

    @Test func aLinkedFolderIsUsedButNotChanged() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: false)
        _ = chmod(folder.path + "/elsewhere", 0o751)
        _ = symlink(folder.path + "/elsewhere", folder.path + "/linked")
        _ = try DatabaseStore(path: folder.path + "/linked/vecka.sqlite").addNote(user: "", date: date("2026-11-20"), text: "x")
        #expect(mode(folder.path + "/elsewhere") == 0o751)
        #expect(mode(folder.path + "/elsewhere/vecka.sqlite") == 0o600)
    }

    @Test func aDanglingLinkIsNotFollowedToCreateAFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let target = folder.path + "/target.sqlite"
        _ = symlink(target, folder.database)
        #expect(throws: PersonalStoreError.self) { try DatabaseStore(path: folder.database).allNotes(user: "") }
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func aPathThroughAFileOrToAFolderIsUnavailable() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        _ = FileManager.default.createFile(atPath: folder.path + "/file", contents: Data("keep".utf8))
        for path in [folder.path + "/file/vecka.sqlite", folder.path, folder.path + "/file/deeper/vecka.sqlite"] {
            do {
                _ = try DatabaseStore(path: path).addNote(user: "", date: date("2026-11-20"), text: "x")
                Issue.record("\(path) was written")
            } catch {
                guard case .unavailable(let reason) = error else { Issue.record("\(error)"); continue }
                #expect(reason.contains(folder.path), "\(reason)")
            }
        }
        #expect(try String(contentsOfFile: folder.path + "/file", encoding: .utf8) == "keep")
    }

    @Test func aFileThatIsNotADatabaseIsUnavailableAndLeftAlone() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let text = String(repeating: "my important text, not a database\n", count: 200)
        _ = FileManager.default.createFile(atPath: folder.database, contents: Data(text.utf8))
        let store = DatabaseStore(path: folder.database)
        #expect(throws: PersonalStoreError.self) { try store.addNote(user: "", date: date("2026-11-20"), text: "x") }
        #expect(try String(contentsOfFile: folder.database, encoding: .utf8) == text)
    }
}
