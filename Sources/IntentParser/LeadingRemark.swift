/// "I'm tidying my desk calendar. How many weeks does 2027 have?", "Mình đang làm lịch treo
/// tường, năm 2027 có bao nhiêu tuần?", "刚下夜班脑子有点懵，今天是今年的第几天啊": a remark of the asker's own
/// — what they are doing, how they feel — then the whole question. The remark's words are not ours and
/// would refuse the question as unexplained, and a word of it the vocabulary knows as a question's cue
/// ("calendar" read as the week overview) would change the question. So the question is read alone, but
/// only when the remark can change nothing in the answer: it names no date, number, unit, holiday, place
/// or subject (an unknown word after a place word is a place: "in Atlantis"), and asks nothing (its cues
/// are the kind a remark says: "now", "have", "calendar", "end"), and the answer holds wherever the asker
/// is. A clause that tells a date is `StatedDates`'; one that says anything more keeps the question refused.
extension IntentClassifier {
    /// The intent, evidence and items of the question after the remark, and where it starts; nil when
    /// the text has no such shape.
    func leadingRemarkReading(_ items: [Item], text: NormalizedText) -> (Intent, Evidence, [Item], questionStart: Int)? {
        // A question that names nothing to ask about ("vad är det idag", "今天多少") asks about the thing said
        // before it ("bensinpriset, vad är det idag": the petrol price): that is no remark (`StatedDates`).
        guard items.contains(where: Self.namesWhatIsAsked) else { return nil }
        let clauseOfItem = IntentClassifier.clauses(of: items, text: text, readCommasBreak: true)
        // The question is the clause of the last word that says something; the clauses before it remark.
        guard let question = items.indices.last(where: { !items[$0].isUnknown && !items[$0].isFillerOnly && !items[$0].isStatementWord })
            .map({ clauseOfItem[$0] }), question > 0 else { return nil }
        // The remark is as short as it can be: the first clauses that say nothing, the rest is the question.
        for start in 1...question {
            let remark = items.indices.filter { clauseOfItem[$0] < start }
            let asked = Array(items[remark.count...])
            // A time the remark says again in the question ("다음 주 일정 정리하려고 하는데 다음 주 한 주 전체 좀 보여줘",
            // "크리스마스가 너무 기다려져요 ㅎㅎ 크리스마스까지 며칠 남았어요?") is the question's own, used by its answer.
            // Any other time in a remark keeps the question refused: the answer would not use it.
            let askedTimes = asked.compactMap(\.entity)
            // A remark about the week number being asked ("회사 주간보고 양식에 ISO 주차를 써야 되는데") echoes a
            // week question: its week words say nothing more, when the question asks a week.
            let echoes = remark.filter { !Self.saysNothingInARemark(items, at: $0) && !Self.saysAgain(items[$0], askedTimes) }
            guard echoes.allSatisfy({ items[$0].echoesAWeekWord }),
                  !Self.namesAnUnknownPlace(remark.map { items[$0] }, text: text) else { return nil }
            guard remark.contains(where: { items[$0].isUnknown }) else { continue }
            guard let (intent, evidence) = readAlone(asked, text: text), echoes.isEmpty || intent.asksAWeek else { continue }
            return (intent, evidence, asked, asked.first?.range.lowerBound ?? text.scalars.count)
        }
        return nil
    }

    /// An unknown word a place word introduces ("in Atlantis", "アトランティスで") is a place not ours to
    /// drop, in a remark as anywhere (`unknownPlace`): the question stays refused naming it.
    static func namesAnUnknownPlace(_ remark: [Item], text: NormalizedText) -> Bool {
        IntentClassifier.unknownPlace(remark, text: text) != nil
    }

    /// The question's own items read alone: its intent and evidence when it is whole, uses every part, and
    /// its answer holds wherever the asker is (a remark may hint at a place that is not ours to guess).
    /// `anywhereOrNot`: the remark gives a reason and names no place (`PurposeRemark`), so an answer that
    /// depends on the place is read too.
    func readAlone(_ asked: [Item], text: NormalizedText, anywhereOrNot: Bool = false) -> (Intent, Evidence)? {
        var evidence = Evidence(asked)
        evidence.attachLeftoverYear()
        let intent = decide(asked, evidence, text: text)
        guard intent.kind != .unknown, intent.holdsEverywhere || intent.kind == .currentWeek || intent.isCalendarFact || anywhereOrNot,
              IntentClassifier.unusedParts(of: intent, in: evidence).isEmpty else { return nil }
        return (intent, evidence)
    }

    /// A word of a remark before the question: an unknown word, a filler (a particle that may also be a
    /// number or a place marker is taken as the particle, unless a unit follows: "en vecka"), or a cue a
    /// remark says without asking anything; never a date, number, unit, holiday, place or subject.
    static func saysNothingInARemark(_ items: [Item], at index: Int) -> Bool {
        let item = items[index]
        if item.isUnknown { return true }
        guard case .phrase = item.kind, !item.has(.offTopic) else { return false }
        if item.readings.contains(.filler) {
            let next = items.index(after: index)
            return next == items.endIndex || !items[next].readings.contains { if case .unit = $0 { return true }; return false }
        }
        guard item.number == nil else { return false }
        return item.readings.allSatisfy { reading in
            switch reading {
            case .cue(let cue): return remarkCues.contains(cue)
            // "just got back from a long lunch", "เพิ่งกลับจากประชุม" (just back from a meeting): with no number,
            // unit or date in the remark, a direction counts nothing and the asker's own doings date nothing.
            case .direction, .personalEvent: return true
            // "my kid asked me this during dinner and I had no idea": who asked, a "this" or a "no" with nothing
            // of the calendar after it (any date, unit or number in the remark keeps the question refused).
            case .modifier, .reportingVerb: return true
            default: return !reading.isContent
            }
        }
    }

    /// Cues a remark about one's doings says without asking: "now", "have", "calendar", "show", "end", "to", "from".
    private static let remarkCues: Set<Cue> = [.now, .have, .overview, .show, .end, .start, .until, .since, .between,
                                               .number, .remaining]
}

extension IntentClassifier {
    /// Whether the item is a date, week, year or month that the question says too.
    static func saysAgain(_ item: Item, _ askedTimes: [Entity]) -> Bool {
        guard let entity = item.entity else { return false }
        switch entity {
        case .date, .week, .year, .month, .monthOfYear, .relativeMonth: return askedTimes.contains(entity)
        default: return false
        }
    }
}

extension Intent {
    /// A question whose answer is a week (its number or its days), which a remark's week words may echo.
    var asksAWeek: Bool {
        switch kind {
        case .currentWeek, .weekForDate, .datesOfWeek, .weekOverview: return true
        default: return false
        }
    }
}

extension Item {
    /// A week word of a remark that only says what a week question asks: "ISO 주차", "周数", "week number",
    /// "week no." — a week word, with nothing but question words and particles read with it; never a number,
    /// a date, a place word.
    /// A holiday word alone ("연휴 미리 보려고": to look at the long weekend ahead, "連休にしたい"): it may
    /// repeat a question about a named holiday, which the answer is about anyway.
    var echoesAHolidayWord: Bool {
        guard case .phrase = kind, number == nil, readings.contains(.cue(.holiday)) else { return false }
        return readings.allSatisfy { $0 == .cue(.holiday) || $0 == .filler || $0 == .connector }
    }

    var echoesAWeekWord: Bool {
        guard case .phrase = kind, number == nil,
              readings.contains(where: { $0 == .weekWord || $0 == .unit(.week) }) else { return false }
        return readings.allSatisfy { reading in
            switch reading {
            case .weekWord, .unit(.week), .cue(.number), .cue(.which), .filler, .connector: return true
            default: return false
            }
        }
    }
}
