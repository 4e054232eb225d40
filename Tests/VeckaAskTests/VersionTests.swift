import Testing
@testable import VeckaAskCLI

/// `--version` prints the version alone on stdout and exits 0, whatever else is on the line.
@Suite struct VersionTests {
    @Test(arguments: [["--version"], ["--version", "what week is it"], ["--json", "--version"]])
    func versionIsPrinted(arguments: [String]) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout == VersionInfo.version + "\n")
        #expect(result.stderr.isEmpty)
        #expect(VersionInfo.version.split(separator: ".").count == 3 && VersionInfo.version.allSatisfy { $0.isNumber || $0 == "." })
    }
}
