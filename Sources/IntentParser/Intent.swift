import TextNormalization
import VeckaEngine

/// What the question asks for.
public enum IntentKind: String, Sendable, CaseIterable {
    case currentWeek, weekForDate, weekOverview, datesOfWeek, weeksInYear, daysUntil, daysBetween, dayOfWeek
    case holidayDate, isHoliday, holidaysInPeriod
    /// A date's other numbers: its day of the year, its quarter; a year's leap day; a month's length.
    case dayOfYear, quarter, isLeapYear, daysInYear, daysInMonth
    /// The user's own notes and countdowns (PersonalCommand): each has its handler.
    case addNote, listNotes, deleteNote, agenda, addCountdown, listCountdowns, deleteCountdown, undo
    /// A month's calendar, Monday to Sunday with week numbers ("show me December", "12月のカレンダー");
    /// a year's, month by month ("show 2027", "kalender 2027").
    case monthOverview, yearOverview
    case unknown
}

/// A question understood: what it asks, and the date, week or year it asks about.
public struct Intent: Equatable, Sendable {
    public var kind: IntentKind
    public var date: DateExpression?
    public var week: WeekExpression?
    public var year: YearExpression?
    /// Set when the question names a date that cannot exist (month 13); the answer explains it.
    public var problem: ParseProblem?
    /// The second date of a span (daysBetween).
    public var endDate: DateExpression?
    /// The unit the question counts in ("how many *weeks* until"): days unless weeks were asked for.
    public var countingUnit: TimeUnit = .day
    /// "Inclusive": a span counts both its first and its last day.
    public var inclusive = false
    /// Set when a numeric date's order was assumed; the answer says how it was read.
    public var numericOrder: NumericOrder?
    /// Regions named in the question ("helgdagar i Norge"); empty when it names none.
    public var regions: [HolidayRegion] = []
    /// Places named in the question that have no holiday rules here (ISO 3166 codes: "in Bayern" → DE-BY).
    public var places: [String] = []
    /// The month whose length is asked (daysInMonth), or whose calendar is shown (monthOverview).
    public var month: MonthExpression?
    /// The period a holiday list covers (holidaysInPeriod).
    public var period: HolidayPeriod?
    /// Only what is left of the period, from today on ("holidays left this year").
    public var remainderOnly = false
    /// Only the days off given for holidays on rest days ("次の振替休日", "holidays observed in 2027").
    public var substitutesOnly = false
    /// Week numbers the question offers for its date ("is Christmas in week 52?", "tuần 53 hay tuần 1"):
    /// the week answer says which it is, so they are used, not dropped.
    public var weeksOffered = 0
    /// Weekdays the question offers for its date ("จันทร์หรืออาทิตย์"): the weekday answer says which.
    public var weekdaysOffered = 0
    /// The quarter a holiday list's period is (1…4: "holidays in Q1 2027"): its number is used.
    public var quarterOfPeriod: Int?
    /// For a question understood only in part: the words that carry meaning but that no answer could
    /// use ("2027" in "what week is next Friday 2027"), as they stand in the normalized question.
    public var unusedParts: [String] = []

    public init(kind: IntentKind, date: DateExpression? = nil, week: WeekExpression? = nil,
                year: YearExpression? = nil, problem: ParseProblem? = nil) {
        self.kind = kind
        self.date = date
        self.week = week
        self.year = year
        self.problem = problem
    }

    public static let unknown = Intent(kind: .unknown)

    static func span(_ kind: IntentKind, from start: DateExpression, to end: DateExpression? = nil,
                     unit: TimeUnit, inclusive: Bool) -> Intent {
        var intent = Intent(kind: kind, date: start)
        intent.endDate = end
        intent.countingUnit = unit
        intent.inclusive = inclusive
        return intent
    }
}

/// The stretch of time a holiday question is about.
public enum HolidayPeriod: Equatable, Sendable {
    case week(WeekExpression)
    case month(MonthExpression)
    case year(YearExpression)
    /// The next holiday from today on.
    case next
    /// From one date to another: "röda dagar mellan 20/12 och 10/1", "các ngày lễ từ 25/4 đến 5/5".
    case span(from: DateExpression, to: DateExpression)
}

/// The parser's result.
public struct ParsedQuestion: Sendable {
    /// The language the question is written in (its vocabulary matched best).
    public let language: String
    public let intent: Intent
    /// Share of the question's letters the vocabulary explained (0…1).
    public let coverage: Double
    /// Whether the question's letters alone show its language (Hangul, Thai, kana; å, ß, ư): then even a
    /// question with no known word is answered in it.
    public var languageIsEvident = false
    /// The question as normalized for this parse, kept so that the personal-command reader, which looks
    /// at every question, does not normalize it a second time.
    var normalized: NormalizedText?

    public init(language: String, intent: Intent, coverage: Double, languageIsEvident: Bool = false) {
        self.language = language
        self.intent = intent
        self.coverage = coverage
        self.languageIsEvident = languageIsEvident
    }
}
