import Testing
@testable import IntentParser

/// A common year is the other answer to the leap-year question, never the question itself: asked alone
/// ("is 2027 a common year") the leap-year answer would begin "No" for a year that is one. Read only as
/// the second choice; asked alone it is refused. Each pair differs by the choice words only.
@Suite struct LeapYearChoiceTests {
    let parser = QuestionParser.shared

    @Test(arguments: [
        ("is 2027 a leap year or a common year", "is 2027 a common year"),
        ("ist 2027 ein Schaltjahr oder ein Gemeinjahr", "ist 2027 ein Gemeinjahr"),
        ("2027년은 윤년이야 아니면 평년이야?", "2027년은 평년이야?"),
        ("2027 là năm nhuận hay năm thường?", "2027 có phải năm thường không"),
        ("2027年是闰年还是平年", "2027年是平年吗"),
    ])
    func aCommonYearIsOnlyTheOtherChoice(choice: String, alone: String) {
        let asked = parser.parse(choice).intent
        #expect(asked.kind == .isLeapYear && asked.year == .absolute(2027), "\(choice)")
        #expect(parser.parse(alone).intent.kind == .unknown, "\(alone)")
    }

    /// A leap day asks whether the year has one; "when" asks its date, which that answer does not say.
    @Test(arguments: [
        ("does 2030 have a leap day", "when is the leap day in 2030"),
        ("gibt es 2030 einen Schalttag", "wann ist der Schalttag 2030"),
        ("blir det skottdag år 2030?", "när är skottdagen 2030?"),
    ])
    func aLeapDayIsAskedWhetherNotWhen(whether: String, when: String) {
        #expect(parser.parse(whether).intent.kind == .isLeapYear, "\(whether)")
        #expect(parser.parse(when).intent.kind == .unknown, "\(when)")
    }
}
