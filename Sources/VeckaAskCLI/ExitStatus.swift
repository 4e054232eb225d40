/// The exit statuses of `vecka-ask` (README, docs/protocol.md).
public enum ExitStatus {
    /// Answered; in pipe mode, the end of input; also a reader that closed stdout (nobody is listening).
    public static let answered: Int32 = 0
    /// One-shot: not understood, no such date, out of range, too long.
    public static let notAnswered: Int32 = 1
    /// A usage error (unknown option, an option without its value, bad `--lang`, `--today`, `--region`,
    /// `VECKA_TODAY`, `VECKA_LANG` or `VECKA_REGION`, an empty question).
    public static let usage: Int32 = 2
    /// Input could not be read or output could not be written (disk full, I/O error); said on stderr.
    public static let inputOutputFailure: Int32 = 3
}
