import IntentHandlers
import VeckaEngine

/// One run of the program: the options that hold for every question, and how answers are printed.
final class Session {
    let responder = Responder.shared
    let json: Bool
    let short: Bool
    var language: String?
    var regions: [HolidayRegion]
    let fixedToday: CalendarDate?
    let fallbackLanguage: String
    let territory: String?

    init(settings: RunSettings) {
        json = settings.json
        short = settings.short
        language = settings.language
        fixedToday = (settings.today ?? Environment.fixedToday).flatMap(CalendarDateParsing.date)
        fallbackLanguage = Environment.language(among: Responder.shared.languageCodes) ?? "en"
        regions = settings.region.flatMap(RegionList.parse) ?? []
        territory = Environment.territory
    }

    /// Today is read for every question, so a session left open over midnight (or into a new week)
    /// answers for the new day.
    var context: AnswerContext {
        AnswerContext(today: fixedToday ?? CalendarDate.today(), language: language, fallbackLanguage: fallbackLanguage,
                      regions: regions, territory: territory)
    }

    /// The language used for the program's own messages.
    var messageLanguage: String { language ?? fallbackLanguage }

    func answer(_ question: String) -> Answer {
        responder.answer(question, context: context)
    }

    func render(_ answer: Answer) -> String {
        if json { return answer.json.serialized }
        if short { return answer.shortValue ?? answer.text }
        return answer.text
    }
}
