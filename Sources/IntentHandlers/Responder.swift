import IntentParser
import LocalizationData
import Synchronization
import VeckaEngine

/// What an answer depends on besides the question.
public struct AnswerContext: Sendable, Hashable {
    /// "Today" for this question; read afresh per question unless fixed by `--today`.
    public var today: CalendarDate
    /// `--lang`: the language of every answer, and of questions that do not show their own.
    public var language: String?
    /// The language for questions that show none when `--lang` is not given (from `LANG`).
    public var fallbackLanguage: String
    /// Holiday regions (`--region`, a request's `region`); empty: the answer language's default.
    public var regions: [HolidayRegion]
    /// Places asked for by `--region` or the request that have no holiday rules here (ISO 3166 codes:
    /// `ES`, `GB-SCT`): a holiday question about them is refused with what is known.
    public var places: [String] = []
    /// The territory of the user's locale (`LANG=en_GB` → GB, `sv_FI` → FI), an ISO 3166 code: holidays
    /// default to it when it is a holiday region, and it orders numeric dates (3/4 is 3 April in GB).
    public var territory: String?

    public init(today: CalendarDate, language: String? = nil, fallbackLanguage: String = "en",
                regions: [HolidayRegion] = [], places: [String] = [], territory: String? = nil) {
        self.today = today
        self.places = places
        self.language = language
        self.fallbackLanguage = fallbackLanguage
        self.regions = regions
        self.territory = territory
    }
}

/// Question in, answer out: parse, dispatch to the intent's handler, render in the right language.
public final class Responder: Sendable {
    public static let shared = Responder(parser: .shared)

    public let parser: QuestionParser
    private let resources = ResourceCache()

    public init(parser: QuestionParser) {
        self.parser = parser
    }

    public var languageCodes: [String] { parser.languageCodes }

    /// Answers are kept, keyed by the question and everything the answer depends on (`AnswerContext`
    /// holds all of it: today, language, regions, places, territory): a bot's users ask the same few
    /// things again and again, and building the answer — holidays, names, dates — costs far more than
    /// reading the question from the parse cache.
    private let answers = LockedDictionary<AnswerKey, Answer>(limit: 1_024)

    private struct AnswerKey: Hashable, Sendable {
        let question: ExactText
        let context: AnswerContext
    }

    /// - Parameter personal: the user's notes and countdowns. While the user has none stored, answers are
    ///   kept as for everyone; once they have, every answer is made afresh, since a week overview or a
    ///   countdown's name depends on what they stored.
    public func answer(_ question: String, context: AnswerContext, personal: PersonalAccess? = nil) -> Answer {
        if let personal, personal.mayHaveData() { return personalAwareAnswer(question, context: context, personal: personal) }
        let key = AnswerKey(question: ExactText(question), context: context)
        if let cached = answers.cachedValue(for: key) { return cached }
        // A command changes or reads stored data: never kept.
        if let command = personalCommandAnswer(question, context: context, personal: personal) { return command }
        let answer = answerUncached(question, context: context)
        answers.insert(answer, for: key)
        return answer
    }

    /// A personal command given as values rather than words (the MCP server's typed tools): answered as the
    /// same command said in words is, for `personal`'s user, in the context's language.
    public func answer(_ command: PersonalCommand, query: String, context: AnswerContext, personal: PersonalAccess?) -> Answer {
        var builder = builder(query, language: context.language ?? context.fallbackLanguage, today: context.today)
        builder.regions = regions(for: Intent(kind: .unknown), context: context, language: builder.language)
        builder.personal = personal
        return builder.personalAnswer(PersonalReading(language: builder.language, outcome: .command(command)))
    }

    private func personalCommandAnswer(_ question: String, context: AnswerContext, personal: PersonalAccess?) -> Answer? {
        let preferred = context.language ?? context.fallbackLanguage
        guard let reading = parser.readPersonalCommand(question, preferredLanguage: preferred, territory: context.territory) else { return nil }
        var builder = builder(question, language: context.language ?? reading.language, today: context.today)
        builder.regions = regions(for: Intent(kind: .unknown), context: context, language: builder.language)
        builder.personal = personal
        return builder.personalAnswer(reading)
    }

    /// A question from a user who keeps notes: a command, else the calendar answer with their notes
    /// beside it — and a countdown's name read as its date wherever the question names one ("how many
    /// days until my vacation"), winning over a public holiday of the same name.
    private func personalAwareAnswer(_ question: String, context: AnswerContext, personal: PersonalAccess) -> Answer {
        if let command = personalCommandAnswer(question, context: context, personal: personal) { return command }
        let preferred = context.language ?? context.fallbackLanguage
        let intent = parser.parse(question, preferredLanguage: preferred, territory: context.territory).intent
        let mayNameCountdown = intent.kind == .unknown || intent.date?.namesHoliday == true || intent.endDate?.namesHoliday == true
        if mayNameCountdown, let countdowns = try? personal.store.countdowns(user: personal.user), !countdowns.isEmpty,
           let (replaced, used) = parser.replacingCountdownName(
               in: question, names: countdowns.map { QuestionParser.NamedDate(name: $0.name, date: $0.date) }, preferredLanguage: preferred) {
            let answer = answerUncached(replaced, context: context, personal: personal, shownQuery: question)
            if answer.isAnswered {
                let builder = builder(question, language: answer.language, today: context.today)
                return answer.appending(builder.templates.render("countdown.used", [
                    "name": builder.quotedList([StoredText.shown(used.name)]), "date": builder.format.longDate(used.date),
                ]))
            }
        }
        return answerUncached(question, context: context, personal: personal)
    }

    /// A question a program asks already understood, through typed arguments rather than words (the MCP
    /// server's calendar tools, `--calendar`): answered by the same handlers, in `context.language` (else the
    /// fallback language), for the intent's regions, else the context's, else that language's. Not cached:
    /// the parse it saves is the cost the cache exists for.
    public func answer(_ intent: Intent, context: AnswerContext, personal: PersonalAccess? = nil) -> Answer {
        var builder = builder("", language: context.language ?? context.fallbackLanguage, today: context.today)
        builder.regions = regions(for: intent, context: context, language: builder.language)
        builder.personal = personal
        if let problem = intent.problem { return builder.problem(problem, intent: intent.kind) }
        // A place given with the context whose holidays are not known (`--calendar --region AT`) is refused
        // as a question would be, never answered with another region's holidays.
        if let place = context.places.first, intent.regions.isEmpty, intent.usesHolidays {
            return builder.unsupportedPlace(place, intent: intent.kind)
        }
        return answer(intent, builder)
    }

    private func answerUncached(_ question: String, context: AnswerContext, personal: PersonalAccess? = nil,
                                shownQuery: String? = nil) -> Answer {
        let preferred = context.language ?? context.fallbackLanguage
        if question.utf8.count > QuestionParser.maximumLength {
            return builder(shownQuery ?? question, language: preferred, today: context.today).tooLong()
        }
        let parsed = parser.parse(question, preferredLanguage: preferred, territory: context.territory)
        let intent = parsed.intent
        // A question with no word of any vocabulary ("asdf qwer") shows no language: its reply is in
        // the user's, not in whichever language its letters happened to suggest — unless the letters
        // name it ("고마워 잘 자", "schönes Wochenende"): a kind refusal is in the asker's language.
        let shownLanguage = intent.kind == .unknown && parsed.coverage == 0 && !parsed.languageIsEvident
            ? preferred : parsed.language
        var builder = builder(shownQuery ?? question, language: context.language ?? shownLanguage, today: context.today)
        builder.regions = regions(for: intent, context: context, language: builder.language)
        builder.personal = personal
        if let problem = intent.problem { return builder.problem(problem, intent: intent.kind) }
        // A place named in the question decides; else one given with --region or the request; else the
        // locale's territory when the answer language is written there but its holidays are not known.
        var places = intent.regions.isEmpty && intent.places.isEmpty ? context.places : intent.places
        if places.isEmpty, intent.regions.isEmpty, context.regions.isEmpty,
           let territory = unsupportedLocaleTerritory(context, language: builder.language) {
            places = [territory]
        }
        if let place = places.first, intent.usesHolidays {
            return builder.unsupportedPlace(place, intent: intent.kind)
        }
        let answer = answer(intent, builder)
        guard let order = intent.numericOrder, answer.isAnswered else { return answer }
        return answer.appending(builder.templates.text(order == .monthFirst ? "note.monthFirst" : "note.dayFirst"))
    }

    /// Regions named in the question, else the context's, else the user's territory when it is a
    /// holiday region and the answer is in English or in the language of the user's locale
    /// (`LANG=zh_HK` asking in Chinese, Simplified or Traditional: Hong Kong; `sv_FI` in Swedish: Finland),
    /// else the answer language's own country (English: the US).
    private func regions(for intent: Intent, context: AnswerContext, language: String) -> [HolidayRegion] {
        if !intent.regions.isEmpty { return intent.regions }
        if !context.regions.isEmpty { return context.regions }
        if let territory = context.territory.flatMap({ HolidayRegion(code: $0) }),
           language == "en" || Localization.baseLanguage(of: language) == Localization.baseLanguage(of: context.fallbackLanguage) {
            return [territory]
        }
        let code = Localization.pack(language)?.setting("defaultRegion") ?? "US"
        return [HolidayRegion(code: code) ?? .US]
    }

    /// The user's territory (`LANG=zh_TW`) when it is one of the places whose locales choose the answer
    /// language (`localeTerritories` in language.tsv: zh-Hant is written in HK, MO and TW) and its holidays
    /// are not known here: that language's default region (HK) would then be another place's holidays
    /// given as if they were the user's, so a holiday question is refused as one about that territory.
    private func unsupportedLocaleTerritory(_ context: AnswerContext, language: String) -> String? {
        guard let territory = context.territory, HolidayRegion(code: territory) == nil,
              Localization.pack(language)?.list("localeTerritories").contains(territory) == true else { return nil }
        return territory
    }

    private func answer(_ intent: Intent, _ builder: AnswerBuilder) -> Answer {
        switch intent.kind {
        case .currentWeek: return builder.currentWeek()
        case .weekForDate: return intent.date.map(builder.weekForDate) ?? builder.unknown()
        case .weekOverview: return builder.weekOverview(intent.week ?? .current)
        case .datesOfWeek: return builder.datesOfWeek(intent.week ?? .current)
        case .weeksInYear: return builder.weeksInYear(intent.year ?? .current)
        case .daysUntil:
            return intent.date.map { builder.daysUntil($0, unit: intent.countingUnit) } ?? builder.unknown()
        case .daysBetween:
            guard let start = intent.date, let end = intent.endDate else { return builder.unknown() }
            return builder.daysBetween(start, end, unit: intent.countingUnit, inclusive: intent.inclusive)
        case .dayOfWeek: return builder.dayOfWeek(intent.date ?? .relativeDays(0))
        case .holidayDate:
            guard let date = intent.date else { return builder.unknown() }
            return intent.substitutesOnly ? builder.substituteDay(date) : builder.holidayDate(date)
        case .isHoliday: return builder.isHoliday(intent.date ?? .relativeDays(0))
        case .holidaysInPeriod:
            return builder.holidaysInPeriod(intent.period ?? .year(.current), remainderOnly: intent.remainderOnly,
                                            substitutesOnly: intent.substitutesOnly)
        case .dayOfYear: return builder.dayOfYear(intent.date ?? .relativeDays(0))
        case .quarter: return builder.quarter(intent.date ?? .relativeDays(0))
        case .isLeapYear: return builder.isLeapYear(intent.year ?? .current, askedForDays: false)
        case .daysInYear: return builder.isLeapYear(intent.year ?? .current, askedForDays: true)
        case .daysInMonth: return builder.daysInMonth(intent.month ?? .relative(0))
        case .monthOverview: return builder.monthOverview(intent.month ?? .relative(0))
        case .yearOverview: return builder.yearOverview(intent.year ?? .current)
        case .unknown: return builder.unknown(unused: intent.unusedParts)
        // Personal commands are read and answered before the calendar parse (`personalCommandAnswer`).
        case .addNote, .listNotes, .deleteNote, .agenda, .addCountdown, .listCountdowns, .deleteCountdown, .undo:
            return builder.unknown()
        }
    }

    /// The localized `bad_request` message for a request line that could not be read.
    public func badRequestMessage(_ reason: String, language: String) -> String {
        resources.get(language).templates.render("error.badRequest", ["reason": reason])
    }

    /// The text for a language's template key (help and REPL messages).
    public func text(_ key: String, language: String) -> String {
        resources.get(language).templates.text(key)
    }

    /// A region's name in `language`, as answers show it (the MCP regions resource).
    public func regionName(_ region: HolidayRegion, language: String) -> String {
        let resource = resources.get(language)
        return AnswerBuilder.regionName(region, templates: resource.templates, places: resource.placeNames)
    }

    /// A language's template with its `{placeholders}` filled (the command line's own messages).
    public func render(_ key: String, _ values: [String: String], language: String) -> String {
        resources.get(language).templates.render(key, values)
    }

    /// The holiday regions an answer in `language` uses when neither the question nor the context names
    /// any (`:region` without an argument shows them).
    public func defaultRegions(language: String, context: AnswerContext) -> [HolidayRegion] {
        regions(for: Intent(kind: .unknown), context: context, language: language)
    }

    public func list(_ key: String, language: String) -> [String] {
        resources.get(language).templates.list(key)
    }

    /// A builder for tests of the parts answers are made of.
    func testBuilder(language: String, today: CalendarDate) -> AnswerBuilder {
        var builder = builder("", language: language, today: today)
        builder.regions = regions(for: Intent(kind: .unknown), context: AnswerContext(today: today), language: language)
        return builder
    }

    /// Internal, not private: the calendar tests build answers with notes no question can bring yet.
    func builder(_ question: String, language: String, today: CalendarDate) -> AnswerBuilder {
        let resource = resources.get(language)
        return AnswerBuilder(query: question, language: resource.code, today: today, templates: resource.templates,
                             format: resource.format, names: resource.holidayNames, placeNames: resource.placeNames)
    }
}

/// Templates, date formats and names per language, made on first use: most runs need one language.
private final class ResourceCache: Sendable {
    struct Resource: Sendable {
        let code: String
        let templates: Templates
        let format: DateFormatting
        let holidayNames: HolidayNames
        let placeNames: PlaceNames
    }

    private let cache = Mutex<[String: Resource]>([:])

    func get(_ language: String) -> Resource {
        cache.withLock { cache in
            if let resource = cache[language] { return resource }
            let pack = Localization.pack(language) ?? Localization.pack("en") ?? Localization.packs[0]
            let english = Localization.pack("en")
            let templates = Templates(pack: pack, fallback: english)
            let resource = Resource(code: pack.code, templates: templates, format: DateFormatting(pack: pack, fallback: english),
                                    holidayNames: HolidayNames(pack: pack, templates: templates), placeNames: PlaceNames(pack: pack))
            cache[language] = resource
            return resource
        }
    }
}
