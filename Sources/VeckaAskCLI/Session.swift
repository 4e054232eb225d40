import Foundation
import IntentHandlers
import VeckaEngine

/// One run of the program: the options that hold for every question, and how answers are printed.
final class Session {
    let responder = Responder.shared
    let json: Bool
    let short: Bool
    var language: String?
    var regions: RegionSelection
    let fixedToday: CalendarDate?
    let fallbackLanguage: String
    let territory: String?
    /// The clock, read for every question; replaced in tests.
    private let now: () -> Date

    /// - Parameter settings: already checked (RunSettings.usageProblem).
    init(settings: RunSettings, environment: Environment, now: @escaping () -> Date = Date.init) {
        json = settings.json
        short = settings.short
        language = settings.language
        if let today = settings.today {
            fixedToday = CalendarDateParsing.date(today)
        } else if case .date(let date) = environment.fixedToday {
            fixedToday = date
        } else {
            fixedToday = nil
        }
        fallbackLanguage = environment.language(among: Responder.shared.languageCodes) ?? "en"
        regions = settings.region.flatMap(RegionList.parse) ?? RegionSelection()
        territory = environment.territory
        self.now = now
    }

    /// Today is read for every question, so a session left open over midnight (or into a new week)
    /// answers for the new day.
    var context: AnswerContext {
        AnswerContext(today: fixedToday ?? CalendarDate.today(now: now()), language: language,
                      fallbackLanguage: fallbackLanguage, regions: regions.regions, places: regions.places,
                      territory: territory)
    }

    /// The language used for the program's own messages.
    var messageLanguage: String { language ?? fallbackLanguage }

    var messages: Messages { Messages(responder: responder, language: messageLanguage) }

    func answer(_ question: String) -> Answer {
        responder.answer(question, context: context)
    }

    func render(_ answer: Answer) -> String {
        if json { return answer.json.serialized }
        if short { return answer.shortValue ?? answer.text }
        return answer.text
    }
}
