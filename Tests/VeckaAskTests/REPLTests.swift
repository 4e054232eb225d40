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
    func tmux(_ arguments: [String]) throws -> String {
        // Output goes through a file, not a pipe: the first call starts the tmux server, a daemon
        // that must not hold any pipe of ours open.
        let outputPath = stateHome.path + ".tmux-output"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TMUX")
        let child = try ChildProcess("tmux", ["-S", socketPath] + arguments, environment: environment, stdoutPath: outputPath)
        child.closeStdin()
        try child.wait(timeout: 20)
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    func start() throws {
        let command = "env INPUTRC=/dev/null XDG_STATE_HOME=\(stateHome.path) VECKA_TODAY=2026-11-18 LANG=C.UTF-8 TERM=xterm NO_COLOR=1 \(BinaryRunner.executable.path)"
        try tmux(["new-session", "-d", "-s", session, "-x", "150", "-y", "40", command])
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", session]) }

    /// Waits until the screen shows `text` (the REPL answers asynchronously to the keystrokes).
    func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try screen().contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
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
}
