/// Every question mark Unicode has (the punctuation characters whose name says QUESTION MARK, from
/// UnicodeData.txt): a property of scripts, not of any language's words, so a ninth language's question
/// mark — Arabic ؟, Armenian ՞, Greek ; (U+037E) — is already one.
public enum QuestionMarks {
    public static let all: Set<Unicode.Scalar> = [
        "\u{3F}", "\u{BF}", "\u{37E}", "\u{55E}", "\u{61F}", "\u{1367}", "\u{1945}", "\u{2047}", "\u{2049}",
        "\u{2CFA}", "\u{2CFB}", "\u{2E2E}", "\u{2E54}", "\u{A60F}", "\u{A6F7}", "\u{FE16}", "\u{FE56}", "\u{FF1F}",
        "\u{11143}", "\u{1E95F}",
    ]

    /// Whether the text has a question mark of any script.
    public static func asks(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: all.contains)
    }
}
