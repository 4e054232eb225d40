import Foundation
import Glibc
import Logging

/// Splits stdin into messages at newlines, on a thread of its own, with a bound on a message's size.
final class MessageReader: Sendable {
    let descriptor: Int32
    let limit: Int
    let messages: AsyncThrowingStream<Data, any Error>.Continuation
    let logger: Logger
    let ledger: RequestLedger

    /// A message over the limit: skipped to its newline; its first bytes are kept to find its id.
    struct Oversized: Sendable {
        let head: [UInt8]
        let limit: Int
    }

    init(descriptor: Int32, limit: Int, messages: AsyncThrowingStream<Data, any Error>.Continuation, ledger: RequestLedger,
         logger: Logger) {
        self.descriptor = descriptor
        self.ledger = ledger
        self.limit = limit
        self.messages = messages
        self.logger = logger
    }

    /// Reads until end of input or a read error, then ends the message stream (which ends the server).
    /// Lines that are not messages are answered through `reply` and not passed on (MessageScreen).
    func run(onOversized: @Sendable (Oversized) -> Void, reply: @Sendable (String) -> Void, onFailure: @Sendable (String) -> Void) {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var pending: [UInt8] = []
        /// Set while skipping the rest of an oversized message: its first bytes.
        var skipped: [UInt8]?

        func take(_ bytes: ArraySlice<UInt8>, endsMessage: Bool) {
            if skipped == nil {
                pending += bytes
                if pending.count > limit {
                    skipped = Array(pending.prefix(4096))
                    pending = []
                }
            }
            guard endsMessage else { return }
            if let head = skipped {
                onOversized(Oversized(head: head, limit: limit))
            } else if pending.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                let message = Data(pending)
                switch MessageScreen.screen(message) {
                case .message(let value):
                    ledger.read(value)
                    messages.yield(message)
                case .rejected(let response):
                    logger.warning("not a JSON-RPC message: \(response)")
                    reply(response)
                }
            }
            pending = []
            skipped = nil
        }

        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // Another process made the shared descriptor non-blocking: wait for input instead of spinning.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, 1_000)
                    continue
                }
                onFailure("cannot read stdin: " + String(cString: strerror(errno)))
                break
            }
            var start = 0
            while let newline = chunk[start..<count].firstIndex(of: 0x0A) {
                take(chunk[start..<newline], endsMessage: true)
                start = newline + 1
            }
            take(chunk[start..<count], endsMessage: false)
        }
        // A last message without its newline still counts.
        take([], endsMessage: true)
        logger.info("stdin closed")
        messages.finish()
    }

    /// The `"id"` of a JSON-RPC message from its first bytes: a number or a plain string, as JSON text.
    /// Clients write `jsonrpc` and `id` before `params`, so the id of a huge request is near its start.
    static func leadingID(in head: [UInt8]) -> String? {
        let text = String(decoding: head, as: UTF8.self)
        guard let key = text.range(of: "\"id\"") else { return nil }
        var rest = text[key.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        if rest.first == "\"" {
            let body = rest.dropFirst().prefix { $0 != "\"" && $0 != "\\" && !($0.asciiValue.map { $0 < 0x20 } ?? false) }
            guard rest.dropFirst().dropFirst(body.count).first == "\"" else { return nil }
            return "\"" + body + "\""
        }
        let number = rest.prefix { $0 == "-" || $0.isASCII && $0.isNumber }
        return number.isEmpty || number == "-" ? nil : String(number)
    }
}
