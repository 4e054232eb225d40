import Testing
import IntentParser

/// Numeric dates are read in the language's order; when that order cannot be a date and the other
/// can, the other is taken; when neither can, the question gets an "invalid date" intent.
@Suite struct NumericDateTests {
    let parser = QuestionParser.shared

    func date(_ question: String, _ language: String) -> DateExpression? {
        parser.parse(question, preferredLanguage: language).intent.date
    }

    @Test func languageOrder() {
        #expect(date("12/11", "en") == .calendarDate(year: nil, month: 12, day: 11))
        #expect(date("12/11", "sv") == .calendarDate(year: nil, month: 11, day: 12))
        #expect(date("24.12.2026", "en") == .calendarDate(year: .absolute(2026), month: 12, day: 24))
        #expect(date("2026/12/24", "ja") == .calendarDate(year: .absolute(2026), month: 12, day: 24))
        #expect(date("2026-12-24", "de") == .calendarDate(year: .absolute(2026), month: 12, day: 24))
    }

    @Test func impossibleOrderFallsBackToThePossibleOne() {
        #expect(date("12/24", "sv") == .calendarDate(year: nil, month: 12, day: 24))
        #expect(date("24/12", "en") == .calendarDate(year: nil, month: 12, day: 24))
    }

    @Test func buddhistEraYearsInThai() {
        #expect(date("24/12/2569", "th") == .calendarDate(year: .absolute(2026), month: 12, day: 24))
    }

    @Test func twoDigitYears() {
        #expect(date("31/10/74", "sv") == .calendarDate(year: .absolute(1974), month: 10, day: 31))
        #expect(date("3/3/15", "sv") == .calendarDate(year: .absolute(2015), month: 3, day: 3))
    }

    @Test func neitherOrderIsADate() {
        let intent = parser.parse("13/13", preferredLanguage: "sv").intent
        #expect(intent.problem == .invalidMonth(13))
    }
}
