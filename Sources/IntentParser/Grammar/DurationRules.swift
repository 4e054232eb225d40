/// Offsets from today: "in 3 weeks", "3 weeks ago", "om tre veckor", "3週間後", "3주 후", "三周后",
/// "3 tuần nữa", "อีก 3 สัปดาห์".
enum DurationRules {
    static func rules(_ settings: GrammarSettings) -> [Rule] {
        let number: @Sendable (Item) -> Bool = { $0.number != nil && $0.entity == nil }
        let unit: @Sendable (Item) -> Bool = { $0.unit != nil }
        let direction: @Sendable (Item) -> Bool = { $0.direction != nil }
        let span: @Sendable (Item) -> (TimeUnit, Int)? = { item in
            for case .span(let unit, let count) in item.readings { return (unit, count) }
            return nil
        }
        let and: @Sendable (Item) -> Bool = { $0.has(.conjunction) }
        let finalDirection: @Sendable (Item) -> Int? = { item in
            for case .finalDirection(let value) in item.readings { return value }
            return nil
        }
        // (Words not known may follow: a remark of the asker's own after the question mark, which leaves no item —
        // "今日から4日？仕事で必要なんです" read 4日 as the 4th.)
        let endsQuestion: @Sendable (Item) -> Bool = { !$0.isFillerOnly && !$0.isUnknown }
        // "2 years 1 month and 21 days ago", "1 month, 21 days ago", "in 1 week and 2 days", "2年1ヶ月21日前".
        let compound: @Sendable ([Item?], Int) -> Entity? = { items, direction in
            let parts = stride(from: 0, to: items.count - 1, by: 3).compactMap { index -> (TimeUnit, Int)? in
                guard let count = items[index]?.number, let unit = items[index + 1]?.unit else { return nil }
                return (unit, count * direction)
            }
            // "再过三天 2031年": the year 2031 is no part of the offset.
            for index in stride(from: 0, to: items.count - 1, by: 3) {
                if let number = items[index], let unit = items[index + 1], isYear(number, unit) { return nil }
            }
            // Larger units first, whatever the order said: 23 Nov 2017 − (2 years, 1 month, 21 days) is
            // 23 Nov 2015, then 23 Oct, then 2 Oct 2015.
            let order: [TimeUnit] = [.year, .month, .week, .day, .businessDay]
            let sorted = parts.sorted { order.firstIndex(of: $0.0)! < order.firstIndex(of: $1.0)! }
            guard Set(sorted.map(\.0)).count == sorted.count else { return nil }
            return .date(sorted.reduce(DateExpression.relativeDays(0)) { .offset(from: $0, unit: $1.0, count: $1.1) })
        }
        let amountPart: [Pattern.Part] = [part(number), part(unit), optional(and)]
        return [
            Rule("compound duration of 2 + direction", [part(number), part(unit), optional(and), part(number), part(unit), part(direction)]) { items in
                compound(Array(items[0..<5]) + [nil], items[5]!.direction!)
            },
            Rule("compound duration of 3 + direction", amountPart + amountPart + [part(number), part(unit), part(direction)]) { items in
                compound(Array(items[0..<8]) + [nil], items[8]!.direction!)
            },
            Rule("direction + compound duration of 2", [part(direction)] + amountPart + [part(number), part(unit)]) { items in
                compound(Array(items[1...]) + [nil], items[0]!.direction!)
            },
            Rule("direction + compound duration of 3", [part(direction)] + amountPart + amountPart + [part(number), part(unit)]) { items in
                compound(Array(items[1...]) + [nil], items[0]!.direction!)
            },
            Rule("direction + span", [part(direction), part { span($0) != nil }]) { items in
                let (unit, count) = span(items[1]!)!
                return duration(unit, count, items[0]!.direction!)
            },
            Rule("span + direction", [part { span($0) != nil }, part(direction)]) { items in
                let (unit, count) = span(items[0]!)!
                return duration(unit, count, items[1]!.direction!)
            },
            // "a fortnight from tomorrow": "from" is also a connector, stepped over by the rule above.
            Rule("span + adjacent direction", [part { span($0) != nil }, part(direction)], skipsConnectors: false) { items in
                let (unit, count) = span(items[0]!)!
                return duration(unit, count, items[1]!.direction!)
            },
            // Thai "อีกสัปดาห์หนึ่ง": in a week one — a number word after its unit, the way a count follows
            // its classifier; never digits ("in Tagen 10000" is no duration).
            Rule("direction + unit + number", [part(direction), part(unit), part { $0.isWordNumber && $0.entity == nil }]) { items in
                duration(items[1]!, items[2]!, items[0]!.direction!)
            },
            Rule("direction + number + unit", [part(direction), part(number), part(unit)]) { items in
                duration(items[2]!, items[1]!, items[0]!.direction!)
            },
            Rule("number + unit + direction", [part(number), part(unit), part(direction)]) { items in
                duration(items[1]!, items[0]!, items[2]!.direction!)
            },
            // ja "2週間で", "3日で": in two weeks, in three days, when nothing but politeness follows.
            Rule("number + unit + final direction", [part(number), part(unit), part { finalDirection($0) != nil }],
                 skipsConnectors: false, notFollowedBy: endsQuestion) { items in
                duration(items[1]!, items[0]!, finalDirection(items[2]!)!)
            },
            // ja "今日から4日": four days from now. Not after another word ("1月1日から3日" is a span).
            Rule("final direction + number + unit", [part { finalDirection($0) != nil }, part(number), part(unit)],
                 skipsConnectors: false, notFollowedBy: endsQuestion, notPrecededBy: { !$0.isFillerOnly }) { items in
                duration(items[2]!, items[1]!, finalDirection(items[0]!)!)
            },
            // ja "明日から3週間", "昨日から4日": counted from another day.
            Rule("relative day + final direction + number + unit", [part { $0.relativeDay != nil }, part { finalDirection($0) != nil },
                                                                     part(number), part(unit)],
                 skipsConnectors: false, notFollowedBy: endsQuestion) { items in
                .date(.offset(from: .relativeDays(items[0]!.relativeDay!), unit: items[3]!.unit!,
                              count: items[2]!.number! * finalDirection(items[1]!)!))
            },
            // "två dagar efter idag", "3 days after Christmas": a direction word that is also a
            // connector is stepped over by the rule above; right after the unit it is the direction.
            Rule("number + unit + adjacent direction", [part(number), part(unit), part(direction)], skipsConnectors: false) { items in
                duration(items[1]!, items[0]!, items[2]!.direction!)
            },
        ]
    }

    /// An amount of time that is not counted from today ("1週間は何日", "3 weeks"): it uses up its
    /// unit, so "how many days are in a week" is not taken for a question about the current week.
    static func amountRules(_ settings: GrammarSettings) -> [Rule] {
        [
            Rule("span amount", [part { item in item.readings.contains { if case .span = $0 { return true }; return false } }]) { items in
                for case .span(let unit, let count) in items[0]!.readings { return .amount(unit, count) }
                return nil
            },
            Rule("amount", [part { $0.number != nil && $0.entity == nil }, part { $0.unit != nil }],
                 skipsConnectors: false) { items in
                isYear(items[0]!, items[1]!) ? nil : .amount(items[1]!.unit!, items[0]!.number!)
            },
        ]
    }

    private static func duration(_ unit: TimeUnit, _ count: Int, _ direction: Int) -> Entity {
        .duration(unit, count * direction)
    }

    /// A duration of a unit word and a number item, unless the two are a year: "2031年で", "năm 2031",
    /// "2031年" after "再过三天" name the year 2031, not 2031 years from now.
    private static func duration(_ unitItem: Item, _ numberItem: Item, _ direction: Int) -> Entity? {
        guard let unit = unitItem.unit, let count = numberItem.number, !isYear(numberItem, unitItem) else { return nil }
        return .duration(unit, count * direction)
    }

    /// Four digits or more with a year word are a year, whichever side the word stands on.
    static func isYear(_ numberItem: Item, _ unitItem: Item) -> Bool {
        unitItem.unit == .year && numberItem.digitCount >= 4
    }
}

