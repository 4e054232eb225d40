import Glibc
import LocalizationData
import VeckaEngine

/// What the process environment says: a fixed "today", the user's language and territory, colour,
/// where history is kept. Read through a lookup, so tests and the fuzzer can hand in any environment.
public struct Environment: Sendable {
    private let lookup: @Sendable (String) -> String?

    public init(lookup: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
    }

    public init(_ variables: [String: String]) {
        self.init { variables[$0] }
    }

    /// One variable, read where it is needed: `ProcessInfo.environment` copies the whole environment
    /// into a dictionary on every access, a twentieth of a one-shot answer's time.
    public static let process = Environment { name in getenv(name).map { String(cString: $0) } }

    public func value(_ name: String) -> String? { lookup(name) }

    /// `VECKA_TODAY=YYYY-MM-DD` fixes today, like `--today`. Empty counts as unset.
    public enum FixedToday: Equatable {
        case unset
        case date(CalendarDate)
        /// Set, but not a date in the supported years: a usage error.
        case invalid(String)
    }

    public var fixedToday: FixedToday {
        guard let text = value("VECKA_TODAY"), !text.isEmpty else { return .unset }
        return CalendarDateParsing.date(text).map(FixedToday.date) ?? .invalid(text)
    }

    /// The locale variable that is in effect, by POSIX precedence: the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`.
    private var localeName: String? {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = value(key), !value.isEmpty { return value }
        }
        return nil
    }

    /// The language of the locale when it is one of ours ("sv_SE.UTF-8" → "sv", "zh_TW.UTF-8" → "zh-Hant":
    /// `Localization.code(forTag:)`).
    public func language(among codes: [String]) -> String? {
        guard let code = localeName.flatMap(Localization.code(forTag:)) else { return nil }
        return codes.contains(code) ? code : nil
    }

    /// The territory of the locale (`en_GB.UTF-8` → GB), as an ISO 3166 code: two letters. It orders
    /// numeric dates, and picks the holidays when it is a holiday region.
    public var territory: String? {
        guard let name = localeName else { return nil }
        let locale = name.prefix { $0 != "." && $0 != "@" }
        guard let separator = locale.firstIndex(of: "_") else { return nil }
        let code = locale[locale.index(after: separator)...].uppercased()
        return code.count == 2 && code.allSatisfy({ $0.isASCII && $0.isLetter }) ? code : nil
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org) or `TERM=dumb`.
    public func useColour(outputIsTerminal: Bool) -> Bool {
        outputIsTerminal && (value("NO_COLOR") ?? "").isEmpty && value("TERM") != "dumb"
    }

    /// Where the `vecka-ask` state folder belongs: `$XDG_STATE_HOME` when it is an absolute path (the
    /// XDG rule: a relative one is ignored), else `$HOME/.local/state`; nil when neither is usable.
    public var stateDirectory: String? {
        if let state = value("XDG_STATE_HOME"), state.hasPrefix("/") { return state }
        if let home = value("HOME"), home.hasPrefix("/") { return home + "/.local/state" }
        return nil
    }
}
