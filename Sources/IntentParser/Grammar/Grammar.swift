import Synchronization

/// The date grammar of one language: passes of rules that turn items into entities, from the
/// smallest pieces (numbers, marked months) up to dates and weeks. The rules themselves are shared
/// by all languages; what differs (word order, numeric date order, eras) comes from `GrammarSettings`.
struct Grammar: Sendable {
    let settings: GrammarSettings
    private let passes: [[Rule]]
    private let starts: StartCache

    /// - Parameter cachesStarts: false tests every rule at every item (the oracle StartCacheTests
    ///   compares the cache with).
    init(settings: GrammarSettings, cachesStarts: Bool = true) {
        self.settings = settings
        starts = StartCache(keeps: cachesStarts)
        passes = [
            // Before the markers and the calendar rules: "mùng 5" would be a day of the month, and
            // "2027년 설날" a dated holiday that 전날 could no longer follow.
            HolidayDayRules.rules(settings),
            // "tuần 12 năm sau" is week 12 next year, not "12 years later": week words claim their
            // number before durations do; "3주 후" is a duration before "12주" can be a week number.
            // Durations and markers share a pass so the longer reading wins: "10日後" is ten days
            // later, not the 10th; "tháng 12 năm sau" is December next year, not "12 years later".
            settings.weekWordFollowsNumber ? [] : WeekRules.leadingWordRules(settings),
            DurationRules.rules(settings) + MarkerRules.rules(settings),
            RelativeRules.rules(settings),
            DateRules.calendarRules(settings),
            WeekRules.numberRules(settings),
            WeekRules.yearRules(settings),
            DateRules.weekdayRules(settings),
            DateRules.standaloneRules(settings),
            DurationRules.amountRules(settings),
        ]
    }

    /// - Parameter territory: the user's (from the locale), which decides the order of numeric dates
    ///   in languages written in both orders (English: 3/4 is 4 March in the US, 3 April in the UK).
    func apply(_ items: [Item], territory: String? = nil) -> [Item] {
        var items = SpanEndWeekdays.marked(NumberRules.combine(items))
        let order = settings.dateOrder(in: territory)
        let reader = NumericDateReader(settings: order == settings.dateOrder ? settings : settings.with(dateOrder: order))
        items = items.map { item in
            guard case .numericDate(let date) = item.kind, let reading = reader.reading(of: date) else { return item }
            var converted = item
            converted.kind = .entity(reading.entity)
            converted.numericOrder = reading.assumed
            return converted
        }
        var starts = self.starts.masks(for: items, passes: passes)
        for (pass, rules) in passes.enumerated() { (items, starts) = items.rewritten(by: rules, pass: pass, starts: starts) }
        return BackReferences.resolved(SpanStartDays.marked(items))
    }
}

extension GrammarSettings {
    /// A year written as a number: a marked year entity, or four digits. Five digits and more are
    /// years too — beyond the years answered ("how many weeks does 10000 have"), so the answer says
    /// so instead of dropping the number and answering for this year.
    func year(of item: Item) -> YearExpression? {
        if case .entity(.year(let year)) = item.kind { return year }
        if item.digitCount >= 4, item.entity == nil, let number = item.number { return .absolute(gregorianYear(number)) }
        return nil
    }

    /// A year right after a date or a holiday name, where three digits are a year as well: "1 January
    /// 800", "Easter 800".
    func trailingYear(of item: Item) -> YearExpression? {
        if let year = year(of: item) { return year }
        if item.digitCount == 3, item.entity == nil, item.spelledDigits == 0, let number = item.number { return .absolute(number) }
        return nil
    }
}

/// Which rules of each pass may start at an item (`Pattern.mayStart`), kept across questions: most
/// items are words of the vocabulary that come again and again, and testing every rule at every
/// position was most of the grammar's time. Only for items the grammar has not made (an entity is
/// tested each time), and by everything a rule's tests can see of an item but where it stands: the
/// tests are functions of the item, and none reads its position (`range` only for its length).
final class StartCache: Sendable {
    /// Rules of a pass with a bit of their own; any further ones are tested each time.
    static let rulesPerMask = 64
    /// Numbers make new items without end: past this many, items are tested, not kept.
    private static let capacity = 8192

    private struct Key: Hashable {
        enum Kind: Hashable { case phrase(exact: Bool), digits(count: Int), numericDate(NumericDate), unknown }
        let kind: Kind
        let readings: [Reading]
        let length: Int
        let isDigitSequence: Bool
        let spelledDigits: Int
        let numericOrder: NumericOrder?

        init?(_ item: Item) {
            switch item.kind {
            case .phrase(let exact): kind = .phrase(exact: exact)
            case .digits(let count): kind = .digits(count: count)
            case .numericDate(let date): kind = .numericDate(date)
            case .unknown: kind = .unknown
            case .entity: return nil
            }
            readings = item.readings
            length = item.range.count
            isDigitSequence = item.isDigitSequence
            spelledDigits = item.spelledDigits
            numericOrder = item.numericOrder
        }

        /// Names (holidays, places) by their length only: hashing a string in full normalizes it,
        /// which cost more than the tests saved. Equality still compares them.
        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(length)
            hasher.combine(isDigitSequence)
            hasher.combine(spelledDigits)
            hasher.combine(numericOrder)
            hasher.combine(readings.count)
            for reading in readings {
                switch reading {
                case .holiday(let name), .place(let name): hasher.combine(name.utf8.count)
                default: hasher.combine(reading)
                }
            }
        }
    }

    private let table = Mutex<[Key: [UInt64]]>([:])
    private let keeps: Bool

    init(keeps: Bool = true) {
        self.keeps = keeps
    }

    /// For each item, one mask per pass (bit r: rule r may start there), or nil for an entity.
    func masks(for items: [Item], passes: [[Rule]]) -> [[UInt64]?] {
        let keys = keeps ? items.map(Key.init) : [Key?](repeating: nil, count: items.count)
        var masks: [[UInt64]?] = table.withLock { table in keys.map { $0.flatMap { table[$0] } } }
        var found: [(Key, [UInt64])] = []
        for index in items.indices where masks[index] == nil {
            guard let key = keys[index] else { continue }
            let item = items[index]
            let computed = passes.map { rules in
                var mask: UInt64 = 0
                for rule in rules.indices.prefix(Self.rulesPerMask) where rules[rule].pattern.mayStart(with: item) {
                    mask |= 1 << UInt64(rule)
                }
                return mask
            }
            masks[index] = computed
            found.append((key, computed))
        }
        if !found.isEmpty {
            table.withLock { table in
                for (key, mask) in found where table.count < Self.capacity { table[key] = mask }
            }
        }
        return masks
    }
}
