import Foundation
import Testing

/// What comes back about a request: its id exactly as sent, an overlong line's id when it can be
/// read, and `region: ["all"]` as on the command line.
@Suite struct RequestEchoTests {
    /// `{"id":18446744073709551615,…}` came back as 1.8446744073709552e+19: ids are now echoed as
    /// their exact JSON text (numbers of any size and precision; strings re-escaped; literals).
    @Test func idsComeBackExactlyAsSent() throws {
        let numbers = ["18446744073709551615", "-18446744073709551616", "123456789012345678901234567890", "0", "-0",
                       "0.0", "1.50", "1e400", "-1E-7", "1.0e+2", "2.5E-0", "9007199254740993", "true", "false", "null"]
        let strings = [#""plain""#, #""a\"b\\c\/d""#, #""\u00e9\ud83d\ude00\u2028""#, #""\u0000\t\n""#, #""""#]
        let input = (numbers + strings).map { "{\"id\":\($0),\"text\":\"week 12\"}\n" }.joined()
        let result = try BinaryRunner.run(["--json"], input: Data(input.utf8))
        #expect(result.lines.count == numbers.count + strings.count)
        for (sent, line) in zip(numbers, result.lines) {
            #expect(line.hasPrefix("{\"version\":1,\"id\":\(sent),\"query\""), "id \(sent): \(line.prefix(80))")
        }
        for (sent, line) in zip(strings, result.lines.dropFirst(numbers.count)) {
            let expected = try JSONSerialization.jsonObject(with: Data(sent.utf8), options: .fragmentsAllowed) as? String
            #expect(BinaryRunner.json(line)?["id"] as? String == expected, "id \(sent): \(line.prefix(80))")
        }
    }

    @Test func malformedRequestsAreBadRequests() throws {
        let lines = [#"{"id":01,"text":"week 12"}"#, #"{"id":1.,"text":"week 12"}"#, #"{"id":+1,"text":"week 12"}"#,
                     #"{"id":[1],"text":"week 12"}"#, #"{"id":{"a":1},"text":"week 12"}"#, #"{"text":"\ud800"}"#,
                     #"{"text":"week 12",}"#, #"{"text":"week 12"} x"#, "{\"text\":\"a\u{1}b\"}", #"{"text":"\x"}"#,
                     #"{"text":"week 12","deep":"# + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "}",
                     #"{"text":"week 12","id":"#]
        let result = try BinaryRunner.run(["--json"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == lines.count)
        for (line, object) in zip(lines, objects) {
            #expect((object["error"] as? [String: Any])?["code"] as? String == "bad_request", "\(line.prefix(40)): \(object)")
        }
    }

    /// An overlong line got a response whose query was 4097 made-up spaces, and no id.
    @Test func overlongLinesKeepTheirIdAndInventNoQuery() throws {
        let long = String(repeating: "x", count: 5_000)
        let lines = [
            "{\"id\":\"abc\",\"lang\":\"sv\",\"text\":\"" + long + "\"}",
            "  {\"id\" : 18446744073709551615 , \"text\":\"" + long + "\"}",
            "{\"text\":\"" + long + "\",\"id\":7}",
            long,
        ]
        let result = try BinaryRunner.run(["--json"], input: Data((lines.joined(separator: "\n") + "\nweek 12\n").utf8))
        #expect(result.lines.count == 5)
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == 5)
        for object in objects.prefix(4) {
            #expect((object["error"] as? [String: Any])?["code"] as? String == "too_long")
            #expect(object["query"] == nil, "no query is made up: \(object)")
            #expect(object["answer"] as? String != nil)
        }
        #expect(objects[0]["id"] as? String == "abc")
        #expect(objects[0]["language"] as? String == "sv")
        #expect(result.lines[1].hasPrefix("{\"version\":1,\"id\":18446744073709551615,"))
        #expect(objects[2]["id"] == nil, "the id came after the cut")
        #expect(objects[3]["id"] == nil)
        #expect((objects[4]["data"] as? [String: Any])?["week"] as? Int == 12)
    }

    /// `--region all` worked; `"region": ["all"]` was a bad request.
    @Test func regionAllInARequest() throws {
        let lines = [#"{"id":1,"text":"holidays on 1 january 2027","region":["all"]}"#,
                     #"{"id":2,"text":"holidays on 1 january 2027","region":"ALL"}"#,
                     #"{"id":3,"text":"holidays on 1 january 2027","region":["all","SE"]}"#]
        let result = try BinaryRunner.run(["--json"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
        let objects = result.lines.compactMap(BinaryRunner.json)
        #expect(objects.count == 3)
        for object in objects.prefix(2) {
            let holidays = (object["data"] as? [String: Any])?["holidays"] as? [[String: Any]] ?? []
            #expect(Set(holidays.compactMap { $0["region"] as? String }).count > 10, "\(object)")
        }
        #expect((objects[2]["error"] as? [String: Any])?["code"] as? String == "bad_request")
    }
}
