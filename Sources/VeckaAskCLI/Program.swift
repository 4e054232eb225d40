import ArgumentParser
import Glibc
import IntentHandlers
import IntentParser
import VeckaEngine

/// The standard streams a run reads and writes, and whether they are terminals.
public struct StandardStreams {
    public var input: any ByteSource
    public var output: Output
    public var errors: Output
    public var inputIsTerminal: Bool
    public var outputIsTerminal: Bool

    public init(input: any ByteSource, output: Output, errors: Output, inputIsTerminal: Bool = false,
                outputIsTerminal: Bool = false) {
        self.input = input
        self.output = output
        self.errors = errors
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
    }

    /// The process's own: file descriptors 0, 1 and 2.
    public static var process: StandardStreams {
        StandardStreams(input: FileDescriptorSource(descriptor: STDIN_FILENO),
                        output: Output(FileDescriptorSink(descriptor: STDOUT_FILENO)),
                        errors: Output(FileDescriptorSink(descriptor: STDERR_FILENO)),
                        inputIsTerminal: isatty(STDIN_FILENO) != 0, outputIsTerminal: isatty(STDOUT_FILENO) != 0)
    }
}

/// Everything `vecka-ask` does, from its arguments, environment and streams to its exit status. It
/// never exits the process or touches anything it is not given (the REPL aside, which needs the real
/// terminal), so tests and the fuzzer run it in-process with any argv, environment and byte streams.
public enum Program {
    /// - Parameter now: the clock, read for every question unless today is fixed.
    /// - Parameter mcpServer: how `--mcp` starts the MCP server; only the executable hands in the one that
    ///   replaces the process (tests and the fuzzer keep the default, which starts nothing).
    public static func run(arguments: [String], environment: Environment, streams: StandardStreams,
                           now: @escaping () -> UnixTime = UnixTime.now,
                           mcpServer: MCPServerLauncher = .unavailable) -> Int32 {
        let arguments = CalendarCommand.separatingValue(arguments)
        let settings: RunSettings
        if let plain = RunSettings.plainQuestion(arguments) {
            settings = plain
        } else {
            // The help text is made only when the arguments ask for it (HelpText.Audience).
            var parsed = RunSettings(), ended: Int32?
            HelpText.$audience.withValue(HelpText.Audience(arguments: arguments)) {
                do {
                    parsed = try Options.parse(arguments).settings
                } catch {
                    ended = argumentParserExit(error, arguments: arguments, streams: streams, environment: environment)
                }
            }
            if let ended { return ended }
            settings = parsed
        }
        var problem = settings.usageProblem(environment: environment)
        if problem == nil, settings.mcp {
            // Returns only when the server could not be started.
            problem = .mcpServerMissing(searched: mcpServer.launch(settings.serverArguments))
        }
        if let problem {
            let messages = Messages(responder: .shared, language: environment.messageLanguage(option: settings.language))
            streams.errors.note(UsageReport.text(problem, messages))
            return ExitStatus.usage
        }

        let session = Session(settings: settings, environment: environment, now: now,
                              outputIsTerminal: streams.outputIsTerminal)
        do throws(IOFailure) {
            if settings.exportICS {
                return try CalendarFileCommand.export(session, to: settings.questionText, output: streams.output,
                                                      errors: streams.errors)
            }
            if let path = settings.importICS {
                // The user's zone even when today is fixed (the session then takes today in UTC): a timed event
                // is on the date it has where the user is.
                return try CalendarFileCommand.import(session, from: path, timeZone: .local(tz: environment.value("TZ")),
                                                      input: streams.input, output: streams.output, errors: streams.errors)
            }
            if settings.calendar {
                return try CalendarCommand.run(session, period: settings.questionText, output: streams.output,
                                               errors: streams.errors)
            }
            if let question = settings.questionText {
                // A developer aid, not part of the interface: how the parser read the question.
                if environment.value("VECKA_EXPLAIN") == "1" {
                    streams.errors.note(session.responder.parser.explain(question, preferredLanguage: settings.language))
                }
                return try OneShot.run(session, question: question, output: streams.output, errors: streams.errors)
            }
            if streams.inputIsTerminal && !settings.json && !settings.short {
                return try REPL.run(session, environment: environment, streams: streams)
            }
            try PipeMode.run(session, input: streams.input, output: streams.output, errors: streams.errors)
            return ExitStatus.answered
        } catch {
            return report(error, streams.errors, session.messages)
        }
    }

    /// `--help`, `--version` and `--generate-completion-script` print to stdout (exit 0); any other parse
    /// error is a usage error, shown once with the usage line (exit 2; ArgumentParser's own code is 64,
    /// scripts here expect 2), in the user's language when it is one ParserMistake knows.
    private static func argumentParserExit(_ error: any Error, arguments: [String], streams: StandardStreams,
                                           environment: Environment) -> Int32 {
        let messages = Messages(responder: .shared,
                                language: environment.messageLanguage(option: ParserMistake.languageOption(in: arguments)))
        guard Options.exitCode(for: error) == .success else {
            if let problem = ParserMistake.problem(in: arguments) {
                streams.errors.note(UsageReport.text(problem, messages))
            } else {
                streams.errors.note(VisibleText.escaped(Options.fullMessage(for: error), keepingLineBreaks: true))
            }
            return ExitStatus.usage
        }
        do throws(IOFailure) {
            try streams.output.answer(Options.fullMessage(for: error))
            return ExitStatus.answered
        } catch {
            return report(error, streams.errors, messages)
        }
    }

    /// A reader that closed stdout is not a failure (exit 0, nothing said); any other failed write or
    /// read is said on stderr and ends the run with status 3.
    private static func report(_ failure: IOFailure, _ errors: Output, _ messages: Messages) -> Int32 {
        switch failure {
        case .writing(let error) where error.isClosedReader:
            return ExitStatus.answered
        case .writing(let error):
            errors.note(messages.render("io.writeFailed", ["reason": error.reason]))
        case .reading(let error):
            errors.note(messages.render("io.readFailed", ["reason": error.reason]))
        }
        return ExitStatus.inputOutputFailure
    }
}
