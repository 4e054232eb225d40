/// The line-oriented format of every file in `Localization/`: tab-separated fields, `#` starts a
/// comment line, blank lines are ignored. Kept deliberately simple so that diffs stay per line and
/// the test corpora can be read by the same code.
public enum TSV {
    public struct Row: Sendable {
        public let fields: [String]
        public let line: Int
    }

    public static func rows(_ text: String) -> [Row] {
        var rows: [Row] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.first == "#" { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { String($0).trimmed() }
            rows.append(Row(fields: fields, line: lineNumber))
        }
        return rows
    }
}
