/// A language's settings, answer templates and date patterns as the build read them from
/// `language.tsv`, `answers.tsv` and `dates.tsv` (EmbedLocalizationTool, with this module's own
/// parsing): dictionary literals in the binary, so start-up parses no text. Answers and dates are
/// made when first asked for; a one-shot question needs one language's.
public struct EmbeddedTexts: Sendable {
    public let answers: @Sendable () -> [String: String]
    public let dates: @Sendable () -> [String: String]

    public init(answers: @escaping @Sendable () -> [String: String], dates: @escaping @Sendable () -> [String: String]) {
        self.answers = answers
        self.dates = dates
    }
}
