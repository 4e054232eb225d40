/// What the question asks for.
public enum IntentKind: String, Sendable, CaseIterable {
    case currentWeek, weekForDate, weekOverview, datesOfWeek, weeksInYear, unknown
}

/// A question understood: what it asks, and the date, week or year it asks about.
public struct Intent: Equatable, Sendable {
    public var kind: IntentKind
    public var date: DateExpression?
    public var week: WeekExpression?
    public var year: YearExpression?
    /// Set when the question names a date that cannot exist (month 13); the answer explains it.
    public var problem: ParseProblem?

    public init(kind: IntentKind, date: DateExpression? = nil, week: WeekExpression? = nil,
                year: YearExpression? = nil, problem: ParseProblem? = nil) {
        self.kind = kind
        self.date = date
        self.week = week
        self.year = year
        self.problem = problem
    }

    public static let unknown = Intent(kind: .unknown)
}

/// The parser's result.
public struct ParsedQuestion: Sendable {
    /// The language the question is written in (its vocabulary matched best).
    public let language: String
    public let intent: Intent
    /// Share of the question's letters the vocabulary explained (0…1).
    public let coverage: Double
}
