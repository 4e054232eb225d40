import IntentHandlers
import LocalizationData
import VeckaEngine

/// One run of the program: the options that hold for every question, and how answers are printed.
final class Session {
    let responder = Responder.shared
    let json: Bool
    let short: Bool
    /// Answers are styled (`TerminalStyle`): stdout is a terminal, and neither NO_COLOR nor TERM=dumb is set.
    let colour: Bool
    var language: String?
    var regions: RegionSelection
    let fixedToday: CalendarDate?
    let fallbackLanguage: String
    let territory: String?
    /// The clock, read for every question; replaced in tests.
    let now: () -> UnixTime
    /// The zone today is taken in, from `TZ` as the C library reads it, once per run.
    let timeZone: TimeZoneRules
    /// Where notes and countdowns are kept; started only when a question needs them.
    let personalData: PersonalData?

    /// - Parameter settings: already checked (RunSettings.usageProblem).
    init(settings: RunSettings, environment: Environment, now: @escaping () -> UnixTime = UnixTime.now,
         outputIsTerminal: Bool = false) {
        json = settings.json
        short = settings.short
        colour = environment.useColour(outputIsTerminal: outputIsTerminal)
        // A tag names its language (`--lang zh-TW` answers in zh-Hant); usageProblem has checked it.
        // Without the option, `VECKA_LANG` (EnvironmentDefaults).
        language = settings.language.flatMap(Localization.code(forTag:)) ?? environment.defaultLanguage.value
        if let today = settings.today {
            fixedToday = CalendarDateParsing.date(today)
        } else if case .date(let date) = environment.fixedToday {
            fixedToday = date
        } else {
            fixedToday = nil
        }
        fallbackLanguage = environment.language(among: Responder.shared.languageCodes) ?? "en"
        regions = settings.region.flatMap(RegionList.parse) ?? environment.defaultRegions.value ?? RegionSelection()
        territory = environment.territory
        self.now = now
        // Not read when today is fixed: the zone file is then never opened.
        timeZone = fixedToday == nil ? .local(tz: environment.value("TZ")) : .utc
        personalData = environment.databasePath(option: settings.database).map(PersonalData.init(databasePath:))
    }

    /// Today is read for every question, so a session left open over midnight (or into a new week)
    /// answers for the new day.
    var context: AnswerContext { context(at: now()) }

    /// The context at an instant already read from the clock (the pipe also gives it to a request's `tz`).
    func context(at instant: UnixTime) -> AnswerContext {
        AnswerContext(today: fixedToday ?? CalendarDate.today(in: timeZone, now: instant), language: language,
                      fallbackLanguage: fallbackLanguage, regions: regions.regions, places: regions.places,
                      territory: territory)
    }

    /// The language used for the program's own messages.
    var messageLanguage: String { language ?? fallbackLanguage }

    var messages: Messages { Messages(responder: responder, language: messageLanguage) }

    func answer(_ question: String) -> Answer {
        responder.answer(question, context: context, personal: personalData?.access(user: PersonalData.localUser))
    }

    func render(_ answer: Answer) -> String {
        if json { return answer.json.serialized }
        if short { return answer.shortValue ?? answer.text }
        return colour ? TerminalStyle.styled(answer.text, marks: answer.marks) : answer.text
    }
}
