import VeckaEngine

/// What the grammar found in a question, part by part: the entities (dates, weeks, years, months,
/// amounts) and the meaningful words that no entity took (a unit, a next/last word, a bare number, a
/// place). Every part keeps where it stands, so that one the answer cannot use can be named in the
/// refusal (`IntentClassifier.unusedParts`).
struct Evidence {
    enum Part: Equatable {
        case date(DateExpression)
        case week(WeekExpression)
        case year(YearExpression)
        /// A month named without a day ("in December", "next month").
        case month(MonthExpression)
        /// An offset from today that no date used ("*2 år och* 21 dagar senare").
        case duration
        /// An amount of time not anchored to today ("3 weeks" in "how many days are in 3 weeks").
        case amount(TimeUnit, Int)
        /// A number that no entity used ("fredagen den *15*" when no rule joined them), with its value.
        case number(Int?)
        /// A unit word that no entity consumed: "what *week* is it", "how many *days* until".
        case unit(TimeUnit)
        /// A this/next/last word that no entity used ("the *next* holiday").
        case modifier(Int)
        case region(HolidayRegion)
        /// A place without holiday rules of its own here ("in Bayern", "in Scotland").
        case place(String)
        /// A unit no answer counts in ("how many *hours* until Christmas").
        case otherUnit
    }

    struct Located {
        var part: Part
        /// Range in the normalized text.
        let range: Range<Int>
    }

    private(set) var parts: [Located] = []
    var problems: [ParseProblem] = []
    var cues: CueSet = []
    /// A leftover word that only names week numbers ("KW", "vecka"), never an amount of weeks.
    var weekNumberWordLeft = false
    /// A leftover week word that can count weeks ("weeks", 주, 周), not only name one (주차, KW).
    var weekAmountWordLeft = false
    /// Items that say something: entities, cue words, week words.
    var meaningful = 0
    /// A word that says only where something starts or ends ("開始", "begins"), not also from or to ("から").
    var startOrEndWordAlone = false

    /// Whether the item is the date `month`/`day` again, without a year or with the same one.
    private static func sameDayAgain(_ item: Item, month: Int, day: Int, year: YearExpression?) -> Bool {
        guard case .entity(.date(.calendarDate(let again, month, day))) = item.kind else { return false }
        return again == nil || again == year
    }

    init(_ items: [Item]) {
        // The year of a holiday named with its date ("quốc khánh năm 2032 2/9"): the date's.
        var appositionYear: YearExpression?
        // "中秋节（农历八月十五）明年是哪天", "元宵节（正月十五）": a holiday named again by another of its names is
        // one day; the year said with either is its year.
        var sameHolidayAgain: Int?
        for (index, item) in items.enumerated() {
            if index == sameHolidayAgain { meaningful += 1; continue }
            if case .entity(.date(.holiday(let names, let year))) = item.kind, index + 1 < items.count,
               case .entity(.date(.holiday(let again, let againYear))) = items[index + 1].kind,
               !Set(names).isDisjoint(with: again), year == nil || againYear == nil || year == againYear {
                meaningful += 1
                sameHolidayAgain = index + 1
                add(.date(.holiday(names: names, year: year ?? againYear)), item)
                continue
            }
            switch item.kind {
            case .entity(let entity):
                meaningful += 1
                switch entity {
                // "Quốc khánh 2/9", "Ngày Nhà giáo 20/11", "julafton 24/12": a holiday named with its date
                // right after it is that date, said twice — one day, not two to count between. Its year
                // goes to the date; a year on each is two dates (refused unless they are the question's).
                case .date(.holiday(_, let year)) where index + 1 < items.count
                        && Self.calendarDateYear(items[index + 1]).map({ year == nil || $0 == nil }) == true:
                    appositionYear = year
                    continue
                // "年底12月31日", "the end of the year, December 31st": a date said again right after, the
                // same day of the same month — one day too.
                case .date(.calendarDate(let year, let month, let day)) where index + 1 < items.count
                        && Self.sameDayAgain(items[index + 1], month: month, day: day, year: year):
                    appositionYear = year
                    continue
                case .date(.calendarDate(nil, let month, let day)) where appositionYear != nil:
                    add(.date(.calendarDate(year: appositionYear, month: month, day: day)), item)
                    appositionYear = nil
                case .date(let date): add(.date(date), item)
                case .week(let week): add(.week(week), item)
                case .year(let year): add(.year(year), item)
                case .invalid(let problem): problems.append(problem)
                case .dayOfMonth(let day): add(.date(.dayOfMonth(day)), item)
                case .amount(let unit, let count): add(.amount(unit, count), item)
                case .month(let month): add(.month(.absolute(month: month, year: nil)), item)
                case .monthOfYear(let month, let year): add(.month(.absolute(month: month, year: .absolute(year))), item)
                case .relativeMonth(let offset): add(.month(.relative(offset)), item)
                case .duration: add(.duration, item)
                }
            case .digits:
                add(.number(item.number), item)
            // Digits with separators that are no date ("120.000 đồng", "10.30", a room "3/12B"): a number the
            // answer cannot use — said, so never dropped without a word.
            case .numericDate:
                add(.number(nil), item)
            case .phrase:
                if item.number != nil, item.readings.allSatisfy({ if case .number = $0 { return true }; return false }) {
                    add(.number(item.number), item)
                }
                // "今年の最後の日曜日", "the third Sunday of 2027": an ordinal no rule joined to a date is a
                // number the answer would not use (the next Sunday is not the year's last).
                if item.number == nil, let ordinal = item.ordinal {
                    add(.number(ordinal), item)
                }
                if item.isWeekWord, item.unit == nil { weekNumberWordLeft = true }
                if item.unit == .week { weekAmountWordLeft = true }
                if item.isWeekUnit { add(.unit(.week), item); meaningful += 1 }
                else if let unit = item.unit ?? item.markedUnit { add(.unit(unit), item) }
                for case .cue(let cue) in item.readings { cues.insert(cue); meaningful += 1 }
                if item.has(.cue(.start)) || item.has(.cue(.end)), !item.has(.cue(.until)), !item.has(.cue(.between)) {
                    startOrEndWordAlone = true
                }
                for case .region(let region) in item.readings where !regions.contains(region) { add(.region(region), item) }
                for case .place(let code) in item.readings where !places.contains(code) { add(.place(code), item) }
                if let month = item.monthValue, item.readings.contains(.month(month)) {
                    add(.month(.absolute(month: month, year: nil)), item)
                }
                if let modifier = item.modifier { add(.modifier(modifier), item) }
                if item.has(.otherUnit) { add(.otherUnit, item); meaningful += 1 }
                // "the day after" with no holiday before it ("春节后第二天"): an offset no date used,
                // which no answer may drop.
                if item.neighbourDay != nil || item.has(.festivalDay) { add(.duration, item) }
                // "the day after week 50", "dagen före vecka 2": a unit and a direction no rule joined to
                // what follows are an offset too, never dropped for the bare week or date after them.
                // (Only a word that is nothing but a direction: "in", "från", "sedan" also join a span or a count.)
                if item.direction != nil, item.readings.allSatisfy({ if case .direction = $0 { return true }; return false }),
                   index > 0, items[index - 1].unit != nil, items[index - 1].entity == nil,
                   // "how many days before Lucia" counts days: the unit is the count's.
                   !items[..<index].contains(where: { $0.has(.cue(.howMany)) }),
                   // "the day after *the* last day of Songkran": an article between is no part of it.
                   items[(index + 1)...].first(where: { !$0.isFillerOnly })?.entity != nil {
                    add(.duration, item)
                }
            default: break
            }
        }
    }

    /// For a calendar date item: its year (nil inside when it has none); nil when the item is no calendar date.
    private static func calendarDateYear(_ item: Item) -> YearExpression?? {
        if case .entity(.date(.calendarDate(let year, _, _))) = item.kind { return .some(year) }
        return nil
    }

    private mutating func add(_ part: Part, _ item: Item) {
        parts.append(Located(part: part, range: item.range))
    }

    var dates: [DateExpression] { parts.compactMap { if case .date(let date) = $0.part { return date }; return nil } }
    var weeks: [WeekExpression] { parts.compactMap { if case .week(let week) = $0.part { return week }; return nil } }
    var years: [YearExpression] { parts.compactMap { if case .year(let year) = $0.part { return year }; return nil } }
    var months: [MonthExpression] { parts.compactMap { if case .month(let month) = $0.part { return month }; return nil } }
    var amounts: [TimeUnit] { parts.compactMap { if case .amount(let unit, _) = $0.part { return unit }; return nil } }
    /// How many of a unit each amount is ("28天还是29天": 28, 29).
    func amountCounts(of unit: TimeUnit) -> [Int] {
        parts.compactMap { if case .amount(unit, let count) = $0.part { return count }; return nil }
    }
    var regions: [HolidayRegion] { parts.compactMap { if case .region(let region) = $0.part { return region }; return nil } }
    var places: [String] { parts.compactMap { if case .place(let code) = $0.part { return code }; return nil } }
    var durations: Int { parts.filter { $0.part == .duration }.count }
    var strayNumbers: Int { parts.filter { if case .number = $0.part { return true }; return false }.count }
    /// The last this/next/last word that no entity used.
    var modifierLeft: Int? { parts.last { if case .modifier = $0.part { return true }; return false }.flatMap {
        if case .modifier(let value) = $0.part { return value }; return nil } }
    /// A week word or unit that no entity consumed ("what *week* is it").
    var weekWordLeft: Bool { parts.contains { $0.part == .unit(.week) } }
    /// Units of time other than weeks that remain without a date ("how many *days* until …").
    var otherUnits: [TimeUnit] {
        parts.compactMap { if case .unit(let unit) = $0.part, unit != .week { return unit }; return nil }
    }
    /// A year or month word that no entity used: "the year" of "how many weeks does the year have"
    /// is this one.
    var yearWordLeft: Bool { otherUnits.contains(.year) }
    /// "週番号はいくつ", "what is the week number": how-many said of a week's number asks which it is —
    /// not how many weeks there are (that needs a year: "how many week numbers does 2026 have").
    var asksForTheWeekNumber: Bool { weekNumberWordLeft && cues.contains(.number) && years.isEmpty && otherUnits.isEmpty }
    var monthWordLeft: Bool { otherUnits.contains(.month) }

    /// A year standing apart from the one date or week that has no year of its own joins it:
    /// "when is Thanksgiving in the US 2027", "wann ist Ostern in Schweden 2028", "week 5 in Sweden
    /// 2027". Without this the year would be dropped and the answer given for another year. Two
    /// years, or two dates that could take it, are left as they are (and refused as unused), and so
    /// are a year and a date that `keptApart` says belong to different questions.
    mutating func attachLeftoverYear(keptApart: (_ year: Range<Int>, _ taker: Range<Int>) -> Bool = { _, _ in false }) {
        let yearIndices = parts.indices.filter { if case .year = parts[$0].part { return true }; return false }
        let takers = parts.indices.filter { parts[$0].part.withYear(.current) != nil }
        // "in 2027, how many days from March 1 to August 15", "2027년 기준 3/1부터 8/15까지": a year said before
        // both days of a span is the year of both. (After them it may be the end's only: "from 1 December
        // to 15 January 2027".)
        if yearIndices.count == 1, takers.count == 2, case .year(let year) = parts[yearIndices[0]].part,
           takers.allSatisfy({ parts[yearIndices[0]].range.upperBound <= parts[$0].range.lowerBound
                                && !keptApart(parts[yearIndices[0]].range, parts[$0].range) }),
           let first = parts[takers[0]].part.withYear(year), let second = parts[takers[1]].part.withYear(year),
           !Self.endsBeforeItStarts(first, second) {
            parts[takers[0]].part = first
            parts[takers[1]].part = second
            parts.remove(at: yearIndices[0])
            return
        }
        // "How many days between Christmas and 2027" counts to the year: two points, nothing to join.
        // (A span read this way that would end before it starts — "in 2027, from 1 December to 15 January" —
        // crosses a new year, and which one the year is nobody can tell: left as it is, and refused.)
        guard !cues.contains(.between) else { return }
        guard yearIndices.count == 1, takers.count == 1, case .year(let year) = parts[yearIndices[0]].part,
              !keptApart(parts[yearIndices[0]].range, parts[takers[0]].range),
              let joined = parts[takers[0]].part.withYear(year) else { return }
        parts[takers[0]].part = joined
        parts.remove(at: yearIndices[0])
    }
}

extension Evidence {
    /// Whether two days written with month and day come in the wrong order within one year.
    static func endsBeforeItStarts(_ first: Part, _ second: Part) -> Bool {
        guard case .date(.calendarDate(_, let firstMonth, let firstDay)) = first,
              case .date(.calendarDate(_, let secondMonth, let secondDay)) = second else { return false }
        return (firstMonth, firstDay) > (secondMonth, secondDay)
    }
}

extension Item {
    /// The unit a day, month or year marker stands for when no number took it: "何月目", "เดือนที่
    /// เท่าไหร่" ask which *month*, and an answer about the week would not use it.
    var markedUnit: TimeUnit? {
        if has(.monthMarker) { return .month }
        if has(.yearMarker) { return .year }
        if has(.dayMarker) { return .day }
        return nil
    }
}

extension Evidence.Part {
    /// The same date or week with `year` as its year, when it has none of its own.
    func withYear(_ year: YearExpression) -> Evidence.Part? {
        switch self {
        case .date(.calendarDate(nil, let month, let day)): return .date(.calendarDate(year: year, month: month, day: day))
        case .date(.holiday(let names, nil)): return .date(.holiday(names: names, year: year))
        // "2027년 설날 전날", "Mùng năm Tết năm 2027": the year is the holiday's.
        case .date(.offset(.holiday(let names, nil), let unit, let count)):
            return .date(.offset(from: .holiday(names: names, year: year), unit: unit, count: count))
        // "die Woche vor KW 1 2027": the year is the week's the offset counts from.
        case .date(.offset(let from, let unit, let count)):
            guard case .date(let dated)? = Evidence.Part.date(from).withYear(year) else { return nil }
            return .date(.offset(from: dated, unit: unit, count: count))
        case .week(.containing(let date)):
            guard case .date(let dated)? = Evidence.Part.date(date).withYear(year) else { return nil }
            return .week(.containing(dated))
        case .date(.nthWeekdayOfMonth(let ordinal, let weekday, .absolute(let month, nil))):
            return .date(.nthWeekdayOfMonth(ordinal: ordinal, weekday: weekday, month: .absolute(month: month, year: year)))
        case .date(.dayOfMonthIn(let day, .absolute(let month, nil))):
            return .date(.dayOfMonthIn(day: day, month: .absolute(month: month, year: year)))
        case .date(.confirmedWeekday(let weekday, let inner)):
            guard case .date(let dated)? = Evidence.Part.date(inner).withYear(year) else { return nil }
            return .date(.confirmedWeekday(weekday, dated))
        case .date(.confirmedHoliday(let names, let inner)):
            guard case .date(let dated)? = Evidence.Part.date(inner).withYear(year) else { return nil }
            return .date(.confirmedHoliday(names: names, dated))
        // "W10-1 2027", "2027年のW10-1", "monday of week 10, 2027": the year is the week's.
        case .date(.weekdayInWeek(let weekday, .number(let number, nil))):
            return .date(.weekdayInWeek(weekday: weekday, week: .number(number, year: year)))
        case .week(.number(let number, nil)): return .week(.number(number, year: year))
        case .week(.nthOfMonth(let ordinal, .absolute(let month, nil))):
            return .week(.nthOfMonth(ordinal: ordinal, month: .absolute(month: month, year: year)))
        default: return nil
        }
    }
}
