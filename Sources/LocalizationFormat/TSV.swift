/// The line-oriented format of every file in `Localization/`: tab-separated fields, `#` starts a
/// comment line, blank lines are ignored. Kept deliberately simple so that diffs stay per line and
/// the test corpora can be read by the same code.
public enum TSV {
    public struct Row: Sendable {
        public let fields: [String]
        public let line: Int
    }

    /// Splits on bytes rather than Characters: grapheme breaking over the whole vocabulary would
    /// cost more than everything else the program does at start-up.
    public static func rows(_ text: String) -> [Row] {
        var rows: [Row] = []
        var lineNumber = 0
        let bytes = Array(text.utf8)
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            lineNumber += 1
            var end = lineEnd
            if end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
            let line = bytes[lineStart..<end]
            lineStart = lineEnd + 1
            guard line.first != 0x23, line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
            var fields: [String] = []
            var fieldStart = line.startIndex
            for index in line.indices where line[index] == 0x09 {
                fields.append(trimmedString(line[fieldStart..<index]))
                fieldStart = index + 1
            }
            fields.append(trimmedString(line[fieldStart...]))
            rows.append(Row(fields: fields, line: lineNumber))
        }
        return rows
    }

    /// Splits on one ASCII byte (`|` between phrases), trimming each piece and dropping empty ones.
    public static func split(_ text: String, on separator: UInt8) -> [String] {
        var pieces: [String] = []
        var utf8 = Array(text.utf8)
        utf8.append(separator)
        var start = 0
        for index in utf8.indices where utf8[index] == separator {
            let piece = trimmedString(utf8[start..<index])
            if !piece.isEmpty { pieces.append(piece) }
            start = index + 1
        }
        return pieces
    }

    /// `\n` written in a template stands for a line break.
    public static func unescapingLineBreaks(_ text: String) -> String {
        var utf8 = Array(text.utf8)
        guard utf8.count > 1, zip(utf8, utf8.dropFirst()).contains(where: { $0 == 0x5C && $1 == 0x6E }) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0x5C, index + 1 < utf8.count, utf8[index + 1] == 0x6E {
                output.append(0x0A)
                index += 2
            } else {
                output.append(utf8[index])
                index += 1
            }
        }
        utf8 = output
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The bytes without surrounding spaces, tabs and carriage returns, as a String.
    static func trimmedString(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 || first == 0x0D { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 || last == 0x0D { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
