import VeckaEngine

/// "I'm flying out on 8 April, what week is that?", "Ich ziehe am 12. März um. Welche KW ist das?",
/// "chefen säger att rapporten ska vara klar vecka 2, vilka datum är det?": a clause that tells what
/// happens on a date or in a week, then the question about it. The telling clause's
/// words are not ours (flying, ziehe um) and would refuse the question as unexplained; its date is the
/// question's. So the question is read again without the earlier clauses' unknown words — only for
/// answers that hold wherever the asker is (a week, a weekday, a count of calendar days), since the
/// clause may name a place whose holidays are not ours ("flying to Lisbon on 8 April, is that a
/// holiday?" stays refused).
extension IntentClassifier {
    /// Whether a subject not ours is said only in clauses that tell a date of their own ("jag är *född* 12
    /// mars 1990, …"): context for that date, not the question's subject. Without a date there
    /// ("när är Zlatan född, vilken veckodag") the subject is what is asked about, and refused.
    static func offTopicTellsADate(_ items: [Item], text: NormalizedText) -> Bool {
        let offTopic = items.indices.filter { items[$0].has(.offTopic) }
        guard !offTopic.isEmpty else { return false }
        let clauseOfItem = clauses(of: items, text: text, readCommasBreak: true)
        return offTopic.allSatisfy { index in
            clauseOfItem[index] < clauseOfItem[clauseOfItem.count - 1]
                && hasDate(items, clauseOfItem, clause: clauseOfItem[index], weekDates: false)
        }
    }

    /// The intent and evidence of that second reading, or nil when the question has no such shape or
    /// the second reading is not an answer that holds everywhere.
    /// `questionStart`: where the question clause starts (a scalar offset); what the telling clauses say before it
    /// is context, a subject not ours among it too ("The package is supposed to arrive on December 18. Which
    /// week number is that?") — as long as they only tell (no question mark: "Will it rain on Friday? Which
    /// week is that?" asks two things, one not ours, and stays refused).
    func statedDateReading(_ items: [Item], text: NormalizedText) -> (Intent, Evidence, questionStart: Int)? {
        let clauseOfItem = IntentClassifier.clauses(of: items, text: text, readCommasBreak: true)
        guard let lastClause = clauseOfItem.last, lastClause > 0 else { return nil }
        // The question is the clause of the last word that says something; the clauses before it tell.
        guard let question = items.indices.last(where: { !items[$0].isUnknown && !items[$0].isFillerOnly && !items[$0].isStatementWord })
            .map({ clauseOfItem[$0] }), question > 0 else { return nil }
        // The telling clauses lose their unknown words and their "to"/"by"; everything else they say
        // (a year, a unit, a place) stays and is answered or refused as usual.
        var reduced: [Item] = []
        var statedDates = 0
        var tellingHasUnknownWords = false
        let questionStart = items[items.indices.first { clauseOfItem[$0] == question }!].range.lowerBound
        let tellingAsks = text.scalars[..<questionStart].contains { $0 == "?" || $0 == "\u{FF1F}" }
        if tellingAsks, items.indices.contains(where: { clauseOfItem[$0] < question && items[$0].has(.offTopic) }) { return nil }
        for (index, item) in items.enumerated() {
            guard clauseOfItem[index] < question else {
                reduced.append(item)
                continue
            }
            if item.isUnknown || item.has(.offTopic) {
                tellingHasUnknownWords = true
            } else if !item.isStatementWord {
                if case .entity(let entity) = item.kind, entity.isDate { statedDates += 1 }
                reduced.append(item)
            }
        }
        guard tellingHasUnknownWords else { return nil }
        // A subject not ours in clauses that tell no date is what the question is about ("ราคาหุ้น PTT
        // วันนี้เท่าไหร่": the PTT share price today), never context to read past.
        if statedDates == 0, items.indices.contains(where: { clauseOfItem[$0] < question && items[$0].has(.offTopic) }) { return nil }
        // Nor is a thing named before a question that asks only "how much", "what" of a day ("bensinpriset, vad
        // är det idag", "油价，今天多少"): the question names nothing of its own to ask about, the thing is it.
        // (A telling clause may say it: "my boss wants the current ISO week, which one is it?")
        if statedDates == 0, !items.contains(where: Self.namesWhatIsAsked) {
            return nil
        }
        if statedDates > 0, let restated = withoutRestatedDays(reduced, clauseOfItem: clauseOfItem, items: items, question: question) {
            var evidence = Evidence(restated)
            evidence.attachLeftoverYear(keptApart: yearAskedApart(restated, text: text))
            let intent = decide(restated, evidence, text: text)
            guard intent.holdsEverywhere else { return nil }
            return (intent, evidence, questionStart)
        }
        // "Our lease ends 8/31/2027 and the new one starts 9/15/2027. How many days are there between those two
        // dates?", "2027년 1월 4일에 시작해서 2027년 4월 30일에 끝나요. 시작일에서 종료일까지 며칠": two days told,
        // then the count between them — and only that (the question says no day of its own).
        if statedDates == 2, !items.indices.contains(where: { clauseOfItem[$0] >= question && items[$0].entity?.isDate == true }) {
            var evidence = Evidence(reduced)
            evidence.attachLeftoverYear(keptApart: yearAskedApart(reduced, text: text))
            let intent = decide(reduced, evidence, text: text)
            guard intent.kind == .daysBetween, intent.holdsEverywhere else { return nil }
            return (intent, evidence, questionStart)
        }
        guard statedDates == 1 else {
            return echoedQuestionReading(items, clauseOfItem, question: question, reduced: reduced, text: text)
                .map { ($0.0, $0.1, questionStart) }
        }
        var evidence = Evidence(reduced)
        evidence.attachLeftoverYear(keptApart: yearAskedApart(reduced, text: text))
        let intent = decide(reduced, evidence, text: text)
        guard intent.holdsEverywhere else { return nil }
        return (intent, evidence, questionStart)
    }
}

extension IntentClassifier {
    /// "Payroll runs on the 15th. Which week number is January fifteenth?", "Lương về ngày 10 hàng tháng,
    /// ngày 10 tháng sau là thứ mấy?": the telling clause names only a day of the
    /// month that the question's own date has too — a habit said again, not a second date. The reduced
    /// items without those days; nil when the telling clause says any other date.
    fileprivate func withoutRestatedDays(_ reduced: [Item], clauseOfItem: [Int], items: [Item], question: Int) -> [Item]? {
        var tellingDays: Set<Int> = []
        var questionDays: [Int] = []
        for (index, item) in items.enumerated() {
            guard case .entity(.date(let date)) = item.kind else {
                if case .entity(let entity) = item.kind, entity.isDate, clauseOfItem[index] < question { return nil }
                continue
            }
            if clauseOfItem[index] < question {
                guard case .dayOfMonth(let day) = date else { return nil }
                tellingDays.insert(day)
            } else {
                switch date {
                case .calendarDate(_, _, let day), .dayOfMonthIn(let day, _): questionDays.append(day)
                default: return nil
                }
            }
        }
        guard !tellingDays.isEmpty, questionDays.count == 1, tellingDays == [questionDays[0]] else { return nil }
        // The habit's own period word goes with it ("每月十五号", "ngày 10 hàng tháng": every month).
        let telling = Set(items.indices.filter { clauseOfItem[$0] < question }.map { items[$0].range })
        return reduced.filter { item in
            guard telling.contains(item.range) else { return true }
            if case .entity(.date(.dayOfMonth)) = item.kind { return false }
            return !(item.entity == nil && item.readings.allSatisfy { reading in
                switch reading {
                case .unit(.month), .monthMarker: return true
                default: return !reading.isContent
                }
            } && item.readings.contains(.unit(.month)))
        }
    }
}

extension IntentClassifier {
    /// "上司に今の週番号聞かれたんだけど、何週だっけ", "팀장님이 이번 주 몇 주차냐고 물어보시는데 몇 주차지?", "my boss
    /// wants the current ISO week, which one is it?": the telling clause says who asks and only echoes
    /// the question's own words (a week word, "current", a question word), so the question is read
    /// without the telling clause's unknown words. Anything more in the telling clause (a date, a number, a year, a place, a holiday)
    /// could change the answer, and then the question stays refused.
    fileprivate func echoedQuestionReading(_ items: [Item], _ clauseOfItem: [Int], question: Int, reduced: [Item],
                                           text: NormalizedText) -> (Intent, Evidence)? {
        // What the question clause itself says: a telling clause may say it again ("Just got my 2027 planner,
        // how many weeks does 2027 have?", "Ich hab nächste Woche Spätschicht, zeig mir die Wochenübersicht für
        // nächste Woche") without saying anything more.
        let asked = items.indices.filter { clauseOfItem[$0] >= question }.compactMap { items[$0].entity }
        // "när är Zlatan född, vilken veckodag": a question word beside a subject not ours asks about that
        // subject — the weekday asked is its date's, which nothing here tells (it was answered with today's).
        let telling = items.indices.filter { clauseOfItem[$0] < question }
        if telling.contains(where: { items[$0].has(.offTopic) }),
           telling.contains(where: { items[$0].readings.contains(where: \.asksAQuestion) }) { return nil }
        var echoes: [Int] = []
        for (index, item) in items.enumerated()
        where clauseOfItem[index] < question && !item.isUnknown && !item.isFillerOnly && !item.has(.offTopic) {
            if let entity = item.entity, asked.contains(entity) {
                echoes.append(index)
                continue
            }
            guard item.onlyEchoesAWeekQuestion else { return nil }
        }
        // A said-again date or week is the question's own: counted once.
        let echoed = Set(echoes.map { items[$0].range })
        let reduced = reduced.filter { !echoed.contains($0.range) }
        var evidence = Evidence(reduced)
        evidence.attachLeftoverYear(keptApart: yearAskedApart(reduced, text: text))
        let intent = decide(reduced, evidence, text: text)
        guard intent.kind == .currentWeek || intent.holdsEverywhere || intent.isCalendarFact else { return nil }
        return (intent, evidence)
    }
}

extension Item {
    /// A week word, "this"/"current" week, a question word: what a week question repeats.
    var onlyEchoesAWeekQuestion: Bool {
        if case .entity(let entity) = kind {
            switch entity {
            case .week(.current), .week(.relative(0)): return true
            default: return false
            }
        }
        // A particle that may also be a number (Korean 이 after a name) is taken as the particle.
        if readings.contains(.filler) { return true }
        return readings.allSatisfy { reading in
            switch reading {
            case .weekWord, .unit(.week), .cue, .relativeWeek(0), .relativeDay(0), .modifier(0): return true
            default: return !reading.isContent
            }
        }
    }

    /// "to", "by", "until" in a telling clause ("flying to Lisbon") are not its question: only words
    /// that ask something mark the question clause.
    var isStatementWord: Bool {
        !readings.isEmpty && readings.allSatisfy { reading in
            if case .cue(let cue) = reading { return [.until, .between, .since, .inclusive].contains(cue) }
            return !reading.isContent
        }
    }
}

private extension Entity {
    /// A day or a numbered week the telling clause names ("flyttar 12 mars", "rapporten ska vara klar
    /// vecka 2"); this week said again is an echo of the question (`echoedQuestionReading`).
    var isDate: Bool {
        switch self {
        case .date, .week(.number), .week(.nthOfMonth): return true
        default: return false
        }
    }
}

extension Intent {
    /// Facts of the calendar itself, the same for everyone, and the overviews of a week or month (whose holidays
    /// are named with their region): what a telling clause that only says the question again cannot change.
    var isCalendarFact: Bool {
        switch kind {
        case .weeksInYear, .isLeapYear, .daysInYear, .daysInMonth, .weekOverview, .monthOverview, .yearOverview:
            return problem == nil
        default:
            return false
        }
    }

    /// Answers that do not depend on the asker's place: a week, a weekday, a day's other numbers, a
    /// count of calendar days.
    var holdsEverywhere: Bool {
        switch kind {
        case .weekForDate, .dayOfWeek, .dayOfYear, .quarter, .datesOfWeek:
            return problem == nil
        case .daysUntil, .daysBetween:
            return problem == nil && countingUnit != .businessDay
        default:
            return false
        }
    }
}

private extension Reading {
    /// A question word proper: when, which, how many, what weekday ("när är Zlatan född").
    var asksAQuestion: Bool {
        switch self {
        case .cue(.when), .cue(.which), .cue(.howMany), .cue(.dayName): return true
        default: return false
        }
    }
}

extension IntentClassifier {
    /// A word of a question that says what it asks about: a week or unit word, a week, a holiday, or a
    /// question word more telling than "what", "how much", "when" ("weekday", "holiday", "until").
    static func namesWhatIsAsked(_ item: Item) -> Bool {
        if case .entity(let entity) = item.kind, !entity.isDate || item.dateExpression?.namesHoliday == true { return true }
        return item.readings.contains { reading in
            switch reading {
            case .weekWord, .unit: return true
            case .cue(let cue): return ![.which, .howMany, .number, .when, .now].contains(cue)
            default: return false
            }
        }
    }
}
