/// Numbers marked as day, month or year (24日, 12월, tháng 12, năm 2026, ปี 2569) and era years
/// (令和8年, พ.ศ. 2569).
enum MarkerRules {
    static func rules(_ settings: GrammarSettings) -> [Rule] {
        let number: @Sendable (Item) -> Bool = { $0.number != nil && $0.entity == nil }
        let dayMarker: @Sendable (Item) -> Bool = { $0.has(.dayMarker) }
        let monthMarker: @Sendable (Item) -> Bool = { $0.has(.monthMarker) }
        let yearMarker: @Sendable (Item) -> Bool = { $0.has(.yearMarker) }

        let day: @Sendable (Int) -> Entity? = { value in
            (1...99).contains(value) ? .dayOfMonth(value) : nil
        }
        let month: @Sendable (Int) -> Entity = { value in
            (1...12).contains(value) ? .month(value) : .invalid(.invalidMonth(value))
        }
        // "27년 3월 1일", "28年是闰年吗", "ปี 70": two digits written with a year marker are the year as said
        // in full (2027, 2028, 2570), as people abbreviate it — not the year 27 (whose calendar is 2027's,
        // but whose holidays and distances are not).
        let year: @Sendable (Item) -> Entity = { item in
            let value = item.number!
            let written = item.digitCount == 2 && item.spelledDigits == 0 ? settings.fullYear(twoDigits: value) : value
            return .year(.absolute(settings.gregorianYear(written)))
        }

        var rules = [
            Rule("era year", [part { $0.era != nil }, part(number), optional(yearMarker)]) { items in
                guard let offset = items[0]?.era, let value = items[1]?.number else { return nil }
                return .year(.absolute(offset + value))
            },
        ]
        if settings.markersFollowNumber {
            rules += [
                // "12月24日前" is "before 24 December": the whole marked date outranks "24日前" (24 days ago),
                // which shares this pass with the durations.
                Rule("marked month + marked day", [part(number), part(monthMarker), part(number), part(dayMarker)],
                     skipsConnectors: false) { items in
                    let month = items[0]!.number!
                    let day = items[2]!.number!
                    guard (1...12).contains(month) else { return .invalid(.invalidMonth(month)) }
                    return .date(.calendarDate(year: nil, month: month, day: day))
                },
                Rule("number + day marker", [part(number), part(dayMarker)]) { day($0[0]!.number!) },
                Rule("number + month marker", [part(number), part(monthMarker)]) { month($0[0]!.number!) },
                Rule("number + year marker", [part(number), part(yearMarker)]) { year($0[0]!) },
            ]
        } else {
            rules += [
                Rule("day marker + number", [part(dayMarker), part(number)]) { day($0[1]!.number!) },
                Rule("month marker + number", [part(monthMarker), part(number)]) { month($0[1]!.number!) },
                // "เดือนตุลาคม": the marker before a month's name, so "of the month" is not this month.
                Rule("month marker + month name", [part(monthMarker), part { $0.entity == nil && $0.monthValue != nil }],
                     skipsConnectors: false) { .month($0[1]!.monthValue!) },
                Rule("year marker + number", [part(yearMarker), part { $0.digitCount >= 1 }]) { year($0[1]!) },
            ]
        }
        return rules
    }
}
