/// One language of `Localization/` as the build embedded it (EmbedLocalizationTool): the text of the
/// files the program reads, its settings, answer templates and date patterns already parsed, and its
/// vocabulary compiled. The generated source lists one per language, in code order, as an array
/// literal: start-up hashes no file names (a dictionary keyed by "<lang>/<file>" was a tenth of a
/// one-shot answer's instructions).
public struct EmbeddedLanguage: Sendable {
    public let code: String
    public let files: LanguageFiles
    public let settings: LanguageSettings
    public let texts: EmbeddedTexts
    public let vocabulary: EmbeddedVocabulary

    public init(code: String, files: LanguageFiles, settings: LanguageSettings, texts: EmbeddedTexts,
                vocabulary: EmbeddedVocabulary) {
        self.code = code
        self.files = files
        self.settings = settings
        self.texts = texts
        self.vocabulary = vocabulary
    }
}

/// The text of the files of a language folder that the program reads (`names`); empty for a missing one.
public struct LanguageFiles: Sendable {
    /// The files read at run time; the others in a folder (corpora, held-out and negative sets) are the
    /// tests' and are not embedded.
    public static let names = ["language.tsv", "lexicon.tsv", "answers.tsv", "holidays.tsv", "places.tsv", "dates.tsv"]

    public let language: String
    public let lexicon: String
    public let answers: String
    public let holidays: String
    public let places: String
    public let dates: String

    public init(language: String, lexicon: String, answers: String, holidays: String, places: String, dates: String) {
        self.language = language
        self.lexicon = lexicon
        self.answers = answers
        self.holidays = holidays
        self.places = places
        self.dates = dates
    }

    /// The files by name (`names`), a missing one empty.
    public init(_ text: (String) -> String?) {
        self.init(language: text("language.tsv") ?? "", lexicon: text("lexicon.tsv") ?? "",
                  answers: text("answers.tsv") ?? "", holidays: text("holidays.tsv") ?? "",
                  places: text("places.tsv") ?? "", dates: text("dates.tsv") ?? "")
    }
}
