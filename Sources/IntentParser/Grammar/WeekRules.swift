/// Week numbers: "week 12", "v. 12", "v12", "KW 12", "第12周", "12週目", "12주차", "tuần 12",
/// "สัปดาห์ที่ 12", "the 12th week" — and their years ("vecka 12 2027", "2027年第12周").
enum WeekRules {
    /// A number that can be a week's: at most two digits. Four are a year ("第52周 2031年", where 周 is
    /// followed by the year, is week 52 of 2031 and not week 2031).
    private static let weekNumber: @Sendable (Item) -> Bool = { $0.number != nil && $0.entity == nil && $0.digitCount <= 2 }

    /// A month name or month marker after the number makes it a day: "veckonummer 1:a april".
    /// A day unit after it makes it an amount: "week number *10 days* from now" asks the week of the day
    /// ten days ahead (it was answered with week 10); so does a week unit that is no week word ("week
    /// number *3 weeks* from today").
    private static let startsADate: @Sendable (Item) -> Bool = {
        $0.monthValue != nil || $0.has(.monthMarker)
            || ($0.entity == nil && ($0.unit == .day || $0.unit == .businessDay || $0.unit == .week && !$0.isWeekWord))
    }

    /// Week numbers introduced by the week word: "week 12", "KW 12/2027", "สัปดาห์ที่ 12".
    static func leadingWordRules(_ settings: GrammarSettings) -> [Rule] {
        let number: @Sendable (Item) -> Bool = weekNumber
        let marker: @Sendable (Item) -> Bool = { $0.has(.ordinalMarker) }
        return [
            Rule("week word + ordinal", [part { $0.isWeekWord }, part { ($0.ordinal ?? 0) > 0 && $0.entity == nil }],
                 skipsConnectors: false, notFollowedBy: startsADate) { items in
                .week(.number(items[1]!.ordinal!, year: nil))
            },
            // Not the weeks a how-many word counts: "ปี 2569 มีกี่สัปดาห์ 52 หรือ 53", "明年一共有几周？52还是53" offer
            // 52 and 53 as the answers to choose from.
            Rule("week word + number", [optional(marker), part { $0.isWeekWord && !$0.has(.cue(.howMany)) }, optional(marker), part(number)],
                 skipsConnectors: false, notFollowedBy: startsADate,
                 notPrecededBy: { $0.has(.cue(.howMany)) && !$0.has(.cue(.which)) && ($0.unit == nil || $0.unit == .week) }) { items in
                .week(.number(items[3]!.number!, year: nil))
            },
            Rule("week word + number/year", [optional(marker), part { $0.isWeekWord }, part { item in
                if case .numericDate(let date) = item.kind { return date.parts.count == 2 && date.digitCounts[1] == 4 }
                return false
            }], skipsConnectors: false) { items in
                guard case .numericDate(let date) = items[2]!.kind else { return nil }
                return .week(.number(date.parts[0], year: .absolute(settings.gregorianYear(date.parts[1]))))
            },
        ]
    }

    /// Week numbers whose week word follows: "第12周", "12週目", "12주차", "the 12th week".
    static func numberRules(_ settings: GrammarSettings) -> [Rule] {
        let number: @Sendable (Item) -> Bool = weekNumber
        let marker: @Sendable (Item) -> Bool = { $0.has(.ordinalMarker) }
        var rules = [
            Rule("ordinal marker + number + week word", [part(marker), part(number), part { $0.isWeekWord }],
                 skipsConnectors: false) { items in
                .week(.number(items[1]!.number!, year: nil))
            },
            // "第12个星期", "第12個禮拜": a counter between the ordinal and a week unit (星期 and 禮拜 are
            // units, not week words: 三个星期 is a duration); without this 第12 was read as a 12th day.
            Rule("ordinal + counter + week unit",
                 [part { ($0.ordinal ?? 0) > 0 && $0.entity == nil }, part { $0.readings.contains(.connector) }, part { $0.isWeekUnit }],
                 skipsConnectors: false) { items in
                .week(.number(items[0]!.ordinal!, year: nil))
            },
            Rule("ordinal + week word", [part { ($0.ordinal ?? 0) > 0 }, part { $0.isWeekWord }]) { items in
                .week(.number(items[0]!.ordinal!, year: nil))
            },
            // "最后一周", "最后一个星期": the last one week, counted with a measure word.
            Rule("last + one + week word", [part { $0.ordinal == -1 }, part { $0.number == 1 && $0.entity == nil }, part { $0.isWeekUnit }]) { _ in
                .week(.number(WeekExpression.lastWeek, year: nil))
            },
            // "the last week of the year", "sista veckan": the year's week 52 or 53.
            Rule("last + week word", [part { $0.ordinal == -1 }, part { $0.isWeekWord }]) { _ in
                .week(.number(WeekExpression.lastWeek, year: nil))
            },
        ]
        if settings.weekWordFollowsNumber {
            // "今年は53週ある年": a number of weeks a year has is an amount, not week 53.
            rules.append(Rule("number + week word", [part(number), part { $0.isWeekWord }], skipsConnectors: false,
                              notFollowedBy: { $0.has(.cue(.have)) }) { items in
                .week(.number(items[0]!.number!, year: nil))
            })
        }
        return rules
    }

    static func yearRules(_ settings: GrammarSettings) -> [Rule] {
        let bareWeek: @Sendable (Item) -> Int? = { item in
            if case .entity(.week(.number(let week, nil))) = item.kind { return week }
            return nil
        }
        let year: @Sendable (Item) -> YearExpression? = { settings.year(of: $0) }
        return [
            Rule("week number + year", [part { bareWeek($0) != nil }, part { year($0) != nil }]) { items in
                .week(.number(bareWeek(items[0]!)!, year: year(items[1]!)))
            },
            Rule("year + week number", [part { year($0) != nil }, part { bareWeek($0) != nil }]) { items in
                .week(.number(bareWeek(items[1]!)!, year: year(items[0]!)))
            },
        ]
    }
}
