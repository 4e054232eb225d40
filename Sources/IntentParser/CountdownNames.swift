import TextNormalization
import VeckaEngine

/// "how many days until my vacation", "vilken vecka är tentan", "私の試験は何週目": a countdown's name
/// where a date would stand. The name (and a "my" beside it) is replaced by the countdown's ISO date, and
/// the question is read as any question about that date — every intent works with it.
extension QuestionParser {
    public struct NamedDate: Sendable, Equatable {
        public let name: String
        public let date: CalendarDate
        public init(name: String, date: CalendarDate) {
            self.name = name
            self.date = date
        }
    }

    /// The question with the first of `names` it mentions replaced by its date, and that name; nil when
    /// it mentions none. Longer names are tried first ("exam party" before "exam").
    public func replacingCountdownName(in question: String, names: [NamedDate], preferredLanguage: String? = nil)
        -> (question: String, used: NamedDate)? {
        let text = NormalizedText(question)
        let folded = text.folded
        for named in names.sorted(by: { $0.name.unicodeScalars.count > $1.name.unicodeScalars.count }) {
            let name = NormalizedText(named.name).folded
            guard !name.isEmpty, let start = Self.find(name, in: folded) else { continue }
            var range = start..<start + name.count
            range = widened(range, in: text, preferredLanguage: preferredLanguage)
            var scalars = Array(text.scalars[..<range.lowerBound])
            scalars += " \(named.date.isoString) ".unicodeScalars
            scalars += text.scalars[range.upperBound...]
            return (String(String.UnicodeScalarView(scalars)), named)
        }
        return nil
    }

    private static func find(_ name: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Int? {
        guard name.count <= text.count else { return nil }
        for start in 0...(text.count - name.count) where text[start] == name[0] {
            guard text[start..<start + name.count].elementsEqual(name),
                  PersonalWords.startsWord(text, at: start), PersonalWords.endsWord(text, at: start + name.count) else { continue }
            return start
        }
        return nil
    }

    /// The name's range with a "my" word right before or after it ("my vacation", "của tôi").
    private func widened(_ range: Range<Int>, in text: NormalizedText, preferredLanguage: String?) -> Range<Int> {
        var result = range
        do {
            for match in personalWordTable().matches(in: text) where match.kind == .mine {
                let gapBefore = range.lowerBound - match.range.upperBound
                let gapAfter = match.range.lowerBound - range.upperBound
                if (0...1).contains(gapBefore) { result = min(result.lowerBound, match.range.lowerBound)..<result.upperBound }
                if (0...1).contains(gapAfter) { result = result.lowerBound..<max(result.upperBound, match.range.upperBound) }
            }
        }
        return result
    }
}
