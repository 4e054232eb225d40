/// A stretch of an answer's text that a terminal may show styled (a month's calendar: today, holidays,
/// days with notes, week numbers). The text itself is plain and says everything without styling
/// (today in brackets, `*` after a holiday, `+` after a day with notes); only the command line adds
/// colour, on a terminal and never under NO_COLOR. JSON carries the text alone.
public struct TextMark: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The calendar's heading (month and year, or the year).
        case heading
        /// The names of the weekday columns and of the week-number column.
        case columnNames
        case weekNumber
        case today
        case holiday
        case note
    }

    public let kind: Kind
    /// Where it is in the text, in UTF-8 bytes.
    public let range: Range<Int>

    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

/// Text built piece by piece with the marks of its pieces (for `Answer.marks`).
struct MarkedText {
    private(set) var text = ""
    private(set) var marks: [TextMark] = []

    mutating func append(_ piece: String, _ kind: TextMark.Kind? = nil) {
        let start = text.utf8.count
        text += piece
        if let kind, !piece.isEmpty { marks.append(TextMark(kind, start..<text.utf8.count)) }
    }

    /// A mark over text already appended.
    mutating func addMark(_ mark: TextMark) {
        marks.append(mark)
    }

    mutating func append(_ other: MarkedText) {
        let offset = text.utf8.count
        text += other.text
        marks += other.marks.map { TextMark($0.kind, ($0.range.lowerBound + offset)..<($0.range.upperBound + offset)) }
    }

    /// Lines joined by line breaks.
    static func lines(_ lines: [MarkedText]) -> MarkedText {
        var joined = MarkedText()
        for (index, line) in lines.enumerated() {
            if index > 0 { joined.append("\n") }
            joined.append(line)
        }
        return joined
    }
}
