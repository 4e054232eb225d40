import Foundation
import Glibc
import IntentHandlers
import LineEditor
import LocalizationData
import VeckaAskCLI
import VeckaEngine

// Mode 3 of the fuzz target: the command as a process sees it, run in-process through Program.run
// with memory streams, a fake argv and a fake environment. Byte 0 bits 6-7 choose the variant; bytes
// 1-3 are its parameters (p1, p2, p3); the body is its input.
//
//   0 arguments    the body, split at NUL bytes, is argv; p1 bit 0: stdin holds two questions.
//                  Checked: a known exit status; a usage error says "'vecka-ask --help'" (the line after
//                  the usage line, in any language) once on stderr and nothing on stdout; --short never prints a failure on stdout; --json one-shot prints one valid
//                  line. The REPL's Tab completion also gets the arguments as a line.
//   1 environment  the body, split at NUL bytes, gives the values of LANG, LC_ALL, LC_MESSAGES, LC_CTYPE,
//                  TZ, VECKA_TODAY, XDG_STATE_HOME, HOME, NO_COLOR, TERM, VECKA_LANG, VECKA_REGION, in this
//                  order (missing ones unset); p1 bits 0-1 pick the invocation (one-shot, --json one-shot,
//                  --json pipe, --short pipe); p1 bit 2 also puts TZ in the real environment and rereads
//                  the system time zone. Checked: exit status 2 when VECKA_TODAY is set but not a date or
//                  VECKA_LANG names no language, and only when one of the three defaults is wrong (then
//                  nothing on stdout, and the message names it); else answers of the right shape.
//   2 stream       the body is stdin, handed out in chunks of sizes drawn from p3. First the line
//                  reader alone, with a limit of 1 + p2 % 64 bytes, against a model of its rules
//                  (split at LF, one trailing CR dropped, a line over the limit is its head); then the
//                  whole pipe (p1 bits 0-1: plain, --json, --short) with the real limit: exactly one
//                  response per line, every --json response valid.
//   3 failures     the body is stdin for the pipe (p1 bits 4-5: plain, --json, --short); stdout fails
//                  after p2·256 + p3 bytes with the errno p1 bits 0-2 pick (EPIPE, ENOSPC, EIO, EBADF,
//                  EDQUOT, EFBIG, EINVAL, ENXIO); with p1 bit 3 stdin fails instead, at its end. Checked
//                  against the same run without the failure: what was written is a prefix of it (no
//                  line corrupted or lost before the failure), EPIPE ends quietly with status 0, any
//                  other failure says so on stderr and exits 3. With p1 bit 6 instead: the history
//                  file, seeded with the body, trimmed and appended under small limits.

enum ProcessSurface {
    static let variables = ["LANG", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "TZ", "VECKA_TODAY", "XDG_STATE_HOME", "HOME",
                            "NO_COLOR", "TERM", "VECKA_LANG", "VECKA_REGION"]
    static let errnos: [Int32] = [EPIPE, ENOSPC, EIO, EBADF, EDQUOT, EFBIG, EINVAL, ENXIO]
    static let completion = CompletionWords.all(vocabulary: responder.parser.vocabulary())

    static func run(variant: UInt8, languageByte: UInt8, parameters: (UInt8, UInt8, UInt8), body: UnsafeBufferPointer<UInt8>) {
        let bytes = Array(body)
        switch variant {
        case 0: arguments(bytes, parameters)
        case 1: environment(bytes, parameters)
        case 2: stream(bytes, parameters)
        default:
            if parameters.0 & 0x40 != 0 { history(bytes, parameters) } else { failures(bytes, parameters) }
        }
    }

    struct Run {
        let status: Int32
        let output: [UInt8]
        let errors: String
        var outputText: String { String(decoding: output, as: UTF8.self) }
    }

    static func execute(_ arguments: [String], environment: [String: String], input: [UInt8] = [], chunks: [Int] = [],
                        outputFailure: StreamError? = nil, failAfter: Int = 0, inputFailure: StreamError? = nil) -> Run {
        let output = MemorySink(failure: outputFailure, failAfter: failAfter)
        let errors = MemorySink()
        let streams = StandardStreams(input: MemorySource(input, chunkSizes: chunks, failure: inputFailure),
                                      output: Output(output), errors: Output(errors))
        let status = Program.run(arguments: arguments, environment: Environment(environment), streams: streams)
        return Run(status: status, output: output.bytes, errors: errors.text)
    }

    static let fixedToday = ["VECKA_TODAY": "2026-11-18"]

    // MARK: 0 arguments

    static func arguments(_ bytes: [UInt8], _ parameters: (UInt8, UInt8, UInt8)) {
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        // Options that read or write files the fuzzer names (a database, a calendar to export or import) are not
        // run: a fuzzer must not write to the machine; scripts/test-ics and the store's tests cover them.
        if arguments.contains(where: { ["--database", "--export-ics", "--import-ics"].contains(where: $0.hasPrefix) }) { return }
        let input = parameters.0 & 1 == 0 ? [] : Array("what week is it\nvecka 12\n".utf8)
        let run = execute(arguments, environment: fixedToday, input: input)
        func fail(_ why: String) -> Never { fatalError("\(why): argv \(arguments) → \(run.status) \(run.outputText.prefix(300)) | \(run.errors.prefix(300))") }
        guard [0, 1, 2, 3].contains(run.status) else { fail("unknown exit status") }
        if run.status == 3 { fail("I/O failure on memory streams") }
        if run.status == 2 {
            if !run.output.isEmpty { fail("usage error with output on stdout") }
            if run.errors.components(separatedBy: "'vecka-ask --help'").count != 2 { fail("usage not said exactly once") }
            return
        }
        let isHelp = arguments.contains { ["-h", "--help", "--version", "--experimental-dump-help"].contains($0) }
            || arguments.contains { $0.hasPrefix("--generate-completion-script") }
        let short = arguments.contains("--short"), json = arguments.contains("--json")
        if !isHelp && short && run.status == 1 && !run.output.isEmpty { fail("--short printed a failure on stdout") }
        if !isHelp && json {
            for line in run.outputText.split(separator: "\n") { check(String(line), query: nil, language: nil) }
        }
        // The REPL's completion over the same words as a typed line: after a ":" only commands.
        let word = arguments.last ?? ""
        let before = arguments.dropLast().joined(separator: " ") + (arguments.count > 1 ? " " : "")
        for candidate in completion.candidates(before: before, word: word) where candidate.hasPrefix(":") != word.hasPrefix(":") {
            fail("completion of \(word.debugDescription) offered \(candidate.debugDescription)")
        }
    }

    // MARK: 1 environment

    static func environment(_ bytes: [UInt8], _ parameters: (UInt8, UInt8, UInt8)) {
        var environment: [String: String] = [:]
        for (name, value) in zip(variables, bytes.split(separator: 0, omittingEmptySubsequences: false)) {
            environment[name] = String(decoding: value, as: UTF8.self)
        }
        if parameters.0 & 4 != 0 {
            if let zone = environment["TZ"] { setenv("TZ", zone, 1) } else { unsetenv("TZ") }
            tzset()
            NSTimeZone.resetSystemTimeZone()
        }
        let invocations: [([String], [UInt8])] = [
            (["what", "week", "is", "it"], []), (["--json", "vecka 12"], []),
            (["--json"], Array("{\"id\":1,\"text\":\"week 12\"}\nhow many days until christmas\n".utf8)),
            (["--short"], Array("what week is it\nholidays in may\n".utf8)),
        ]
        let (arguments, input) = invocations[Int(parameters.0 & 3)]
        let run = execute(arguments, environment: environment, input: input)
        func fail(_ why: String) -> Never {
            fatalError("\(why): env \(environment) argv \(arguments) → \(run.status) \(run.outputText.prefix(300)) | \(run.errors.prefix(300))")
        }
        let today = environment["VECKA_TODAY"] ?? ""
        let badToday = !today.isEmpty && CalendarDateParsingProbe.date(today) == nil
        let language = environment["VECKA_LANG"] ?? ""
        let badLanguage = !language.isEmpty && Localization.code(forTag: language) == nil
        if run.status == 2 {
            let named = ["VECKA_TODAY", "VECKA_LANG", "VECKA_REGION"].filter { name in
                !(environment[name] ?? "").isEmpty && run.errors.contains(name)
            }
            guard run.output.isEmpty, !named.isEmpty else { fail("a usage error that names no variable") }
            return
        }
        if badToday { fail("a bad VECKA_TODAY is not a usage error") }
        if badLanguage { fail("a bad VECKA_LANG is not a usage error") }
        guard run.status == 0 || (run.status == 1 && arguments.count > 1) else { fail("unexpected status") }
        let lines = run.outputText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if arguments.first == "--json" {
            guard lines.count == max(1, input.filter { $0 == 0x0A }.count) else { fail("not one response per question") }
            for line in lines { check(String(line), query: nil, language: nil) }
        }
        if let directory = VeckaAskCLI.Environment(environment).stateDirectory, !directory.hasPrefix("/") {
            fail("history would go to a relative path: \(directory)")
        }
    }

    // MARK: 2 stream

    /// The line reader's rules, written the simple way: split at LF, drop one CR at the end of each
    /// line, an empty last piece is no line, a line over the limit is its first `limit` bytes.
    static func modelLines(_ bytes: [UInt8], limit: Int) -> [LineReader.Line] {
        var pieces = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces.map { piece in
            let content = piece.last == 0x0D ? piece.dropLast() : piece
            return content.count > limit ? .tooLong(head: String(decoding: content.prefix(limit), as: UTF8.self))
                : .text(String(decoding: content, as: UTF8.self))
        }
    }

    static func chunkSizes(_ seed: UInt8, count: Int) -> [Int] {
        guard seed != 0 else { return [] }
        var state = UInt32(seed) &* 2_654_435_761
        return (0..<min(count, 512)).map { _ in
            state = state &* 1_103_515_245 &+ 12_345
            return 1 + Int(state >> 16) % (seed & 0x80 != 0 ? 3 : 70)
        }
    }

    static func stream(_ bytes: [UInt8], _ parameters: (UInt8, UInt8, UInt8)) {
        let chunks = chunkSizes(parameters.2, count: bytes.count)
        let limit = 1 + Int(parameters.1 % 64)
        var reader = LineReader(source: MemorySource(bytes, chunkSizes: chunks), limit: limit, chunkSize: 1 + Int(parameters.1 >> 2))
        var read: [LineReader.Line] = []
        while let line = try? reader.next() { read.append(line) }
        let expected = modelLines(bytes, limit: limit)
        guard read == expected else { fatalError("line reader (limit \(limit), chunks \(chunks.prefix(20))): \(read) ≠ model \(expected)") }

        let modes: [[String]] = [[], ["--json"], ["--short"], ["--json", "--lang", "sv"]]
        let arguments = modes[Int(parameters.0 & 3)]
        let run = execute(arguments, environment: fixedToday, input: bytes, chunks: chunks)
        guard run.status == 0 else { fatalError("pipe ended with \(run.status): \(run.errors.prefix(300))") }
        let count = modelLines(bytes, limit: 4096).count
        let lines = run.outputText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if arguments.first == "--json" {
            guard lines.count == count else { fatalError("\(count) lines in, \(lines.count) responses out") }
            for line in lines { check(String(line), query: nil, language: nil) }
        } else if arguments.first == "--short" {
            guard lines.count == count else { fatalError("--short: \(count) lines in, \(lines.count) out") }
        } else if count > 0 && lines.isEmpty {
            fatalError("plain pipe answered nothing")
        }
    }

    // MARK: 3 failures

    static func failures(_ bytes: [UInt8], _ parameters: (UInt8, UInt8, UInt8)) {
        let modes: [[String]] = [[], ["--json"], ["--short"], ["--json"]]
        let arguments = modes[Int((parameters.0 >> 4) & 3)]
        let code = errnos[Int(parameters.0 & 7)]
        let complete = execute(arguments, environment: fixedToday, input: bytes)
        if parameters.0 & 8 != 0 {
            // A read error where the end would be: every complete line is answered, a last line without
            // its newline is not (it may not have been whole).
            let whole = Array(bytes[..<(bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)])
            let answered = execute(arguments, environment: fixedToday, input: whole)
            let run = execute(arguments, environment: fixedToday, input: bytes, inputFailure: StreamError(code: code))
            guard run.status == 3, run.output == answered.output, run.errors.contains(StreamError(code: code).reason) else {
                fatalError("read error \(code): status \(run.status), \(run.errors.prefix(200))")
            }
            return
        }
        let failAfter = Int(parameters.1) << 8 | Int(parameters.2)
        let run = execute(arguments, environment: fixedToday, input: bytes, outputFailure: StreamError(code: code), failAfter: failAfter)
        guard run.output == Array(complete.output.prefix(run.output.count)) else { fatalError("output corrupted before a write error") }
        if complete.output.count <= failAfter {
            guard run.status == complete.status, run.output == complete.output else { fatalError("a write error that never happened changed the run") }
        } else if code == EPIPE {
            guard run.status == 0, complete.errors.hasPrefix(run.errors) else { fatalError("a closed reader was not quiet: \(run.errors.prefix(200))") }
        } else {
            guard run.status == 3, run.errors.contains(StreamError(code: code).reason) else {
                fatalError("write error \(code) not reported: status \(run.status), \(run.errors.prefix(200))")
            }
        }
    }

    // MARK: 3 history

    static let historyFolder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-fuzz-history-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        atexit { try? FileManager.default.removeItem(atPath: ProcessSurface.historyFolder) }
        return folder
    }()

    static func history(_ bytes: [UInt8], _ parameters: (UInt8, UInt8, UInt8)) {
        let limits = HistoryFile.Limits(lines: 1 + Int(parameters.1 % 16), bytes: 16 + Int(parameters.2), trimAbove: 64 + Int(parameters.2) * 2)
        let split = min(bytes.count, Int(parameters.1))
        let path = historyFolder + "/vecka-ask/history"
        try? FileManager.default.createDirectory(atPath: historyFolder + "/vecka-ask", withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes[..<split])),
              let file = try? HistoryFile(stateDirectory: historyFolder, limits: limits) else { fatalError("history file not opened") }
        let loaded = file.load()
        guard loaded.count <= limits.lines, loaded.allSatisfy({ !$0.isEmpty && !$0.contains("\n") }) else {
            fatalError("history loaded \(loaded.count) lines over a limit of \(limits.lines) (or empty / broken ones)")
        }
        var appended: [String] = []
        for line in bytes[split...].split(separator: 0x0A).prefix(8) {
            let text = String(decoding: line, as: UTF8.self)
            guard (try? file.append(text)) != nil else { fatalError("append failed") }
            appended.append(String(text.map { $0 == "\r" || $0 == "\r\n" ? " " : $0 }))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= max(split, limits.trimAbove) + appended.reduce(0, { $0 + $1.utf8.count + 1 }) else {
            fatalError("history grew to \(size) bytes")
        }
        if let last = appended.last, !last.isEmpty, last.utf8.count < limits.bytes {
            guard file.load().last == last else { fatalError("the last line appended is not the last one loaded") }
        }
    }
}

/// `CalendarDateParsing` is internal to VeckaAskCLI: the same rule, for the check.
enum CalendarDateParsingProbe {
    static func date(_ text: String) -> CalendarDate? {
        guard let date = CalendarDate(isoString: text), date.isInSupportedRange else { return nil }
        return date
    }
}
