/// Everything that is words for one language: its metadata, its vocabulary and its answer
/// templates, read from `Localization/<code>/{language,lexicon,answers,holidays,places,dates}.tsv`.
public struct LanguagePack: Sendable {
    public let code: String
    /// `language.tsv`: key → value (locale, scripts, date order, …).
    public let settings: LanguageSettings
    public let lexiconText: String
    public let answersText: String
    public let holidaysText: String
    public let placesText: String
    public let datesText: String
    /// The vocabulary the build compiled from these files, when the pack is the one built in; a pack
    /// read from disk or made in code has none and is compiled when first used.
    public let embeddedVocabulary: EmbeddedVocabulary?
    /// The answers and dates the build read from these files, likewise.
    public let embeddedTexts: EmbeddedTexts?

    public init(code: String, settings: LanguageSettings, lexiconText: String, answersText: String, holidaysText: String = "",
                placesText: String = "", datesText: String = "", embeddedVocabulary: EmbeddedVocabulary? = nil,
                embeddedTexts: EmbeddedTexts? = nil) {
        self.code = code
        self.embeddedVocabulary = embeddedVocabulary
        self.embeddedTexts = embeddedTexts
        self.settings = settings
        self.lexiconText = lexiconText
        self.answersText = answersText
        self.holidaysText = holidaysText
        self.placesText = placesText
        self.datesText = datesText
    }

    /// `places.tsv`: an ISO 3166 code (`AT`, `DE-BY`) and the place's names in this language — the first
    /// is the one answers use. Parsed on each call.
    public var placeNames: [(code: String, names: [String])] { placeNames { _ in true } }

    /// The lines of `places.tsv` whose code passes `wanted`; the others are skipped without being cut
    /// into names (a question's vocabulary needs a few dozen of the file's hundreds of places).
    public func placeNames(where wanted: (String) -> Bool) -> [(code: String, names: [String])] {
        var result: [(code: String, names: [String])] = []
        for line in placesText.split(separator: "\n", omittingEmptySubsequences: true) where line.first != "#" {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let code = String(line[..<tab]).trimmed()
            guard wanted(code) else { continue }
            let names = TSV.split(String(line[line.index(after: tab)...]), on: 0x7C)
            if !names.isEmpty { result.append((code, names)) }
        }
        return result
    }

    /// Each place's first name (the one answers use) by code, in one pass over the file's bytes: an answer
    /// that lists subdivisions names many places, and cutting every line into all its names (or the text
    /// into Characters) cost more than the answer.
    public func placeDisplayNames() -> [String: String] {
        var names: [String: String] = [:]
        let bytes = Array(placesText.utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            if bytes[lineStart] != 0x23, let tab = bytes[lineStart..<lineEnd].firstIndex(of: 0x09) {
                let nameEnd = bytes[(tab + 1)..<lineEnd].firstIndex(of: 0x7C) ?? lineEnd
                let code = TSV.trimmedString(bytes[lineStart..<tab])
                let name = TSV.trimmedString(bytes[(tab + 1)..<nameEnd])
                if !code.isEmpty, !name.isEmpty, names[code] == nil { names[code] = name }
            }
            lineStart = lineEnd + 1
        }
        return names
    }

    /// `holidays.tsv`: a holiday id (`se.midsummer-eve`) or a key for every region that has it
    /// (`*.christmas-day`), and its names in this language — the first is the one answers use, the
    /// others are what people also call it. Parsed on each call.
    public var holidayNames: [(id: String, names: [String])] { Self.names(in: holidaysText) }

    /// `key <TAB> name|name|…` lines.
    private static func names(in text: String) -> [(String, [String])] {
        TSV.rows(text).compactMap { row in
            guard row.fields.count >= 2 else { return nil }
            let names = TSV.split(row.fields[1], on: 0x7C)
            return names.isEmpty ? nil : (row.fields[0], names)
        }
    }

    /// A pack from the text of its files (`language.tsv` holds the settings).
    public init(code: String, language: String, lexicon: String, answers: String, holidays: String = "", places: String = "",
                dates: String = "", embeddedVocabulary: EmbeddedVocabulary? = nil) {
        self.init(code: code, settings: LanguagePack.settings(in: language), lexiconText: lexicon, answersText: answers,
                  holidaysText: holidays, placesText: places, datesText: dates, embeddedVocabulary: embeddedVocabulary)
    }

    /// `language.tsv`: key → value.
    public static func settings(in language: String) -> LanguageSettings {
        LanguageSettings(TSV.rows(language).compactMap { row in
            row.fields.count >= 2 ? (key: row.fields[0], value: row.fields[1]) : nil
        })
    }

    public func setting(_ key: String) -> String? { settings[key] }

    /// Settings that hold lists are written with `|` or `,` between items.
    public func list(_ key: String) -> [String] {
        (settings[key] ?? "").split(whereSeparator: { $0 == "|" || $0 == "," })
            .map { $0.trimmed() }.filter { !$0.isEmpty }
    }

    /// `lexicon.tsv`, parsed on each call: callers keep what they build from it (a one-shot
    /// question in Thai never needs the Swedish vocabulary).
    public var lexicon: [LexiconEntry] {
        TSV.rows(lexiconText).compactMap { row in
            guard row.fields.count >= 3 else { return nil }
            return LexiconEntry(kind: row.fields[0], value: row.fields[1], phrases: TSV.split(row.fields[2], on: 0x7C),
                                line: row.line)
        }
    }

    /// `dates.tsv`: key → its first value (`style.long` → the CLDR pattern, `names.MMMM` → the names
    /// with `|` between them); later columns are the generator's (scripts/generate-dates). Parsed on each call,
    /// unless the build read them (`embeddedTexts`).
    public var dates: [String: String] {
        if let embeddedTexts { return embeddedTexts.dates() }
        var values: [String: String] = [:]
        for row in TSV.rows(datesText) where row.fields.count >= 2 { values[row.fields[0]] = row.fields[1] }
        return values
    }

    /// `answers.tsv`: template key → template text with `{placeholders}`; parsed on each call, unless the
    /// build read them (`embeddedTexts`).
    public var answers: [String: String] {
        if let embeddedTexts { return embeddedTexts.answers() }
        var templates: [String: String] = [:]
        for row in TSV.rows(answersText) where row.fields.count >= 2 {
            templates[row.fields[0]] = TSV.unescapingLineBreaks(row.fields[1])
        }
        return templates
    }
}

/// One line of `lexicon.tsv`: a kind (what role the words play), a value, and the phrases.
public struct LexiconEntry: Sendable, Hashable {
    public let kind: String
    public let value: String
    public let phrases: [String]
    /// Line number in lexicon.tsv, for diagnostics.
    public let line: Int

    public init(kind: String, value: String, phrases: [String], line: Int) {
        self.kind = kind
        self.value = value
        self.phrases = phrases
        self.line = line
    }
}

extension StringProtocol {
    /// Without surrounding spaces, tabs and carriage returns.
    public func trimmed() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice = slice.dropLast() }
        return String(slice)
    }
}
