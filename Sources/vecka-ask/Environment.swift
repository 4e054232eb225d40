import Foundation
import VeckaEngine

/// What the process environment says: a fixed "today", the user's language, colour.
enum Environment {
    /// One variable, read where it is needed: `ProcessInfo.environment` copies the whole environment
    /// into a dictionary on every access, a twentieth of a one-shot answer's time.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `VECKA_TODAY=YYYY-MM-DD` fixes today, like `--today`.
    static var fixedToday: String? { value("VECKA_TODAY").flatMap { $0.isEmpty ? nil : $0 } }

    /// The language of `LC_ALL`, `LC_MESSAGES` or `LANG` when it is one of ours ("sv_SE.UTF-8" → "sv").
    static func language(among codes: [String]) -> String? {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = value(key), !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            return codes.contains(code) ? code : nil
        }
        return nil
    }

    /// The territory of the locale (`en_GB.UTF-8` → GB), as an ISO 3166 code: two letters.
    static var territory: String? {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = value(key), !value.isEmpty else { continue }
            let locale = value.prefix { $0 != "." && $0 != "@" }
            guard let separator = locale.firstIndex(of: "_") else { return nil }
            let code = locale[locale.index(after: separator)...].uppercased()
            return code.count == 2 && code.allSatisfy({ $0.isASCII && $0.isLetter }) ? code : nil
        }
        return nil
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
    static var useColour: Bool {
        isatty(STDOUT_FILENO) != 0 && (value("NO_COLOR") ?? "").isEmpty && value("TERM") != "dumb"
    }

    /// `$XDG_STATE_HOME/vecka-ask/history`, else `~/.local/state/vecka-ask/history`; the folder is made 0700.
    static func historyPath() -> String? {
        let base: String
        if let state = value("XDG_STATE_HOME"), state.hasPrefix("/") {
            base = state
        } else if let home = value("HOME"), !home.isEmpty {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let folder = base + "/vecka-ask"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        return folder + "/history"
    }
}
