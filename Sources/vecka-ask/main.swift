import Glibc
import VeckaAskCLI

// Everything happens in Program.run (VeckaAskCLI), which tests and the fuzzer also call in-process;
// here it only gets the real argv, environment and file descriptors. A closed stdout is seen as a
// failed write (EPIPE), not as the signal that would kill the process before it can say anything.
signal(SIGPIPE, SIG_IGN)
// argv read directly: `CommandLine.arguments` is built with a generic `map` whose first use costs a
// one-shot answer a thirtieth in run-time metadata lookups.
var arguments: [String] = []
for index in 1..<Int(CommandLine.argc) {
    if let argument = CommandLine.unsafeArgv[index] { arguments.append(String(cString: argument)) }
}
exit(Program.run(arguments: arguments, environment: .process, streams: .process, mcpServer: .installed))
