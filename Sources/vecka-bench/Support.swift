import Glibc

// What the benchmark needs from the system, through the C library rather than Foundation, so the
// benchmark links what the command links.

/// Wall time of `work` in seconds, on the monotonic clock.
func seconds(_ work: () -> Void) -> Double {
    func now() -> Double {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
    }
    let start = now()
    work()
    return now() - start
}

/// A non-negative number with `decimals` digits after the point, as `%.Nf` would print it.
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((value * scale).rounded())
    let whole = String(scaled / Int64(scale))
    guard decimals > 0 else { return whole }
    let fraction = String(scaled % Int64(scale))
    return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// The names in a directory (not `.` or `..`); empty when it cannot be read.
func fileNames(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// A file's text, or nil when it cannot be read.
func contents(ofFile path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count >= 0 else { return nil }
        if count == 0 { return String(decoding: bytes, as: UTF8.self) }
        bytes += buffer[..<count]
    }
}
