import Foundation

/// Runs a Python script over an input file and returns its output lines: the independent reading
/// of the tz database (`zoneinfo`) and of `TZ` (glibc through `time.tzset`) the time zone tests
/// compare with. Python 3 is already a test dependency (scripts/validate-protocol).
enum PythonOracle {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(script: String, input: String) throws -> [Substring] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptFile = directory.appendingPathComponent("oracle.py"), inputFile = directory.appendingPathComponent("input")
        // Not atomically: swift-corelibs-foundation leaves its TemporaryDirectory.* folders behind in /tmp.
        try script.write(to: scriptFile, atomically: false, encoding: .utf8)
        try input.write(to: inputFile, atomically: false, encoding: .utf8)
        guard let pipe = popen("python3 '\(scriptFile.path)' '\(inputFile.path)'", "r") else {
            throw Failure(description: "python3 could not be started")
        }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count == 0 { break }
            output.append(buffer, count: count)
        }
        let status = pclose(pipe)
        guard status == 0 else { throw Failure(description: "python3 failed (status \(status))") }
        return String(decoding: output, as: UTF8.self).split(separator: "\n")
    }
}
