import CReadline
import Glibc

/// GNU readline for the interactive mode: a prompt, line editing, persistent history and tab
/// completion. Only used when stdin is a terminal (on a pipe readline echoes input and completes
/// on tabs, which would corrupt a bot's conversation).
public final class LineEditor {
    private let historyPath: String?
    private static let historyLimit: Int32 = 1000

    /// Set once before the first prompt and read by the C completion callback, which cannot
    /// capture context; never written while readline runs.
    nonisolated(unsafe) private static var completionWords: [String] = []

    public init(name: String, historyPath: String?, completions: [String]) {
        self.historyPath = historyPath
        // readline edits bytes under the C locale (Backspace would split ä or 週): ask for UTF-8.
        if let current = setlocale(LC_CTYPE, ""), ["C", "POSIX"].contains(String(cString: current)) {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        LineEditor.completionWords = completions.sorted()
        creadline_set_name(strdup(name))
        // readline keeps the pointer, so the string must outlive this call.
        creadline_set_word_breaks(strdup(" \t\n\"'?!,;"))
        creadline_set_completer(LineEditor.complete)
        if let historyPath {
            _ = read_history(historyPath)
        }
        // readline catches SIGINT, restores the terminal and re-raises it here; at the prompt the
        // line is abandoned and a fresh prompt shown, as in a shell.
        signal(SIGINT) { _ in
            if creadline_at_prompt() != 0 {
                _ = write(STDOUT_FILENO, "\n", 1)
                rl_on_new_line()
                rl_replace_line("", 0)
                rl_redisplay()
            } else {
                _exit(130)
            }
        }
    }

    /// The next line, or nil at end of input (Ctrl-D).
    public func readLine(prompt: String) -> String? {
        guard let line = readline(prompt) else { return nil }
        defer { free(line) }
        let text = String(cString: line)
        if !text.allSatisfy({ $0 == " " }) {
            add_history(line)
            saveHistory()
        }
        return text
    }

    /// Written after every line, so a killed session loses nothing; mode 0600 (questions are private).
    public func saveHistory() {
        guard let historyPath else { return }
        _ = write_history(historyPath)
        _ = history_truncate_file(historyPath, LineEditor.historyLimit)
        chmod(historyPath, 0o600)
    }

    private static let complete: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, _ in
            creadline_no_filename_fallback()
            return rl_completion_matches(text) { text, state in
                let prefix = text.map { String(cString: $0) }?.lowercased() ?? ""
                let matches = LineEditor.completionWords.lazy.filter { $0.hasPrefix(prefix) }
                var index = 0
                for word in matches {
                    if index == Int(state) { return strdup(word) }
                    index += 1
                }
                return nil
            }
        }
}
