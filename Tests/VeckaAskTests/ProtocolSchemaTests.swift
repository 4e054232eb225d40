import Foundation
import Testing

/// Every response line of the JSON protocol must validate against docs/protocol.schema.json, for
/// every corpus question of every language and for hostile and malformed requests. The schema is
/// checked with an independent validator (Python's jsonschema, installed by scripts/test).
@Suite struct ProtocolSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func requests() throws -> [String] {
        var lines: [String] = []
        let localization = ProtocolSchemaTests.root.appendingPathComponent("Localization")
        for language in try FileManager.default.contentsOfDirectory(atPath: localization.path).sorted() {
            // personal.tsv: notes and countdowns added, listed, deleted and undone (in the test run's database).
            for file in ["corpus.tsv", "heldout.tsv", "personal.tsv"] {
                let url = localization.appendingPathComponent(language).appendingPathComponent(file)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                lines += text.split(separator: "\n").filter { !$0.hasPrefix("#") }
                    .compactMap { $0.split(separator: "\t").first.map(String.init) }
            }
        }
        lines += [
            #"{"id": 1, "text": "what week is it"}"#,
            #"{"id": "abc", "text": "vecka 12", "lang": "sv", "today": "2027-01-03"}"#,
            #"{"id": null, "text": "今何週目", "tz": "Asia/Tokyo"}"#,
            #"{"id": true, "text": "24/12", "lang": "th", "region": ["TH"]}"#,
            #"{"id": 2.5, "text": "week 54 of 2026"}"#,
            #"{"text": "how many days until 24 december", "today": "2026-11-18"}"#,
            #"{"id": 3, "text": 42}"#,
            #"{"id": 4}"#,
            #"{"id": 5, "text": "week", "lang": "xx"}"#,
            #"{"id": 6, "text": "week", "today": "2026-02-31"}"#,
            #"{"id": 7, "text": "week", "tz": "Mars/Olympus"}"#,
            #"{"id": [1], "text": "week"}"#,
            #"{"text": "#,
            "[1, 2, 3]",
            "in 1000000000000 days",
            "week 1 of year 0",
            "99999-01-01",
            String(repeating: "vecka ", count: 1000),
            "\u{1B}[31mweek\u{1B}[0m \u{202E}12",
            "🙂🙂🙂 week 🙂",
            // Blank lines, exact ids, region all, overlong lines with and without a readable id.
            "", "   ", "\u{3000}", "\u{A0}\u{2028}",
            #"{"id": 18446744073709551615, "text": "week 12"}"#, #"{"id": -1.50e+400, "text": "week 12"}"#,
            #"{"id": 8, "text": "holidays in may 2027", "region": ["all"]}"#, #"{"id": 9, "text": "week 12", "region": "all"}"#,
            #"{"id": "long", "lang": "ja", "text": ""# + String(repeating: "x", count: 5000) + #""}"#,
            String(repeating: "週", count: 2000),
            #"{"id": 10, "user": "schema", "text": "note on Friday: \u001b[2J dentist"}"#,
            #"{"id": 11, "user": "schema", "text": "what's on Friday"}"#, #"{"id": 12, "user": "schema", "text": "show this week"}"#,
            #"{"id": 13, "user": "schema", "text": "count down to my exam on 12 March"}"#,
            #"{"id": 14, "user": "schema", "text": "list my countdowns"}"#, #"{"id": 15, "user": "schema", "text": "undo"}"#,
            #"{"id": 16, "user": "schema", "text": "remove note 99"}"#, #"{"id": 17, "user": "", "text": "my notes"}"#,
            #"{"id": 18, "user": "schema", "text": "show me December"}"#,
        ]
        return lines
    }

    @Test func everyResponseValidatesAgainstTheSchema() throws {
        let input = try requests()
        let result = try BinaryRunner.run(["--json"], input: Data((input.joined(separator: "\n") + "\n").utf8))
        #expect(result.lines.count == input.count, "one response per request")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-responses-\(getpid()).jsonl")
        try result.stdout.write(to: output, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: output) }
        let validator = try ChildProcess.run("python3", [ProtocolSchemaTests.root.appendingPathComponent("scripts/validate-protocol").path,
                                                         output.path])
        let text = String(decoding: validator.stdout + validator.stderr, as: UTF8.self)
        #expect(validator.status == 0, "\(text.suffix(2000))")
    }

    @Test func idsAreEchoedAndBadRequestsAnsweredInOrder() throws {
        let input = [#"{"id": "a", "text": "week 12"}"#, #"{"id": 7, "text": 42}"#, "not json {", #"{"id": null, "text": "v12"}"#]
        let result = try BinaryRunner.run(["--json"], input: Data((input.joined(separator: "\n") + "\n").utf8))
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == 4)
        #expect(objects[0]["id"] as? String == "a")
        #expect((objects[1]["error"] as? [String: Any])?["code"] as? String == "bad_request")
        #expect(objects[1]["id"] as? Int == 7)
        // A line that does not start with "{" is a question, not a malformed request.
        #expect((objects[2]["error"] as? [String: Any])?["code"] as? String == "not_understood")
        #expect(objects[3].keys.contains("id"))
        #expect(objects.allSatisfy { $0["version"] as? Int == 1 })
    }

    @Test func requestFieldsRefineTheContext() throws {
        let input = [
            #"{"id": 1, "text": "is 1 may a holiday", "region": ["KR"], "today": "2027-04-20"}"#,
            #"{"id": 2, "text": "what week is it", "lang": "sv", "today": "2027-01-03"}"#,
            #"{"id": 3, "text": "what week is it", "tz": "Pacific/Kiritimati"}"#,
        ]
        let result = try BinaryRunner.run(["--json"], input: Data((input.joined(separator: "\n") + "\n").utf8),
                                          environment: ["VECKA_TODAY": ""])
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == 3)
        let holidays = (objects[0]["data"] as? [String: Any])?["holidays"] as? [[String: Any]] ?? []
        #expect(holidays.allSatisfy { $0["region"] as? String == "KR" })
        #expect(objects[1]["language"] as? String == "sv")
        #expect((objects[1]["data"] as? [String: Any])?["week"] as? Int == 53)
        #expect(objects[2]["data"] != nil)
    }
}
