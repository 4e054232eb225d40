import IntentHandlers
import IntentParser
import LocalizationData
import VeckaEngine

/// The JSON Lines protocol without the pipe: one run's options and environment, answering one request
/// object at a time, from any thread. For hosts of the protocol other than stdin/stdout (the MCP
/// server's `ask` tool), so that they answer exactly what `vecka-ask --json` answers.
public struct ProtocolEndpoint: Sendable {
    public let responder: Responder
    /// The language of the endpoint's own messages (`--lang`, else the environment's, else English).
    public let messageLanguage: String
    /// Every request's context before its own fields refine it; `today` is read afresh per request.
    private let base: AnswerContext
    private let fixedToday: CalendarDate?
    private let timeZone: TimeZoneRules
    /// The notes of the person running the host (an MCP server serves one assistant of one person).
    private let personalData: PersonalData?

    /// Why the options cannot be used; the message is localized like the command's usage errors.
    public struct OptionProblem: Error, Sendable {
        public let message: String
    }

    /// The options of `vecka-ask --json` that hold for every request: `--lang`, `--today`, `--region`
    /// (each as on the command line, nil when not given), checked as the command checks them.
    public init(language: String?, today: String?, region: String?, environment: Environment) throws(OptionProblem) {
        let settings = RunSettings(json: true, language: language, today: today, region: region)
        if let problem = settings.usageProblem(environment: environment) {
            let codes = Responder.shared.languageCodes
            let messageLanguage = language.flatMap(Localization.code(forTag:)).flatMap { codes.contains($0) ? $0 : nil }
                ?? environment.language(among: codes) ?? "en"
            throw OptionProblem(message: problem.message(Messages(responder: .shared, language: messageLanguage)))
        }
        let session = Session(settings: settings, environment: environment)
        responder = session.responder
        messageLanguage = session.messageLanguage
        fixedToday = session.fixedToday
        timeZone = session.timeZone
        base = session.context(at: UnixTime.now())
        personalData = session.personalData
    }

    /// Whether today is fixed (`--today` or `VECKA_TODAY`) rather than read from the clock.
    public var todayIsFixed: Bool { fixedToday != nil }

    /// The context at an instant: today in the run's time zone (`TZ`), unless fixed.
    public func context(at instant: UnixTime = .now()) -> AnswerContext {
        var context = base
        context.today = fixedToday ?? CalendarDate.today(in: timeZone, now: instant)
        return context
    }

    /// One request line (plain text or a request object) → its response object, as the pipe writes it.
    public func response(to line: String) -> JSONValue {
        // One reading of the clock for today and for a request's own zone, as in the pipe.
        let now = UnixTime.now()
        return Request.response(to: line, responder: responder, context: context(at: now), todayIsFixed: todayIsFixed,
                                now: now, messageLanguage: messageLanguage,
                                personal: { [personalData] user in personalData?.access(user: user ?? PersonalData.localUser) })
    }
}

extension ProtocolEndpoint {
    /// A note or countdown command given as values (the MCP server's personal tools), for `user`'s data;
    /// `query` is what the answer's `query` shows.
    public func answer(_ command: PersonalCommand, query: String, language: String?, user: String) -> Answer {
        var context = context()
        if let language { context.language = language }
        return responder.answer(command, query: query, context: context, personal: personalData?.access(user: user))
    }

    /// `vecka-ask --version`'s version, which the MCP server reports as its own.
    public static var version: String { VersionInfo.version }
}
