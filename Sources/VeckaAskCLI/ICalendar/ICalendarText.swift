/// The text layer of RFC 5545: content lines folded at 75 octets, TEXT values escaped, and both undone
/// when a file is read.
enum ICalendarText {
    /// A content line ends in CRLF; one longer than 75 octets goes on in lines that begin with a space
    /// (RFC 5545 §3.1), broken between UTF-8 sequences, never inside one.
    static func folded(_ line: String) -> String {
        let bytes = Array(line.utf8)
        guard bytes.count > 75 else { return line + "\r\n" }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 70 * 3 + 2)
        var start = 0
        var limit = 75  // the first line holds 75 octets; the others 74 after their leading space
        while start < bytes.count {
            var end = min(start + limit, bytes.count)
            // Back off to the start of a UTF-8 sequence (continuation bytes are 10xxxxxx).
            while end < bytes.count && end > start && bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if start > 0 { result.append(0x20) }
            result += bytes[start..<end]
            result += [0x0D, 0x0A]
            start = end
            limit = 74
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A TEXT value (§3.3.11): backslash, semicolon and comma escaped, a line break as `\n`. Other control
    /// characters are not allowed in TEXT; they are written out as `\u{1B}`, as the terminal shows them.
    static func escaped(_ text: String) -> String {
        var result = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": if !previousWasCarriageReturn { result += "\\n" }
            case "\r": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A TEXT value as its writer meant it: `\n` and `\N` a line break, `\\` `\;` `\,` the character; a
    /// backslash before anything else is kept (many writers leave `\:` and the like).
    static func unescaped(_ value: Substring) -> String {
        guard value.utf8.contains(0x5C) else { return String(value) }  // no backslash: nothing to undo
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                switch scalar {
                case "n", "N": result.append("\n")
                case "\\", ";", ",": result.append(scalar)
                default: result.append("\\"); result.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        if escaping { result.append("\\") }
        return String(result)
    }

    /// The file's logical lines: a line break followed by a space or a tab continues the line before (§3.1).
    /// Lines may end in CRLF or, as some writers do, a bare LF. Unfolded as octets, as the RFC folds them:
    /// a fold may fall inside a UTF-8 sequence written by a careless writer, or before a combining mark.
    static func unfolded(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        var index = 0
        func flush() {
            if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0D || byte == 0x0A else {
                current.append(byte)
                index += 1
                continue
            }
            // The end of a physical line: CRLF, LF or a lone CR.
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            if index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) {
                index += 1  // a fold: the line goes on
            } else {
                flush()
            }
        }
        flush()
        return lines
    }

    static func unfolded(_ text: String) -> [String] { unfolded(Array(text.utf8)) }
}
