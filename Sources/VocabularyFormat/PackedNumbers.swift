/// Numbers below 2²¹ as three bytes of seven bits each, least significant first.
///
/// Seven bits because the compiled vocabulary is carried in the binary as a string literal (the
/// form Swift lays out as read-only data without running any code at start-up), and every byte below
/// 0x80 is valid UTF-8 on its own. Fixed width, so the n-th number is found without decoding the
/// ones before it. 2²¹ holds every Unicode scalar and far more nodes than a vocabulary has.
public enum PackedNumbers {
    public static let limit = 1 << 21
    public static let width = 3

    /// Appends `value`; the compiler stops with a message rather than write a number that would
    /// read back as another.
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        precondition(value >= 0 && value < limit, "vocabulary number \(value) does not fit in 21 bits")
        bytes.append(UInt8(value & 0x7F))
        bytes.append(UInt8(value >> 7 & 0x7F))
        bytes.append(UInt8(value >> 14 & 0x7F))
    }

    @inline(__always)
    static func read(_ base: UnsafePointer<UInt8>, _ index: Int) -> Int {
        let at = base + index &* width
        return Int(at[0]) | Int(at[1]) << 7 | Int(at[2]) << 14
    }

    /// The bytes as the body of a Swift string literal: printable ASCII as itself, the rest escaped.
    public static func swiftLiteral(_ bytes: [UInt8]) -> String {
        var literal = ""
        literal.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            switch byte {
            case 0x22: literal += "\\\""
            case 0x5C: literal += "\\\\"
            case 0x20..<0x7F: literal.unicodeScalars.append(Unicode.Scalar(byte))
            default: literal += "\\u{" + String(byte, radix: 16) + "}"
            }
        }
        return literal
    }
}
