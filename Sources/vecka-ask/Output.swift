import Glibc

/// Writes straight to a file descriptor, one `write` per answer, so every answer reaches a bot
/// at once without stdio buffering. A closed reader (`| head -1`) ends the program quietly.
struct Output {
    let descriptor: Int32

    static let standard = Output(descriptor: STDOUT_FILENO)
    static let error = Output(descriptor: STDERR_FILENO)

    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    // EPIPE or a vanished terminal: nobody is listening any more.
                    exit(descriptor == STDOUT_FILENO ? 0 : 1)
                }
                offset += written
            }
        }
    }

    func line(_ text: String) { write(text + "\n") }
}
