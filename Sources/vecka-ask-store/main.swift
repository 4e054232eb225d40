import Glibc
import VeckaAskCLI
import VeckaStore

// vecka-ask-store --database PATH: the user's notes and countdowns, served to vecka-ask as JSON Lines on
// standard input and output (docs/personal-data.md). vecka-ask starts it on the first question about
// personal data and keeps it for the session; it ends when its input closes.
//
// A closed output is a failed write (EPIPE), not a signal that ends the process mid-answer; a write past a
// file size limit (RLIMIT_FSIZE, as a full disk) is EFBIG, which SQLite reports and rolls back.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)

var arguments: [String] = []
for index in 1..<Int(CommandLine.argc) {
    if let argument = CommandLine.unsafeArgv[index] { arguments.append(String(cString: argument)) }
}
guard arguments.count == 2, arguments[0] == "--database", !arguments[1].isEmpty else {
    let usage = "usage: vecka-ask-store --database PATH   (JSON Lines on stdin/stdout; see docs/personal-data.md)\n"
    _ = usage.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
let store = DatabaseStore(path: arguments[1])
exit(StoreServer.serve(store: store, input: FileDescriptorSource(descriptor: 0), output: FileDescriptorSink(descriptor: 1)))
