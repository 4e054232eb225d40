import CReadline
import Glibc

/// GNU readline for the interactive mode: a prompt, line editing, history and tab completion. Only
/// used when stdin is a terminal (on a pipe readline echoes input and completes on tabs, which would
/// corrupt a bot's conversation).
///
/// History is not readline's file: the lines the user actually entered are appended to a
/// `HistoryFile` (safe with several sessions at once, links refused, memory bounded), and readline
/// only holds this session's list in memory.
///
/// readline is loaded here, when the interactive mode starts (CReadline's shim), so that one-shot
/// questions and pipes never pay for loading it. Without the library the prompt still works, as plain
/// lines without editing.
public final class LineEditor {
    /// What Tab offers: given the line before the word being completed and that word, the texts that
    /// may replace the word (they may go on past it: "christmas e" → "eve").
    public typealias Completer = (_ before: String, _ word: String) -> [String]

    private let history: HistoryFile?
    private let historyFailed: (HistoryFile.Problem) -> Void
    /// Whether GNU readline could be loaded.
    public let isEditing: Bool

    /// Set once before the first prompt and read by the C completion callback, which cannot capture
    /// context; readline runs on this one thread.
    nonisolated(unsafe) private static var completer: Completer = { _, _ in [] }
    nonisolated(unsafe) private static var matches: [String] = []

    /// - Parameter historyFailed: called when a line could not be added to the history file.
    public init(name: String, completer: @escaping Completer, history: HistoryFile?,
                historyFailed: @escaping (HistoryFile.Problem) -> Void) {
        self.history = history
        self.historyFailed = historyFailed
        isEditing = creadline_load() != 0
        guard isEditing else { return }
        // readline edits bytes under the C locale (Backspace would split ä or 週): ask for UTF-8, also
        // when the environment names a locale this system does not have.
        let current = setlocale(LC_CTYPE, "")
        if current == nil || ["C", "POSIX"].contains(String(cString: current!)) {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        LineEditor.completer = completer
        creadline_set_name(strdup(name))
        // readline keeps the pointer, so the string must outlive this call.
        creadline_set_word_breaks(strdup(" \t\n\"'?!,;"))
        creadline_set_completer(LineEditor.complete)
        // Edits to recalled entries are undone when a line is accepted: Up shows what was asked.
        creadline_variable_bind("revert-all-at-newline", "on")
        // The list in memory is bounded like the file, also for a session without one.
        creadline_stifle_history(Int32(clamping: (history?.limits ?? HistoryFile.Limits()).lines))
        for line in history?.load() ?? [] { creadline_add_history(line) }
        // readline catches SIGINT, restores the terminal and re-raises it here; at the prompt the
        // line is abandoned and a fresh prompt shown, as in a shell. A parent may have left SIGINT
        // blocked (posix_spawn passes on a worker thread's mask): Ctrl-C would then do nothing.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        signal(SIGINT) { _ in
            if creadline_at_prompt() != 0 {
                _ = write(STDOUT_FILENO, "\n", 1)
                creadline_on_new_line()
                creadline_abandon_line()
                creadline_redisplay()
            } else {
                _exit(130)
            }
        }
    }

    /// The next line, or nil at end of input (Ctrl-D). A line with more than white space is added to
    /// the history, in memory and at the end of the file.
    public func readLine(prompt: String) -> String? {
        guard isEditing else { return plainLine(prompt: prompt) }
        guard let line = creadline_readline(prompt) else { return nil }
        defer { free(line) }
        let text = String(cString: line)
        if !text.allSatisfy(\.isWhitespace) {
            creadline_add_history(line)
            do throws(HistoryFile.Problem) {
                try history?.append(text)
            } catch {
                historyFailed(error)
            }
        }
        return text
    }

    /// Without readline: the prompt, then a line as typed (the terminal's own editing only).
    private func plainLine(prompt: String) -> String? {
        // The \u{1} \u{2} marks that tell readline where colour codes are mean nothing here.
        let visible = String(String.UnicodeScalarView(prompt.unicodeScalars.filter { $0 != "\u{1}" && $0 != "\u{2}" }))
        var bytes = Array(visible.utf8)
        _ = write(STDOUT_FILENO, &bytes, bytes.count)
        guard let text = Swift.readLine(strippingNewline: true) else { return nil }
        if !text.allSatisfy(\.isWhitespace) {
            do throws(HistoryFile.Problem) {
                try history?.append(text)
            } catch {
                historyFailed(error)
            }
        }
        return text
    }

    private static let complete: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, end in
            creadline_no_filename_fallback()
            guard let buffer = creadline_line_buffer(), start >= 0, end >= start else { return nil }
            let line = UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                                           count: Int(end))
            let before = String(decoding: line[0..<Int(start)], as: UTF8.self)
            let word = String(decoding: line[Int(start)..<Int(end)], as: UTF8.self)
            LineEditor.matches = LineEditor.completer(before, word)
            return creadline_completion_matches(text) { _, state in
                let index = Int(state)
                return index < LineEditor.matches.count ? strdup(LineEditor.matches[index]) : nil
            }
        }
}
