import Foundation
import Glibc
import Logging
import MCP

/// The MCP stdio transport: one JSON-RPC message per line on stdin and stdout. Written here rather than
/// taken from the SDK (0.12.1), whose StdioTransport sets O_NONBLOCK on descriptors it shares with its
/// parent (the client's pipes, a terminal: the other process then gets EAGAIN), wakes every 10 ms while
/// idle, and keeps a message that never ends growing in memory. Here a thread blocks in `read`, and a
/// message over `limit` bytes is skipped to its end and answered with an error, so a client's bug or
/// abuse costs at most `limit` bytes of memory and never the server.
actor LineTransport: Transport {
    nonisolated let logger: Logger
    private let output: Int32
    private let reader: MessageReader
    private let messages: AsyncThrowingStream<Data, any Error>
    private var connected = false
    /// The requests read and not yet answered.
    nonisolated let ledger = RequestLedger()
    /// Why reading or writing failed, when it did (end of input and a reader that left are not failures).
    private(set) var failure: String?

    /// A megabyte: a hundred times the largest message a client sends this server in earnest.
    static let defaultLimit = 1 << 20

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, limit: Int = defaultLimit, logger: Logger) {
        self.logger = logger
        self.output = output
        var continuation: AsyncThrowingStream<Data, any Error>.Continuation!
        messages = AsyncThrowingStream { continuation = $0 }
        reader = MessageReader(descriptor: input, limit: limit, messages: continuation, ledger: ledger, logger: logger)
    }

    func connect() async throws {
        guard !connected else { return }
        connected = true
        let reader = reader
        // A thread of its own: a blocking read must not hold one of the concurrency pool's few threads.
        Thread.detachNewThread {
            reader.run { oversized in
                Task { await self.refuse(oversized) }
            } reply: { response in
                Task { try? await self.send(Data(response.utf8)) }
            } onFailure: { reason in
                Task { await self.fail(reason) }
            }
        }
    }

    func disconnect() async {
        connected = false
        reader.messages.finish()
    }

    func receive() -> AsyncThrowingStream<Data, any Error> { messages }

    /// One message and its newline in one `write` where it fits, so lines never interleave.
    func send(_ message: Data) async throws {
        var bytes = [UInt8](message)
        bytes.append(0x0A)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
                if written == bytes.count { ledger.wrote(message) }
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // Someone made stdout non-blocking (it is shared with the client): wait until it drains.
                var poller = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, 1_000)
            } else {
                let error = errno
                // The client closed its end: nobody is listening, so the session is over (not a failure).
                if error != EPIPE { fail("cannot write to stdout: " + String(cString: strerror(error))) }
                ledger.abandon()
                reader.messages.finish()
                throw MCPError.connectionClosed
            }
        }
    }

    private func fail(_ reason: String) {
        logger.error("\(reason)")
        if failure == nil { failure = reason }
    }

    /// A JSON-RPC error for a message that was too large to read, with the request's id when its first
    /// bytes show one, so the client's call fails at once instead of waiting for a timeout.
    private func refuse(_ oversized: MessageReader.Oversized) async {
        logger.warning("skipped a message of more than \(oversized.limit) bytes")
        let id = MessageReader.leadingID(in: oversized.head) ?? "null"
        let response = #"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32600,"message":"Message too large: more than \#(oversized.limit) bytes. It was not read."}}"#
        try? await send(Data(response.utf8))
    }
}
