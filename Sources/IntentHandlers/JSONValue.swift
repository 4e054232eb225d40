/// A JSON value with ordered object keys, so answers print in a stable, readable order.
/// Written by hand rather than with `JSONEncoder`: the pipe answers tens of thousands of questions
/// a second and the encoder's reflection-based path costs more than the whole answer.
public enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case number(Double)
    /// A number written exactly as it was received (a request's `id`: 18446744073709551615, 1.50), which
    /// Int and Double cannot all hold. The text must be a valid JSON number; it is written as it is.
    case verbatimNumber(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.verbatimNumber(a), .verbatimNumber(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case (.null, .null): return true
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    /// One line, no insignificant white space.
    public var serialized: String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    public func write(to output: inout [UInt8]) {
        switch self {
        case .string(let text): JSONValue.writeString(text, to: &output)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .number(let number): output.append(contentsOf: (number.isFinite ? "\(number)" : "null").utf8)
        case .verbatimNumber(let text): output.append(contentsOf: text.utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Escapes what JSON requires, plus U+2028/U+2029 (which break JavaScript line readers) and U+FEFF
    /// (Foundation's JSON parser drops a raw U+FEFF at the start of a string or after an escape, so a
    /// Swift bot would read a different query than was echoed; the fuzzer found it). Runs of bytes
    /// that need nothing are copied in one go: answers listing a year of holidays are long.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0xE2 && byte != 0xEF {
                    index += 1
                    continue
                }
                if byte == 0xEF {
                    // U+FEFF is EF BB BF; every other EF sequence passes.
                    guard index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF else {
                        index += 1
                        continue
                    }
                }
                if byte == 0xE2 {
                    // U+2028 / U+2029 are E2 80 A8 / E2 80 A9; every other E2 sequence passes.
                    guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else {
                        index += 1
                        continue
                    }
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch byte {
                case 0x22: output.append(contentsOf: [0x5C, 0x22])
                case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: output.append(contentsOf: [0x5C, 0x72])
                case 0x09: output.append(contentsOf: [0x5C, 0x74])
                case 0xE2:
                    output.append(contentsOf: Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8))
                    index += 2
                case 0xEF:
                    output.append(contentsOf: "\\ufeff".utf8)
                    index += 2
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
                index += 1
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(0x22)
    }
}
