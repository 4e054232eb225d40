/// Where a note's own text stands in a question: inside quotes, or after the first colon. The text is
/// the user's, kept exactly as typed (but for the white space around it); only the rest of the question
/// — the cue and the day — is read as words.
struct PersonalText {
    /// The question without the note's text.
    let head: String
    /// The note's text; nil when the question has no colon or quotes.
    let text: String?
    /// Whether the text was in quotes (a countdown's quoted name) rather than after a colon.
    let quoted: Bool

    /// Opening quotes and the closing quote each expects.
    private static let quotes: [Character: Character] = [
        "\"": "\"", "“": "”", "”": "”", "„": "“", "«": "»", "»": "«", "「": "」", "『": "』", "‘": "’", "‹": "›", "＂": "＂",
    ]
    private static let colons: Set<Character> = [":", "：", "﹕"]

    /// The question read whole, with its colons as spaces (a countdown's "new countdown: Lisbon trip on 14
    /// March" has no text of its own).
    static func withoutColons(_ question: String) -> PersonalText {
        let characters = Array(question)
        let head = characters.indices.map { colons.contains(characters[$0]) && !insideWord(characters, $0) ? " " : characters[$0] }
        return PersonalText(head: String(head), text: nil, quoted: false)
    }

    /// The question without its quoted part, which was taken as something else (a countdown's name).
    static func withoutText(of split: PersonalText) -> PersonalText {
        PersonalText(head: split.head, text: nil, quoted: false)
    }

    private init(head: String, text: String?, quoted: Bool) {
        self.head = head
        self.text = text
        self.quoted = quoted
    }

    init(_ question: String) {
        let characters = Array(question)
        let colon = characters.indices.first { PersonalText.colons.contains(characters[$0]) && !PersonalText.insideWord(characters, $0) }
        let open = characters.firstIndex(where: { PersonalText.quotes[$0] != nil })
        // A colon before any quote introduces the text, quotes and all ("note: call “Bob”: 10"); quotes
        // around all of it are the user's way of setting it off, not part of it.
        if let colon, open.map({ colon < $0 }) ?? true {
            head = String(characters[..<colon])
            text = PersonalText.unquoted(String(characters[(colon + 1)...]).trimmingWhitespace())
            quoted = false
            return
        }
        // Quotes before any colon hold the text: "note for Friday “call mum: at 10”".
        if let open, let closing = PersonalText.quotes[characters[open]],
           let close = characters[(open + 1)...].lastIndex(of: closing) {
            let text = String(characters[(open + 1)..<close])
            var head = String(characters[..<open]) + " " + String(characters[(close + 1)...])
            // "メモ「歯医者」：" — a colon after the quote only closed the command.
            head = String(head.map { PersonalText.colons.contains($0) ? " " : $0 })
            self.head = head
            self.text = text.trimmingWhitespace()
            quoted = true
            return
        }
        head = question
        text = nil
        quoted = false
    }

    /// A colon that is part of a word, not the end of the command: a time ("kl 10:30") or an ordinal's
    /// ending ("den 24:e december", "1:a").
    private static func insideWord(_ characters: [Character], _ index: Int) -> Bool {
        guard index > 0, characters[index - 1].isNumber else { return false }
        var end = index + 1
        if end < characters.count, characters[end].isNumber { return true }
        while end < characters.count, characters[end].isLetter { end += 1 }
        return (2...3).contains(end - index)
    }

    /// The text without quotes that enclose all of it.
    private static func unquoted(_ text: String) -> String {
        guard let first = text.first, let closing = quotes[first], text.count >= 2, text.last == closing,
              !text.dropFirst().dropLast().contains(closing) else { return text }
        return String(text.dropFirst().dropLast()).trimmingWhitespace()
    }

}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

/// Finds, in the question as typed, the part that a run of normalized scalars came from, so that a
/// countdown's name and a note's text keep the user's capitals and spelling ("Paris trip", not "paris
/// trip"). Normalization lower-cases, folds width and collapses white space; a part it changed more
/// than that is not found, and the normalized form is used.
enum RawText {
    static func find(_ normalized: [Unicode.Scalar], in raw: String, fromEnd: Bool = false) -> Substring.UnicodeScalarView? {
        let scalars = raw.unicodeScalars
        guard !normalized.isEmpty else { return nil }
        let starts = fromEnd ? Array(scalars.indices.reversed()) : Array(scalars.indices)
        for start in starts {
            if let end = match(normalized, in: scalars, from: start) { return scalars[start..<end] }
        }
        return nil
    }

    private static func match(_ normalized: [Unicode.Scalar], in scalars: String.UnicodeScalarView,
                              from start: String.UnicodeScalarView.Index) -> String.UnicodeScalarView.Index? {
        var index = start
        for wanted in normalized {
            guard index < scalars.endIndex else { return nil }
            if wanted == " " {
                guard scalars[index].properties.isWhitespace else { return nil }
                while index < scalars.endIndex, scalars[index].properties.isWhitespace { index = scalars.index(after: index) }
                continue
            }
            // A space the normalization dropped between letters of a spaceless script ("제주도 여행").
            while wanted != " ", index < scalars.endIndex, scalars[index].properties.isWhitespace, index != start {
                index = scalars.index(after: index)
            }
            guard index < scalars.endIndex else { return nil }
            let typed = scalars[index]
            guard typed == wanted || typed.properties.lowercaseMapping == String(wanted) else { return nil }
            index = scalars.index(after: index)
        }
        return index
    }
}
