import TextNormalization
import VeckaEngine

/// Reads personal commands ("note on Friday: dentist", "my notes this week", "count down to my vacation
/// on 20 June", "undo") with each language's `personal.*` words and the calendar grammar for the day,
/// week or month they name. Shared logic; only the words are per language.
struct PersonalCommandReader {
    let words: PersonalWords
    let languageCodes: [String]

    /// The words that make a question a personal command; "delete" alone does not, and "my" only at
    /// the start of a statement ("my exam is on 12 March").
    private static let triggers: Set<PersonalWords.Kind> = [.note, .countdown, .undo, .agenda]

    func read(_ question: String, normalized whole: NormalizedText, preferred: Int?, parser: QuestionParser) -> PersonalReading? {
        // Most questions have no personal word: one scan of the whole question tells, before any split.
        let first = words.matches(in: whole)
        guard first.contains(where: { Self.triggers.contains($0.kind) || ($0.kind == .mine && $0.range.lowerBound == 0) })
        else { return nil }
        var split = PersonalText(question)
        // A countdown has no text of its own: its colon is punctuation, its quotes hold its name.
        var quotedName: String?
        if split.text != nil, first.contains(where: { $0.kind == .countdown }), !first.contains(where: { $0.kind == .note }) {
            if split.quoted, let name = split.text, !name.isEmpty { quotedName = name }
            split = split.quoted ? PersonalText.withoutText(of: split) : PersonalText.withoutColons(question)
        }
        let head = split.text == nil && quotedName == nil && split.head == question ? whole : NormalizedText(split.head)
        guard !head.scalars.isEmpty else { return nil }
        let all = split.head == question ? first : words.matches(in: head)
        guard let language = language(of: head, all, preferred: preferred, parser: parser) else { return nil }
        let matches = all.filter { $0.language == language }
        var text = split.text
        var headText = head
        var found = matches
        // "周五记一下看牙医", "จดไว้ว่า…": without a colon or quotes, the text follows the language's text
        // cue.
        if text == nil, matches.contains(where: { $0.kind == .note }),
           let cue = matches.first(where: { $0.kind == .textAfter }), cue.range.upperBound < head.count {
            let after = head.scalars[cue.range.upperBound...].drop(while: { $0 == " " })
            text = RawText.find(Array(after), in: split.head, fromEnd: true).map { String($0).trimmingWhitespace() }
                ?? String(String.UnicodeScalarView(after))
            headText = NormalizedText(String(String.UnicodeScalarView(head.scalars[..<cue.range.lowerBound])))
            found = matches.filter { $0.range.lowerBound < cue.range.lowerBound || $0.range == cue.range }
        }
        // The detector's reading in the command's language lends Latin date words to other scripts ("W49有啥
        // 安排"); personal words stay unknown to it and are covered by their matches.
        let detected = parser.detector.detect(headText, preferred: language, readsSlips: false)
        let tokens = detected.language == language ? detected.items : Tokenizer(lexicon: parser.lexicons[language]).tokenize(headText)
        let items = Self.separatingHolidayNames(parser.grammar(language).apply(tokens), tokens: tokens)
        // A command word inside a date the grammar read ("个" of "这个月", "ที่" of "วันที่ 5", "号" of
        // "6号") is part of the date: only the words that make it a command keep their match there.
        let entities = items.filter { if case .entity = $0.kind { return true }; return false }.map(\.range)
        // A number mark inside a longer date or week ("ที่" of "วันที่ 24", "第" of "第50周", "번" of "이번 주")
        // is the date's; one the grammar read with its number alone ("第2" of "第2条") is the note's.
        let numberMarks = found.filter { mark in
            guard mark.kind == .numberMark else { return false }
            let span = Self.numberSpan(headText, mark: mark.range)
            return !entities.contains { $0.overlaps(mark.range) && !(span.contains($0.lowerBound) && $0.upperBound <= span.upperBound) }
        }
        // A command word inside a holiday's name ("メモ" of "メモリアルデー") is not one at all.
        found = found.filter { match in
            if entities.contains(where: { $0.count > match.range.count && $0.contains(match.range.lowerBound)
                && $0.contains(match.range.upperBound - 1) }) { return false }
            return Self.triggers.contains(match.kind) || !entities.contains { $0.overlaps(match.range) }
        }
        guard found.contains(where: { Self.triggers.contains($0.kind) || $0.kind == .mine }) else { return nil }
        let kinds = Set(found.map(\.kind))
        let statement = !kinds.contains(where: Self.triggers.contains)
        let code = languageCodes[language]
        let covered = { (range: Range<Int>) in found.contains { $0.range.overlaps(range) } }
        // The personal words' own readings in the calendar vocabulary ("what" of "what's on", "have" of
        // "what do I have") are not the question's cues.
        // A how-many phrase longer than the personal word it holds is the calendar's question: ko "디데이 계산"
        // (work out the D-day) asks how many days are left, and stores no countdown.
        // (It holds the command word; a filler run on after it, 해줘 of "디데이 계산해줘 시험날이야", may overlap it.)
        let asksHowManyAroundIt = { (item: Item) in
            let commands = found.filter { Self.triggers.contains($0.kind) && $0.range.overlaps(item.range) }
            return item.has(.cue(.howMany)) && !commands.isEmpty && commands.allSatisfy {
                item.range.count > $0.range.count && item.range.contains($0.range.lowerBound) && item.range.contains($0.range.upperBound - 1)
            }
        }
        var evidence = Evidence(items.filter { !covered($0.range) || asksHowManyAroundIt($0) })
        evidence.attachLeftoverYear()
        let name = kinds.contains(.countdown)
            ? quotedName ?? Self.countdownName(items, text: headText, matches: found, raw: split.head)
            : Self.strayWords(items, text: headText, covered: covered, raw: split.head)
        // "my exam is on 12 March": the user's own event said with its day, and no question asked.
        if statement {
            guard kinds.contains(.mine), found.first?.range.lowerBound == 0, evidence.cues.isEmpty,
                  !QuestionMarks.asks(question), evidence.dates.count == 1,
                  evidence.weeks.isEmpty, evidence.months.isEmpty, let name, text == nil else { return nil }
            return PersonalReading(language: code, outcome: .command(.setCountdown(name: name, date: evidence.dates[0])))
        }
        let markedNumber = Self.markedNumber(headText, marks: numberMarks)
        guard let outcome = decide(kinds, evidence, name: name, text: text, items: items, headText: headText,
                                   markedNumber: markedNumber, numberMarked: numberMarks)
        else { return nil }
        return PersonalReading(language: code, outcome: outcome)
    }

    private func decide(_ kinds: Set<PersonalWords.Kind>, _ evidence: Evidence, name: String?, text: String?,
                        items: [Item], headText: NormalizedText, markedNumber: Int?,
                        numberMarked: [PersonalWords.Match]) -> PersonalReading.Outcome? {
        let period = Self.period(evidence)
        // "what's on TV tonight", "ข่าววันนี้มีอะไรบ้าง": a subject not ours is the calendar parser's to refuse —
        // but a countdown's name is the user's own words ("count down to the concert on Saturday").
        if items.contains(where: { $0.has(.offTopic) }), !kinds.contains(.countdown) || name == nil { return nil }
        if kinds.contains(.countdown) {
            // "크리스마스 디데이 며칠?", "นับถอยหลังวันพ่อเหลือกี่วัน": a countdown asked how long is a question
            // about the days left, the calendar parser's.
            if !evidence.cues.isDisjoint(with: [.howMany, .when, .remaining, .dayName, .number]) { return nil }
            // Asked where, it is about a place or a show ("元旦倒數煙花喺邊度睇最好"), the calendar parser's to refuse —
            // read from every item, also one a personal word overlaps (th ที่ of ที่ไหนดี is a number mark).
            if items.contains(where: { $0.has(.cue(.asksWhere)) }) { return nil }
            // "TVB除夕倒數節目幾點播": asked at what hour, a countdown is a show, not one of the user's.
            if items.contains(where: { $0.has(.otherUnit) }) { return nil }
            if kinds.contains(.delete) {
                guard let name else { return .unusable(unused: []) }
                return .command(.deleteCountdown(name: name))
            }
            // "countdown to new year fireworks which channel": a question word with a day asks about something
            // on that day — never a countdown stored in the user's data (one was, named "fireworks").
            if name != nil, evidence.dates.count == 1, evidence.cues.contains(.which) { return nil }
            if let name, evidence.dates.count == 1, evidence.weeks.isEmpty, evidence.months.isEmpty {
                return .command(.setCountdown(name: name, date: evidence.dates[0]))
            }
            // "count down to midsummer on 3 July": the user's own event named like a holiday, with its own
            // day — the name is the holiday's words, the day the one said.
            if name == nil, let (holiday, date) = Self.holidayNameAndDate(evidence, headText) {
                return .command(.setCountdown(name: holiday, date: date))
            }
            // "what countdowns do I have running?", "列出我所有的倒數": asked which, they are listed.
            if name != nil, period == nil, !evidence.cues.isDisjoint(with: [.which, .show]) { return .command(.listCountdowns) }
            if let name { return .missingDate(name: name) }
            // "countdown to Christmas", "春节倒计时": days until a day everyone knows, a calendar question.
            return period == nil ? .command(.listCountdowns) : nil
        }
        // Words the command cannot use (besides a countdown's name) refuse it: a note is never stored on a
        // day guessed from part of what was said. A question that only reads ("what's on", "my notes")
        // with words of its own is the calendar parser's to answer or refuse.
        // "oops, undo that", "さっきの操作を元に戻して": undo takes nothing, so words around it change nothing —
        // unless they name a day or a number, which it could not use.
        if kinds.contains(.undo), !kinds.contains(.note), evidence.parts.isEmpty { return .command(.undo) }
        // "delete note #3", "删除第2条笔记", "메모 3번 지워줘": a marked number is the note's, never a day.
        if kinds.contains(.note), kinds.contains(.delete), text == nil, !numberMarked.isEmpty {
            guard let markedNumber, name == nil else { return .unusable(unused: []) }
            return .command(.deleteNote(number: markedNumber))
        }
        if let name {
            let writes = text != nil || kinds.contains(.delete) || kinds.contains(.undo)
            return writes ? .unusable(unused: [name]) : nil
        }
        let unusable = Self.unusableParts(evidence, headText)
        if !unusable.isEmpty { return .unusable(unused: unusable) }
        if kinds.contains(.undo), !kinds.contains(.note), period == nil { return .command(.undo) }
        if kinds.contains(.note) {
            if let text {
                guard !text.isEmpty else { return .missingText }
                switch period {
                case nil: return .command(.addNote(date: .relativeDays(0), text: text))
                case .day(let date): return .command(.addNote(date: date, text: text))
                default: return .unusable(unused: Self.entityWords(evidence, headText))
                }
            }
            if kinds.contains(.delete) {
                if period == nil, evidence.strayNumbers == 1, let number = Self.strayNumber(evidence) {
                    return .command(.deleteNote(number: number))
                }
                guard let period else { return .unusable(unused: []) }
                return .command(.deleteNotes(period))
            }
            if evidence.strayNumbers > 0 { return .unusable(unused: Self.entityWords(evidence, headText)) }
            return .command(.showNotes(period))
        }
        if kinds.contains(.agenda) {
            // "what's on next week", "vad händer vecka 49": the week overview, which the calendar parser
            // gives (with the user's notes); "12월 공휴일 뭐 있어": a question with its own cue is its.
            // "what's on in December", "来月の予定表": the month's calendar, likewise.
            if case .week = period { return nil }
            if case .month = period { return nil }
            if period == nil, !evidence.weeks.isEmpty { return nil }
            // A week word no week took asks which week ("3 tuần nữa là tuần thứ mấy, mình cần để lên kế hoạch":
            // the plan is why the asker asks; it was read as the agenda of that day).
            if evidence.weekWordLeft { return nil }
            // "what" is the agenda word's own question; "from … to" joins the days of a span.
            var allowed: CueSet = [.which, .between, .until, .have]
            if case .span = period { allowed.formUnion([.start, .end]) }
            guard evidence.cues.isSubset(of: allowed) else { return nil }
            return .command(.agenda(period ?? .day(.relativeDays(0))))
        }
        return .unusable(unused: [])
    }

    /// The language whose personal words the question uses: the only one, else the preferred one, else
    /// the one its calendar words show, else the one whose words cover most of it.
    private func language(of text: NormalizedText, _ matches: [PersonalWords.Match], preferred: Int?,
                          parser: QuestionParser) -> Int? {
        var coverage: [Int: Int] = [:]
        for match in matches where Self.triggers.contains(match.kind) || match.kind == .mine {
            coverage[match.language, default: 0] += match.range.count
        }
        guard !coverage.isEmpty else { return nil }
        if coverage.count == 1 { return coverage.keys.first }
        if let preferred, coverage[preferred] != nil { return preferred }
        let detected = parser.detector.detect(text, preferred: preferred).language
        if coverage[detected] != nil { return detected }
        return coverage.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }

    /// The days a command names: two dates a span, one date its day, else a week, month or year.
    static func period(_ evidence: Evidence) -> NotePeriod? {
        let dates = evidence.dates
        if dates.count == 2, evidence.weeks.isEmpty, evidence.months.isEmpty { return .span(from: dates[0], to: dates[1]) }
        if dates.count == 1, evidence.weeks.isEmpty, evidence.months.isEmpty { return .day(dates[0]) }
        guard dates.isEmpty else { return nil }
        if evidence.weeks.count == 1, evidence.months.isEmpty { return .week(evidence.weeks[0]) }
        if evidence.months.count == 1, evidence.weeks.isEmpty {
            if case .absolute(let month, nil) = evidence.months[0], let year = evidence.years.first {
                return .month(.absolute(month: month, year: year))
            }
            return .month(evidence.months[0])
        }
        if evidence.years.count == 1, evidence.weeks.isEmpty, evidence.months.isEmpty { return .year(evidence.years[0]) }
        if evidence.weekWordLeft { return .week(.current) }
        return nil
    }

    /// Words no calendar entity and no personal word took ("at the office" in a note command), as typed;
    /// nil when there are none.
    private static func strayWords(_ items: [Item], text: NormalizedText, covered: (Range<Int>) -> Bool, raw: String) -> String? {
        let stray = items.filter { !covered($0.range) && ($0.isUnknown || $0.has(.personalEvent)) }
        guard let first = stray.first, let last = stray.last else { return nil }
        return asTyped(Array(text.scalars[first.range.lowerBound..<last.range.upperBound]), raw: raw)
    }

    /// A countdown's name: a run of words that no date and no personal word took ("vacation", "Paris trip",
    /// "제주도 여행", "ทริปญี่ปุ่น", "kỳ nghỉ" — places, holiday words and unknown words alike), without the
    /// small words at its ends ("to", "on", "の"). The run right after the countdown or "my" word is the
    /// name ("count down to my vacation on 20 June"), else the last before it ("결혼식 디데이", "考研倒计时").
    private static func countdownName(_ items: [Item], text: NormalizedText, matches: [PersonalWords.Match], raw: String) -> String? {
        let covered = { (range: Range<Int>) in matches.contains { $0.range.overlaps(range) } }
        var runs: [[Item]] = []
        var current: [Item] = []
        // Words that say why the asker asks are never a name, nor what they govern: after a leading purpose
        // word up to the next break ("นับถอยหลังถึงวันที่ 14 กุมภาพันธ์ จะได้วางแผนงาน" stored a countdown named
        // "งาน"), before one that ends its remark ("…予定たてたい").
        var inReason = false
        for item in items {
            if item.has(.purpose) {
                current = []
                inReason = true
                continue
            }
            if item.has(.purposeLast) {
                current = []
                continue
            }
            var breaks = covered(item.range)
            if case .entity = item.kind { breaks = true }
            if inReason {
                if breaks { inReason = false }
                continue
            }
            // A question word is not part of a name; a holiday word may be ("kỳ nghỉ", "假期").
            if item.readings.contains(where: { if case .cue(let cue) = $0 { return cue != .holiday && cue != .until }; return false }) {
                breaks = true
            }
            if breaks {
                if !current.isEmpty { runs.append(current) }
                current = []
            } else {
                current.append(item)
            }
        }
        if !current.isEmpty { runs.append(current) }
        let trimmed = runs.map { run in
            Array(run.drop(while: \.isSmallWord).reversed().drop(while: \.isSmallWord).reversed())
        }.filter { !$0.isEmpty }
        guard !trimmed.isEmpty else { return nil }
        let anchor = matches.filter { $0.kind == .countdown || $0.kind == .mine }.map(\.range.upperBound).max() ?? 0
        let run = trimmed.first { $0[0].range.lowerBound >= anchor } ?? trimmed.last!
        return asTyped(Array(text.scalars[run[0].range.lowerBound..<run[run.count - 1].range.upperBound]), raw: raw)
    }

    private static func asTyped(_ scalars: [Unicode.Scalar], raw: String) -> String? {
        let name = RawText.find(scalars, in: raw).map { String($0) } ?? String(String.UnicodeScalarView(scalars))
        let trimmed = name.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The number beside a number mark ("#3", "note number 3", "第2条", "3번"), read from the text: the
    /// grammar may have taken it as a day ("第2" is the 2nd), which it is not here.
    private static func markedNumber(_ text: NormalizedText, marks: [PersonalWords.Match]) -> Int? {
        for mark in marks {
            let (start, end) = number(beside: mark.range, in: text.scalars)
            guard end > start, end - start <= 6 else { continue }
            return Int(String(String.UnicodeScalarView(text.scalars[start..<end])))
        }
        return nil
    }

    /// The digits right after a number mark ("#3", "第2"), else right before it ("3번", "2条"); empty
    /// when there are none.
    private static func number(beside mark: Range<Int>, in scalars: [Unicode.Scalar]) -> (Int, Int) {
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < scalars.count && ("0"..."9").contains(scalars[index]) }
        var start = mark.upperBound
        if start < scalars.count, scalars[start] == " " { start += 1 }
        var end = start
        while isDigit(end) { end += 1 }
        if end == start {
            end = mark.lowerBound
            if end > 0, scalars[end - 1] == " " { end -= 1 }
            start = end
            while isDigit(start - 1) { start -= 1 }
        }
        return (start, end)
    }

    /// A number mark with the number beside it.
    private static func numberSpan(_ text: NormalizedText, mark: Range<Int>) -> Range<Int> {
        let (start, end) = number(beside: mark, in: text.scalars)
        guard end > start else { return mark }
        return min(start, mark.lowerBound)..<max(end, mark.upperBound)
    }


    /// What a note command cannot use: places, amounts, units other than a week word.
    private static func unusableParts(_ evidence: Evidence, _ text: NormalizedText) -> [String] {
        evidence.parts.compactMap { located in
            switch located.part {
            case .date, .week, .year, .month, .number, .modifier, .unit(.week): return nil
            default: return String(String.UnicodeScalarView(text.scalars[located.range]))
            }
        }
    }

    /// "count down to midsummer on 2027-07-03": a countdown named after a holiday, given a day of its own, is a
    /// name and a date — not the holiday confirming its date, as the grammar reads it in a question
    /// (`DateExpression.confirmedHoliday`).
    static func separatingHolidayNames(_ items: [Item], tokens: [Item]) -> [Item] {
        guard items.contains(where: { if case .entity(.date(.confirmedHoliday)) = $0.kind { return true }; return false }) else {
            return items
        }
        return items.flatMap { item -> [Item] in
            guard case .entity(.date(.confirmedHoliday(let names, let said))) = item.kind,
                  let name = tokens.first(where: { token in
                      item.range.contains(token.range.lowerBound)
                          && token.readings.contains { if case .holiday = $0 { return true }; return false }
                  }) else { return [item] }
            // The date is the words beside the name, without the small words that joined them ("on"), which
            // stay words of their own as they were.
            let dateWords = tokens.filter { token in
                item.range.contains(token.range.lowerBound) && !name.range.contains(token.range.lowerBound) && !token.isSmallWord
            }
            guard let first = dateWords.first, let last = dateWords.last else { return [item] }
            let holiday = Item(kind: .entity(.date(.holiday(names: names, year: nil))), readings: [], range: name.range)
            let date = Item(kind: .entity(.date(said)), readings: [], range: first.range.lowerBound..<last.range.upperBound)
            let joining = tokens.filter { token in
                item.range.contains(token.range.lowerBound) && !name.range.contains(token.range.lowerBound)
                    && !date.range.contains(token.range.lowerBound)
            }
            return ([holiday, date] + joining).sorted { $0.range.lowerBound < $1.range.lowerBound }
        }
    }

    private static func holidayNameAndDate(_ evidence: Evidence, _ text: NormalizedText) -> (String, DateExpression)? {
        let dates = evidence.parts.compactMap { located -> (DateExpression, Range<Int>)? in
            if case .date(let date) = located.part { return (date, located.range) }
            return nil
        }
        guard dates.count == 2, evidence.weeks.isEmpty, evidence.months.isEmpty,
              let named = dates.first(where: { $0.0.namesHoliday }), let said = dates.first(where: { !$0.0.namesHoliday })
        else { return nil }
        return (String(String.UnicodeScalarView(text.scalars[named.1])), said.0)
    }

    private static func entityWords(_ evidence: Evidence, _ text: NormalizedText) -> [String] {
        evidence.parts.map { String(String.UnicodeScalarView(text.scalars[$0.range])) }
    }

    private static func strayNumber(_ evidence: Evidence) -> Int? {
        for located in evidence.parts { if case .number(let value) = located.part { return value } }
        return nil
    }
}

extension Item {
    /// A word that only joins others ("to", "on", "の", "에"): never at the edge of a countdown's name.
    var isSmallWord: Bool {
        guard case .phrase = kind, !readings.isEmpty else { return false }
        return readings.allSatisfy { reading in
            switch reading {
            case .filler, .connector, .conjunction, .placeMarker, .ordinalSuffix, .finalDirection, .direction, .reportingVerb, .clauseEnd, .purpose, .purposeLast:
                return true
            case .cue(let cue): return [.until, .since, .between].contains(cue)
            default: return false
            }
        }
    }
}
