import Foundation
import Glibc
import Synchronization
import Testing
@testable import VeckaAskCLI

/// `vecka-ask --mcp` hands the run to the server binary, vecka-ask-mcp (scripts/test-mcp tests the server
/// itself): which options it passes on, where it looks for the server, and the usage error when it is not there.
@Suite struct MCPLaunchTests {
    /// A launcher that records what it was given and "finds" nothing.
    final class Recorder: Sendable {
        let arguments = Mutex<[String]?>(nil)
        var launcher: MCPServerLauncher {
            MCPServerLauncher { arguments in
                self.arguments.withLock { $0 = arguments }
                return ["/opt/vecka/bin/vecka-ask-mcp", "/opt/vecka/libexec/vecka-ask/vecka-ask-mcp"]
            }
        }
    }

    private func run(_ arguments: [String], _ launcher: MCPServerLauncher, environment: [String: String] = [:]) -> (Int32, String) {
        let errors = MemorySink()
        let status = Program.run(arguments: arguments, environment: Environment(["VECKA_TODAY": "2026-11-18"].merging(environment) { $1 }),
                                 streams: StandardStreams(input: MemorySource([]), output: Output(MemorySink()), errors: Output(errors)),
                                 mcpServer: launcher)
        return (status, errors.text)
    }

    @Test func theOptionsArePassedOnAndAMissingServerIsAUsageError() {
        let recorder = Recorder()
        let (status, errors) = run(["--mcp", "--region", "SE,US", "--lang", "zh-TW", "--today", "2027-01-01"], recorder.launcher)
        #expect(recorder.arguments.withLock { $0 } == ["--lang", "zh-TW", "--today", "2027-01-01", "--region", "SE,US"])
        #expect(status == ExitStatus.usage)
        #expect(errors.contains("/opt/vecka/bin/vecka-ask-mcp, /opt/vecka/libexec/vecka-ask/vecka-ask-mcp"), "\(errors)")
        #expect(errors.contains("swift build --product vecka-ask-mcp"), "\(errors)")
        // The usage line once, in the asker's language (zh-TW: Traditional Chinese).
        #expect(errors.components(separatedBy: "vecka-ask [--json]").count == 2, "\(errors)")
        #expect(errors.contains("用法"), "\(errors)")
    }

    @Test func noOptionsPassNothingOn() {
        let recorder = Recorder()
        _ = run(["--mcp"], recorder.launcher)
        #expect(recorder.arguments.withLock { $0 } == [])
    }

    /// The options are checked before the server is started, with the command's own localized messages.
    @Test(arguments: [["--mcp", "what", "week"], ["--mcp", "--json"], ["--short", "--mcp"], ["--mcp", "--lang", "xx"],
                      ["--mcp", "--region", "XX"], ["--mcp", "--today", "tomorrow"]])
    func wrongOptionsStartNothing(arguments: [String]) {
        let recorder = Recorder()
        let (status, errors) = run(arguments, recorder.launcher, environment: ["LANG": "sv_SE.UTF-8"])
        #expect(status == ExitStatus.usage)
        #expect(recorder.arguments.withLock { $0 } == nil, "\(arguments) started the server")
        #expect(!errors.isEmpty)
    }

    @Test func theMessageIsLocalized() {
        let (_, errors) = run(["--mcp", "--json"], Recorder().launcher, environment: ["LANG": "de_DE.UTF-8"])
        #expect(errors.contains("nimmt nur --lang, --region und --today"), "\(errors)")
    }

    @Test func theServerIsLookedForBesideTheBinaryThenInLibexec() {
        #expect(MCPServerLauncher.candidates(forExecutableAt: "/usr/local/bin/vecka-ask")
                == ["/usr/local/bin/vecka-ask-mcp", "/usr/local/libexec/vecka-ask/vecka-ask-mcp"])
        #expect(MCPServerLauncher.candidates(forExecutableAt: "/vecka-ask") == ["/vecka-ask-mcp", "/libexec/vecka-ask/vecka-ask-mcp"])
    }

    // The real binary, in installed layouts made of links to it.

    /// `prefix/bin/vecka-ask` (a hard link to the built binary: /proc/self/exe then names the link), and
    /// servers that are symbolic links to system programs: `echo` prints the arguments it was given, `false`
    /// stands for a server that must not be chosen. (Links, not scripts written here: a script still open
    /// for writing while a parallel test forks a child cannot be executed, ETXTBSY.)
    private func layout(servers: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: directory.path + "/bin", withIntermediateDirectories: true)
        // As the kernel names it (/proc/self/exe), should the temporary directory be reached through a link.
        let prefix = directory.resolvingSymlinksInPath().path
        if link(BinaryRunner.executable.path, prefix + "/bin/vecka-ask") != 0 {
            try FileManager.default.copyItem(atPath: BinaryRunner.executable.path, toPath: prefix + "/bin/vecka-ask")
        }
        for (server, program) in servers {
            let path = prefix + "/" + server
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: program)
        }
        return prefix
    }

    private func runInstalled(_ executable: String, _ arguments: [String]) throws -> BinaryRunner.Result {
        let child = try ChildProcess(executable, arguments, environment: BinaryRunner.environment([:]))
        let output = try child.communicate(input: nil)
        return BinaryRunner.Result(status: output.status, stdout: String(decoding: output.stdout, as: UTF8.self),
                                   stderr: String(decoding: output.stderr, as: UTF8.self))
    }

    @Test func theBinaryExecsTheServerInLibexec() throws {
        let prefix = try layout(servers: ["libexec/vecka-ask/vecka-ask-mcp": "/bin/echo"])
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let result = try runInstalled(prefix + "/bin/vecka-ask", ["--mcp", "--lang", "sv", "--today", "2027-01-01"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "--lang sv --today 2027-01-01\n")
    }

    @Test func aServerBesideTheBinaryComesFirstAndLinksAreFollowed() throws {
        let prefix = try layout(servers: ["bin/vecka-ask-mcp": "/bin/echo", "libexec/vecka-ask/vecka-ask-mcp": "/bin/false"])
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        // A symbolic link elsewhere (as in ~/.local/bin) still finds the server beside the real file.
        symlink(prefix + "/bin/vecka-ask", prefix + "/vecka-link")
        let result = try runInstalled(prefix + "/vecka-link", ["--mcp", "--region", "all"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "--region all\n", "\(result.stderr)")
    }

    @Test func noServerIsAUsageErrorNamingWhereItWasLookedFor() throws {
        let prefix = try layout(servers: [:])
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let result = try runInstalled(prefix + "/bin/vecka-ask", ["--mcp"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(prefix)/bin/vecka-ask-mcp, \(prefix)/libexec/vecka-ask/vecka-ask-mcp"), "\(result.stderr)")
    }
}
