import Foundation
import Testing

@Suite struct PipeModeTests {
    @Test func oneAnswerPerLineInOrder() throws {
        let input = "what week is it\nvilken vecka är 24 december\r\nwelche KW haben wir\n"
        let result = try BinaryRunner.run(["--json"], input: Data(input.utf8))
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == 3)
        #expect(objects.map { $0["language"] as? String } == ["en", "sv", "de"])
        #expect(objects.map { $0["query"] as? String } == ["what week is it", "vilken vecka är 24 december", "welche KW haben wir"])
        for object in objects {
            for key in ["query", "language", "intent", "answer", "data"] { #expect(object[key] != nil, "missing \(key)") }
        }
    }

    /// A line of only white space got no response (and a bot waiting for one hung) — for NBSP, U+3000
    /// and U+2028 as for spaces. The rule now: every line gets exactly one response; a blank one is not
    /// understood, like any question without content, with the line echoed as its query.
    static let blankLines = ["", " ", "   ", "\t", "\u{A0}", "\u{3000}", "\u{2028}", "\u{2029}", "\u{85}", "\u{1680}",
                             "\u{2007}\u{202F}\u{205F}", "\u{0B}\u{0C}", "\r", " \r"]

    @Test func everyLineGetsExactlyOneResponseBlankOnesToo() throws {
        var input = ""
        for (index, blank) in PipeModeTests.blankLines.enumerated() {
            input += "{\"id\":\(index),\"text\":\"week 12\"}\n" + blank + "\n"
        }
        let result = try BinaryRunner.run(["--json"], input: Data(input.utf8))
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == 2 * PipeModeTests.blankLines.count, "\(result.stdout)")
        for (index, blank) in PipeModeTests.blankLines.enumerated() where 2 * index + 1 < objects.count {
            #expect(objects[2 * index]["id"] as? Int == index)
            let response = objects[2 * index + 1]
            #expect((response["error"] as? [String: Any])?["code"] as? String == "not_understood", "\(blank.debugDescription)")
            let expectedQuery = blank.hasSuffix("\r") ? String(blank.dropLast()) : blank
            #expect(response["query"] as? String == expectedQuery, "\(blank.debugDescription)")
        }
    }

    @Test func blankLinesAreAnsweredInPlainAndShortPipesToo() throws {
        let input = "what week is it\n\n\u{3000}\nweek 12\n"
        let short = try BinaryRunner.run(["--short"], input: Data(input.utf8))
        #expect(short.stdout == "47\n\n\n2026-W12\n", "a failure is an empty line: \(short.stdout.debugDescription)")
        #expect(short.status == 0)
        let plain = try BinaryRunner.run([], input: Data(input.utf8))
        #expect(plain.stdout.components(separatedBy: "What week is it?").count == 3, "two kind replies: \(plain.stdout)")
    }

    @Test func everyJSONAnswerIsOneLine() throws {
        let input = "show the week overview\nwhat's the weather\nweek 54 of 2026\n"
        let result = try BinaryRunner.run(["--json"], input: Data(input.utf8))
        #expect(result.lines.count == 3)
        #expect(result.lines.allSatisfy { BinaryRunner.json($0) != nil })
        #expect(result.status == 0, "the pipe reports failures per line and ends with status 0")
    }

    @Test func hostileBytesAreAnsweredNotFatal() throws {
        var input = Data("week\u{0}12\n".utf8)
        input.append(contentsOf: [0xFF, 0xFE, 0x77, 0x65, 0x65, 0x6B, 0x0A])  // invalid UTF-8, then "week"
        input.append(Data((String(repeating: "x", count: 1_048_576) + "\n").utf8))
        input.append(Data("what week is it\n".utf8))
        let result = try BinaryRunner.run(["--json"], input: input)
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == 4)
        #expect((objects[2]["error"] as? [String: Any])?["code"] as? String == "too_long")
        #expect((objects[3]["data"] as? [String: Any])?["week"] as? Int == 47)
    }

    @Test func closedStdoutEndsQuietly() throws {
        let child = try BinaryRunner.start([])
        try child.stdout?.close()
        try? child.stdin?.write(contentsOf: Data(String(repeating: "what week is it\n", count: 1000).utf8))
        child.closeStdin()
        #expect(try child.wait(timeout: 30) == 0, "exits normally, not by SIGPIPE")
        #expect(child.stderr?.readDataToEndOfFile().isEmpty == true)
    }

    @Test func answersAreFlushedOneByOne() throws {
        let child = try BinaryRunner.start(["--json"])
        defer { child.terminate() }
        // A bot writes one question and waits for its answer while keeping the pipe open.
        try child.stdin?.write(contentsOf: Data("what week is it\n".utf8))
        #expect(BinaryRunner.json(try child.readLine())?["intent"] as? String == "currentWeek")
        try child.stdin?.write(contentsOf: Data("week 12\n".utf8))
        #expect(BinaryRunner.json(try child.readLine())?["intent"] as? String == "datesOfWeek")
    }
}
