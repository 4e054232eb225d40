/// Tests on items that the rules are written with.
extension Item {
    var weekday: Int? {
        for case .weekday(let value) in readings { return value }
        return nil
    }

    var monthValue: Int? {
        if case .entity(.month(let value)) = kind { return value }
        for case .month(let value) in readings { return value }
        return nil
    }

    var ordinal: Int? {
        for case .ordinal(let value) in readings { return value }
        return nil
    }

    var modifier: Int? {
        for case .modifier(let value) in readings { return value }
        return nil
    }

    var direction: Int? {
        for case .direction(let value) in readings { return value }
        return nil
    }

    var neighbourDay: Int? {
        for case .neighbourDay(let value) in readings { return value }
        return nil
    }

    var unit: TimeUnit? {
        for case .unit(let value) in readings { return value }
        return nil
    }

    var era: Int? {
        for case .era(let value) in readings { return value }
        return nil
    }

    var isWeekWord: Bool { readings.contains(.weekWord) }
    var isWeekUnit: Bool { readings.contains(.unit(.week)) || isWeekWord }
    var isYearWord: Bool { readings.contains(.unit(.year)) || readings.contains(.yearMarker) }

    /// A number that can be a day of the month: 1–99 in at most two digits (31+ gives a clear
    /// "no such day" answer later), a number word (not an article), an ordinal, or a marked day (24日).
    var dayOfMonth: Int? {
        if case .entity(.dayOfMonth(let day)) = kind { return day }
        if let ordinal, ordinal >= 1, ordinal <= 31 { return ordinal }
        if case .digits(let count) = kind, count <= 2, let number, number >= 1 { return number }
        // An article that is also "one" (a, ein, ett) is not the 1st: "does 2027 have a February 29th".
        if isWordNumber, !has(.filler), let number, (1...31).contains(number) { return number }
        return nil
    }
}
