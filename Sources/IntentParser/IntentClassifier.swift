import TextNormalization
import VeckaEngine

/// Decides the intent from what remains once the grammar has found the dates, weeks and years:
/// the question words (cues) and any week word that no entity used.
struct IntentClassifier {
    func classify(_ allItems: [Item], text: NormalizedText) -> Intent {
        let intent = classifyAsWritten(allItems, text: text)
        // A holiday's name said beside the date it falls on ("2028年3月3日って何曜日　ひな祭り"): read again
        // without it (RestatedHolidayName).
        guard intent.kind == .unknown, let restated = Self.withoutHolidayNamesRestatingTheDate(allItems) else { return intent }
        let reread = classifyAsWritten(restated.dateAlone, text: text)
        guard Self.askAboutOneDay.contains(reread.kind),
              classifyAsWritten(restated.namesAlone, text: text).kind == reread.kind else { return intent }
        return reread
    }

    private func classifyAsWritten(_ allItems: [Item], text: NormalizedText) -> Intent {
        var items = allItems
        var evidence: Evidence
        var intent: Intent
        // Where the question starts once a telling clause before it was read past (StatedDates): a subject
        // not ours in that clause was context, not the question's.
        var questionStart = 0
        if let reading = trailingRemarkReading(items, text: text) {
            // The remark after the question is the asker's own business: only the question is read.
            (intent, evidence, items) = reading
        } else {
            evidence = Evidence(items)
            evidence.attachLeftoverYear(keptApart: yearAskedApart(items, text: text))
            intent = decide(items, evidence, text: text)
            // Also when a subject not ours is said in a clause that tells a date ("jag är född 12 mars 1990,
            // vilken veckodag var det?"): the question after it asks about the date, which it gives.
            if intent.kind == .unknown || Self.offTopicTellsADate(items, text: text),
               let reading = statedDateReading(items, text: text) {
                (intent, evidence, questionStart) = reading
            }
            // Also when the question alone is understood and only the remark holds the asker's own event
            // ("เพิ่งกลับจากประชุม ขอดูภาพรวมอาทิตย์หน้า": just back from a meeting).
            if intent.kind == .unknown || !IntentClassifier.unusedParts(of: intent, in: evidence).isEmpty
                || IntentClassifier.unusablePersonalEvent(items, evidence, intent, text: text) != nil,
               let reading = leadingRemarkReading(items, text: text) {
                // The remark before the question is the asker's own business: only the question is read.
                (intent, evidence, items, questionStart) = reading
            } else if intent.kind == .unknown || !IntentClassifier.unusedParts(of: intent, in: evidence).isEmpty
                        || IntentClassifier.unusablePersonalEvent(items, evidence, intent, text: text) != nil
                        || items.contains(where: { $0.has(.offTopic) }),
                      let reading = trailingClauseRemarkReading(items, text: text) {
                // (A subject not ours in a remark that says why is the plan's: "…, จะได้ไปเที่ยว", to go travelling.)
                // So is a remark in a clause after it.
                (intent, evidence, items) = reading
            } else if intent.kind == .unknown || !IntentClassifier.unusedParts(of: intent, in: evidence).isEmpty
                        || items.contains(where: { $0.has(.offTopic) }),
                      let reading = trailingHangulRemarkReading(items, text: text) {
                // And a Korean remark run on after the question without punctuation.
                (intent, evidence, items) = reading
            }
        }
        let unused = IntentClassifier.unusedParts(of: intent, in: evidence)
        if !unused.isEmpty {
            intent = .unknown
            intent.unusedParts = unused.map { String(String.UnicodeScalarView(text.scalars[$0.range])) }
        }
        // "Will it rain tomorrow", "is the bank open on Christmas Eve": the subject is not ours.
        if let subject = items.firstIndex(where: { $0.has(.offTopic) && $0.range.lowerBound >= questionStart }) {
            intent = .unknown
            intent.unusedParts = [String(String.UnicodeScalarView(text.scalars[items[subject].range]))]
        }
        if let event = IntentClassifier.unusablePersonalEvent(items, evidence, intent, text: text) {
            intent = .unknown
            intent.unusedParts = [String(String.UnicodeScalarView(text.scalars[items[event].range]))]
        }
        if let word = IntentClassifier.unknownWordInPlaceQuestion(intent, items, text: text) {
            intent = .unknown
            intent.unusedParts = [word]
        }
        if let label = IntentClassifier.numberLabellingAThing(items, text: text) {
            intent = .unknown
            intent.unusedParts = [label]
        }
        // "what are the holidays in the third quarter" was "No, 3 December is not a holiday", "holidays in the
        // leap year" this year's list: a word only some answers use (a quarter, a leap year, a day of the year)
        // is never dropped by another.
        for (cue, users) in IntentClassifier.wordsOfTheirOwnIntents where intent.kind != .unknown && !users.contains(intent.kind)
            && evidence.cues.contains(cue) && !(cue == .quarter && intent.quarterOfPeriod != nil) {
            guard let word = items.first(where: { $0.has(.cue(cue)) }) else { continue }
            intent = .unknown
            intent.unusedParts = [String(String.UnicodeScalarView(text.scalars[word.range]))]
        }
        intent = IntentClassifier.substituteDayAsked(intent, evidence)
        if let word = IntentClassifier.unusedSubstituteWord(intent, evidence, items, text: text) {
            intent = .unknown
            intent.unusedParts = [word]
        }
        if let place = IntentClassifier.unnamedPlace(intent, items, text: text) {
            intent = .unknown
            intent.unusedParts = [place]
        }
        if let place = IntentClassifier.unknownPlace(items, text: text) {
            intent = .unknown
            intent.unusedParts = [place]
        }
        intent.regions = evidence.regions
        intent.places = evidence.places
        return intent
    }

    func decide(_ items: [Item], _ evidence: Evidence, text: NormalizedText) -> Intent {
        guard evidence.meaningful > 0, IntentClassifier.isExplained(items, text: text) else { return .unknown }
        let cues = evidence.cues
        let week = evidence.weeks.first
        var date = evidence.dates.first
        let year = evidence.years.first

        if let problem = evidence.problems.first {
            let kind: IntentKind = cues.contains(.dayName) ? .dayOfWeek : week != nil ? .datesOfWeek : .weekForDate
            return Intent(kind: kind, problem: problem)
        }
        // "来月は第何週から始まる", "다음 달은 몇 주차에 시작해", "下个月从第几周开始": the week a month starts (or
        // ends) in is the week of its first (or last) day, wherever the start word stands.
        if date == nil, week == nil, evidence.months.count == 1, evidence.weekWordLeft || evidence.weekNumberWordLeft, cues.contains(.which),
           !cues.contains(.howMany), cues.contains(.start) != cues.contains(.end) {
            return Intent(kind: .weekForDate, date: .dayOfMonthIn(day: cues.contains(.start) ? 1 : -1, month: evidence.months[0]))
        }
        if let fact = calendarFactIntent(evidence) { return fact }
        if let count = weekCountQuestion(evidence) { return count }
        if let span = firstAndLastDays(evidence) { return span }
        if let confirmation = weekdayConfirmation(evidence) { return confirmation }
        if let confirmation = weekConfirmation(evidence) { return confirmation }
        if let choice = weekdayChoice(evidence) { return choice }
        if let counting = countingIntent(evidence) { return counting }
        if let holidays = holidayIntent(evidence) { return holidays }
        if let calendar = periodOverviewIntent(evidence) { return calendar }
        // "How many days until …", "how many days are in a week": counting days is not a week question.
        // A year word is the year of "how many weeks does the year have"; elsewhere it is a unit the
        // answer would ignore.
        let weeksMentioned = evidence.weekWordLeft || evidence.amounts.contains(.week)
        let units = weeksMentioned ? evidence.otherUnits.filter { $0 != .year } : evidence.otherUnits
        if !units.isEmpty, date == nil, week == nil { return .unknown }
        if cues.contains(.howMany), !units.isEmpty { return .unknown }
        if !evidence.amounts.isEmpty, !evidence.amounts.contains(.week), week == nil, date == nil { return .unknown }
        // "Give me the start and end dates of week 51": a show word asking for dates is not the overview;
        // nor is one asking for the number ("kan du ge mig veckonumret för idag", "show me the week number").
        let asksDates = !cues.isDisjoint(with: [.dates, .start, .end, .number]) || evidence.weekNumberWordLeft
        if cues.contains(.overview) || (cues.contains(.show) && !asksDates && (week != nil || evidence.weekWordLeft || date != nil)) {
            return Intent(kind: .weekOverview, week: week ?? date.map { .containing($0) } ?? .current)
        }
        // "今年は第何週まである", "올해는 몇 주차까지 있어": which week a year has up to is its week count,
        // not the dates of this week ("まで" is the end of the range asked, not of a week).
        if date == nil, week == nil, evidence.weekWordLeft, cues.contains(.have),
           !cues.isDisjoint(with: [.until, .end]), !cues.isDisjoint(with: [.which, .howMany]) {
            return Intent(kind: .weeksInYear, year: year ?? .current)
        }
        let asksForDays = !cues.isDisjoint(with: [.dates, .start, .end, .when])
        if asksForDays, date == nil, let week {
            return Intent(kind: .datesOfWeek, week: week)
        }
        if asksForDays, date == nil, week == nil, evidence.weekWordLeft, !cues.contains(.howMany) {
            return Intent(kind: .datesOfWeek, week: .current)
        }
        // "How many weeks does 2026 have?", "Hat 2026 53 Wochen?", "2027年は何週ある".
        // "올해 지금 몇주차죠", "what week of the year this is": a year with a which-week word asks which
        // week it is, not how many the year has.
        // "週番号はいくつ", "what's the week number": a number asked of a week-number word is the week's.
        let asksWhichWeek = (evidence.weekNumberWordLeft || year == .relative(0) || year == .current)
            && !cues.isDisjoint(with: [.which, .number]) && cues.isDisjoint(with: [.howMany, .have])
            || evidence.asksForTheWeekNumber
        if weeksMentioned, date == nil, week == nil,
           (cues.contains(.howMany) && !evidence.asksForTheWeekNumber) || (year != nil && !asksWhichWeek) {
            return Intent(kind: .weeksInYear, year: year ?? .current)
        }
        if let week, date == nil {
            switch week {
            case .number, .nthOfMonth: return Intent(kind: .datesOfWeek, week: week)
            case .relative(0), .current: return Intent(kind: .currentWeek)
            case .relative(let offset): return Intent(kind: .weekForDate, date: .relativeWeeks(offset))
            case .containing(let inner): date = inner
            }
        }
        // "What week is it today?" is the current week ("what's the date today" asks for the date).
        if date == .relativeDays(0), evidence.dates.count == 1, evidence.weekWordLeft || cues.contains(.which),
           evidence.weekWordLeft || cues.isDisjoint(with: [.dates, .when]) {
            return Intent(kind: .currentWeek)
        }
        if let date {
            return Intent(kind: .weekForDate, date: date)
        }
        if evidence.weekWordLeft {
            return Intent(kind: .currentWeek)
        }
        return .unknown
    }

    /// "Does 2026 go up to week 53?", "finns det en vecka 53 i år", "2026年って第53週まである？", "올해
    /// 53주차까지 있어?": a year's last possible week, asked whether the year has it (have), or whether
    /// the year runs to it (until, with the year named), is how many weeks the year has — not days
    /// counted to that week.
    private func weekCountQuestion(_ evidence: Evidence) -> Intent? {
        let cues = evidence.cues
        // "2027年は52週と53週どっち？", "2027년은 52주야 53주야?": the two last weeks offered as a choice.
        let lastWeekYears = evidence.weeks.compactMap { week -> YearExpression?? in
            guard case .number(let number, let year) = week, number == 52 || number == 53 else { return nil }
            return .some(year)
        }
        // Also after the count asked in words ("2026년은 몇 주까지 있어? 52주야 53주야?": it was counted as the days
        // from week 52 to week 53).
        let asksTheCount = evidence.weekWordLeft && !cues.isDisjoint(with: [.have, .howMany])
        if evidence.dates.isEmpty, evidence.weeks.count == 2, lastWeekYears.count == 2, evidence.otherUnits.isEmpty,
           cues.isDisjoint(with: [.since, .between, .holiday, .when, .dates, .start, .end]),
           asksTheCount || cues.isDisjoint(with: [.howMany, .until]) {
            let year = lastWeekYears.compactMap { $0 }.first ?? evidence.years.first ?? .current
            return Intent(kind: .weeksInYear, week: evidence.weeks[0], year: year)
        }
        // ko 있어 ("have") is also how-many; a unit word left ("how many weeks until week 53") counts.
        guard evidence.dates.isEmpty, evidence.weeks.count == 1, evidence.otherUnits.isEmpty, evidence.amounts.isEmpty,
              !evidence.weekWordLeft, cues.isDisjoint(with: [.when, .remaining, .since, .between, .dates, .start, .overview, .show, .holiday]),
              case .number(let number, let year) = evidence.weeks[0], number == 52 || number == 53,
              cues.contains(.have) || (cues.contains(.until) && year != nil) else { return nil }
        return Intent(kind: .weeksInYear, week: evidence.weeks[0], year: year ?? .current)
    }

    /// A week's first and last day asked together — "first and last day of week 44", "första och sista
    /// dagen i vecka 49" ("first" alone reads as the 1st), "Monday and Sunday of week 49", "第49週の月曜日と
    /// 日曜日" (the weekday without a week takes the other's) — are the week's dates. Both parts are used:
    /// the intent keeps the second as its end.
    private func firstAndLastDays(_ evidence: Evidence) -> Intent? {
        let dates = evidence.dates
        var week: WeekExpression?
        if evidence.weeks.count == 1, dates == [.dayOfMonth(1)], evidence.cues.contains(.end) {
            week = evidence.weeks[0]
        } else if dates.count == 2, evidence.weeks.count <= 1 {
            // "อาทิตย์นี้วันจันทร์ถึงวันอาทิตย์": a week named once, its two days bare.
            week = evidence.weeks.first
            var weekdays: Set<Int> = []
            for date in dates {
                switch date {
                case .weekdayInWeek(let weekday, let inWeek):
                    guard week == nil || week == inWeek else { return nil }
                    week = inWeek
                    weekdays.insert(weekday)
                case .weekday(let weekday): weekdays.insert(weekday)
                default: return nil
                }
            }
            guard weekdays == [1, 7] else { return nil }
        }
        // "von" in "erster und letzter Tag von KW 20" is "of", not "from", and "Monday to Sunday of last week,
        // which dates" names the week's ends: only how-many ("how many days from Monday to Sunday") counts.
        guard let week, evidence.cues.isDisjoint(with: [.howMany, .since, .holiday, .remaining]) else { return nil }
        var intent = Intent(kind: .datesOfWeek, week: week)
        intent.endDate = .weekdayInWeek(weekday: 7, week: week)
        return intent
    }

    /// "Is 13 August 2027 a Friday?", "är 1 januari 2027 en fredag?": a date and a weekday to check it
    /// against ask for the date's weekday (the answer says which it is).
    private func weekdayConfirmation(_ evidence: Evidence) -> Intent? {
        let dates = evidence.dates
        guard dates.count == 2, evidence.weeks.isEmpty,
              evidence.cues.isDisjoint(with: [.howMany, .until, .since, .between, .remaining, .holiday, .when, .dates]) else { return nil }
        let bare = dates.firstIndex { if case .weekday = $0 { return true }; return false }
        guard let bare, case .weekday(let weekday) = dates[bare] else { return nil }
        let other = dates[1 - bare]
        switch other {
        case .weekday, .weekdayInWeek, .relativeDays, .countedWeekday, .previousWeekday: return nil
        default: break
        }
        var intent = Intent(kind: .dayOfWeek, date: other)
        intent.endDate = .weekday(weekday)
        return intent
    }

    /// "วันพ่อปีหน้าตรงกับวันไหน จันทร์หรืออาทิตย์" (Father's Day next year: Monday or Sunday?), "is Christmas on a
    /// Friday or a Saturday": a date and two weekdays offered for it ask its weekday (the answer says which).
    private func weekdayChoice(_ evidence: Evidence) -> Intent? {
        let dates = evidence.dates
        guard dates.count == 3, evidence.weeks.isEmpty, evidence.amounts.isEmpty,
              // ("july 4 2026, was it a saturday or sunday": "it" is the date said.)
              evidence.cues.isSubset(of: [.when, .which, .dayName, .now]) else { return nil }
        let offered = dates.filter { if case .weekday = $0 { return true }; return false }
        guard offered.count == 2, let date = dates.first(where: { if case .weekday = $0 { return false }; return true }) else { return nil }
        switch date {
        case .weekdayInWeek, .relativeDays, .countedWeekday, .previousWeekday: return nil
        default: break
        }
        var intent = Intent(kind: .dayOfWeek, date: date)
        intent.weekdaysOffered = 2
        return intent
    }

    /// "Is Christmas in week 52?", "大晦日ってW53になるってほんと？", "ngày 1/1/2027 là tuần 53 hay tuần 1": a date
    /// and the week number (or two) it is asked to be in ask for the date's week (the answer says which).
    /// A week with a year of its own, or any counting or holiday word, is another question.
    private func weekConfirmation(_ evidence: Evidence) -> Intent? {
        guard evidence.dates.count == 1, (1...2).contains(evidence.weeks.count), evidence.amounts.isEmpty,
              evidence.otherUnits.isEmpty, evidence.months.isEmpty,
              // vi mấy, th กี่ ask "which" and "how many" in one word ("3/1/2027 là W mấy, tuần 53 hay tuần 1").
              evidence.cues.isSubset(of: evidence.cues.contains(.which) ? [.which, .howMany, .number, .have, .now] : [.which, .number, .have, .now]),
              evidence.weeks.allSatisfy({ if case .number(1...53, nil) = $0 { return true }; return false }) else { return nil }
        switch evidence.dates[0] {
        case .weekday, .weekdayInWeek: return nil
        default: break
        }
        var intent = Intent(kind: .weekForDate, date: evidence.dates[0])
        intent.weeksOffered = evidence.weeks.count
        return intent
    }

    /// Holidays from one date to another ("röda dagar mellan 20/12 och 10/1", "holidays from 25 April to
    /// 5 May"): a list, not a count of days — unless days are what is counted ("how many days between …").
    static func holidaySpan(_ evidence: Evidence) -> HolidayPeriod? {
        // "2027년 1월부터 3월까지 공휴일", "2027年1月到3月的法定假日": from the first day of one month to the
        // last of the other (one year stands for both).
        if evidence.cues.contains(.holiday), evidence.dates.isEmpty, evidence.weeks.isEmpty, evidence.months.count == 2,
           evidence.years.count <= 1, !evidence.cues.isDisjoint(with: [.between, .until]),
           case .absolute(let first, let firstYear) = evidence.months[0], case .absolute(let last, let lastYear) = evidence.months[1] {
            let year = firstYear ?? lastYear ?? evidence.years.first
            let start = MonthExpression.absolute(month: first, year: firstYear ?? year)
            var endYear = lastYear ?? year
            // "from November to February": the second month is in the year after the first.
            if endYear == nil, year == nil, last < first { endYear = .relative(1) }
            if let explicit = year, lastYear == nil, last < first, case .absolute(let number) = explicit { endYear = .absolute(number + 1) }
            return .span(from: .dayOfMonthIn(day: 1, month: start), to: .dayOfMonthIn(day: -1, month: .absolute(month: last, year: endYear)))
        }
        // "any public holidays between now and the end of April": now is today.
        if evidence.cues.contains(.holiday), evidence.cues.contains(.now), !evidence.cues.isDisjoint(with: [.between, .until]),
           evidence.dates.count == 1, evidence.weeks.isEmpty, evidence.months.isEmpty {
            return .span(from: .relativeDays(0), to: evidence.dates[0])
        }
        guard evidence.cues.contains(.holiday), evidence.dates.count == 2, evidence.weeks.isEmpty, evidence.months.isEmpty,
              !evidence.cues.isDisjoint(with: [.between, .until]), !evidence.otherUnits.contains(.day) else { return nil }
        // Ends named by holidays ("holidays between Christmas and New Year") list the period between them; a
        // holiday said with when it starts, or asked which week, is not one ("個仔聖誕假由12月19號開始，嗰日係
        // 第幾週": the Christmas break starts on 19 December — was listed from Christmas 2026 to December 2027).
        if evidence.dates.contains(where: \.namesHoliday),
           evidence.startOrEndWordAlone || evidence.weekNumberWordLeft || evidence.weekWordLeft { return nil }
        return .span(from: evidence.dates[0], to: evidence.dates[1])
    }

    /// Counting questions: "what day is 24 December" (dayOfWeek), "how many days until …" (daysUntil),
    /// "how many weeks between week 10 and week 22" (daysBetween). Weeks count from their Mondays.
    private func countingIntent(_ evidence: Evidence) -> Intent? {
        let cues = evidence.cues
        if Self.holidaySpan(evidence) != nil { return nil }
        var points = evidence.dates + evidence.weeks.map { week -> DateExpression in
            if case .containing(let date) = week { return date }
            return .weekdayInWeek(weekday: 1, week: week)
        }
        if cues.contains(.dayName) {
            guard points.count <= 1, evidence.years.isEmpty || !points.isEmpty else { return nil }
            return Intent(kind: .dayOfWeek, date: points.first ?? .relativeDays(0))
        }
        // "这礼拜从几号到几号": from which date to which — a question about dates, nothing counted.
        if cues.contains(.dates), !cues.contains(.howMany), evidence.otherUnits.isEmpty, evidence.dates.isEmpty { return nil }
        let countedUnit: TimeUnit? = evidence.otherUnits.contains(.businessDay) ? .businessDay
            : evidence.otherUnits.contains(.day) ? .day
            : (evidence.weekWordLeft || evidence.amounts.contains(.week)) ? .week : nil
        // "How many days until 2027?": a year alone counts to its first day, and "until February 2028",
        // "until next month" to the month's. (With weeks, "몇 주까지 있어" asks how many weeks the year
        // has: weeksInYear.) A month said beside the year is never dropped for it: "until March 2027"
        // was counted to 1 January 2027. A month without a year may be this one, begun already: no guess.
        if points.isEmpty, cues.contains(.until), countedUnit != .week {
            switch (evidence.months.first, evidence.years.first) {
            case (nil, .absolute(let year)?) where evidence.years.count == 1:
                points = [.calendarDate(year: .absolute(year), month: 1, day: 1)]
            case (.absolute(let month, let year?)?, nil) where evidence.months.count == 1:
                points = [.calendarDate(year: year, month: month, day: 1)]
            case (.absolute(let month, nil)?, .absolute(let year)?) where evidence.months.count == 1 && evidence.years.count == 1:
                points = [.calendarDate(year: .absolute(year), month: month, day: 1)]
            case (.relative(let offset)?, nil) where offset > 0 && evidence.months.count == 1:
                points = [.dayOfMonthIn(day: 1, month: .relative(offset))]
            default: break
            }
        }
        // "How many days are left this year / in June / this week": what is left of a period counts
        // to its last day ("until" instead names where counting stops: "how many days until 2027").
        let countsRemainder = cues.contains(.remaining) && !cues.contains(.until) && countedUnit != nil
        if countsRemainder, evidence.dates.isEmpty, let end = Self.lastDay(of: evidence, counting: countedUnit) {
            points = [end]
        }
        // "How many weeks are left" names nothing they are left of: no guess, and not a year's week count.
        // ("Welche KW haben wir noch" asks which week it is: a week-number word, no how-many.)
        if countsRemainder, points.isEmpty, cues.contains(.howMany) || !evidence.weekNumberWordLeft { return .unknown }
        // "welche KW ist bis Freitag": a week-number question with a stray "until" word is still a week
        // question (but "몇 주 남았어", counting weeks with a unit word, is counting).
        // "今年は残り何週": a week question word with "left" and a period counts what is left of it.
        // ko "설날은 몇 주차에 있나요": "which" with a word that only names week numbers asks which week,
        // whatever "있나요" (is there / how many) adds.
        // zh "这礼拜是W多少": how many of a word that only names week numbers (W, KW, 주차), with no word
        // that counts weeks, asks the number — W's are not counted.
        let howManyOfANumberWord = cues.contains(.howMany) && !evidence.weekAmountWordLeft && !evidence.amounts.contains(.week)
            && !evidence.otherUnits.contains(.day) && !evidence.otherUnits.contains(.businessDay)
            && cues.isDisjoint(with: [.until, .since, .between, .remaining])
        if evidence.weekNumberWordLeft,
           !cues.contains(.howMany) || evidence.asksForTheWeekNumber || howManyOfANumberWord
               || (cues.contains(.which) && !evidence.weekAmountWordLeft),
           !evidence.otherUnits.contains(.day),
           !(countsRemainder && evidence.dates.isEmpty && !points.isEmpty),
           cues.contains(.which) || cues.contains(.number) || howManyOfANumberWord {
            return nil
        }
        let counts = cues.contains(.until) || cues.contains(.since) || cues.contains(.between)
            || ((cues.contains(.howMany) || cues.contains(.remaining)) && countedUnit != nil)
        guard counts, !points.isEmpty else { return nil }
        // "How many days are in a week", "how many days in 3 weeks": converting amounts, not counting to a date.
        if points.contains(where: \.isOffsetFromToday), !cues.contains(.until) { return .unknown }
        let unit = countedUnit ?? .day
        let inclusive = cues.contains(.inclusive)
        // "份報告要喺1月29號交，今日計起仲有幾多日", "论文截止日期是2027年3月15日，从今天算还有多少天": today and a day,
        // with what is still left, count from today to that day — not from the day back to today.
        if points.count == 2, points.contains(.relativeDays(0)), cues.contains(.remaining),
           let day = points.first(where: { $0 != .relativeDays(0) }) {
            return .span(.daysUntil, from: day, unit: unit, inclusive: inclusive)
        }
        // "正月休みが待ち遠しい〜！元日まであと何日": one holiday said twice is one day, never a span of none.
        if points.count == 2, points[0].isSameHoliday(as: points[1]) {
            points = [points[1]]
        }
        // "年末のdeadlineが12/28なんだけど、あと何日ある？": what is still left counts from today; two days neither of
        // which is today are no span it could count (it was counted from 31 December to 28 December 2027).
        if points.count >= 2, cues.contains(.remaining), !cues.contains(.between), !cues.contains(.since),
           !points.contains(.relativeDays(0)) { return .unknown }
        if points.count >= 2 {
            // "From 2 September to today", "between 1 March and now": a date without a year that a span
            // ends today at is the last one (the next would make the span run backwards).
            let start = points[1] == .relativeDays(0) ? points[0].inThePast : points[0]
            // "다음주 화요일부터 일요일까지", "from next Monday to Friday": a bare weekday that ends a span is the first
            // one after its start (it was this Sunday, before next week's Tuesday).
            var end = points[1]
            if case .weekday(let weekday) = end, start != .relativeDays(0) {
                end = .weekdayCounted(from: start, weekday: weekday, count: 1)
            }
            return .span(.daysBetween, from: start, to: end, unit: unit, inclusive: inclusive)
        }
        guard cues.contains(.until) || cues.contains(.since) || countedUnit != nil, !cues.contains(.between) else { return nil }
        // "How many days since 1 January": a date without a year is the last one, not the next. What is
        // still to come says ahead ("Tết còn cách đây bao nhiêu ngày nữa": how many days are left until Tết).
        let point = cues.contains(.since) && !cues.contains(.remaining) ? points[0].inThePast : points[0]
        return .span(.daysUntil, from: point, unit: unit, inclusive: inclusive)
    }

    /// The last day of the one period the question names: a week (its Sunday), a month, a year (a
    /// year, month or week word alone is the current one, unless it is what is counted). Nil when it
    /// names none, or more than one.
    private static func lastDay(of evidence: Evidence, counting unit: TimeUnit?) -> DateExpression? {
        switch (evidence.weeks.count, evidence.months.count, evidence.years.count) {
        case (1, 0, 0):
            if case .containing = evidence.weeks[0] { return nil }
            return .weekdayInWeek(weekday: 7, week: evidence.weeks[0])
        case (0, 1, 0):
            return .dayOfMonthIn(day: -1, month: evidence.months[0])
        case (0, 1, 1):
            guard case .absolute(let month, nil) = evidence.months[0] else { return nil }
            return .dayOfMonthIn(day: -1, month: .absolute(month: month, year: evidence.years[0]))
        case (0, 0, 1):
            return .restOfYear(evidence.years[0])
        case (0, 0, 0):
            let words = (evidence.yearWordLeft, evidence.monthWordLeft, evidence.weekWordLeft && unit != .week)
            switch words {
            case (true, false, false): return .calendarDate(year: .current, month: 12, day: 31)
            case (false, true, false): return .dayOfMonthIn(day: -1, month: .relative(0))
            case (false, false, true): return .weekdayInWeek(weekday: 7, week: .current)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Holiday questions: "is tomorrow a holiday?" (isHoliday), "holidays in December / in week 52 /
    /// in 2026 / the next holiday" (holidaysInPeriod), "when is Easter 2027?" (holidayDate).
    /// "holidays in Q1 2027", "第1四半期の祝日", "quý 3 có ngày lễ nào", "what are the holidays in the third
    /// quarter": a quarter (of the year said, else this one) is the period listed, its first to its last day.
    private static func quarterPeriod(_ evidence: Evidence) -> Intent? {
        guard evidence.cues.contains(.quarter), evidence.weeks.isEmpty, evidence.months.isEmpty, evidence.years.count <= 1 else { return nil }
        let numbers = evidence.parts.compactMap { located -> Int? in
            if case .number(let value?) = located.part, (1...4).contains(value) { return value }
            return nil
        }
        let days = evidence.dates.compactMap { date -> Int? in
            if case .dayOfMonth(let day) = date, (1...4).contains(day) { return day }
            return nil
        }
        guard numbers.count + days.count == 1, evidence.dates.count == days.count, let quarter = (numbers + days).first else { return nil }
        let year = evidence.years.first ?? .current
        var intent = Intent(kind: .holidaysInPeriod)
        intent.period = .span(from: .calendarDate(year: year, month: 3 * quarter - 2, day: 1),
                              to: .dayOfMonthIn(day: -1, month: .absolute(month: 3 * quarter, year: year)))
        intent.quarterOfPeriod = quarter
        return intent
    }

    /// "올해 하반기 공휴일", "2028年上半年的节假日", "holidays in the second half of 2027": a half of the year (said,
    /// else this one) is the period listed. Nothing else may place it: a month or week beside it would be a
    /// second period.
    private static func halfYearPeriod(_ evidence: Evidence) -> Intent? {
        let first = evidence.cues.contains(.firstHalf), second = evidence.cues.contains(.secondHalf)
        guard first != second, evidence.weeks.isEmpty, evidence.months.isEmpty, evidence.dates.isEmpty,
              evidence.years.count <= 1 else { return nil }
        let year = evidence.years.first ?? .current
        var intent = Intent(kind: .holidaysInPeriod)
        intent.period = .span(from: .calendarDate(year: year, month: first ? 1 : 7, day: 1),
                              to: .dayOfMonthIn(day: -1, month: .absolute(month: first ? 6 : 12, year: year)))
        return intent
    }

    private func holidayIntent(_ evidence: Evidence) -> Intent? {
        let cues = evidence.cues
        let named = evidence.dates.first(where: \.namesHoliday)
        if cues.contains(.holiday), let span = Self.holidaySpan(evidence) {
            var intent = Intent(kind: .holidaysInPeriod)
            intent.period = span
            return intent
        }
        if cues.contains(.holiday), let quarter = Self.quarterPeriod(evidence) { return quarter }
        if cues.contains(.holiday), let half = Self.halfYearPeriod(evidence) { return half }
        if cues.contains(.holiday) {
            // "When is the King's Birthday holiday in New South Wales": when a named holiday is, its date.
            if let named, cues.contains(.when), evidence.dates.count == 1, evidence.weeks.isEmpty, evidence.months.isEmpty,
               !evidence.weekWordLeft {
                return Intent(kind: .holidayDate, date: named)
            }
            if let date = evidence.dates.first, evidence.weeks.isEmpty, evidence.months.isEmpty,
               evidence.years.isEmpty || named != nil {
                return Intent(kind: .isHoliday, date: date)
            }
            var intent = Intent(kind: .holidaysInPeriod)
            intent.remainderOnly = cues.contains(.remaining)
            intent.substitutesOnly = cues.contains(.substitute)
            if let week = evidence.weeks.first {
                intent.period = .week(week)
            } else if let month = evidence.months.first {
                if case .absolute(let number, nil) = month, let year = evidence.years.first {
                    intent.period = .month(.absolute(month: number, year: year))
                } else {
                    intent.period = .month(month)
                }
            } else if let year = evidence.years.first {
                intent.period = .year(year)
            } else if evidence.modifierLeft == 1 || cues.contains(.when) {
                intent.period = .next
            } else if evidence.weekWordLeft {
                intent.period = .week(.current)
            } else {
                intent.period = .year(.current)
            }
            return intent
        }
        // "추석 다음날 언제야", "the day after Good Friday": a day counted from a holiday is answered as
        // the holiday that falls on it, where there is one (`AnswerBuilder.holidayDate`).
        let fromHoliday = named ?? evidence.dates.first { if case .offset(.holiday, .day, _) = $0 { return true }; return false }
        // "สงกรานต์ปีหน้าเริ่มวันไหน" (which day does Songkran start next year): which day a holiday is, or
        // starts on, is its date (the start word is the holiday's own first day); a week word asks its week.
        let asksWhichDay = cues.contains(.which) && cues.isDisjoint(with: [.howMany, .dayName])
        if let fromHoliday, cues.contains(.when) || cues.contains(.dates) || asksWhichDay, !evidence.weekWordLeft {
            return Intent(kind: .holidayDate, date: fromHoliday)
        }
        // "memorial day 2027", "成人の日 2027", "端午节2027", "christi himmelfahrt nächstes jahr": a holiday
        // named with nothing asked of it wants the holiday — its date, week and day off — not a bare date
        // (the holiday's answer says the week too). Asked with a week word it stays the week's question.
        if let named, cues.isEmpty, !evidence.weekWordLeft, evidence.dates.count == 1, evidence.weeks.isEmpty,
           evidence.months.isEmpty, evidence.amounts.isEmpty, evidence.otherUnits.isEmpty {
            return Intent(kind: .holidayDate, date: named)
        }
        return nil
    }

    /// Never guess wildly: a question is answered only when its vocabulary explains it. An unknown
    /// word between two meaningful ones is the question's real subject ("what's the *weather*
    /// tomorrow", "tuần này có *mưa* không"): not understood. One unknown word at the edge may be noise
    /// ("what week is it, dude") and is tolerated when the known content clearly outweighs it.
    static func isExplained(_ items: [Item], text: NormalizedText) -> Bool {
        let items = withoutContextClauses(items, text: text)
        var stretches: [(start: Int, end: Int, letters: Int)] = []
        var contentLetters = 0
        for (index, item) in items.enumerated() {
            let letters = text.scalars[item.range].filter { Script.of($0.value) != nil }.count
            if item.isUnknown {
                // Adjacent unknown characters of a spaceless script are one word.
                if let last = stretches.last, last.end == index - 1, item.range.count == 1 {
                    stretches[stretches.count - 1] = (last.start, index, last.letters + letters)
                } else {
                    stretches.append((index, index, letters))
                }
            } else if !item.isFillerOnly {
                contentLetters += max(letters, 1)
            }
        }
        guard let stretch = stretches.first else { return true }
        guard stretches.count == 1 else { return false }
        let contentBefore = items[..<stretch.start].contains { !$0.isUnknown && !$0.isFillerOnly }
        let contentAfter = items[(stretch.end + 1)...].contains { !$0.isUnknown && !$0.isFillerOnly }
        if contentBefore && contentAfter { return false }
        // A greeting or an address is short ("dude", "bro"); a longer unknown word is likely a place or
        // a subject the answer would ignore ("how many working days until Christmas Berlin").
        if stretch.letters > maximumIgnoredLetters { return false }
        // In a script written without spaces an unknown character written just before a holiday word makes
        // another word of it: "冬休みはいつ" asks about the winter break (冬休み), "暑假还有几天" the summer
        // break — not the next public holiday (休み, 假), which they were answered with. Most Han words are
        // two characters, so an unknown one written against a one-character question word makes a word with
        // it too: "冬至係咪公眾假期" asks about the winter solstice (冬至), not "until" (至) the holidays.
        // (Numbers and next/last words stay apart: "呃二零二七年", Cantonese "講下今日".)
        if writtenOntoAKnownWord(stretch, in: items, text: text) { return false }
        return Double(contentLetters) / Double(contentLetters + stretch.letters) >= minimumContentShare
    }

    private static func writtenOntoAKnownWord(_ stretch: (start: Int, end: Int, letters: Int), in items: [Item], text: NormalizedText) -> Bool {
        let spaceless = { (item: Item) in
            text.scalars[item.range].allSatisfy { Script.of($0.value).map { $0.isSpaceless && $0 != .hangul } ?? false }
        }
        guard spaceless(items[stretch.start]), items.indices.contains(stretch.end + 1) else { return false }
        let next = items[stretch.end + 1]
        return items[stretch.end].range.upperBound == next.range.lowerBound && spaceless(next)
            && (next.has(.cue(.holiday)) || next.range.count == 1 && next.readings.contains { if case .cue = $0 { return true }; return false })
    }

    /// Cue words and the only intents whose answers use them.
    static let wordsOfTheirOwnIntents: [(Cue, Set<IntentKind>)] = [
        (.quarter, [.quarter]),
        (.leapYear, [.isLeapYear, .daysInYear, .daysInMonth]),
        (.dayOfYear, [.dayOfYear]),
        // Only a holiday list is asked of a half of the year (`halfYearPeriod`).
        (.firstHalf, [.holidaysInPeriod]),
        (.secondHalf, [.holidaysInPeriod]),
    ]

    static let minimumContentShare = 0.8
    static let maximumIgnoredLetters = 4

    /// The question without its context: a clause — between punctuation that ends one (. ? ! : ; , — and
    /// their CJK forms) — in which the vocabulary knows no word says why the question is asked, not what
    /// ("Need it for the release plan.", "Kurze Frage fürs Protokoll:", "håller på med
    /// sprintplaneringen"), and its unknown words are not the question's subject. A clause with a known
    /// word is kept whole, unknown words and all ("what's the weather on Friday" is still refused), and
    /// subjects that are not ours refuse the question wherever they stand (`offTopic`).
    /// A question that names nothing to ask about keeps them: "bensinpriset, vad är det idag", "油价，今天多少"
    /// ask about the thing named (`namesWhatIsAsked`).
    static func withoutContextClauses(_ items: [Item], text: NormalizedText) -> [Item] {
        guard items.contains(where: namesWhatIsAsked) else { return items }
        let items = withoutLeadingContext(items, text: text)
        let clauseOfItem = clauses(of: items, text: text)
        guard clauseOfItem.last ?? 0 > 0 else { return items }
        var saysSomething = Set<Int>()
        for (index, item) in items.enumerated() where !item.isUnknown && !item.isFillerOnly {
            saysSomething.insert(clauseOfItem[index])
        }
        guard !saysSomething.isEmpty else { return items }
        return items.indices.filter { saysSomething.contains(clauseOfItem[$0]) }.map { items[$0] }
    }

    /// "jag ska boka tvättstugan, vilken vecka är det om tre veckor": the clauses before the first one
    /// that says something, also where only a comma the vocabulary reads (or a Thai space) ends them.
    /// Only before: a clause after the question may be its real subject ("来週の月曜、シフト代わって
    /// くれる人いないかな" asks for someone to swap a shift).
    private static func withoutLeadingContext(_ items: [Item], text: NormalizedText) -> [Item] {
        guard let first = items.firstIndex(where: { !$0.isUnknown && !$0.isFillerOnly }), first > 0 else { return items }
        let clauseOfItem = clauses(of: items, text: text, readCommasBreak: true)
        guard clauseOfItem[first] > 0, items[..<first].contains(where: \.isUnknown) else { return items }
        return items.indices.filter { clauseOfItem[$0] >= clauseOfItem[first] }.map { items[$0] }
    }

    /// "How many days until my birthday": a day only the asker knows, so the event word is refused (its
    /// index is returned). Said with its date in one clause ("my birthday on 9 March") the event is
    /// context and the date answers — when a question word asks about that date ("schedule a meeting
    /// next Monday" and "where to travel at Songkran" ask something else), and not about holidays:
    /// "is New Year's Day a birthday" is no holiday question.
    static func unusablePersonalEvent(_ items: [Item], _ evidence: Evidence, _ intent: Intent, text: NormalizedText) -> Int? {
        guard let first = items.firstIndex(where: { $0.has(.personalEvent) }) else { return nil }
        let clauseOfItem = clauses(of: items, text: text, readCommasBreak: true)
        // "Muss Urlaub einreichen – welche KW ist Ostermontag 2027?": an event in a clause before the
        // question, which names its own day, is why the question is asked.
        let question = items.lastIndex(where: { !$0.isUnknown && !$0.isFillerOnly }).map { clauseOfItem[$0] } ?? 0
        let questionNamesADay = hasDate(items, clauseOfItem, clause: question)
        // "นัดหมอฟันของฉันอาทิตย์หน้าวันไหน" (which day is my dentist appointment next week) asks for its day too.
        let aboutAWeek = [.weekForDate, .datesOfWeek, .weekOverview, .currentWeek].contains(intent.kind)
            && !evidence.cues.contains(.dayName) && !(evidence.cues.contains(.when) && !evidence.cues.contains(.dates))
        if let alone = items.indices.first(where: { index in
            items[index].has(.personalEvent) && !hasDate(items, clauseOfItem, clause: clauseOfItem[index], weekDates: aboutAWeek)
                && !(clauseOfItem[index] < question && questionNamesADay)
        }), !Self.namesTheAskedDay(items, clauseOfItem, eventClause: clauseOfItem[alone]) {
            return alone
        }
        let asksAboutTheDate = !evidence.cues.isEmpty || evidence.weekWordLeft
        return asksAboutTheDate && ![.weekOverview, .monthOverview, .yearOverview, .isHoliday, .holidaysInPeriod]
            .contains(intent.kind) ? nil : first
    }

    /// "how long till march 3rd, its my bday", "2027年4月1日まであと何日ありますか。入社日なんです": a last clause
    /// that only names the asker's event says what the question's one day is. Anything more in it (a
    /// date, a number, a place, a word not known) and it is not only that.
    static func namesTheAskedDay(_ items: [Item], _ clauseOfItem: [Int], eventClause: Int) -> Bool {
        guard eventClause == clauseOfItem.last, eventClause > 0 else { return false }
        let dates = items.indices.filter { if case .entity(.date) = items[$0].kind { return true }; return false }
        guard dates.count == 1, clauseOfItem[dates[0]] < eventClause else { return false }
        return items.indices.allSatisfy { index in
            clauseOfItem[index] != eventClause || items[index].has(.personalEvent) && items[index].entity == nil
                || items[index].isFillerOnly
        }
    }

    /// Whether the clause holds a date or a week ("my bday on march 9", "semestern börjar 5 juli",
    /// "仕事納めの12月28日", "sportlov vecka 7").
    /// A week dates an event only for a question about its week: "what day is my dentist appointment next
    /// week" asks for a day the week does not tell (it was answered with next week's Monday).
    static func hasDate(_ items: [Item], _ clauseOfItem: [Int], clause: Int, weekDates: Bool = true) -> Bool {
        items.indices.contains { index in
            guard clauseOfItem[index] == clause, case .entity(let entity) = items[index].kind else { return false }
            switch entity {
            case .date: return true
            case .week: return weekDates
            default: return false
            }
        }
    }

    /// The clause of each item: clauses are separated by punctuation that ends one, outside items.
    /// `hanSpacesBreak`: a space between two Chinese or Japanese words ends a clause too — where a remark
    /// after the question is looked for (`TrailingClauseRemark`); elsewhere such a space may sit between an
    /// event and its countdown ("离2027年6月7号还有几天 高考倒计时").
    static func clauses(of items: [Item], text: NormalizedText, readCommasBreak: Bool = false, hanSpacesBreak: Bool = false) -> [Int] {
        var covered = [Bool](repeating: false, count: text.scalars.count)
        for item in items { for index in item.range { covered[index] = true } }
        var clauseOfItem: [Int] = []
        var clause = 0
        var position = 0
        for item in items {
            while position < item.range.lowerBound {
                if !covered[position], clauseBreaks.contains(text.scalars[position]) || isSpacedHyphen(text.scalars, position) {
                    clause += 1
                }
                position += 1
            }
            // Thai writes a space where other languages write a comma or a full stop: between two items
            // (the grammar's dates take in the spaces inside them), before a Thai word.
            // So do Chinese and Japanese, which write no space inside a sentence ("国庆节是什么时候 想提前订票"):
            // a space between two words of theirs.
            let start = item.range.lowerBound
            if readCommasBreak, start > 0, text.joinedSpaces.contains(start) || text.scalars[start - 1] == " " {
                let script = Script.of(text.scalars[start].value)
                if script == .thai { clause += 1 }
                if hanSpacesBreak, script == .han || script == .kana, let before = text.scalars[..<start].last(where: { $0 != " " }),
                   [.han, .kana].contains(Script.of(before.value)) {
                    clause += 1
                }
            }
            position = max(position, item.range.upperBound)
            clauseOfItem.append(clause)
            // A comma the vocabulary reads (a connector: "24, december") may end a clause after it too, and
            // so do a reporting verb ("my manager asked | what week …") and a connective (ko "…는데 | 지금").
            if readCommasBreak, item.range.count == 1 && clauseBreaks.contains(text.scalars[item.range.lowerBound])
                || item.has(.reportingVerb) || item.has(.clauseEnd) {
                clause += 1
            }
        }
        return clauseOfItem
    }

    /// " - " typed for a dash.
    private static func isSpacedHyphen(_ scalars: [Unicode.Scalar], _ position: Int) -> Bool {
        scalars[position] == "-" && position > 0 && position + 1 < scalars.count
            && scalars[position - 1] == " " && scalars[position + 1] == " "
    }

    private static let clauseBreaks: Set<Unicode.Scalar> = [".", "?", "!", ":", ";", ",", "\u{2014}", "\u{2013}",
                                                             "\u{2026}", "\u{3002}", "\u{3001}", "\u{FF0C}", "\u{FF01}"]
}
