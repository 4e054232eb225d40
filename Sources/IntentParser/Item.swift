/// One unit of the question as the grammar sees it: a matched phrase (with its readings), a number
/// written in digits, a word nobody knows, or — once rules have combined items — an entity.
struct Item: Sendable {
    enum Kind: Sendable, Equatable {
        /// A lexicon phrase; `exact` is false when it matched only without diacritics.
        case phrase(exact: Bool)
        /// Digits; `count` is how many were written (4-digit numbers can be years).
        case digits(count: Int)
        /// Digits with separators: 24/12, 2026-12-24, 24.12.2026.
        case numericDate(NumericDate)
        case unknown
        case entity(Entity)
    }

    // Rules' first tests are kept per item across questions (`StartCache`): a stored property added
    // here that a rule test reads must be part of `StartCache.Key` too.
    var kind: Kind
    var readings: [Reading]
    /// Range in the normalized text.
    var range: Range<Int>
    /// Number characters written digit by digit (二〇二七), which read like digits (four make a year).
    var isDigitSequence = false
    /// A year spelled out in words ("nineteen eighty six"): as many digits as it would be written with.
    var spelledDigits = 0
    /// How a numeric date's day and month were told apart, when the digits alone could not tell.
    var numericOrder: NumericOrder?

    func has(_ reading: Reading) -> Bool { readings.contains(reading) }

    var number: Int? {
        for case .number(let value) in readings { return value }
        return nil
    }

    var isWordNumber: Bool {
        if case .phrase = kind { return number != nil }
        return false
    }

    var digitCount: Int {
        if case .digits(let count) = kind { return count }
        if spelledDigits > 0 { return spelledDigits }
        return isDigitSequence ? range.count : 0
    }

    var entity: Entity? {
        if case .entity(let entity) = kind { return entity }
        return nil
    }

    var isUnknown: Bool { kind == .unknown }

    /// A day, month or year marker (năm, 일, 月), whatever else the word may read as.
    var isMarker: Bool { readings.contains { $0 == .dayMarker || $0 == .monthMarker || $0 == .yearMarker } }

    /// Items a rule may step over between its parts: "of", "the", a comma, an ordinal ending.
    var isSkippable: Bool {
        guard case .phrase = kind, !readings.isEmpty else { return false }
        return readings.contains(.connector) || readings.contains(.ordinalSuffix)
    }

    /// Whether the item is only filler (politeness, articles…): it neither helps nor hurts.
    var isFillerOnly: Bool {
        guard case .phrase = kind else { return false }
        return !readings.contains(where: \.isContent)
    }
}

/// Which of a numeric date's first two numbers was taken as the month.
public enum NumericOrder: Sendable, Hashable {
    case monthFirst, dayFirst
}

struct NumericDate: Hashable, Sendable {
    var parts: [Int]
    var digitCounts: [Int]
    var separator: Unicode.Scalar
}

/// What the grammar has recognised in a span of the question.
enum Entity: Sendable, Equatable {
    case date(DateExpression)
    case week(WeekExpression)
    case year(YearExpression)
    /// A day of the month with no month ("24日", "the 24th").
    case dayOfMonth(Int)
    /// A month written as a number with a marker ("12月", "tháng 12").
    case month(Int)
    /// A month and its year written as numbers: "5/2027", "tháng 5/2027", "12/2027".
    case monthOfYear(month: Int, year: Int)
    /// A month relative to this one ("next month", "来月", "tháng sau").
    case relativeMonth(Int)
    case duration(TimeUnit, Int)
    /// An amount of time not anchored to today ("3 weeks" in "how many days are in 3 weeks").
    case amount(TimeUnit, Int)
    /// A date that cannot exist, kept so the answer can say why.
    case invalid(ParseProblem)
}
