/// "what week is christmas? need to plan the family trip", "Welche KW ist Ostern? Will Urlaub planen":
/// a whole question, its question mark, then a remark of the asker's own — why they ask. The remark's
/// words are not ours and would refuse the question as unexplained. So the question is read again
/// without the remark, but only when the remark can change nothing in the answer: it names no date,
/// number, unit, holiday, place or other subject, asks nothing of its own (no question word, no second
/// question mark), and the answer holds wherever the asker is (a place the remark may hint at is not
/// ours to guess: "is Friday a holiday? flying to Lisbon" stays refused).
extension IntentClassifier {
    /// The intent, evidence and items of the question before the remark, or nil when the text has no
    /// such shape.
    func trailingRemarkReading(_ items: [Item], text: NormalizedText) -> (Intent, Evidence, [Item])? {
        guard let (mark, several) = Self.questionMarkBeforeRemark(items, text: text),
              // A date the grammar read across the mark ("24 december 2027? julafton": the name confirms the date)
              // belongs to both sides: cut there, the question lost its date and was answered for today.
              !items.contains(where: { $0.range.lowerBound < mark && $0.range.upperBound > mark }) else { return nil }
        let question = items.filter { $0.range.upperBound <= mark }
        let remark = items.filter { $0.range.lowerBound > mark }
        // A remark that says why the asker asks may name what the plan is about (`PurposeRemark`).
        let purpose = Self.givesAPurpose(remark)
        // Several remarks, each after its question mark, only when they say why ("vecka 20 2027 vilka datum? behöver
        // det för schemat? behöver det till jobbet"): otherwise the second may be a second question.
        if several, !purpose { return nil }
        // A question that tells a day and then asks about another ("Die Hochzeit ist am 12. Juni 2027. Welcher
        // Wochentag ist der Tag danach?") is read by the telling-clause rules (`StatedDates`), which this reading
        // skips: with a remark after it, the wedding day itself was answered.
        if question.filter({ if case .entity(.date) = $0.kind { return true }; return false }).count > 1 { return nil }
        // (So is one that tells the day in a clause of its own — a clause that says something, not "snabb fråga,": "Bröllopet är 12 juni 2027, vilken veckodag är dagen
        // innan?" was answered with the wedding day.) And a direction that holds only at the question's end
        // ("今日から4日": four days from today) was read where the question no longer ends.
        let clauseOfItem = Self.clauses(of: question, text: text, readCommasBreak: true)
        let saying = Set(question.indices.filter { !question[$0].isFillerOnly && !question[$0].isUnknown }.map { clauseOfItem[$0] })
        if saying.count > 1
            || question.contains(where: { $0.readings.contains { if case .finalDirection = $0 { return true }; return false } }) {
            return nil
        }
        let remarkStart = items.count - remark.count
        // Week words may echo a week question ("what week is it? need the week number for my timesheet").
        let echoes = remark.indices.filter {
            purpose ? !Self.saysNothingInAPurposeRemark(items, at: remarkStart + $0, text: text) : !Self.saysNothingToTheAnswer(remark[$0])
        }.map { remark[$0] }
        // An unknown word a place word introduces is a place not ours ("…? need it for a form in Atlantis").
        guard !question.isEmpty, !remark.isEmpty, !(purpose && Self.namesAnUnknownPlace(remark, text: text)),
              echoes.allSatisfy({ $0.echoesAWeekWord || $0.echoesAHolidayWord }) else { return nil }
        var evidence = Evidence(question)
        evidence.attachLeftoverYear()
        let intent = decide(question, evidence, text: text)
        guard intent.kind != .unknown,
              intent.holdsEverywhere || intent.isCalendarFact || intent.kind == .currentWeek || purpose && Self.namesNoPlace(remark),
              echoes.allSatisfy({ $0.echoesAWeekWord && intent.asksAWeek || $0.echoesAHolidayWord && intent.date?.namesHoliday == true })
        else { return nil }
        return (intent, evidence, question)
    }

    /// The position of the first question mark with words after it, and whether more marks follow (a second
    /// question is not a remark, unless what follows only says why); nil when there is none.
    private static func questionMarkBeforeRemark(_ items: [Item], text: NormalizedText) -> (Int, Bool)? {
        guard let lastItemEnd = items.last?.range.upperBound else { return nil }
        let marks = text.scalars.indices.filter { text.scalars[$0] == "?" }
        guard let first = marks.first, first < lastItemEnd else { return nil }
        return (first, marks.count > 1)
    }

    /// A word of the remark that cannot change the answer: an unknown word, filler, or a cue that asks
    /// nothing by itself ("to", "plan"); never a date, number, unit, holiday, place or subject.
    private static func saysNothingToTheAnswer(_ item: Item) -> Bool {
        if item.isUnknown { return true }
        guard case .phrase = item.kind, item.number == nil else { return false }
        // "…? i Atlantis": a place marker says where, which a remark must not.
        if item.readings.contains(where: { if case .placeMarker = $0 { return true }; return false }) { return false }
        return item.readings.allSatisfy { reading in
            switch reading {
            case .cue(let cue): return remarkCues.contains(cue)
            default: return !reading.isContent
            }
        }
    }

    /// Cues a remark about one's plans says without asking anything: "to", "since", "plan", "show", "my leave
    /// *ends*", "school *starts*".
    private static let remarkCues: Set<Cue> = [.until, .since, .overview, .show, .have, .now, .start, .end]
}
