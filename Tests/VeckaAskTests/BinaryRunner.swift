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

    /// A started process with its three pipes, for tests that talk to it while it runs.
    struct Running {
        let process: Process
        let stdin: Pipe
        let stdout: Pipe
        let stderr: Pipe
    }

    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Running {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["VECKA_TODAY"] = "2026-11-18"
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "LC_ALL")
        env.removeValue(forKey: "VECKA_LOCALIZATION_DIR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let running = Running(process: process, stdin: Pipe(), stdout: Pipe(), stderr: Pipe())
        process.standardInput = running.stdin
        process.standardOutput = running.stdout
        process.standardError = running.stderr
        try process.run()
        return running
    }

    static func run(_ arguments: [String], input: Data? = nil, environment: [String: String] = [:]) throws -> Result {
        let running = try start(arguments, environment: environment)
        let (process, stdin, stdout, stderr) = (running.process, running.stdin, running.stdout, running.stderr)
        // Feed stdin from another thread so a large input cannot deadlock against a full stdout pipe.
        let writer = Thread {
            if let input { try? stdin.fileHandleForWriting.write(contentsOf: input) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    static func json(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
