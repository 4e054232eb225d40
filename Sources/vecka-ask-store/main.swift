import ArgumentParser
import Glibc
import VeckaAskCLI
import VeckaStore

/// The options, with ArgumentParser like the other programs, so `--help` works and the manual plugin
/// (scripts/install) can ask every product for its help.
struct StoreOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vecka-ask-store",
        abstract: "Keeps vecka-ask's notes and countdowns in SQLite, serving them as JSON Lines on stdin/stdout.",
        discussion: """
        Started by vecka-ask on the first question about the user's own data, and kept for the session \
        (docs/personal-data.md). It reads one request per line and writes one response per line, each after its \
        change is on the disk, and exits when stdin closes.
        """
    )

    @Option(name: .long, help: ArgumentHelp("The database file, made (0600, folders 0700) when missing.", valueName: "PATH"))
    var database: String
}

// A closed output is a failed write (EPIPE), not a signal that ends the process mid-answer; a write past a
// file size limit (RLIMIT_FSIZE, as a full disk) is EFBIG, which SQLite reports and rolls back.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)

let options = StoreOptions.parseOrExit()
guard !options.database.isEmpty else { StoreOptions.exit(withError: ValidationError("--database needs a path")) }
let store = DatabaseStore(path: options.database)
exit(StoreServer.serve(store: store, input: FileDescriptorSource(descriptor: 0), output: FileDescriptorSink(descriptor: 1)))
