import VeckaEngine

/// A date's other numbers and a year's or month's length: "what day of the year is it" (dayOfYear),
/// "which quarter are we in" (quarter), "is 2028 a leap year" / "how many days does 2028 have"
/// (isLeapYear, daysInYear), "how many days does February 2028 have" (daysInMonth).
///
/// Each is asked by its own cue word (day of the year, quarter, leap year) or, for a month's or a
/// year's length, by "how many days" with a month or a year and nothing to count to. Anything else
/// the question holds is left to the budget (`UnusedParts`), which refuses what the answer would not
/// use: "which quarter is week 30 in" is refused, not answered for today.
extension IntentClassifier {
    func calendarFactIntent(_ evidence: Evidence) -> Intent? {
        let cues = evidence.cues
        // A question that counts to, from or between dates is a counting question, whatever else it names
        // ("how many days until the next leap year" is not one we answer: the counting rules decide).
        let counts = !cues.isDisjoint(with: [.until, .since, .between, .remaining])
        // "How many holidays in 2028", "2028年の祝日は何日ありますか": holiday questions are the holiday rules'.
        guard !cues.contains(.holiday) else { return nil }
        if cues.contains(.leapYear) {
            guard !counts, evidence.dates.isEmpty, evidence.weeks.isEmpty, evidence.months.isEmpty else { return .unknown }
            // "When is the leap day in 2028" asks for a date, which "yes, 2028 is a leap year" does not say.
            // ("When is the leap year", with no year, is answered with the next one.)
            // Nor does it say the leap day's weekday or week ("vilken veckodag är skottdagen 2028", "which week is
            // the leap day in 2028"), which were answered "yes, 2028 is a leap year".
            if !cues.isDisjoint(with: [.when, .dates, .dayName]) || evidence.weekWordLeft || evidence.weekNumberWordLeft,
               !evidence.years.isEmpty { return .unknown }
            return Intent(kind: .isLeapYear, year: evidence.years.first ?? .current)
        }
        // "Năm 2028 có ngày 29 tháng 2 không", "does 2028 have a February 29th", "2028年に2月29日はある":
        // whether a year has a leap day is whether it is a leap year.
        if cues.contains(.have), cues.isSubset(of: [.have]), evidence.dates.count == 1, evidence.weeks.isEmpty,
           evidence.months.isEmpty, case .calendarDate(let ownYear, 2, 29) = evidence.dates[0],
           evidence.years.count + (ownYear == nil ? 0 : 1) <= 1 {
            return Intent(kind: .isLeapYear, year: ownYear ?? evidence.years.first ?? .current)
        }
        if cues.contains(.dayOfYear) {
            guard !counts, evidence.weeks.isEmpty, evidence.months.isEmpty else { return .unknown }
            if evidence.dates.isEmpty, !evidence.years.isEmpty { return .unknown }
            return Intent(kind: .dayOfYear, date: evidence.dates.first ?? .relativeDays(0))
        }
        if cues.contains(.quarter) {
            // "How many quarters", "the quarter's last day": not this intent's question. (vi mấy is both
            // which and how many: "thuộc quý mấy" asks which.)
            guard !counts, !cues.contains(.howMany) || cues.contains(.which), evidence.weeks.isEmpty else { return .unknown }
            if let date = evidence.dates.first { return Intent(kind: .quarter, date: date) }
            if let month = monthWithYear(evidence) { return Intent(kind: .quarter, date: .dayOfMonthIn(day: 1, month: month)) }
            guard evidence.years.allSatisfy({ $0 == .relative(0) || $0 == .current }) else { return .unknown }
            return Intent(kind: .quarter, date: .relativeDays(0))
        }
        // "明年二月是28天还是29天", "2月は28日までだっけ？29日？", "下个月有31号吗", "올해 365일이야 366일이야?":
        // lengths offered as a choice (or one to confirm) are a question about the month's or year's length.
        let offeredDays = evidence.amountCounts(of: .day)
        let offeredDates = CalendarFactIntents.offeredMonthLengths(evidence)
        // まで/까지/ถึง here says "up to": the month runs up to the day offered, nothing is counted.
        let countsSomething = !cues.isDisjoint(with: [.since, .between, .remaining, .howMany])
        if !countsSomething, !offeredDays.isEmpty || !offeredDates.isEmpty, evidence.weeks.isEmpty, !evidence.weekWordLeft,
           offeredDates.count == evidence.dates.count {
            if offeredDays.allSatisfy(CalendarFactIntents.monthLengths.contains),
               let month = monthWithYear(evidence) ?? (evidence.monthWordLeft && evidence.months.isEmpty ? .relative(0) : nil) {
                var intent = Intent(kind: .daysInMonth)
                intent.month = month
                return intent
            }
            if offeredDates.isEmpty, evidence.months.isEmpty, offeredDays.allSatisfy({ $0 == 365 || $0 == 366 }),
               evidence.years.count <= 1 {
                return Intent(kind: .daysInYear, year: evidence.years.first ?? .current)
            }
        }
        // "이번 달 며칠까지야", "เดือนนี้มีถึงวันที่เท่าไหร่": up to which day a month runs (the grammar reads its
        // last day) is its length.
        // ("2028년 2월 며칠까지 있음": the last day taken into the date, then "is there" asks the same; "담달
        // 몇일까지임": the date's own question word is all that is asked.)
        if evidence.dates.count == 1, case .dayOfMonthIn(-1, let month) = evidence.dates[0],
           !cues.isDisjoint(with: [.end, .until, .howMany, .have]), cues.isDisjoint(with: [.since, .between, .remaining]),
           evidence.weeks.isEmpty, !evidence.weekWordLeft, !cues.contains(.dayName) {
            var intent = Intent(kind: .daysInMonth)
            intent.month = month
            return intent
        }
        // "2月は何日まで", "2월은 며칠까지 있어", "when does February end": a month's last day is its length.
        if cues.contains(.end), !counts, evidence.dates.isEmpty, evidence.weeks.isEmpty, !evidence.weekWordLeft,
           let month = monthWithYear(evidence) ?? (evidence.monthWordLeft && evidence.months.isEmpty ? .relative(0) : nil) {
            var intent = Intent(kind: .daysInMonth)
            intent.month = month
            return intent
        }
        // "How many days does February 2028 have", "hur många dagar har den här månaden"; "days in april?"
        // (the unit and a month with nothing else to ask is the month's length).
        // "tage im jahr 2028", "days in 2028?": the day unit (which also asks for dates) and one month or
        // year, nothing else asked, is its length too.
        let asksLength = cues.contains(.howMany) || (cues.isSubset(of: [.have]) && !evidence.months.isEmpty)
            || (cues.isSubset(of: [.have, .dates]) && evidence.months.count + evidence.years.count == 1)
        guard asksLength, !counts, evidence.otherUnits.contains(.day), evidence.dates.isEmpty,
              evidence.weeks.isEmpty, !evidence.weekWordLeft, evidence.amounts.isEmpty else { return nil }
        if let month = monthWithYear(evidence) {
            var intent = Intent(kind: .daysInMonth)
            intent.month = month
            return intent
        }
        if evidence.months.isEmpty, evidence.monthWordLeft, evidence.years.isEmpty {
            var intent = Intent(kind: .daysInMonth)
            intent.month = .relative(0)
            return intent
        }
        if evidence.months.isEmpty, !evidence.monthWordLeft, evidence.years.count == 1 {
            return Intent(kind: .daysInYear, year: evidence.years[0])
        }
        return nil
    }

    /// The one month the question names, with the one year that stands beside it ("February 2028").
    func monthWithYear(_ evidence: Evidence) -> MonthExpression? {
        guard evidence.months.count == 1 else { return nil }
        let month = evidence.months[0]
        guard case .absolute(let number, nil) = month else { return evidence.years.isEmpty ? month : nil }
        switch evidence.years.count {
        case 0: return month
        case 1: return .absolute(month: number, year: evidence.years[0])
        default: return nil
        }
    }
}

/// What a month's length can be, and the days of a month a question offers as its length.
enum CalendarFactIntents {
    static let monthLengths = 28...31

    /// "31日" in "来月って31日まであるっけ", "31号" in "下个月有31号吗": a day of the month that can only be
    /// asked as the month's last.
    static func offeredMonthLengths(_ evidence: Evidence) -> [Int] {
        evidence.dates.compactMap { date in
            if case .dayOfMonth(let day) = date, monthLengths.contains(day) { return day }
            return nil
        }
    }
}
