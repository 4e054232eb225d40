import Foundation
import MCP
import Synchronization

/// The requests read and not yet answered, by id: when input ends, the server answers them before it
/// exits, so a client that writes its requests and closes stdin (a script's pipe) gets every response.
/// The SDK reads each request in a task of its own, so its handlers cannot tell; the transport can.
final class RequestLedger: Sendable {
    /// nil once stdout is gone (`abandon`): nothing is waited for any more.
    private let open = Mutex<Set<RequestID>?>([])

    /// Read (as JSONSerialization gives it): a request (it has an id and a method) opens, a cancellation
    /// closes the request it names.
    func read(_ message: Any) {
        guard let members = message as? [String: Any], let method = members["method"] as? String else { return }
        if let id = RequestID(members["id"]) {
            open.withLock { _ = $0?.insert(id) }
        } else if method == CancelledNotification.name, let parameters = members["params"] as? [String: Any],
                  let id = RequestID(parameters["requestId"]) {
            // A cancelled request gets no response (MCP), so nothing would close it.
            close(id)
        }
    }

    /// Written: a response closes its request. The SDK writes members in sorted order, so a result begins
    /// with its id and only an error (small) is decoded whole.
    func wrote(_ message: Data) {
        let prefix = Data(#"{"id":"#.utf8)
        if message.starts(with: prefix), let end = message.range(of: Data(#","jsonrpc":"#.utf8)) {
            let id = try? JSONSerialization.jsonObject(with: message[prefix.count..<end.lowerBound], options: [.fragmentsAllowed])
            if let id = RequestID(id) { close(id) }
        } else if message.count < 4096, let members = (try? JSONSerialization.jsonObject(with: message)) as? [String: Any],
                  let id = RequestID(members["id"]) {
            close(id)
        }
    }

    private func close(_ id: RequestID) {
        open.withLock { _ = $0?.remove(id) }
    }

    /// Stdout is gone: no response can be written any more, so none is waited for.
    func abandon() {
        open.withLock { $0 = nil }
    }

    var isEmpty: Bool { open.withLock { $0?.isEmpty ?? true } }

    /// Waits until every request read has been answered or cancelled, at most `limit`.
    func settle(within limit: Duration = .seconds(5)) async {
        let deadline = ContinuousClock.now + limit
        while !isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
