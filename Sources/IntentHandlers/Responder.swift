import Foundation
import IntentParser
import LocalizationData
import VeckaEngine

/// What an answer depends on besides the question.
public struct AnswerContext: Sendable {
    /// "Today" for this question; read afresh per question unless fixed by `--today`.
    public var today: CalendarDate
    /// `--lang`: the language of every answer, and of questions that do not show their own.
    public var language: String?
    /// The language for questions that show none when `--lang` is not given (from `LANG`).
    public var fallbackLanguage: String
    /// Holiday regions (`--region`, a request's `region`); empty: the answer language's default.
    public var regions: [HolidayRegion]
    /// The territory of the user's locale (`LANG=en_GB` → GB): English answers default to it.
    public var territory: HolidayRegion?

    public init(today: CalendarDate, language: String? = nil, fallbackLanguage: String = "en",
                regions: [HolidayRegion] = [], territory: HolidayRegion? = nil) {
        self.today = today
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

    public func answer(_ question: String, context: AnswerContext) -> Answer {
        let preferred = context.language ?? context.fallbackLanguage
        if question.utf8.count > QuestionParser.maximumLength {
            return builder(question, language: preferred, today: context.today).tooLong()
        }
        let parsed = parser.parse(question, preferredLanguage: preferred)
        let intent = parsed.intent
        var builder = builder(question, language: context.language ?? parsed.language, today: context.today)
        builder.regions = regions(for: intent, context: context, language: builder.language)
        if let problem = intent.problem { return builder.problem(problem, intent: intent.kind) }
        let answer = answer(intent, builder)
        guard let order = intent.numericOrder, answer.isAnswered else { return answer }
        return answer.appending(builder.templates.text(order == .monthFirst ? "note.monthFirst" : "note.dayFirst"))
    }

    /// Regions named in the question, else the context's, else the answer language's own
    /// (English: the user's territory, else the US).
    private func regions(for intent: Intent, context: AnswerContext, language: String) -> [HolidayRegion] {
        if !intent.regions.isEmpty { return intent.regions }
        if !context.regions.isEmpty { return context.regions }
        if language == "en", let territory = context.territory { return [territory] }
        let code = Localization.pack(language)?.setting("defaultRegion") ?? "US"
        return [HolidayRegion(rawValue: code) ?? .US]
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
        case .holidayDate: return intent.date.map(builder.holidayDate) ?? builder.unknown()
        case .isHoliday: return builder.isHoliday(intent.date ?? .relativeDays(0))
        case .holidaysInPeriod: return builder.holidaysInPeriod(intent.period ?? .year(.current), remainderOnly: intent.remainderOnly)
        case .unknown: return builder.unknown()
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

    private func builder(_ question: String, language: String, today: CalendarDate) -> AnswerBuilder {
        let resource = resources.get(language)
        return AnswerBuilder(query: question, language: resource.code, today: today,
                             templates: resource.templates, format: resource.format, names: resource.holidayNames)
    }
}

/// Templates and formatters per language, made on first use: most runs need one language, and
/// making Foundation formatters costs more than answering a question.
private final class ResourceCache: @unchecked Sendable {
    struct Resource {
        let code: String
        let templates: Templates
        let format: DateFormatting
        let holidayNames: HolidayNames
    }

    private let lock = NSLock()
    private var cache: [String: Resource] = [:]

    func get(_ language: String) -> Resource {
        lock.lock()
        defer { lock.unlock() }
        if let resource = cache[language] { return resource }
        let pack = Localization.pack(language) ?? Localization.pack("en") ?? Localization.packs[0]
        let templates = Templates(pack: pack, fallback: Localization.pack("en"))
        let resource = Resource(code: pack.code, templates: templates, format: DateFormatting(pack: pack, templates: templates),
                                holidayNames: HolidayNames(pack: pack))
        cache[language] = resource
        return resource
    }
}
