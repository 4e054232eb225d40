import Testing
@testable import VeckaAskCLI

/// The pipe's line reader over input split across reads in every way a pipe can split it.
@Suite struct LineReaderTests {
    func lines(_ input: [UInt8], limit: Int = 8, chunks: [Int] = []) throws -> [LineReader.Line] {
        var reader = LineReader(source: MemorySource(input, chunkSizes: chunks), limit: limit, chunkSize: 5)
        var lines: [LineReader.Line] = []
        while let line = try reader.next() { lines.append(line) }
        return lines
    }

    /// The same lines however the bytes arrive: one at a time, a CR apart from its LF, all at once.
    @Test func splitsDoNotMatter() throws {
        let input = Array("ab\r\n\r\n12345678\r\n123456789\nxy\r".utf8)
        let expected: [LineReader.Line] = [.text("ab"), .text(""), .text("12345678"), .tooLong(head: "12345678"), .text("xy")]
        for chunks in [[], [1], Array(repeating: 1, count: 40), [3, 1, 1, 7, 2], [10, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2]] {
            #expect(try lines(input, chunks: chunks) == expected, "chunks \(chunks)")
        }
    }

    @Test func anOverlongLineKeepsOnlyItsHead() throws {
        let long = Array(repeating: UInt8(ascii: "x"), count: 100_000)
        #expect(try lines(Array("a\n".utf8) + long + Array("\nb\n".utf8), limit: 8)
                == [.text("a"), .tooLong(head: "xxxxxxxx"), .text("b")])
        #expect(try lines(Array("a\n".utf8) + long, limit: 8) == [.text("a"), .tooLong(head: "xxxxxxxx")])
        // Exactly the limit with a CRLF is not too long, even when the CR arrives before the LF.
        #expect(try lines(Array("12345678\r\n".utf8), limit: 8, chunks: [9, 1]) == [.text("12345678")])
    }

    @Test func invalidUTF8IsReplacedNotFatal() throws {
        #expect(try lines([0x77, 0xFF, 0x0A, 0xC3, 0x0A, 0xE2, 0x82]) == [.text("w\u{FFFD}"), .text("\u{FFFD}"), .text("\u{FFFD}")])
    }

    @Test func aReadErrorIsThrownAfterTheLinesBeforeIt() throws {
        var reader = LineReader(source: MemorySource(Array("a\nb".utf8), failure: StreamError(code: 5)), limit: 8)
        #expect(try reader.next() == .text("a"))
        #expect(throws: StreamError(code: 5)) { try reader.next() }
    }
}

/// The request parser keeps ids exactly, follows RFC 8259 strictly, and can read the members an
/// overlong line starts with.
@Suite struct RequestJSONTests {
    @Test func numbersKeepTheirText() {
        for number in ["0", "-0", "1.50", "18446744073709551615", "1e400", "-2.5E-7", "10E+2"] {
            guard case .number(let text)? = RequestJSON.parse("{\"id\":\(number)}")?["id"] else {
                Issue.record("\(number) not read")
                continue
            }
            #expect(text == number)
        }
    }

    @Test(arguments: ["01", "1.", ".5", "+1", "1e", "-", "0x10", "NaN", "Infinity", "1 2", "tru", "nul", "[1,]", "{\"a\":1,}",
                      "{\"a\"}", "{a:1}", "\"\\ud800\"", "\"\\udc00x\"", "\"\\u12\"", "\"\\q\"", "\"a\u{1}\"", "\"open",
                      String(repeating: "[", count: 40) + String(repeating: "]", count: 40)])
    func malformedIsRejected(text: String) {
        #expect(RequestJSON.parse(text) == nil)
    }

    @Test func stringsAreDecoded() {
        guard case .string(let text)? = RequestJSON.parse(#"["a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"]"#).flatMap({ value -> RequestJSON? in
            if case .array(let values) = value { return values.first }
            return nil
        }) else {
            Issue.record("not read")
            return
        }
        #expect(text == "a\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1F600}")
    }

    @Test func repeatedNamesTakeTheLast() {
        guard case .number(let id)? = RequestJSON.parse(#"{"id":1,"id":2}"#)?["id"] else {
            Issue.record("not read")
            return
        }
        #expect(id == "2")
    }

    @Test func leadingMembersOfACutLine() {
        let members = RequestJSON.leadingMembers(of: #" {"id" : 12, "lang":"sv", "text":"week 1"#)
        #expect(members.map(\.key) == ["id", "lang"])
        // A number at the cut could go on: not taken.
        #expect(RequestJSON.leadingMembers(of: #"{"id":12"#).isEmpty)
        #expect(RequestJSON.leadingMembers(of: #"{"id":12}"#).map(\.key) == ["id"])
        #expect(RequestJSON.leadingMembers(of: #"[{"id":12}]"#).isEmpty)
    }
}
