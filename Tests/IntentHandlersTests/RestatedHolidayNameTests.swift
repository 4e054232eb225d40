import Testing
@testable import IntentHandlers
import IntentParser

/// A holiday named beside the date it falls on says the date again (`RestatedHolidayName`): the question is
/// answered for that date. Move the date one day and the name contradicts it: the same question must then be
/// refused, in every language — the name was checked, not ignored.
@Suite("Holiday names restating a date")
struct RestatedHolidayNameTests {
    static let pairs: [(language: String, restating: String, contradicting: String, intent: IntentKind, date: String, moved: String)] = [
        ("en", "what week is december 25 2027, christmas", "what week is december 26 2027, christmas", .weekForDate, "2027-12-25", "2027-12-26"),
        ("sv", "vilken veckodag är 24 december 2027? julafton alltså", "vilken veckodag är 23 december 2027? julafton alltså", .dayOfWeek, "2027-12-24", "2027-12-23"),
        ("de", "Welche KW ist der 1. Mai 2027? Tag der Arbeit", "Welche KW ist der 2. Mai 2027? Tag der Arbeit", .weekForDate, "2027-05-01", "2027-05-02"),
        ("ja", "2027年11月3日って何曜日？文化の日", "2027年11月4日って何曜日？文化の日", .dayOfWeek, "2027-11-03", "2027-11-04"),
        ("ko", "2027년 8월 15일 몇 주차야? 광복절이라서", "2027년 8월 16일 몇 주차야? 광복절이라서", .weekForDate, "2027-08-15", "2027-08-16"),
        // A day counted from a holiday is checked the same way.
        ("ko", "2027년 6월 7일 무슨 요일이야? 현충일 다음날", "2027년 6월 8일 무슨 요일이야? 현충일 다음날", .dayOfWeek, "2027-06-07", "2027-06-08"),
        ("zh", "2027年5月1号是星期几 劳动节", "2027年5月2号是星期几 劳动节", .dayOfWeek, "2027-05-01", "2027-05-02"),
        ("th", "13 เมษายน 2570 วันอะไร สงกรานต์", "20 เมษายน 2570 วันอะไร สงกรานต์", .dayOfWeek, "2027-04-13", "2027-04-20"),
        ("vi", "30/4/2027 là thứ mấy, ngày giải phóng", "29/4/2027 là thứ mấy, ngày giải phóng", .dayOfWeek, "2027-04-30", "2027-04-29"),
        // Without a year: only a day fixed in the calendar restates it.
        ("ja", "3月3日って何曜日？ひな祭り", "3月4日って何曜日？ひな祭り", .dayOfWeek, "2027-03-03", "2027-03-04"),
    ]

    @Test(arguments: pairs.indices)
    func aNameOnItsDateIsReadPastAndANameElsewhereRefuses(_ index: Int) {
        let pair = Self.pairs[index]
        let answered = Answer.to(pair.restating, pair.language)
        #expect(answered.intent == pair.intent, "\(pair.language): \(answered.text)")
        #expect(answered.value("date") == .string(pair.date), "\(pair.language): \(answered.text)")
        let contradicted = Answer.to(pair.contradicting, pair.language)
        // Refused, or answered with what the name contradicts (de "Tag der Arbeit ist nicht am 2. Mai 2027,
        // sondern am Samstag, 1. Mai 2027") — never the question's answer for the moved date.
        let answeredDate: JSONValue? = contradicted.value("date")
        let movedDate: JSONValue? = .string(pair.moved)
        #expect(contradicted.intent == .unknown || answeredDate != movedDate, "\(pair.language): \(contradicted.text)")
    }

    /// "Why is Culture Day on 3 November" asks neither the date's week nor the holiday's date.
    @Test func aQuestionThatAsksWhyIsStillRefused() {
        #expect(Answer.to("なんで文化の日は11月3日なの？", "ja").intent == .unknown)
        #expect(Answer.to("为什么国庆节是10月1日", "zh").intent == .unknown)
    }
}

/// The asker's own province, state or town said without its name: a holiday question about it is refused,
/// while the same question naming a region is answered.
@Suite("Unnamed places")
struct UnnamedPlaceTests {
    static let pairs: [(language: String, named: String, unnamed: String)] = [
        ("en", "is juneteenth 2027 a holiday in texas", "is juneteenth 2027 a holiday in my state"),
        ("de", "Ist Fronleichnam 2027 in Bayern ein Feiertag?", "Ist Fronleichnam 2027 in meinem Bundesland ein Feiertag?"),
        ("vi", "ngày giải phóng miền nam 2027 là ngày nào", "ngày giải phóng tỉnh mình 2027 là ngày nào"),
    ]

    @Test(arguments: pairs.indices)
    func anUnnamedPlaceRefusesAHolidayQuestion(_ index: Int) {
        let pair = Self.pairs[index]
        let named = Answer.to(pair.named, pair.language)
        #expect(named.intent != .unknown, "\(pair.language): \(named.text)")
        let unnamed = Answer.to(pair.unnamed, pair.language)
        #expect(unnamed.intent == .unknown, "\(pair.language): \(unnamed.text)")
    }

    /// A week does not depend on the place: it is still answered.
    @Test func aWeekIsAnsweredWhereverTheAskerIs() {
        #expect(Answer.to("what week is july 4 2027 in my state", "en").intent == .weekForDate)
    }
}
