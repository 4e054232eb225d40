import Foundation
import Testing

/// The interactive mode, driven through a real pseudo-terminal with tmux: prompt, answers, tab
/// completion, Ctrl-C, history kept across runs (mode 0600) and Ctrl-D. `.ci/run` installs tmux.
@Suite(.serialized) struct REPLTests {
    let session = "vecka-test-\(getpid())"
    let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-repl-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")

    var socketPath: String { stateHome.path + ".tmux-socket" }

    /// tmux on a private socket, so the tests neither see nor disturb a user's tmux server.
    @discardableResult
    func tmux(_ arguments: [String], blockedSignals: [Int32] = []) throws -> String {
        // Output goes through a file, not a pipe: the first call starts the tmux server, a daemon
        // that must not hold any pipe of ours open.
        let outputPath = stateHome.path + ".tmux-output"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TMUX")
        let child = try ChildProcess("tmux", ["-S", socketPath] + arguments, environment: environment, stdoutPath: outputPath,
                                     blockedSignals: blockedSignals)
        child.closeStdin()
        try child.wait(timeout: 20)
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// - Parameter withoutHome: neither XDG_STATE_HOME nor HOME is set (no place for history).
    /// - Parameter blockedSignals: blocked in the tmux server, so in the REPL it starts.
    func start(_ name: String? = nil, withoutHome: Bool = false, blockedSignals: [Int32] = []) throws {
        // Notes go to this test's own database, never the user's (without a home: nowhere, as a user would have).
        let variables = withoutHome ? "-u XDG_STATE_HOME -u HOME -u VECKA_DATABASE"
            : "XDG_STATE_HOME=\(stateHome.path) VECKA_DATABASE=\(databasePath)"
        let command = "env \(variables) INPUTRC=/dev/null VECKA_TODAY=2026-11-18 LANG=C.UTF-8 TERM=xterm NO_COLOR=1 \(BinaryRunner.executable.path)"
        try tmux(["new-session", "-d", "-s", name ?? session, "-x", "150", "-y", "40", command], blockedSignals: blockedSignals)
    }

    func screen(_ name: String? = nil) throws -> String { try tmux(["capture-pane", "-p", "-t", name ?? session]) }

    func keys(_ keys: String..., to name: String? = nil) throws {
        try tmux(["send-keys", "-t", name ?? session] + keys)
    }

    /// Waits until the screen shows `text` (the REPL answers asynchronously to the keystrokes).
    func waitFor(_ text: String, in name: String? = nil, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try screen(name).contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Waits until the last line on the screen (the prompt being edited) is `text`.
    func waitForPromptLine(_ text: String, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = try screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            if lines.last(where: { !$0.isEmpty }) == text { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Waits until a session's program has ended (its tmux session is gone).
    func waitForExit(_ name: String? = nil, timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !(try tmux(["list-sessions", "-F", "#{session_name}"]).split(separator: "\n").contains { $0 == name ?? session }) {
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    var databasePath: String { stateHome.appendingPathComponent("data/vecka.sqlite").path }

    var historyPath: String { stateHome.appendingPathComponent("vecka-ask/history").path }

    func history() -> [String] {
        ((try? String(contentsOfFile: historyPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func cleanUp() {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: stateHome)
        try? FileManager.default.removeItem(atPath: socketPath)
    }


    @Test func interactiveSession() throws {
        defer {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: stateHome)
            try? FileManager.default.removeItem(atPath: socketPath)
        }
        try start()
        #expect(try waitFor("vecka>"))

        try tmux(["send-keys", "-t", session, "what week is it", "Enter"])
        #expect(try waitFor("It's week 47"))

        // Tab completes vocabulary: "overvi" → "overview".
        try tmux(["send-keys", "-t", session, "show overvi", "Tab"])
        #expect(try waitFor("show overview"))
        try tmux(["send-keys", "-t", session, "Enter"])
        #expect(try waitFor("Week 47, 2026"))

        // Ctrl-C abandons the line and gives a fresh prompt; the program keeps running.
        try tmux(["send-keys", "-t", session, "this line is abandoned", "C-c"])
        try tmux(["send-keys", "-t", session, ":lang sv", "Enter"])
        #expect(try waitFor("svenska"))
        try tmux(["send-keys", "-t", session, "vecka 12", "Enter"])
        #expect(try waitFor("16 mars"))
        try tmux(["send-keys", "-t", session, ":region NO", "Enter"])
        #expect(try waitFor("Helgdagar nu för: NO"))
        try tmux(["send-keys", "-t", session, "är 17 maj en röd dag", "Enter"])
        #expect(try waitFor("17 maj 2027"))

        // Ctrl-D quits and the history file is private.
        try tmux(["send-keys", "-t", session, "C-d"])
        let history = stateHome.appendingPathComponent("vecka-ask/history")
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: history.path) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved.contains("what week is it"))
        #expect(!saved.contains("this line is abandoned"))

        // A new run recalls the previous session's questions with the Up arrow.
        _ = try? tmux(["kill-session", "-t", session])
        try start()
        #expect(try waitFor("vecka>"))
        try tmux(["send-keys", "-t", session, "Up"])
        #expect(try waitFor("vecka> är 17 maj en röd dag"))
        try tmux(["send-keys", "-t", session, "C-u", ":quit", "Enter"])
    }

    /// Two REPLs open at once lost one session's lines (each rewrote the whole file from its memory):
    /// lines are now appended, so both sessions' lines are kept, in the order they were entered.
    @Test func twoSessionsAtOnceKeepEachOthersLines() throws {
        defer { cleanUp() }
        try start("a")
        try start("b")
        #expect(try waitFor("vecka>", in: "a"))
        #expect(try waitFor("vecka>", in: "b"))
        try keys("what week is it", "Enter", to: "a")
        #expect(try waitFor("It's week 47", in: "a"))
        try keys("week 12", "Enter", to: "b")
        #expect(try waitFor("Week 12 of 2026", in: "b"))
        try keys("week 13", "Enter", to: "a")
        #expect(try waitFor("Week 13 of 2026", in: "a"))
        try keys("C-d", to: "b")
        try waitForExit("b")
        try keys("C-d", to: "a")
        try waitForExit("a")
        #expect(history() == ["what week is it", "week 12", "week 13"])
    }

    /// Notes typed in two REPLs open at once (as the issue says: two REPLs writing at the same time lose nothing):
    /// each sees the other's note, undo reverts only what was done last, and the week overview shows them.
    @Test func notesFromTwoSessionsAreBothKept() throws {
        defer { cleanUp() }
        try start("a")
        try start("b")
        #expect(try waitFor("vecka>", in: "a"))
        #expect(try waitFor("vecka>", in: "b"))
        try keys("note on Friday: dentist at 10", "Enter", to: "a")
        #expect(try waitFor("Noted for Friday, November 20, 2026: dentist at 10 (note 1)", in: "a"))
        try keys("anteckna på lördag: handla julklappar", "Enter", to: "b")
        #expect(try waitFor("handla julklappar (anteckning 2)", in: "b"))
        try keys("my notes this week", "Enter", to: "a")
        #expect(try waitFor("2. ", in: "a"))
        let listed = try screen("a")
        #expect(listed.contains("dentist at 10") && listed.contains("handla julklappar"))
        // Both sessions are the local user: undo in a reverts the latest change, b's note.
        try keys("undo", "Enter", to: "a")
        #expect(try waitFor("Undone: the note for Saturday, November 21, 2026 (handla julklappar) is removed.", in: "a"))
        try keys("show overview", "Enter", to: "b")
        #expect(try waitFor("dentist at 10", in: "b"))
        try keys("C-d", to: "a")
        try keys("C-d", to: "b")
        try waitForExit("a")
        try waitForExit("b")
        let left = try BinaryRunner.run(["--short", "my notes"], environment: ["VECKA_DATABASE": databasePath])
        #expect(left.stdout == "1\n", "dentist at 10 is kept, the undone note is gone")
        #expect(FileManager.default.fileExists(atPath: databasePath))
    }

    /// Up, then Ctrl-C, blanked the recalled entry (readline's in-memory entry was edited, then the
    /// whole list written out): the file keeps it, and so does this session's Up.
    @Test func ctrlCAfterRecallingAnEntryKeepsIt() throws {
        defer { cleanUp() }
        // Started with SIGINT blocked (a worker thread's mask, passed on by posix_spawn): Ctrl-C did
        // nothing then; the REPL unblocks the signal it relies on.
        try start(blockedSignals: [SIGINT])
        #expect(try waitFor("vecka>"))
        try keys("week 12", "Enter")
        #expect(try waitFor("Week 12 of 2026"))
        try keys("Up")
        #expect(try waitForPromptLine("vecka> week 12"))
        try keys("BSpace", "BSpace", "9")
        #expect(try waitForPromptLine("vecka> week 9"))
        try keys("C-c")
        #expect(try waitForPromptLine("vecka>"), "\((try? screen()) ?? "")")
        try keys("Up")
        #expect(try waitForPromptLine("vecka> week 12"), "the entry is intact in memory: \((try? screen()) ?? "")")
        try keys("C-u", "C-d")
        try waitForExit()
        #expect(history() == ["week 12"])
    }

    /// A history path that was a symbolic link was followed (its target cut to 1,000 lines and
    /// chmod-ed); now it is refused, said once on stderr, and the session goes on without history.
    @Test func symbolicLinkedHistoryIsRefused() throws {
        defer { cleanUp() }
        let folder = stateHome.appendingPathComponent("vecka-ask")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = stateHome.appendingPathComponent("precious.txt")
        let original = (1...1_500).map { "line \($0)" }.joined(separator: "\n") + "\n"
        try original.write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: historyPath, withDestinationPath: target.path)
        let dangling = stateHome.appendingPathComponent("never-created")
        try start()
        #expect(try waitFor("vecka>"))
        #expect(try waitFor("is a symbolic link"))
        try keys("week 12", "Enter")
        #expect(try waitFor("Week 12 of 2026"))
        try keys("week 13", "Enter")
        #expect(try waitFor("Week 13 of 2026"))
        #expect(try screen().components(separatedBy: "History is not kept").count == 2, "said once")
        try keys("C-d")
        try waitForExit()
        #expect(try String(contentsOf: target, encoding: .utf8) == original)
        #expect((try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int) == 0o644)

        // A dangling link creates nothing.
        try FileManager.default.removeItem(atPath: historyPath)
        try FileManager.default.createSymbolicLink(atPath: historyPath, withDestinationPath: dangling.path)
        try start()
        #expect(try waitFor("is a symbolic link"))
        try keys("week 12", "Enter")
        #expect(try waitFor("Week 12 of 2026"))
        try keys("C-d")
        try waitForExit()
        #expect(!FileManager.default.fileExists(atPath: dangling.path))
    }

    /// Tab after ":" offered Swedish ordinal suffixes (:a :dje :e :te); `:lang` and `:region` alone
    /// did not show the setting; an unknown command was answered with the command list only.
    @Test func commandsAndTheirCompletion() throws {
        defer { cleanUp() }
        try start()
        #expect(try waitFor("vecka>"))
        try keys(":", "Tab", "Tab")
        #expect(try waitFor(":region"))
        let listing = try screen()
        for suffix in [":a ", ":dje", ":e ", ":te"] { #expect(!listing.contains(suffix), "\(suffix) offered: \(listing)") }
        try keys("C-u", ":reg", "Tab", "Enter")
        #expect(try waitFor("Holidays of the answer language's country; for English: US."))
        try keys(":lang", "Enter")
        #expect(try waitFor("Answers are in the language of each question"))
        try keys(":lang sv", "Enter")
        try keys(":lang", "Enter")
        #expect(try waitFor("Svaren är på svenska."))
        try keys(":region all", "Enter")
        try keys(":region", "Enter")
        #expect(try waitFor("Helgdagar för: SE, NO"))
        try keys(":frobnicate", "Enter")
        #expect(try waitFor("Okänt kommando: :frobnicate."))
        try keys(":help", "Enter")
        #expect(try waitFor(":region [<koder>|all], :quit"))
        // Holiday names complete like other words, several words too.
        try keys("C-l", "when is christmas e", "Tab")
        #expect(try waitFor("when is christmas eve"))
        try keys("C-u", ":quit", "Enter")
        try waitForExit()
    }

    /// Without a place for history (no HOME, no XDG_STATE_HOME) the REPL says so once and works.
    @Test func noPlaceForHistoryIsSaidOnce() throws {
        defer { cleanUp() }
        try start(withoutHome: true)
        #expect(try waitFor("History is not kept: neither XDG_STATE_HOME nor HOME is set."))
        try keys("week 12", "Enter")
        #expect(try waitFor("Week 12 of 2026"))
        try keys("C-d")
        try waitForExit()
    }
}
