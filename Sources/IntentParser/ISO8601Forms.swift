import VeckaEngine

/// The compact forms of ISO 8601 that name a week or a day by its week or its ordinal — which an ISO
/// week tool must read as written, not as other dates:
///
/// - week dates: `2026-W48-2`, `2026W482` (Tuesday of week 48 of 2026), `W48-2` (of the current week-year);
/// - weeks: `2026-W48`, `2026W48`;
/// - ordinal dates: `2026-328` (the 328th day of 2026).
///
/// Read before numbers and numeric dates, which would take `2026-328` for a year and a number, and
/// `48-2` for a day and month ("there is no month 48"). A form ends at a word's end: `2026-3281` or
/// `W48-2x` is no ISO form, and is left to the other rules.
enum ISO8601Forms {
    struct Match {
        let entity: Entity
        let length: Int
    }

    static func match(_ scalars: [Unicode.Scalar], at start: Int) -> Match? {
        var reader = Reader(scalars: scalars, position: start)
        guard let match = reader.read(), reader.atWordEnd else { return nil }
        return Match(entity: match, length: reader.position - start)
    }

    /// Whether a form can start here: a digit or a W not inside a Latin word or a number. A form may
    /// touch the letters of scripts written without spaces ("2026-W48-2は何週目", "2026-360是第几周").
    static func mayStart(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        guard scalar.isASCIIDigit || scalar == "w" || scalar == "W" else { return false }
        return index == 0 || !scalars[index - 1].isLatinLetterOrDigit
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position: Int

        mutating func read() -> Entity? {
            let year = digits(exactly: 4)
            let hyphenAfterYear = year != nil && skip("-")
            if skip("w") || skip("W") {
                guard let week = digits(exactly: 2) else { return nil }
                let yearExpression = year.map { YearExpression.absolute($0) }
                // Extended form takes a hyphen before the weekday, the basic form none: `W48-2`, `2026W482`.
                let extended = hyphenAfterYear || year == nil
                let mark = position
                if extended ? skip("-") : true, let weekday = digits(exactly: 1), (1...7).contains(weekday) {
                    return .date(.weekdayInWeek(weekday: weekday, week: .number(week, year: yearExpression)))
                }
                position = mark
                // A bare `W48` is a week word and a number, read by the week rules.
                guard yearExpression != nil else { return nil }
                return .week(.number(week, year: yearExpression))
            }
            guard let year, hyphenAfterYear, let day = digits(exactly: 3) else { return nil }
            guard CalendarDate.supportedYears.contains(year) else { return .invalid(.outOfRange) }
            let days = CalendarDate.isLeapYear(year) ? 366 : 365
            guard (1...days).contains(day), let first = CalendarDate(year: year, month: 1, day: 1) else {
                return .invalid(.invalidDayOfYear(day: day, year: year, daysInYear: days))
            }
            let date = CalendarDate(dayNumber: first.dayNumber + day - 1)
            return .date(.calendarDate(year: .absolute(year), month: date.month, day: date.day))
        }

        var atWordEnd: Bool {
            guard position < scalars.count else { return true }
            let next = scalars[position]
            return !(next.isLatinLetterOrDigit || next == "-")
        }

        private mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard position < scalars.count, scalars[position] == character else { return false }
            position += 1
            return true
        }

        private mutating func digits(exactly count: Int) -> Int? {
            guard position + count <= scalars.count else { return nil }
            var value = 0
            for scalar in scalars[position..<(position + count)] {
                guard scalar.isASCIIDigit else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            }
            position += count
            return value
        }
    }
}

extension Unicode.Scalar {
    var isASCIIDigit: Bool { value >= 48 && value <= 57 }

    /// Digits and the letters of Latin script (with diacritics: "2026-W48ä" is no form either).
    var isLatinLetterOrDigit: Bool {
        isASCIIDigit || (properties.isAlphabetic && value < 0x0250)
    }
}
