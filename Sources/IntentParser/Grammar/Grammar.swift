/// The date grammar of one language: passes of rules that turn items into entities, from the
/// smallest pieces (numbers, marked months) up to dates and weeks. The rules themselves are shared
/// by all languages; what differs (word order, numeric date order, eras) comes from `GrammarSettings`.
struct Grammar: Sendable {
    let settings: GrammarSettings
    private let passes: [[Rule]]

    init(settings: GrammarSettings) {
        self.settings = settings
        passes = [
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
        var items = NumberRules.combine(items)
        let order = settings.dateOrder(in: territory)
        let reader = NumericDateReader(settings: order == settings.dateOrder ? settings : settings.with(dateOrder: order))
        items = items.map { item in
            guard case .numericDate(let date) = item.kind, let reading = reader.reading(of: date) else { return item }
            var converted = item
            converted.kind = .entity(reading.entity)
            converted.numericOrder = reading.assumed
            return converted
        }
        for rules in passes { items = items.rewritten(by: rules) }
        return items
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
