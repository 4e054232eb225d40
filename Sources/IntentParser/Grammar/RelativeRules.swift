/// This / next / last week or year, in either order ("next week", "nästa vecka", "tuần sau",
/// "สัปดาห์หน้า", "다음 주"), and the one-word forms (来週, 去年).
enum RelativeRules {
    static func rules(_ settings: GrammarSettings) -> [Rule] {
        let shift: @Sendable (Item) -> Int? = { $0.modifier ?? $0.direction }
        // "the last week of 2027 / of the year / of December" is a week of that year or month, not last week.
        let ofAYear: @Sendable (Item) -> Bool = {
            settings.year(of: $0) != nil || $0.isYearWord || $0.relativeYear != nil || $0.monthValue != nil
        }
        return [
            // "อีก 2 อาทิตย์ข้างหน้า" (in 2 weeks ahead), "in 2 weeks ahead": a direction that says again which
            // way an amount of time from today already goes is part of it (it was left over, and refused).
            // Only a word that is nothing but a direction ("ahead", ข้างหน้า): "in" of "in a fortnight? in Atlantis"
            // is a place's word too.
            Rule("offset + same direction", [part { $0.duration.map { $0.1 != 0 } ?? false }, part { item in
                item.direction != nil && item.readings.allSatisfy {
                    switch $0 { case .direction, .modifier: return true; default: return false }
                }
            }],
                 skipsConnectors: false) { items in
                guard let (unit, count) = items[0]!.duration, count.signum() == items[1]!.direction else { return nil }
                return .duration(unit, count)
            },
            // "veckan efter vecka 50", "the week after week 50", "die Woche vor KW 1 2027": the week next
            // to a numbered one (across a year's end: the week before week 1 of 2027 is week 53 of 2026).
            // Not the weeks a how-many word counts: "how many weeks from week 10 to week 20" counts from week 10
            // (it counted from week 11, and "from week 52 to week 53" gave 0 days).
            Rule("week + direction + week", [part { $0.isWeekUnit && $0.entity == nil }, part { $0.direction != nil },
                                             part { if case .entity(.week(.number)) = $0.kind { return true }; return false }],
                 skipsConnectors: false, notPrecededBy: { $0.has(.cue(.howMany)) }) { items in
                guard case .entity(.week(let week)) = items[2]!.kind else { return nil }
                return .week(.containing(.offset(from: .weekdayInWeek(weekday: 1, week: week), unit: .week,
                                                 count: items[1]!.direction!)))
            },
            // "the last week of this month": a modifier after the week belongs to what follows.
            Rule("modifier + week", [part { $0.modifier != nil }, part { $0.isWeekUnit }],
                 notFollowedBy: { ofAYear($0) || $0.modifier != nil }) { items in
                .week(.relative(items[0]!.modifier!))
            },
            // Not when the modifier has a unit of its own: "the third week of this month". Nor when a
            // holiday follows: "the week after Christmas" is the week after that day's (`unitBesideDateRule`),
            // not next week — read as next week, the week was dropped and Christmas's own week answered.
            Rule("week + modifier", [part { $0.isWeekUnit }, part { shift($0) != nil }],
                 notFollowedBy: { $0.unit == .month || $0.unit == .year || $0.isYearWord || $0.readings.contains(where: \.isHoliday) }) { items in
                .week(.relative(shift(items[1]!)!))
            },
            Rule("modifier + year", [part { $0.modifier != nil }, part { $0.isYearWord }]) { items in
                .year(.relative(items[0]!.modifier!))
            },
            Rule("year + modifier", [part { $0.isYearWord }, part { shift($0) != nil }]) { items in
                .year(.relative(shift(items[1]!)!))
            },
            Rule("modifier + month", [part { $0.modifier != nil }, part { $0.unit == .month }]) { items in
                .relativeMonth(items[0]!.modifier!)
            },
            Rule("month + modifier", [part { $0.unit == .month }, part { shift($0) != nil }]) { items in
                .relativeMonth(shift(items[1]!)!)
            },
            Rule("one-word relative month", [part { $0.relativeMonthWord != nil }]) { .relativeMonth($0[0]!.relativeMonthWord!) },
            // Not after "how many": vi "được mấy tuần rồi" counts weeks ("how many weeks already"),
            // it does not name last week.
            Rule("one-word relative week", [part { $0.relativeWeek != nil }], notPrecededBy: { $0.has(.cue(.howMany)) }) {
                .week(.relative($0[0]!.relativeWeek!))
            },
            Rule("one-word relative year", [part { $0.relativeYear != nil }], notPrecededBy: { $0.has(.cue(.howMany)) }) {
                .year(.relative($0[0]!.relativeYear!))
            },
        ]
    }
}

extension Item {
    var relativeWeek: Int? {
        for case .relativeWeek(let value) in readings { return value }
        return nil
    }

    var relativeMonthWord: Int? {
        for case .relativeMonth(let value) in readings { return value }
        return nil
    }

    var relativeYear: Int? {
        for case .relativeYear(let value) in readings { return value }
        return nil
    }
}
