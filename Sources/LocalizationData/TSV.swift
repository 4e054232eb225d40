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
                fields.append(String(decoding: line[fieldStart..<index], as: UTF8.self).trimmed())
                fieldStart = index + 1
            }
            fields.append(String(decoding: line[fieldStart...], as: UTF8.self).trimmed())
            rows.append(Row(fields: fields, line: lineNumber))
        }
        return rows
    }
}
