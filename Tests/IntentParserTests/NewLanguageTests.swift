import IntentParser
import LocalizationData
import Testing

/// Adding a language is adding its files: a pack made only from TSV text, in a script none of the
/// shipped languages uses, is detected and understood by the same code.
@Suite struct NewLanguageTests {
    static let russian = Localization.makePack(
        code: "ru",
        language: "code\tru\nscripts\tcyrillic\ndateOrder\tdmy\nmarkerPosition\tprefix\nweekNumberSide\tbefore\n",
        lexicon: """
        cue\twhich\tкакая|какой
        week\t-\tнеделя|неделе|неделю
        unit\tweek\tнеделя|недели|недель|неделю
        modifier\t1\tследующая|следующей|следующую
        month\t12\tдекабря|декабрь
        number\t3\tтри
        direction\t1\tчерез
        filler\t-\tсейчас|это|пожалуйста
        """,
        answers: "")

    let parser = QuestionParser(packs: Localization.packs + [NewLanguageTests.russian])

    @Test func cyrillicQuestionsAreRussian() {
        let parsed = parser.parse("Какая сейчас неделя?", preferredLanguage: "en")
        #expect(parsed.language == "ru")
        #expect(parsed.intent.kind == .currentWeek)
    }

    @Test func theGrammarWorksWithTheNewVocabulary() {
        #expect(parser.parse("какая неделя 24 декабря").intent.date == .calendarDate(year: nil, month: 12, day: 24))
        #expect(parser.parse("неделя 12").intent == Intent(kind: .datesOfWeek, week: .number(12, year: nil)))
        #expect(parser.parse("через три недели").intent.date == .relativeWeeks(3))
    }

    @Test func theShippedLanguagesAreUnaffected() {
        #expect(parser.parse("vilken vecka är det").language == "sv")
        #expect(parser.parse("今何週目").language == "ja")
    }
}
