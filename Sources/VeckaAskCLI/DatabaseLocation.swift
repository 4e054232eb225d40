/// Where the user's notes and countdowns are kept (docs/personal-data.md), first that applies:
/// `--database PATH`, `VECKA_DATABASE`, `$XDG_DATA_HOME/vecka-ask/vecka.sqlite` (an absolute
/// `XDG_DATA_HOME`: the XDG Base Directory rule ignores a relative one), `$HOME/.local/share/vecka-ask/vecka.sqlite`
/// (an absolute `HOME`). Empty values count as unset, as for `VECKA_TODAY`. Nil when none applies: then
/// personal data has nowhere to go, and the caller says so.
extension Environment {
    static let databaseFolder = "vecka-ask"
    static let databaseFile = "vecka.sqlite"

    public func databasePath(option: String?) -> String? {
        if let option, !option.isEmpty { return option }
        if let path = value("VECKA_DATABASE"), !path.isEmpty { return path }
        if let data = value("XDG_DATA_HOME"), data.hasPrefix("/") {
            return Self.joined(data, Self.databaseFolder, Self.databaseFile)
        }
        if let home = value("HOME"), home.hasPrefix("/") {
            return Self.joined(home, ".local/share", Self.databaseFolder, Self.databaseFile)
        }
        return nil
    }

    /// Path parts joined with one `/` between them (`HOME=/` gives `/.local/…`, `XDG_DATA_HOME=/data/` `/data/vecka-ask/…`).
    private static func joined(_ base: String, _ parts: String...) -> String {
        var path = base
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        for part in parts { path += (path.hasSuffix("/") ? "" : "/") + part }
        return path
    }
}
