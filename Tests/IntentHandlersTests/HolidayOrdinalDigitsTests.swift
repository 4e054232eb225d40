import IntentHandlers
import Testing
import VeckaEngine

/// A holiday name that opens with an ordinal word is also read with the ordinal in digits: de "1. Weihnachtstag",
/// sv "2a advent". The digits were read as a day of the month of their own: "wie viele Tage noch bis zum 1.
/// Weihnachtstag" counted from 1 January 2027 back to Christmas (−7 days, said as 7).
@Suite struct HolidayOrdinalDigitsTests {
    /// The digit picks the holiday: 1 and 2 are two different days, and each is the day its word names.
    @Test(arguments: [
        ("wann ist der N. Weihnachtstag", "de", ["1": "2026-12-25", "2": "2026-12-26"]),
        ("wie viele Tage noch bis zum N. Weihnachtstag", "de", ["1": "2026-12-25", "2": "2026-12-26"]),
        ("när är Na advent 2027", "sv", ["1": "2027-11-28", "2": "2027-12-05"]),
    ])
    func theDigitNamesTheHoliday(template: String, language: String, dates: [String: String]) {
        for (digit, date) in dates {
            let question = template.replacingOccurrences(of: "N", with: digit)
            let answer = Answer.to(question, language, today: "2026-12-03")
            #expect(answer.isAnswered, "\(question) → \(answer.text)")
            #expect(answer.value("date") == .string(date), "\(question) → \(answer.text)")
        }
    }
}
