import IntentHandlers

/// An answer's marks (`Answer.marks`: a calendar's today, holidays, notes, week numbers) as ANSI
/// colours, for a terminal only: Session uses it when stdout is one and neither `NO_COLOR` nor
/// `TERM=dumb` is set. The text is the same with or without it; JSON and `--short` never get it.
enum TerminalStyle {
    static func styled(_ text: String, marks: [TextMark]) -> String {
        guard !marks.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var cuts = Set([0, bytes.count])
        for mark in marks where mark.range.lowerBound >= 0 && mark.range.upperBound <= bytes.count {
            cuts.insert(mark.range.lowerBound)
            cuts.insert(mark.range.upperBound)
        }
        let points = cuts.sorted()
        var output = ""
        var current = ""
        for (start, end) in zip(points, points.dropFirst()) {
            let active = marks.filter { $0.range.lowerBound <= start && $0.range.upperBound >= end }
            let codes = TextMark.Kind.allCases.filter { kind in active.contains { $0.kind == kind } }.map(code).joined(separator: ";")
            if codes != current {
                if !current.isEmpty { output += reset }
                if !codes.isEmpty { output += "\u{1B}[\(codes)m" }
                current = codes
            }
            output += String(decoding: bytes[start..<end], as: UTF8.self)
        }
        if !current.isEmpty { output += reset }
        return output
    }

    private static let reset = "\u{1B}[0m"

    /// SGR parameters: bold headings and column names, cyan week numbers, today in reverse video,
    /// holidays red, note marks yellow.
    private static func code(_ kind: TextMark.Kind) -> String {
        switch kind {
        case .heading, .columnNames: return "1"
        case .weekNumber: return "36"
        case .today: return "7"
        case .holiday: return "31"
        case .note: return "33"
        }
    }
}
