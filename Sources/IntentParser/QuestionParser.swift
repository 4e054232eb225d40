import LocalizationData
import Synchronization
import VeckaEngine

/// Text → typed intent, for every language in `Localization/`.
///
/// The steps: normalise (case, width, digits, diacritics), find the language whose vocabulary
/// explains the question best, tokenize with that vocabulary, let the grammar find the entities
/// (dates, weeks, years), and decide the intent from the cue words that remain.
public final class QuestionParser: Sendable {
    public static let shared = QuestionParser(packs: Localization.packs)

    /// Longer questions are refused before any work is done, so time per question stays bounded.
    public static let maximumLength = 4096

    let lexicons: Lexicons
    let detector: LanguageDetector
    /// Each language's grammar, made when a question in it first comes: a one-shot question needs one.
    private let grammars: Mutex<[Grammar?]>
    private let packs: [LanguagePack]
    let classifier = IntentClassifier()
    public let languageCodes: [String]

    /// Whether grammars keep which rules may start at an item (`StartCache`); off only for its test.
    private let cachesRuleStarts: Bool

    public convenience init(packs: [LanguagePack]) {
        self.init(packs: packs, cachesRuleStarts: true)
    }

    init(packs: [LanguagePack], cachesRuleStarts: Bool) {
        self.cachesRuleStarts = cachesRuleStarts
        lexicons = Lexicons(packs: packs)
        detector = LanguageDetector(lexicons: lexicons)
        grammars = Mutex(Array(repeating: nil, count: packs.count))
        self.packs = packs
        languageCodes = packs.map(\.code)
    }

    func grammar(_ language: Int) -> Grammar {
        grammars.withLock { grammars in
            if let grammar = grammars[language] { return grammar }
            let grammar = Grammar(settings: GrammarSettings(pack: packs[language]), cachesStarts: cachesRuleStarts)
            grammars[language] = grammar
            return grammar
        }
    }

    /// How the question was read, item by item: for `scripts/explain` and debugging the grammar.
    public func explain(_ question: String, preferredLanguage: String? = nil) -> String {
        let preferred = preferredLanguage.flatMap { languageCodes.firstIndex(of: $0) }
        let text = NormalizedText(question)
        guard !text.scalars.isEmpty else { return "(empty)" }
        let detected = detector.detect(text, preferred: preferred)
        let items = grammar(detected.language).apply(detected.items)
        func show(_ list: [Item]) -> String {
            list.map { item in
                let surface = String(String.UnicodeScalarView(text.scalars[item.range]))
                switch item.kind {
                case .entity(let entity): return "[\(surface) = \(entity)]"
                case .unknown: return "[\(surface) ?]"
                default: return "[\(surface) \(item.readings.map { "\($0)" }.joined(separator: ","))]"
                }
            }.joined(separator: " ")
        }
        return "language: \(languageCodes[detected.language])\ntokens: \(show(detected.items))\nentities: \(show(items))"
    }

    /// What the grammar found where: a part of the question read as a date, week, year or month.
    public struct Span: Sendable {
        public enum Kind: Sendable { case date, week, year, month, other }
        public let kind: Kind
        /// Offsets in `Layout.text`'s unicode scalars.
        public let range: Range<Int>
        /// A date or week without a year of its own, which a year beside it would complete ("Easter",
        /// "24 December", "week 5").
        public let takesYear: Bool
    }

    /// The question as the grammar read it: its normalized text and where its entities stand. For
    /// tests that rewrite a question around its parts (the metamorphic tests add a year after a date).
    public struct Layout: Sendable {
        public let text: String.UnicodeScalarView
        public let spans: [Span]
        /// The regions and places the question names (ISO 3166 codes).
        public let places: [String]
    }

    public func layout(_ question: String, preferredLanguage: String? = nil) -> Layout {
        let preferred = preferredLanguage.flatMap { languageCodes.firstIndex(of: $0) }
        let text = NormalizedText(question)
        guard !text.scalars.isEmpty else { return Layout(text: .init(), spans: [], places: []) }
        let detected = detector.detect(text, preferred: preferred)
        let places = detected.items.flatMap { item in
            item.readings.compactMap { reading -> String? in
                switch reading {
                case .region(let region): return region.rawValue
                case .place(let code): return code
                default: return nil
                }
            }
        }
        let spans = grammar(detected.language).apply(detected.items).compactMap { item -> Span? in
            guard case .entity(let entity) = item.kind else { return nil }
            let takesYear: Bool
            switch entity {
            case .date(let date): takesYear = Evidence.Part.date(date).withYear(.current) != nil
            case .week(let week): takesYear = Evidence.Part.week(week).withYear(.current) != nil
            default: takesYear = false
            }
            switch entity {
            case .date, .dayOfMonth: return Span(kind: .date, range: item.range, takesYear: takesYear)
            case .week: return Span(kind: .week, range: item.range, takesYear: takesYear)
            case .year: return Span(kind: .year, range: item.range, takesYear: false)
            case .month, .monthOfYear, .relativeMonth: return Span(kind: .month, range: item.range, takesYear: false)
            default: return Span(kind: .other, range: item.range, takesYear: false)
            }
        }
        return Layout(text: String.UnicodeScalarView(text.scalars), spans: spans, places: places)
    }

    /// Vocabulary problems (unknown kinds or values), for the lexicon tests.
    public var lexiconProblems: [String] { lexicons.packs.indices.flatMap { lexicons[$0].problems } }

    /// Parses are kept: a bot asks "what week is it" every day, and a parse depends only on the text and
    /// the preferred language, not on the date (expressions are resolved against "today" afterwards).
    /// 2,048 keeps what a bot's users ask again and again; distinct questions never hit it, so a larger
    /// one would only hold memory (a parse is a few kilobytes).
    private let cache = LockedDictionary<ParseKey, ParsedQuestion>(limit: 2_048)

    private struct ParseKey: Hashable, Sendable {
        let text: ExactText
        let language: String?
        let territory: String?
    }

    /// - Parameter preferredLanguage: decides when the question itself does not ("24/12", "v12").
    /// - Parameter territory: the user's (ISO 3166 code from the locale): it orders numeric dates.
    public func parse(_ question: String, preferredLanguage: String? = nil, territory: String? = nil) -> ParsedQuestion {
        cache.value(for: ParseKey(text: ExactText(question), language: preferredLanguage, territory: territory)) {
            parseUncached(question, preferredLanguage: preferredLanguage, territory: territory)
        }
    }

    /// The same, without the cache (for benchmarks of the parser itself).
    public func parseUncached(_ question: String, preferredLanguage: String? = nil, territory: String? = nil) -> ParsedQuestion {
        let preferred = preferredLanguage.flatMap { languageCodes.firstIndex(of: $0) }
        let text = NormalizedText(question)
        guard !text.scalars.isEmpty else {
            return ParsedQuestion(language: languageCodes[preferred ?? 0], intent: .unknown, coverage: 0)
        }
        let detected = detector.detect(text, preferred: preferred)
        let items = grammar(detected.language).apply(detected.items, territory: territory)
        var intent = classifier.classify(items, text: text)
        if intent.kind != .unknown { intent.numericOrder = items.lazy.compactMap(\.numericOrder).first }
        var parsed = ParsedQuestion(language: languageCodes[detected.language], intent: intent, coverage: detected.coverage,
                                    languageIsEvident: detected.isEvident)
        parsed.normalized = text
        return parsed
    }

    /// Each language's personal-command words, made when a question first needs them.
    private let personalWords = Mutex<PersonalWords?>(nil)

    func personalWordTable() -> PersonalWords {
        personalWords.withLock { table in
            if let table { return table }
            let made = PersonalWords(packs: packs, embedded: packs.map(\.code) == Localization.codes ? Localization.personalWords : nil)
            table = made
            return made
        }
    }

    /// A note or countdown command ("note on Friday: dentist", "my notes this week", "undo"), or nil
    /// when the question is not one: then it is a calendar question for `parse`.
    /// The question's calendar parse (`parse`, cached) lends it its normalized text: a question that is not
    /// a command costs one scan of that text.
    public func readPersonalCommand(_ question: String, preferredLanguage: String? = nil, territory: String? = nil) -> PersonalReading? {
        guard question.utf8.count <= QuestionParser.maximumLength else { return nil }
        let preferred = preferredLanguage.flatMap { languageCodes.firstIndex(of: $0) }
        let normalized = parse(question, preferredLanguage: preferredLanguage, territory: territory).normalized
        let reader = PersonalCommandReader(words: personalWordTable(), languageCodes: languageCodes)
        return reader.read(question, normalized: normalized ?? NormalizedText(question), preferred: preferred, parser: self)
    }

    /// Every phrase of a language's vocabulary (or of all languages), for tab completion.
    public func vocabulary(language: String? = nil) -> [String] {
        var words = Set<String>()
        for pack in lexicons.packs where language == nil || pack.code == language {
            for entry in pack.lexicon where entry.kind != "filler" && entry.kind != "connector" {
                words.formUnion(entry.phrases.filter { $0.count > 1 })
            }
            // Note and countdown commands complete too ("anteckna", "countdown").
            for kind in PersonalWords.Kind.allCases where kind != .textAfter {
                words.formUnion(pack.list("personal.\(kind.rawValue)").filter { $0.count > 1 })
            }
        }
        return words.sorted()
    }
}
