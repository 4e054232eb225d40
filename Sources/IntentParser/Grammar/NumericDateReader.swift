import VeckaEngine

/// Reads 24/12, 12/24/2026, 2026-12-24, 24.12.2026 and 24/12/2569 in the language's order.
struct NumericDateReader {
    let settings: GrammarSettings

    /// The date, and the order used when it was a guess: the other order had to be taken (12/24 in
    /// Swedish), or both orders are real dates and the language's was assumed (5/6 in English).
    func reading(of date: NumericDate) -> (entity: Entity, assumed: NumericOrder?)? {
        guard let entity = entity(for: date) else { return nil }
        guard case .date(.calendarDate(_, let month, let day)) = entity, date.separator != ".",
              date.parts.count == 2 || date.digitCounts[0] <= 2 else { return (entity, nil) }
        // 7/7 is the same day in either order: nothing was assumed.
        guard month != day else { return (entity, nil) }
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
        if parts.count == 2 {
            // Month/year (12/2027) and year/month are not days: a week word takes the first ("KW 5/2027"),
            // else the month does (`DateRules.standaloneRules`).
            guard counts[0] <= 2, counts[1] <= 2 else { return nil }
            let dayFirst = date.separator == "." || settings.dateOrder == .dmy
            return choose(dayFirst ? [(parts[0], parts[1], nil), (parts[1], parts[0], nil)]
                                   : [(parts[1], parts[0], nil), (parts[0], parts[1], nil)])
        }
        if counts[0] >= 3 { return choose([(parts[2], parts[1], parts[0])]) }
        let ymd = (parts[2], parts[1], twoDigitYear(parts[0], digits: counts[0]))
        let dmy = (parts[0], parts[1], twoDigitYear(parts[2], digits: counts[2]))
        let mdy = (parts[1], parts[0], twoDigitYear(parts[2], digits: counts[2]))
        // The language's order first; when it cannot be a date, the others in turn (05/05/89 in Japanese).
        if date.separator == "." { return choose([dmy, mdy]) }
        switch settings.dateOrder {
        case .ymd: return choose(counts[2] <= 2 ? [ymd, dmy, mdy] : [dmy, mdy])
        case .dmy: return choose([dmy, mdy])
        case .mdy: return choose([mdy, dmy])
        }
    }

    /// The first candidate (day, month, year) that is a real date; else why the first one is not.
    private func choose(_ candidates: [(day: Int, month: Int, year: Int?)]) -> Entity {
        let converted = candidates.map { ($0.day, $0.month, $0.year.map(settings.gregorianYear)) }
        for (day, month, year) in converted where (1...12).contains(month) && day >= 1
            && day <= CalendarDate.daysIn(month: month, year: year ?? 2000) {
            return .date(.calendarDate(year: year.map { .absolute($0) }, month: month, day: day))
        }
        let (day, month, year) = converted[0]
        if !(1...12).contains(month) { return .invalid(.invalidMonth(month)) }
        return .invalid(.invalidDay(day: day, month: month, year: year,
                                    daysInMonth: CalendarDate.daysIn(month: month, year: year ?? 2000)))
    }

    private func twoDigitYear(_ value: Int, digits: Int) -> Int {
        digits <= 2 ? settings.fullYear(twoDigits: value) : value
    }
}
