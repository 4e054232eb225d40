import Foundation
import Testing

/// Notes and countdowns through the real binary and its store program: one-shot, pipe with users,
/// the database left unopened by calendar questions, and a database that cannot be written.
@Suite struct PersonalDataCLITests {
    /// A fresh database path in a folder of its own.
    static func freshDatabase() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-personal-\(UUID().uuidString)")
        return folder.appendingPathComponent("data/vecka.sqlite").path
    }

    @Test func aCalendarQuestionOpensNoDatabase() throws {
        let database = Self.freshDatabase()
        let result = try BinaryRunner.run(["what", "week", "is", "it"], environment: ["VECKA_DATABASE": database])
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: database))
        // A note creates it, private to the user.
        let note = try BinaryRunner.run(["note on Friday: dentist"], environment: ["VECKA_DATABASE": database])
        #expect(note.status == 0, "\(note.stdout)\(note.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: database)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: (database as NSString).deletingLastPathComponent)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
    }

    @Test func oneShotNotesPersistAcrossRuns() throws {
        let environment = ["VECKA_DATABASE": Self.freshDatabase()]
        #expect(try BinaryRunner.run(["anteckna på fredag: tandläkare kl 10"], environment: environment).status == 0)
        #expect(try BinaryRunner.run(["--database", environment["VECKA_DATABASE"]!, "note on Saturday: shop"]).status == 0)
        let listed = try BinaryRunner.run(["my", "notes"], environment: environment)
        #expect(listed.stdout.contains("tandläkare kl 10") && listed.stdout.contains("shop"))
        #expect(try BinaryRunner.run(["--short", "my notes"], environment: environment).stdout == "2\n")
        let week = try BinaryRunner.run(["--json", "show this week"], environment: environment)
        #expect(week.stdout.contains(#""text":"tandläkare kl 10""#))
        let missing = try BinaryRunner.run(["remove note 9"], environment: environment)
        #expect(missing.status == 1)
    }

    /// Whether the database exists is looked up at most once a second while it does not (a `stat` per question
    /// cost a third of a cached answer): a pipe's own first note must still show at once in the next answer.
    @Test func aPipesFirstNoteShowsInTheNextAnswer() throws {
        let database = Self.freshDatabase()
        let input = "what week is it\nnote on Friday: first ever\nshow this week\n"
        let result = try BinaryRunner.run(["--json", "--database", database, "--today", "2026-11-24"], input: Data(input.utf8))
        #expect(result.lines.count == 3)
        #expect(result.lines.last?.contains(#""text":"first ever""#) == true, "\(result.lines.last ?? "")")
    }

    @Test func usersAreKeptApartInThePipe() throws {
        let database = Self.freshDatabase()
        let requests = [
            #"{"id": 1, "user": "alice", "text": "note on Friday: alice's secret"}"#,
            #"{"id": 2, "user": "bob", "text": "my notes"}"#,
            #"{"id": 3, "user": "bob", "text": "remove note 1"}"#,
            #"{"id": 4, "user": "bob", "text": "undo"}"#,
            #"{"id": 5, "user": "bob'); DROP TABLE note; --", "text": "note on Friday: x'); DELETE FROM note; --"}"#,
            #"{"id": 6, "user": "alice", "text": "my notes"}"#,
            #"{"id": 7, "user": ""# + String(repeating: "u", count: 300) + #"", "text": "my notes"}"#,
            #"{"id": 8, "user": "", "text": "my notes"}"#,
            #"{"id": 9, "text": "my notes"}"#,
            #"{"id": 10, "user": 42, "text": "my notes"}"#,
        ]
        let result = try BinaryRunner.run(["--json", "--database", database],
                                          input: Data((requests.joined(separator: "\n") + "\n").utf8))
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == requests.count)
        func text(_ index: Int) -> String { objects[index]["answer"] as? String ?? "" }
        func code(_ index: Int) -> String? { (objects[index]["error"] as? [String: Any])?["code"] as? String }
        #expect(objects[0]["intent"] as? String == "addNote")
        #expect(!text(1).contains("secret"))
        #expect(code(2) == "not_found")
        #expect(text(3).contains("nothing to undo"))
        #expect(objects[4]["intent"] as? String == "addNote")
        #expect(text(5).contains("alice's secret") && !text(5).contains("DELETE"))
        #expect(code(6) == "bad_request" && code(7) == "bad_request" && code(9) == "bad_request")
        // The local user is apart from every bot user.
        #expect(!text(8).contains("secret"))
    }

    @Test func aDatabaseThatCannotBeWrittenIsSaidAndNothingIsLost() throws {
        // A regular file where the database's folder should be: nothing can be created there.
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-blocker-\(UUID().uuidString)")
        try Data("x".utf8).write(to: blocker)
        let result = try BinaryRunner.run(["--json", "note on Friday: x"], environment: ["VECKA_DATABASE": blocker.path + "/db.sqlite"])
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        #expect((object["error"] as? [String: Any])?["code"] as? String == "storage_unavailable")
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
        // Calendar questions are answered as ever.
        #expect(try BinaryRunner.run(["week 12"], environment: ["VECKA_DATABASE": blocker.path + "/db.sqlite"]).status == 0)
    }
}
