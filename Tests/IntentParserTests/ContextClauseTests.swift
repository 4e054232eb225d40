import Testing
@testable import IntentParser

/// Questions told with their reasons: a clause that says why the question is asked is not its
/// subject, but it may name the day the question asks about; and a later day counted from another.
/// Each case changes one part and shows that the answer follows it.
@Suite struct ContextClauseTests {
    let parser = QuestionParser.shared

    /// The story's one date is the day "that" points back to; without the story there is none to ask about.
    @Test(arguments: [
        ("the dentist moved my appointment to 9 December, what week is that?", "en"),
        ("tandläkaren flyttade min tid till 9 december, vilken vecka blir det?", "sv"),
        ("牙医把预约改到12月9日了，那天是第几周？", "zh"),
        ("Mình chuyển nhà vào ngày 9/12, hôm đó là tuần mấy?", "vi"),
    ])
    func aStoryNamesTheDayAskedAbout(question: String, language: String) {
        let parsed = parser.parse(question)
        #expect(parsed.language == language)
        #expect(parsed.intent.kind == .weekForDate)
        #expect(parsed.intent.date == .calendarDate(year: nil, month: 12, day: 9))
        // Another day in the story is another answer.
        let moved = parser.parse(question.replacingOccurrences(of: "9", with: "16")).intent
        #expect(moved.date == .calendarDate(year: nil, month: 12, day: 16))
    }

    /// A holiday answer depends on the place the story may name: never answered for the asker's own.
    @Test func aHolidayQuestionKeepsItsStory() {
        #expect(parser.parse("I'm flying to Lisbon on 8 April, is that a holiday?").intent.kind == .unknown)
    }

    /// A word before a holiday's name may make it another day (the day off in lieu of it): a story
    /// around a holiday is never dropped, so the holiday itself is not answered for it — the day off is.
    @Test(arguments: ["ชดเชยวันวิสาขบูชา ปี 2572 ตรงกับวันไหน", "observed Christmas 2027, what date is that?"])
    func aWordBeforeAHolidayIsNeverDroppedAsAStory(question: String) {
        let intent = parser.parse(question).intent
        #expect(intent.kind == .holidayDate)
        #expect(intent.substitutesOnly)
        #expect(parser.parse(question.replacingOccurrences(of: "ชดเชย", with: "")
            .replacingOccurrences(of: "observed ", with: "")).intent.substitutesOnly == false)
    }

    /// Reasons said before a question that is whole on its own are dropped — unless they name
    /// something the question could take from them (a year, a place, a number).
    @Test func reasonsBeforeAWholeQuestionAreDropped() {
        #expect(parser.parse("jag blandar alltid ihop numreringen, vilken vecka är det nu?").intent.kind == .currentWeek)
        #expect(parser.parse("I keep mixing up the numbering, what week is it now?").intent.kind == .currentWeek)
        #expect(parser.parse("I keep mixing up the numbering in 2027, what week is christmas?").intent.kind == .unknown)
    }

    /// ja から, ko 부터, zh 起: a time later counted from the day before it; with an until word after
    /// it, the two days are a span.
    @Test(arguments: [
        ("明日から1週間後は何日", "明日から1週間後までは何日"),
        ("내일부터 일주일 뒤는 며칠이에요", "내일부터 일주일 뒤까지 며칠"),
        ("从明天起一周后是几号", "从明天到一周后有几天"),
    ])
    func aLaterDayCountedFromAnother(offset: String, span: String) {
        let later = parser.parse(offset).intent
        #expect(later.kind == .weekForDate)
        #expect(later.date == .offset(from: .relativeDays(1), unit: .week, count: 1))
        #expect(parser.parse(span).intent.kind == .daysBetween)
    }

    /// vi "đầu tiên" and "cuối cùng" say which weekday of the month, never a count of months.
    @Test func firstAndLastWeekdayOfAMonthInVietnamese() {
        #expect(parser.parse("Thứ Hai đầu tiên của tháng sau là ngày mấy?").intent.date
            == .nthWeekdayOfMonth(ordinal: 1, weekday: 1, month: .relative(1)))
        #expect(parser.parse("Thứ Hai cuối cùng của tháng sau là ngày mấy?").intent.date
            == .nthWeekdayOfMonth(ordinal: -1, weekday: 1, month: .relative(1)))
    }

    /// Two digits with a year marker are the year as said in full; a different pair of digits is a
    /// different year, and four digits stay as written.
    @Test(arguments: [("28年是闰年吗", 2028), ("29年是闰年吗", 2029), ("98年是闰年吗", 1998), ("2028年是闰年吗", 2028),
                      ("28년은 윤년이야?", 2028), ("năm 28 có phải năm nhuận không", 2028)])
    func twoDigitYearsAreTheYearAsSaidInFull(question: String, year: Int) {
        let intent = parser.parse(question).intent
        #expect(intent.kind == .isLeapYear)
        #expect(intent.year == .absolute(year))
    }

    /// The week next to a numbered one moves with the direction word: after is the next, before the previous.
    @Test func theWeekAfterAndBeforeANumberedWeek() {
        let after = parser.parse("veckan efter vecka 50").intent
        let before = parser.parse("veckan före vecka 50").intent
        #expect(after.kind == .weekForDate && before.kind == .weekForDate)
        #expect(after.date == .offset(from: .weekdayInWeek(weekday: 1, week: .number(50, year: nil)), unit: .week, count: 1))
        #expect(before.date == .offset(from: .weekdayInWeek(weekday: 1, week: .number(50, year: nil)), unit: .week, count: -1))
    }
}

