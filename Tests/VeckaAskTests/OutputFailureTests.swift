import Foundation
import Testing
import VeckaAskCLI

/// A write that fails was taken for success (`vecka-ask what week is it >/dev/full` exited 0 with
/// nothing written, and a pipe dropped every later answer). Only a reader that closed the pipe is quiet;
/// any other failure is said on stderr and ends the run with status 3. A read error likewise.
@Suite struct OutputFailureTests {
    @Test func fullDiskInOneShotIsAnError() throws {
        let result = try BinaryRunner.run(["what", "week", "is", "it"], redirection: .init(stdoutPath: "/dev/full"))
        #expect(result.status == 3)
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
    }

    @Test func fullDiskInPipeModeStopsAtTheFirstAnswer() throws {
        let input = String(repeating: "what week is it\n", count: 50)
        for arguments in [[], ["--json"], ["--short"]] {
            let result = try BinaryRunner.run(arguments, input: Data(input.utf8), redirection: .init(stdoutPath: "/dev/full"))
            #expect(result.status == 3, "\(arguments)")
            #expect(result.stderr.components(separatedBy: "No space left on device").count == 2, "said once: \(result.stderr)")
        }
    }

    @Test func helpToAFullDiskIsAnError() throws {
        let result = try BinaryRunner.run(["--help"], redirection: .init(stdoutPath: "/dev/full"))
        #expect(result.status == 3)
        #expect(!result.stderr.isEmpty)
    }

    @Test func closedStdoutDescriptorIsAnError() throws {
        let result = try BinaryRunner.run(["what", "week", "is", "it"], redirection: .init(closeStdout: true))
        #expect(result.status == 3)
        #expect(result.stderr.contains("Bad file descriptor"), "\(result.stderr)")
    }

    @Test func theMessageIsInTheUsersLanguage() throws {
        let result = try BinaryRunner.run(["--lang", "sv", "vecka 12"], redirection: .init(stdoutPath: "/dev/full"))
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("Kunde inte skriva svaret"), "\(result.stderr)")
    }

    @Test func unreadableInputIsAnError() throws {
        // A directory as stdin: read(2) fails with EISDIR.
        let result = try BinaryRunner.run(["--json"], redirection: .init(stdinPath: "/"))
        #expect(result.status == 3)
        #expect(result.stderr.contains("Is a directory"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// Every kind of write error, in-process: only EPIPE is quiet (and then nothing more is written).
    @Test(arguments: [EPIPE, ENOSPC, EIO, EBADF, EDQUOT, EFBIG])
    func everyWriteErrorButAClosedReaderFailsTheRun(code: Int32) {
        for failAfter in [0, 10, 400] {
            let output = MemorySink(failure: StreamError(code: code), failAfter: failAfter)
            let errors = MemorySink()
            let input = MemorySource(Array(String(repeating: "what week is it\n", count: 20).utf8))
            let status = Program.run(arguments: ["--json"], environment: Environment(["VECKA_TODAY": "2026-11-18"]),
                                     streams: StandardStreams(input: input, output: Output(output), errors: Output(errors)))
            if code == EPIPE {
                #expect(status == 0)
                #expect(errors.bytes.isEmpty)
            } else {
                #expect(status == 3, "errno \(code)")
                #expect(errors.text.contains(StreamError(code: code).reason), "errno \(code): \(errors.text)")
            }
            #expect(output.bytes.count <= failAfter)
        }
    }
}
