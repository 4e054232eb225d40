/// Reads 24/12, 12/24/2026, 2026-12-24, 24.12.2026 and 24/12/2569 in the language's order.
struct NumericDateReader {
    let settings: GrammarSettings

    /// The date, and the order used when it was a guess: the other order had to be taken (12/24 in
    /// Swedish), or both orders are real dates and the language's was assumed (5/6 in English).
    func reading(of date: NumericDate) -> (entity: Entity, assumed: NumericOrder?)? {
        guard let entity = entity(for: date) else { return nil }
        guard case .date(.calendarDate(_, let month, let day)) = entity, date.separator != ".",
              date.parts.count == 2 || date.digitCounts[0] <= 2 else { return (entity, nil) }
        let first = date.parts[date.parts.count == 3 && settings.dateOrder == .ymd && date.digitCounts[2] <= 2 ? 1 : 0]
        let monthFirst = first == month && first != day
        let languageMonthFirst = settings.dateOrder != .dmy
        if monthFirst != languageMonthFirst { return (entity, monthFirst ? .monthFirst : .dayFirst) }
        // Both orders are dates, and they differ: say which was assumed where the order is a real doubt.
        if day <= 12, month != day, settings.dateOrder == .mdy { return (entity, .monthFirst) }
        return (entity, nil)
    }

    func entity(for date: NumericDate) -> Entity? {
        let parts = date.parts
        let counts = date.digitCounts
        var year: Int?
        var first: Int
        var second: Int
        var dayFirst: Bool
        if parts.count == 3 {
            if counts[0] >= 3 {
                year = parts[0]; first = parts[1]; second = parts[2]; dayFirst = false
            } else if settings.dateOrder == .ymd && counts[2] <= 2 && date.separator != "." {
                year = twoDigitYear(parts[0], digits: counts[0]); first = parts[1]; second = parts[2]; dayFirst = false
            } else {
                year = twoDigitYear(parts[2], digits: counts[2]); first = parts[0]; second = parts[1]
                dayFirst = date.separator == "." || settings.dateOrder != .mdy
            }
        } else {
            // Month/year (12/2027) and year/month are not days.
            guard counts[0] <= 2, counts[1] <= 2 else { return nil }
            first = parts[0]; second = parts[1]
            dayFirst = date.separator == "." || settings.dateOrder == .dmy
        }
        if let written = year { year = settings.gregorianYear(written) }
        var (day, month) = dayFirst ? (first, second) : (second, first)
        // Read in the language's order first; when that cannot be a date but the other order can
        // (12/24 in Swedish), take the one that exists.
        let yearFirst = parts.count == 3 && counts[0] >= 3
        if month > 12, day <= 12, !yearFirst { swap(&day, &month) }
        if month < 1 || month > 12 { return .invalid(.invalidMonth(month)) }
        if day < 1 { return .invalid(.invalidDay(day: day, month: month, year: year, daysInMonth: 31)) }
        return .date(.calendarDate(year: year.map { .absolute($0) }, month: month, day: day))
    }

    /// 74 → 1974, 15 → 2015: two-digit years pivot at 50, as Duckling and Recognizers do in practice.
    private func twoDigitYear(_ value: Int, digits: Int) -> Int {
        guard digits <= 2 else { return value }
        return value < 50 ? 2000 + value : 1900 + value
    }
}
