#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a tz database file without trusting the path: whatever `TZ` or a request names may be a
/// directory, a FIFO that never gets a writer, a device that never ends (`/dev/zero`), a huge file
/// or a symlink loop. Only a regular file of at most `sizeLimit` bytes is read, never blocking.
enum ZoneFile {
    /// The system's tz database, where glibc, Python and ICU's host-zone detection look.
    static let directory = "/usr/share/zoneinfo"

    /// Sixteen times the largest zone in tzdata 2025b (4 KB, with leap seconds).
    static let sizeLimit = 64 * 1024

    static func bytes(atPath path: String) -> [UInt8]? {
        guard !path.isEmpty, !path.utf8.contains(0) else { return nil }
        // Non-blocking, so opening a FIFO returns at once (and is then refused as not a regular file).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= sizeLimit else {
            return nil
        }
        // Read one byte past the limit, so a file that grew since fstat is still refused.
        var bytes = [UInt8](repeating: 0, count: sizeLimit + 1)
        var count = 0
        while count < bytes.count {
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if received < 0 && errno == EINTR { continue }
            guard received >= 0 else { return nil }
            if received == 0 { break }
            count += received
        }
        guard count <= sizeLimit else { return nil }
        return Array(bytes[..<count])
    }

    /// A zone name as the tz database spells them (`America/Argentina/Buenos_Aires`, `Etc/GMT+12`):
    /// ASCII letters, digits, `_`, `-`, `+`, `.`, in non-empty parts that do not start with a dot, so
    /// a name stays inside the database (no `..`, no absolute path, no hidden file).
    static func isZoneName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard (1...255).contains(bytes.count) else { return false }
        return bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.first, first != UInt8(ascii: ".") else { return false }
            return part.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                     UInt8(ascii: "."):
                    return true
                default:
                    return false
                }
            }
        }
    }
}
