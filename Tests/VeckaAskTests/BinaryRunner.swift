import Foundation

/// Runs the built `vecka-ask` executable, as a user or a bot would.
struct BinaryRunner {
    /// The executable is built next to the test bundle.
    static let executable: URL = {
        let testBinary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("vecka-ask")
    }()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// A database of each run's own (created only if the run stores something), so that no test sees
    /// another's notes.
    static var testDatabase: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("vecka-ask-tests-\(UUID().uuidString)/vecka.sqlite").path
    }

    static func environment(_ overrides: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["VECKA_TODAY"] = "2026-11-18"
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "LC_ALL")
        env.removeValue(forKey: "VECKA_LOCALIZATION_DIR")
        // The developer's own defaults must not change what the tests see.
        env.removeValue(forKey: "VECKA_LANG")
        env.removeValue(forKey: "VECKA_REGION")
        // Notes go to a database of the test run's own, never the developer's.
        env["VECKA_DATABASE"] = testDatabase
        for (key, value) in overrides { env[key] = value }
        return env
    }

    /// A started process, for tests that talk to it while it runs.
    static func start(_ arguments: [String], environment: [String: String] = [:], rawEnvironment: [[UInt8]] = [],
                      redirection: ChildProcess.Redirection = .init()) throws -> ChildProcess {
        try ChildProcess(executable.path, arguments, environment: self.environment(environment),
                         rawEnvironment: rawEnvironment, redirection: redirection)
    }

    /// - Parameter removing: variables taken out of the environment (after the defaults are set).
    static func run(_ arguments: [String], input: Data? = nil, environment: [String: String] = [:],
                    removing: [String] = [], rawEnvironment: [[UInt8]] = [],
                    redirection: ChildProcess.Redirection = .init()) throws -> Result {
        var variables = self.environment(environment)
        for name in removing { variables.removeValue(forKey: name) }
        let child = try ChildProcess(executable.path, arguments, environment: variables, rawEnvironment: rawEnvironment,
                                     redirection: redirection)
        let output = try child.communicate(input: input)
        return Result(status: output.status, stdout: String(decoding: output.stdout, as: UTF8.self),
                      stderr: String(decoding: output.stderr, as: UTF8.self))
    }

    static func json(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
