import Glibc
import VeckaAskMCP

// Everything happens in MCPServer.run (VeckaAskMCP). A client that closes stdout makes writes fail with
// EPIPE, which ends the session, instead of a signal that would kill the server mid-message.
signal(SIGPIPE, SIG_IGN)
exit(await MCPServer.run(arguments: Array(CommandLine.arguments.dropFirst())))
