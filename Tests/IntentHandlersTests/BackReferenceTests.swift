import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// "The day after" said after a date counts from it; the weekday of "the week of" a date is in that week; a
/// number labelling a thing is no year; a price is no date. Each was answered with confidence and wrong: with the
/// date said first, a 54-week span, the year 1203, or the price dropped. Each case changes one part.
@Suite struct BackReferenceTests {
    /// "after" and "before" move the answer a day either way from the date said before; without them the date
    /// itself is the answer.
    @Test(arguments: [
        ("Mein Geburtstag ist am 14. Februar. Welcher Wochentag ist der Tag WORD?", "de", ["danach": "2027-02-15", "davor": "2027-02-13"]),
        ("mamma fyller år 14 mars, vilken veckodag är dagen WORD?", "sv", ["efter": "2027-03-15", "innan": "2027-03-13"]),
        ("My exam is on 18 March 2027. What weekday is the day WORD it?", "en", ["after": "2027-03-19", "before": "2027-03-17"]),
    ])
    func theDayBeforeOrAfterADateSaidBefore(template: String, language: String, dates: [String: String]) {
        for (word, date) in dates {
            let answer = Answer.to(template.replacingOccurrences(of: "WORD", with: word), language, today: "2026-12-03")
            #expect(answer.value("date") == .string(date), "\(word) → \(answer.text)")
        }
    }

    @Test func theWeekdayAfterAHolidaySaidBefore() {
        let answer = Answer.to("Thanksgiving 2027 - what week is the Monday after it?", "en", today: "2026-12-03")
        #expect(answer.value("date") == .string("2027-11-29") && answer.value("week") == .int(48), "\(answer.text)")
        let before = Answer.to("Thanksgiving 2027 - what week is the Monday before it?", "en", today: "2026-12-03")
        #expect(before.value("date") == .string("2027-11-22"), "\(before.text)")
    }

    /// "The day after" after nothing said is refused (it was answered with today); after a date, it is the next day.
    @Test func theDayAfterNothingIsRefused() {
        refused("what day is the day after", answered: "My exam is on 18 March 2027. What day is the day after?",
                "en", with: "date", "2027-03-19")
    }

    /// "How many days already" counts: its day word is not "the day after".
    @Test func aCountedDayWordIsNoBackReference() {
        let answer = Answer.to("วันปิยมหาราชผ่านมากี่วันแล้ว", "th", today: "2026-11-18")
        #expect(answer.value("date") == .string("2026-10-23"), "\(answer.text)")
    }

    /// The weekday of the week a date is in: another weekday or another year moves the answer (Christmas Eve 2028
    /// is a Sunday, the last day of its week; Christmas 2028 a Monday, the first of its).
    @Test(arguments: [
        ("Welches Datum hat der WEEKDAY in der Woche von Heiligabend YEAR?", "de", ["Montag", "Freitag"],
         ["2027": ["2027-12-20", "2027-12-24"], "2028": ["2028-12-18", "2028-12-22"]]),
        ("what date is the WEEKDAY of the week of christmas YEAR", "en", ["monday", "friday"],
         ["2027": ["2027-12-20", "2027-12-24"], "2028": ["2028-12-25", "2028-12-29"]]),
        ("YEAR年のクリスマスの週のWEEKDAYは何日", "ja", ["月曜日", "金曜日"],
         ["2027": ["2027-12-20", "2027-12-24"], "2028": ["2028-12-25", "2028-12-29"]]),
    ])
    func theWeekdayOfTheWeekOfADate(template: String, language: String, weekdays: [String], expected: [String: [String]]) {
        for (year, dates) in expected {
            for (weekday, date) in zip(weekdays, dates) {
                let question = template.replacingOccurrences(of: "WEEKDAY", with: weekday).replacingOccurrences(of: "YEAR", with: year)
                let answer = Answer.to(question, language, today: "2026-12-03")
                #expect(answer.value("date") == .string(date), "\(question) → \(answer.text)")
            }
        }
    }

    /// A number after a word we do not know is that thing's ("room 1203"): refused, not the year 1203. Said as
    /// a year ("in 2027"), the same question is answered.
    @Test func aNumberLabellingAThingIsNoYear() {
        refused("room 1203 is booked for week 2, which dates is that",
                answered: "the room is booked for week 2 of 2027, which dates is that", "en", with: "start", "2027-01-11")
    }

    /// A price with a thousands separator is a number the answer cannot use: refused, never dropped.
    @Test func aPriceIsNoDateAndIsNotDropped() {
        refused("Vé giá 120.000 đồng, thứ Bảy này là ngày mấy?", answered: "thứ Bảy này là ngày mấy?", "vi", with: "date", "2026-12-05")
    }

    /// The metamorphic pair: `question` refused, and `answered` (the same without the part) answered with `value`.
    private func refused(_ question: String, answered: String, _ language: String, with key: String, _ value: String) {
        let refusal = Answer.to(question, language, today: "2026-12-03")
        #expect(!refusal.isAnswered, "\(question) → \(refusal.text)")
        let answer = Answer.to(answered, language, today: "2026-12-03")
        #expect(answer.value(key) == .string(value), "\(answered) → \(answer.text)")
    }
}
