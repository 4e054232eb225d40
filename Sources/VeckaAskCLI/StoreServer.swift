import IntentHandlers

/// vecka-ask-store's loop: a request line in, its response line out, in order, until the input ends. A line
/// it cannot read (not JSON, an unknown op, longer than `StoreProtocol.lineLimit`) gets a `badRequest`
/// response and the next line is served. A response is written only after the change is durable, so a
/// response received is a change kept.
public enum StoreServer {
    /// Exit status: 0 when the input ended, 1 when it or the output failed (the client went away).
    public static func serve(store: any PersonalStore, input: any ByteSource, output: any ByteSink) -> Int32 {
        var lines = LineReader(source: input, limit: StoreProtocol.lineLimit)
        while true {
            let line: LineReader.Line?
            do {
                line = try lines.next()
            } catch {
                return 1
            }
            guard let line else { return 0 }
            let response: String
            switch line {
            case .text(let text):
                response = answer(text, store: store)
            case .tooLong(let head):
                var id: JSONValue?
                for member in RequestJSON.leadingMembers(of: head) where member.key == "id" {
                    id = StoreProtocol.echoed(member.value)
                }
                response = StoreProtocol.responseLine(
                    id: id, result: .failure(.badRequest(reason: "a request longer than \(StoreProtocol.lineLimit) bytes")))
            }
            var bytes = Array(response.utf8)
            bytes.append(0x0A)
            // withUnsafeBytes rethrows untyped: the failure is carried out as a value.
            let written = bytes.withUnsafeBytes { buffer in Result { () throws(StreamError) in try output.write(buffer) } }
            guard case .success = written else { return 1 }
        }
    }

    static func answer(_ line: String, store: any PersonalStore) -> String {
        let (id, request) = StoreProtocol.request(from: line)
        switch request {
        case .success(let request):
            do throws(PersonalStoreError) {
                return StoreProtocol.responseLine(id: id, result: .success(try StoreProtocol.perform(request, on: store)))
            } catch {
                return StoreProtocol.responseLine(id: id, result: .failure(.store(error)))
            }
        case .failure(let failure):
            return StoreProtocol.responseLine(id: id, result: .failure(failure))
        }
    }
}
