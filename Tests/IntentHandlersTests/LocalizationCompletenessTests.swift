import IntentParser
import LocalizationData
import Testing

/// Every language must be complete: a vocabulary the parser can read, every answer template, settings.
@Suite struct LocalizationCompletenessTests {
    @Test func lexiconsHaveNoUnreadableLines() {
        #expect(QuestionParser.shared.lexiconProblems.isEmpty, "\(QuestionParser.shared.lexiconProblems)")
    }

    @Test func eightLanguagesAreEmbedded() {
        #expect(Set(Localization.codes).isSuperset(of: ["sv", "en", "de", "ja", "ko", "zh", "vi", "th"]))
        #expect(Set(Localization.codes) == Set(CorpusFile.languages), "embedded languages differ from the folder")
    }

    @Test(arguments: Localization.codes)
    func everyAnswerTemplateIsTranslated(language: String) throws {
        let english = try #require(Localization.pack("en"))
        let pack = try #require(Localization.pack(language))
        let missing = english.answers.keys.filter { pack.answers[$0] == nil }.sorted()
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
        for key in ["code", "name", "locale", "scripts", "dateOrder", "markerPosition", "weekNumberSide"] {
            #expect(pack.setting(key) != nil, "\(language)/language.tsv lacks \(key)")
        }
        #expect(pack.setting("code") == language)
    }

    @Test(arguments: Localization.codes)
    func placeholdersMatchEnglish(language: String) throws {
        let english = try #require(Localization.pack("en"))
        let pack = try #require(Localization.pack(language))
        for (key, template) in english.answers {
            guard let translated = pack.answers[key] else { continue }
            #expect(placeholders(translated).isSubset(of: placeholders(template).union(["startShort", "endShort", "startYear", "endYear", "start", "end", "year", "week", "monthName", "month", "day", "days"])),
                    "\(language) \(key) uses unknown placeholders")
        }
    }

    private func placeholders(_ text: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
