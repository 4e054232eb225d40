import Glibc

/// How `vecka-ask --mcp` starts the MCP server. The server is a program of its own, `vecka-ask-mcp`: the
/// MCP SDK brings Foundation and ICU, which this binary keeps out for its size and start-up
/// (Package.swift), so `--mcp` only replaces this process with it, passing the options on.
public struct MCPServerLauncher: Sendable {
    /// Replaces the process with the server; returns only when it could not, with the paths looked at.
    let launch: @Sendable (_ arguments: [String]) -> [String]

    public init(launch: @escaping @Sendable (_ arguments: [String]) -> [String]) {
        self.launch = launch
    }

    /// Starts nothing: what tests and the fuzzer run with, so `--mcp` can never replace their process.
    public static let unavailable = MCPServerLauncher { _ in [] }

    /// The installed server: next to this executable (a build directory, or a copied pair of binaries), else
    /// in `../libexec/vecka-ask/` beside its `bin/` (how a package installs a helper no one runs directly).
    public static let installed = MCPServerLauncher { arguments in
        guard let executable = currentExecutablePath() else { return [] }
        let searched = candidates(forExecutableAt: executable)
        for path in searched where access(path, X_OK) == 0 {
            execute(path, arguments: arguments)
        }
        return searched
    }

    static let serverName = "vecka-ask-mcp"

    /// Where the server is looked for, in order, for this executable's absolute path (as the kernel gives
    /// it: `/usr/local/bin/vecka-ask` → `/usr/local/bin/` and `/usr/local/libexec/vecka-ask/`).
    static func candidates(forExecutableAt executable: String) -> [String] {
        let directory = executable.lastIndex(of: "/").map { executable[..<$0] } ?? ""
        let parent = directory.lastIndex(of: "/").map { directory[..<$0] } ?? ""
        return [directory + "/" + serverName, parent + "/libexec/vecka-ask/" + serverName]
    }

    /// The running binary as the kernel knows it, symbolic links resolved: a `vecka-ask` linked into
    /// `~/.local/bin` still finds the server beside its real file.
    private static func currentExecutablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `execv`: on success it does not return. The environment and the standard streams go on to the server.
    private static func execute(_ path: String, arguments: [String]) {
        let argv = ([path] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        _ = execv(path, argv + [nil])
    }
}
