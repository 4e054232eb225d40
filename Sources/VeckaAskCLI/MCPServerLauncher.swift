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

    /// The installed server, where vecka-ask keeps its helper programs (HelperProgram).
    public static let installed = MCPServerLauncher { arguments in
        let searched = HelperProgram.candidates(serverName)
        for path in searched where access(path, X_OK) == 0 {
            execute(path, arguments: arguments)
        }
        return searched
    }

    static let serverName = "vecka-ask-mcp"

    static func candidates(forExecutableAt executable: String) -> [String] {
        HelperProgram.candidates(serverName, forExecutableAt: executable)
    }

    /// `execv`: on success it does not return. The environment and the standard streams go on to the server.
    private static func execute(_ path: String, arguments: [String]) {
        let argv = ([path] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        _ = execv(path, argv + [nil])
    }
}
