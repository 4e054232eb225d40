/// Text out to a byte sink, one write per line. Answers go to `standard`: a failed write there is
/// thrown and decides the exit status (Program). Diagnostics go to `errors` with `note`, which never
/// fails the run: a closed stderr must not cost a bot its answers.
public struct Output {
    public let sink: any ByteSink

    public init(_ sink: any ByteSink) {
        self.sink = sink
    }

    public func write(_ text: String) throws(StreamError) {
        var text = text
        var failure: StreamError?
        text.withUTF8 { bytes in
            do throws(StreamError) {
                try sink.write(UnsafeRawBufferPointer(bytes))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    public func line(_ text: String) throws(StreamError) {
        try write(text + "\n")
    }

    /// A diagnostic line; its own write errors are ignored (there is nowhere left to report them).
    public func note(_ text: String) {
        try? line(text)
    }
}
