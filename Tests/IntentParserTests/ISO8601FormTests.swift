import Testing
import IntentParser

/// ISO 8601's week dates and ordinal dates are read as written, in every language's frame, and a
/// string that only looks like one is left to the other rules.
@Suite struct ISO8601FormTests {
    let parser = QuestionParser.shared

    func intent(_ question: String, _ language: String = "en") -> Intent {
        parser.parse(question, preferredLanguage: language).intent
    }

    @Test(arguments: [
        ("2026-W48-2", 2026, 48, 2), ("2026W482", 2026, 48, 2), ("what week is 2027-W01-7", 2027, 1, 7),
        ("2026-W48-2は何週目", 2026, 48, 2), ("2026w482", 2026, 48, 2),
    ])
    func weekDates(question: String, year: Int, week: Int, weekday: Int) {
        #expect(intent(question).date == .weekdayInWeek(weekday: weekday, week: .number(week, year: .absolute(year))))
    }

    @Test func aWeekDateWithoutItsYearIsInTheCurrentWeekYear() {
        #expect(intent("W48-2").date == .weekdayInWeek(weekday: 2, week: .number(48, year: nil)))
    }

    @Test func weeks() {
        #expect(intent("2027-W10").week == .number(10, year: .absolute(2027)))
        #expect(intent("2027W10").week == .number(10, year: .absolute(2027)))
        #expect(intent("2026-W54").kind == .datesOfWeek)
    }

    @Test func ordinalDates() {
        #expect(intent("2026-328").date == .calendarDate(year: .absolute(2026), month: 11, day: 24))
        #expect(intent("2028-060").date == .calendarDate(year: .absolute(2028), month: 2, day: 29))
        #expect(intent("2027-060").date == .calendarDate(year: .absolute(2027), month: 3, day: 1))
        #expect(intent("2026-366").problem == .invalidDayOfYear(day: 366, year: 2026, daysInYear: 365))
        #expect(intent("2026-000").problem == .invalidDayOfYear(day: 0, year: 2026, daysInYear: 365))
    }

    /// Not forms: a weekday past 7, a longer number, a form inside a word; ordinary dates stay dates.
    @Test func lookalikesAreLeftToTheOtherRules() {
        #expect(intent("2026-W48-8").date != .weekdayInWeek(weekday: 8, week: .number(48, year: .absolute(2026))))
        #expect(intent("2026-3281").date == nil)
        #expect(intent("xW48-2").date == nil)
        #expect(intent("2026-12-24").date == .calendarDate(year: .absolute(2026), month: 12, day: 24))
        #expect(intent("what week is 2026").kind != .weekForDate)
    }
}
