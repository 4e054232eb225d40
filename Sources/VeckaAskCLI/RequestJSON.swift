/// A JSON value as a request line holds it (RFC 8259, strictly). Numbers keep their text, so an `id`
/// comes back exactly as it was sent — 18446744073709551615, 1.50, -0, 1e400 — which neither Int nor
/// Double can promise (JSONSerialization's NSNumber turned the first into 1.8446744073709552e+19).
enum RequestJSON {
    case object([(key: String, value: RequestJSON)])
    case array([RequestJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// An object's member; when a name is repeated the last one counts (as in JavaScript and Python).
    subscript(key: String) -> RequestJSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The text as one JSON value with nothing but white space around it; nil when it is not valid JSON.
    static func parse(_ text: String) -> RequestJSON? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: bytes)
            guard let value = try? scanner.value(depth: 0) else { return nil }
            scanner.skipWhitespace()
            return scanner.atEnd ? value : nil
        }
    }

    /// The members of the object that `text` begins with, as far as they are complete: for a line cut
    /// off at the length limit, whose `id` can still be read when it comes early. A member counts only
    /// when the `,` or `}` after it was seen (a number at the cut could have gone on).
    static func leadingMembers(of text: String) -> [(key: String, value: RequestJSON)] {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: bytes)
            var members: [(key: String, value: RequestJSON)] = []
            scanner.skipWhitespace()
            guard scanner.take(UInt8(ascii: "{")) else { return members }
            while true {
                scanner.skipWhitespace()
                guard let key = try? scanner.string(), scanner.skipWhitespace(), scanner.take(UInt8(ascii: ":")),
                      let value = try? scanner.value(depth: 1) else { return members }
                scanner.skipWhitespace()
                if scanner.take(UInt8(ascii: "}")) { return members + [(key, value)] }
                guard scanner.take(UInt8(ascii: ",")) else { return members }
                members.append((key, value))
            }
        }
    }
}

/// Reads JSON from UTF-8 bytes (a Swift string's, so always valid UTF-8). Nesting is limited, so a
/// line of 4096 `[` costs no deep recursion.
private struct JSONScanner {
    struct Malformed: Error {}

    static let maximumDepth = 32

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { index >= bytes.count }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Always true, so it can stand in a `guard` chain.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        return true
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ byte: UInt8) throws(Malformed) {
        guard take(byte) else { throw Malformed() }
    }

    mutating func value(depth: Int) throws(Malformed) -> RequestJSON {
        skipWhitespace()
        guard depth <= JSONScanner.maximumDepth, let byte = current else { throw Malformed() }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws(Malformed) -> RequestJSON {
        try expect(UInt8(ascii: "{"))
        var members: [(key: String, value: RequestJSON)] = []
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return .object(members) }
            try expect(UInt8(ascii: ","))
        }
    }

    private mutating func array(depth: Int) throws(Malformed) -> RequestJSON {
        try expect(UInt8(ascii: "["))
        var values: [RequestJSON] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return .array(values) }
        while true {
            values.append(try value(depth: depth + 1))
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return .array(values) }
            try expect(UInt8(ascii: ","))
        }
    }

    private mutating func literal(_ word: StaticString) throws(Malformed) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw Malformed()
        }
        index += expected.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as written.
    private mutating func number() throws(Malformed) -> String {
        let start = index
        _ = take(UInt8(ascii: "-"))
        if !take(UInt8(ascii: "0")) {
            guard let first = current, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first) else { throw Malformed() }
            skipDigits()
        }
        if take(UInt8(ascii: ".")) {
            guard isDigit(current) else { throw Malformed() }
            skipDigits()
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard isDigit(current) else { throw Malformed() }
            skipDigits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }

    private mutating func skipDigits() {
        while isDigit(current) { index += 1 }
    }

    /// A string from its opening quote; escapes decoded, a lone surrogate (`\ud800`) refused.
    mutating func string() throws(Malformed) -> String {
        try expect(UInt8(ascii: "\""))
        var decoded: [UInt8] = []
        var runStart = index
        while true {
            guard let byte = current else { throw Malformed() }
            if byte == UInt8(ascii: "\"") {
                decoded.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 { throw Malformed() }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            decoded.append(contentsOf: bytes[runStart..<index])
            index += 1
            guard let escape = current else { throw Malformed() }
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"): decoded.append(contentsOf: try unicodeEscape())
            default: throw Malformed()
            }
            runStart = index
        }
    }

    /// After `\u`: four hex digits, and for a high surrogate the `\uXXXX` of its low one.
    private mutating func unicodeEscape() throws(Malformed) -> String.UTF8View {
        let first = try hex4()
        var scalar: Unicode.Scalar?
        switch first {
        case 0xD800...0xDBFF:
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw Malformed() }
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second) else { throw Malformed() }
            scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        case 0xDC00...0xDFFF:
            throw Malformed()
        default:
            scalar = Unicode.Scalar(first)
        }
        guard let scalar else { throw Malformed() }
        return String(Character(scalar)).utf8
    }

    private mutating func hex4() throws(Malformed) -> UInt32 {
        guard bytes.count - index >= 4 else { throw Malformed() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Malformed()
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
