import IntentHandlers
import Testing
import VeckaEngine
import VeckaStore
@testable import VeckaAskCLI

/// The store's JSON Lines protocol, both ends in-process: every request and reply survives the trip, and a
/// line the server cannot read is answered and the next one served.
@Suite struct StoreProtocolTests {
    private func serve(_ lines: [String], store: any PersonalStore, chunkSize: Int = 65_536) -> [String] {
        let output = MemorySink()
        let input = lines.joined(separator: "\n") + "\n"
        let status = StoreServer.serve(store: store, input: MemorySource(Array(input.utf8), chunkSizes: Array(repeating: chunkSize, count: 1_000)),
                                       output: output)
        #expect(status == 0)
        return output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func everyRequestAndReplyComesBackAsSent() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database, now: TestClock().now)
        let user = "ü\u{0}\"\\\n\u{2028}"
        let text = "dentist \"at\" 10\t\u{1B}[2J\u{0}\u{FEFF} 👨‍👩‍👧"
        let requests: [StoreProtocol.Request] = [
            .addNote(user: user, date: date("2026-11-20"), text: text),
            .addNote(user: user, date: date("0001-01-01"), text: ""),
            .notes(user: user, from: date("2026-11-16"), through: date("2026-11-22")),
            .allNotes(user: user),
            .setCountdown(user: user, name: "vacation \u{7}", date: date("9999-12-31")),
            .setCountdown(user: user, name: "VACATION \u{7}", date: date("2027-06-20")),
            .countdowns(user: user),
            .deleteNote(user: user, number: 2),
            .deleteNote(user: user, number: 2),
            .undo(user: user),
            .deleteNotes(user: user, from: date("0001-01-01"), through: date("9999-12-31")),
            .undo(user: user),
            .deleteCountdown(user: user, name: "Vacation \u{7}"),
            .deleteCountdown(user: user, name: "vacation \u{7}"),
            .undo(user: user), .undo(user: user), .undo(user: user), .undo(user: user), .undo(user: user), .undo(user: user),
        ]
        // The expected replies from a second store on its own file, called directly.
        let other = try ScratchFolder()
        defer { other.remove() }
        let direct = DatabaseStore(path: other.database, now: TestClock().now)
        for (index, request) in requests.enumerated() {
            let line = StoreProtocol.line(for: request, id: index + 1)
            let (id, parsed) = StoreProtocol.request(from: line)
            #expect(id == .verbatimNumber("\(index + 1)"))
            #expect(parsed == .success(request), "\(line)")
            // In chunks of 7 bytes: a request split across reads, as a pipe may split it.
            let response = serve([line], store: store, chunkSize: 7)
            #expect(response.count == 1)
            let expected = try StoreProtocol.perform(request, on: direct)
            #expect(StoreProtocol.response(from: response[0], to: request, id: index + 1) == .reply(expected), "\(response[0])")
        }
    }

    @Test func errorsAreTypedAndUnreadableLinesAnswered() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = DatabaseStore(path: folder.database)
        let tooLong = String(repeating: "x", count: PersonalLimits.noteCharacters + 1)
        let overLimit = "{\"id\":\"big\",\"op\":\"addNote\",\"text\":\"" + String(repeating: "y", count: StoreProtocol.lineLimit) + "\"}"
        let responses = serve([
            StoreProtocol.line(for: .addNote(user: "", date: date("2026-11-20"), text: tooLong), id: 1),
            StoreProtocol.line(for: .setCountdown(user: "", name: tooLong, date: date("2026-11-20")), id: 2),
            "not json",
            "{\"id\":4,\"op\":\"dropTables\",\"user\":\"\"}",
            "{\"id\":5,\"op\":\"addNote\",\"user\":\"\",\"date\":\"2026-02-30\",\"text\":\"x\"}",
            "{\"id\":6,\"op\":\"deleteNote\",\"user\":\"\",\"number\":99999999999999999999}",
            "{\"id\":7,\"op\":\"allNotes\"}",
            overLimit,
            "{\"id\":9,\"op\":\"allNotes\",\"user\":\"\"}",
        ], store: store)
        #expect(responses == [
            "{\"id\":1,\"ok\":false,\"error\":\"textTooLong\",\"limit\":1000}",
            "{\"id\":2,\"ok\":false,\"error\":\"nameTooLong\",\"limit\":100}",
            "{\"ok\":false,\"error\":\"badRequest\",\"reason\":\"not a JSON object\"}",
            "{\"id\":4,\"ok\":false,\"error\":\"badRequest\",\"reason\":\"unknown op\"}",
            "{\"id\":5,\"ok\":false,\"error\":\"badRequest\",\"reason\":\"date is not a date YYYY-MM-DD\"}",
            "{\"id\":6,\"ok\":false,\"error\":\"badRequest\",\"reason\":\"number is not an integer\"}",
            "{\"id\":7,\"ok\":false,\"error\":\"badRequest\",\"reason\":\"user is not a string\"}",
            "{\"id\":\"big\",\"ok\":false,\"error\":\"badRequest\",\"reason\":\"a request longer than 65536 bytes\"}",
            "{\"id\":9,\"ok\":true,\"notes\":[]}",
        ])
        let request = StoreProtocol.Request.addNote(user: "", date: date("2026-11-20"), text: tooLong)
        #expect(StoreProtocol.response(from: responses[0], to: request, id: 1) == .error(.textTooLong(limit: 1000)))
        #expect(StoreProtocol.response(from: responses[0], to: request, id: 2) == .malformed, "another request's response")
        #expect(StoreProtocol.response(from: "{\"id\":1,\"ok\":true}", to: request, id: 1) == .malformed)
    }

    @Test func theLongestValidNoteFitsTheLineLimit() {
        // Every character escaped to six bytes, the rest of the bytes in one character of combining marks.
        let escaped = String(repeating: "\u{1}", count: PersonalLimits.noteCharacters - 1)
        let text = escaped + "a" + String(repeating: "\u{301}", count: (PersonalLimits.noteBytes - escaped.utf8.count - 1) / 2)
        #expect(throws: Never.self) { try PersonalLimits.check(noteText: text) }
        let line = StoreProtocol.line(for: .addNote(user: String(repeating: "\u{1}", count: PersonalLimits.userBytes),
                                                     date: date("2026-11-20"), text: text), id: Int.max)
        #expect(line.utf8.count <= StoreProtocol.lineLimit, "\(line.utf8.count)")
    }
}
