import VeckaEngine

/// Never a confident wrong answer: an answer uses every part of the question that carries meaning —
/// every date, week, year, month, number, amount, unit word and next/last word — or it is a refusal
/// that names what it could not use. "when is Thanksgiving in the US 2027" must not be answered for
/// 2026, "what day of the year is it" not with a weekday, "how many months until Christmas" not in
/// days.
///
/// What each intent can use is declared here, once, as a budget; the parts beyond it are unused.
/// Regions are used by the holiday answers and change nothing in a week answer, which holds in every
/// region.
struct IntentBudget {
    /// Dates and weeks the intent is about (daysBetween: two).
    var points = 1
    /// Whether a year or a month (with its year) may stand for one of the points: "how many days
    /// until 2027", "days left in December", "holidays in 2027".
    var periodsArePoints = false
    /// Years of the intent's own, besides its points ("how many weeks does 2027 have"). "This year"
    /// only restating the present year is allowed to every intent ("这个星期是今年的第几周").
    var years = 0
    /// Unit words the answer is about: the week of "what week", the days of "how many days".
    var units: Set<TimeUnit> = []
    /// Amounts of time the answer is about ("Hat 2026 *53 Wochen*?").
    var amounts: Set<TimeUnit> = []
    /// Whether a next/last word without a date of its own belongs to the intent ("the next holiday").
    var modifier = false
    /// Numbers the answer decides between when the question offers them as choices: "is 1 July in
    /// Q2 or Q3", "does 2032 have 52 or 53 weeks" (the answer says which).
    var choices: ClosedRange<Int>?

    static func of(_ intent: Intent, _ evidence: Evidence) -> IntentBudget {
        switch intent.kind {
        // A day word left over asks about the day ("der wievielte Tag des Jahres ist heute", "今年の何日目"),
        // which a week answer would not use.
        // "what week of the year", "vilken vecka på året": with a week word, the year word says the week
        // is the year's; without one it asks about the day ("วันนี้เป็นวันที่เท่าไหร่ของปี").
        case .currentWeek: return IntentBudget(units: evidence.weekWordLeft ? [.week, .year] : [.week], modifier: true)
        // ko "10일 전은 며칠이야", "일주일 뒤는 며칠이에요": 며칠 asks which date (its day unit is the
        // date's, which the answer says).
        case .weekForDate:
            var units: Set<TimeUnit> = evidence.weekWordLeft ? [.week, .year] : [.week]
            if evidence.cues.contains(.when), !evidence.cues.contains(.howMany) { units.insert(.day) }
            // "来月は第何週から始まる": the week of a month's first or last day, the month its point.
            if evidence.dates.isEmpty, case .dayOfMonthIn? = intent.date { return IntentBudget(periodsArePoints: true, units: units) }
            return IntentBudget(points: 1 + intent.weeksOffered, units: units)
        // "First and last day of week 44": the two days asked together are the week's (`endDate`).
        case .datesOfWeek:
            return IntentBudget(points: intent.endDate == nil ? 1 : evidence.dates.count + evidence.weeks.count,
                                units: [.week, .day, .year])
        case .weekOverview: return IntentBudget(units: [.week, .day])
        // "Is 13 August 2027 a Friday?": the weekday checked against is the second point (`endDate`).
        case .dayOfWeek: return IntentBudget(points: (intent.endDate == nil ? 1 : 2) + intent.weekdaysOffered, units: [.day, .week])
        case .isHoliday: return IntentBudget(units: [.day])
        case .holidayDate: return IntentBudget(units: [.day])
        // The week a year is asked whether it reaches ("does 2026 go up to week 53") is its point.
        case .weeksInYear:
            return IntentBudget(points: intent.week == nil ? 0 : evidence.weeks.count, years: 1, units: [.week, .year], amounts: [.week],
                                choices: 52...53)
        // One period: a week, a month (with its year), or a year; a bare period word is the current one.
        // A period word of another length than the period answered is not used ("퀘벡 달 공휴일": a month's
        // word, but the year's list): said so, never dropped.
        case .holidaysInPeriod:
            var budget = IntentBudget(periodsArePoints: true, units: [.week, .month, .year, .day], modifier: true)
            switch intent.period {
            case .span: budget.points = 2
            case .week: budget.units = [.week, .day]
            case .month: budget.units = [.month, .day]
            case .year: budget.units = [.year, .day]
            default: break
            }
            return budget
        case .daysUntil, .daysBetween:
            var budget = IntentBudget(points: intent.kind == .daysBetween ? 2 : 1, periodsArePoints: true)
            // "今日計起仲有幾多日": today said as where counting starts is what daysUntil counts from anyway.
            if intent.kind == .daysUntil, evidence.dates.count == 2, evidence.dates.contains(.relativeDays(0)) { budget.points = 2 }
            budget.units = [intent.countingUnit]
            // "How many weeks and days until", "how many working days until": days are said too.
            if intent.countingUnit != .day { budget.units.insert(.day) }
            // "How many days are left this year / in the month / of the week": the period word — when no
            // date says where counting ends ("몇 달 남았어" after a date asks for months, not days).
            if evidence.cues.contains(.remaining), evidence.dates.isEmpty, evidence.weeks.isEmpty {
                budget.units.formUnion([.year, .month, .week])
            }
            return budget
        // "What day of the year is it", "welcher Tag des Jahres ist der 24.12.": a date, the year it is in.
        // "1/9/2027 là ngày thứ bao nhiêu trong năm 2027": the date's own year said again as the year counted in
        // is used (another year would contradict the date, and stays unused).
        case .dayOfYear:
            let yearSaidAgain = evidence.years.count == 1 && evidence.dates.count == 1 && {
                guard case .calendarDate(let dateYear?, _, _) = evidence.dates[0] else { return false }
                return dateYear == evidence.years[0]
            }()
            return IntentBudget(years: yearSaidAgain ? 1 : 0, units: [.day, .year])
        // "Which quarter is May in", "vilket kvartal är vi i": a date or a month (with its year).
        // "quý này", "hiện tại là quý mấy", "this quarter": a this-word says the quarter is the current one
        // (a next or last quarter is another question).
        case .quarter:
            let thisQuarter = evidence.modifierLeft == 0 && evidence.dates.isEmpty
            return IntentBudget(periodsArePoints: true, units: [.year, .month], modifier: thisQuarter, choices: 1...4)
        // "Is 2028 a leap year", "how many days does 2028 have", "has 2027 366 days".
        // "Does 2028 have a 29 February": the leap day asked after is the question's point.
        case .isLeapYear, .daysInYear:
            let leapDay = intent.kind == .isLeapYear && evidence.dates.contains {
                if case .calendarDate(_, 2, 29) = $0 { return true }
                return false
            }
            // "Is 2027 a 365 or 366 day year": the lengths offered are the answer's choice.
            return IntentBudget(points: leapDay ? 1 : 0, years: 1, units: [.year, .day], amounts: [.day],
                                choices: intent.kind == .daysInYear ? 365...366 : nil)
        // "How many days does February 2028 have", "how many days are in this month".
        // "2月は28日までだっけ？29日？", "明年二月是28天还是29天": the lengths offered are the answer's.
        case .daysInMonth:
            // "Hat der Februar 2028 28 oder 29 Tage": the lengths offered are the answer's choice.
            var budget = IntentBudget(periodsArePoints: true, units: [.day, .month], choices: 28...31)
            budget.points += CalendarFactIntents.offeredMonthLengths(evidence).count
            // "이번 달 며칠까지야": the month's last day, read as a date, is the month.
            // (A month said beside it is that month again; a year is not: "다다음달 몇일까지임 2032년" must use 2032.)
            if evidence.dates.count == 1, case .dayOfMonthIn(-1, _) = evidence.dates[0], !evidence.months.isEmpty { budget.points += 1 }
            if !evidence.amountCounts(of: .day).isEmpty, evidence.amountCounts(of: .day).allSatisfy(CalendarFactIntents.monthLengths.contains) {
                budget.amounts = [.day]
            }
            return budget
        // "Show me December 2027", "the calendar of this month with week numbers": one month (with its year).
        case .monthOverview: return IntentBudget(periodsArePoints: true, units: [.month, .week])
        // "Show 2027", "all the months of next year with their weeks".
        case .yearOverview: return IntentBudget(points: 0, years: 1, units: [.year, .month, .week])
        // Personal commands are read apart (PersonalCommandReader), which refuses their unused words itself.
        case .unknown, .addNote, .listNotes, .deleteNote, .agenda, .addCountdown, .listCountdowns, .deleteCountdown, .undo:
            return IntentBudget()
        }
    }
}

extension IntentClassifier {
    /// The parts of the question that `intent` does not use; empty when the answer uses them all.
    static func unusedParts(of intent: Intent, in evidence: Evidence) -> [Evidence.Located] {
        guard intent.kind != .unknown, intent.problem == nil else { return [] }
        let budget = IntentBudget.of(intent, evidence)
        var points = budget.points, years = budget.years
        let ownsYears = budget.years > 0 || budget.periodsArePoints
        // A month without a year and one year are one period ("December 2027", "tháng 12 năm sau").
        var pairedYear = false
        var unused: [Evidence.Located] = []
        // A choice is two numbers or more ("Q2 or Q3"), or one said of a date the answer is about ("is 5
        // May in Q3": no, Q2). One number alone ("when does Q3 start") is a question the answer would not
        // be about.
        let offered = evidence.parts.filter { located in
            if case .number(let value?) = located.part { return budget.choices?.contains(value) == true }
            return false
        }.count
            // "52 or *53 weeks*": the amount is the other choice.
            + (budget.choices != nil ? evidence.amounts.filter { budget.amounts.contains($0) }.count : 0)
        let datePoint = intent.date.map { $0 != .relativeDays(0) } ?? false
        let choosing = offered >= 2 || (offered == 1 && datePoint)
        // Years last, so that a month before or after its year has taken the pair. The answer's own date
        // first: a holiday said again is excused as the answer's ("元日まであと何日"), so a week beside it
        // must not have taken its point ("the week after Christmas" read as next week + Christmas).
        let isAnswersDate: (Evidence.Located) -> Bool = { located in
            if case .date(let date) = located.part { return date == intent.date }
            return false
        }
        let ordered = evidence.parts.filter(isAnswersDate)
            + evidence.parts.filter { !$0.part.isYear && !isAnswersDate($0) } + evidence.parts.filter(\.part.isYear)
        for located in ordered {
            switch located.part {
            case .date(let date):
                if points > 0 { points -= 1 }
                // "正月休みが待ち遠しい〜！元日まであと何日": the answer's holiday said again is that same day.
                else if !date.isSameHoliday(as: intent.date) { unused.append(located) }
            case .week:
                if points > 0 { points -= 1 } else { unused.append(located) }
            case .month(let month):
                guard budget.periodsArePoints, points > 0 else { unused.append(located); continue }
                points -= 1
                if case .absolute(_, nil) = month { pairedYear = true }
            case .year(let year):
                if years > 0 { years -= 1 }
                else if pairedYear { pairedYear = false }
                else if year == .relative(0) && !ownsYears { continue }
                else if budget.periodsArePoints && points > 0 { points -= 1 }
                else { unused.append(located) }
            case .unit(let unit):
                if !budget.units.contains(unit) { unused.append(located) }
            case .amount(let unit, let count):
                // "다음주 한 주 요약해줘", "show me next week, the whole one week": one week said of a week's
                // answer is that week's length, which the answer covers.
                if unit == .week, count == 1, intent.asksAWeek { continue }
                if !budget.amounts.contains(unit) { unused.append(located) }
            case .modifier:
                if !budget.modifier { unused.append(located) }
            case .number(let value):
                if choosing, let value, budget.choices?.contains(value) == true { continue }
                if let quarter = intent.quarterOfPeriod, value == quarter { continue }
                unused.append(located)
            case .duration, .otherUnit:
                unused.append(located)
            // The answer judges places: a week is the same everywhere, a holiday is not.
            case .region, .place:
                continue
            }
        }
        return unused.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

extension Evidence.Part {
    var isYear: Bool {
        if case .year = self { return true }
        return false
    }
}

extension DateExpression {
    /// One holiday said twice ("正月" and "元日"): the two share a name and a year.
    func isSameHoliday(as other: DateExpression?) -> Bool {
        guard case .holiday(let names, let year) = self, case .holiday(let otherNames, let otherYear)? = other else { return false }
        return year == otherYear && !Set(names).isDisjoint(with: otherNames)
    }
}
