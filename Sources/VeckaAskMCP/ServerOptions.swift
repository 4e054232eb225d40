import ArgumentParser

/// `vecka-ask-mcp`'s command line (also reached as `vecka-ask --mcp`, which passes these options on).
struct ServerOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vecka-ask-mcp",
        abstract: "Serves vecka-ask's calendar answers over the Model Context Protocol on stdin/stdout.",
        discussion: """
        Started by an MCP client (docs/mcp.md), usually as `vecka-ask --mcp`. It reads JSON-RPC messages, one \
        per line, from stdin and writes one per line to stdout; it logs to stderr only (VECKA_MCP_LOG=debug, \
        info, warning or error; default warning), and exits when stdin closes.
        """,
        version: MCPServer.version
    )

    @Option(name: .long, help: ArgumentHelp("Answer in this language unless a call asks for another.", valueName: "code"))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp("Use this date as today (also VECKA_TODAY); default: the local date.", valueName: "YYYY-MM-DD"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp("Holiday regions for calls that name none, comma-separated, or 'all'.", valueName: "SE,US"))
    var region: String?

    @Option(name: .long, help: ArgumentHelp(
        "Whose notes and countdowns the personal tools and `ask` use (default: the person running the server); no call can name another.",
        valueName: "name"))
    var user: String?
}
