import Glibc
import VeckaAskCLI

// Everything happens in Program.run (VeckaAskCLI), which tests and the fuzzer also call in-process;
// here it only gets the real argv, environment and file descriptors. A closed stdout is seen as a
// failed write (EPIPE), not as the signal that would kill the process before it can say anything.
signal(SIGPIPE, SIG_IGN)
exit(Program.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: .process, streams: .process))
