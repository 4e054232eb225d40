import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// Small words that changed an answer they were not part of, and a leap day asked as such.
@Suite struct ArticleOrdinalLeapDayTests {
    /// "Ist zweitausendachtundzwanzig ein Schaltjahr?" was 2029: the article "ein" (also "one") was added to
    /// the number before it. Each year said in words is that year, and the answer follows it.
    @Test(arguments: [
        ("Ist zweitausendachtundzwanzig ein Schaltjahr?", "Ist zweitausendneunundzwanzig ein Schaltjahr?", "de"),
        ("Är tvåtusentjugoåtta ett skottår?", "Är tvåtusentjugonio ett skottår?", "sv"),
        ("is two thousand twenty eight a leap year", "is two thousand twenty nine a leap year", "en"),
    ])
    func anArticleAfterANumberIsNotOne(leap: String, common: String, language: String) {
        let yes = Answer.to(leap, language), no = Answer.to(common, language)
        #expect(yes.value("year") == .int(2028) && yes.value("leap") == .bool(true), "\(leap)")
        #expect(no.value("year") == .int(2029) && no.value("leap") == .bool(false), "\(common)")
    }

    /// "Does 2027 have a February 29th" read "a February 29" as 1 February 2029 ("a" the 1st, "29th" a
    /// two-digit year). Whether a year has a leap day is whether it is a leap year, in every language.
    @Test(arguments: [
        ("does YEAR have a february 29th", "en"),
        ("hat YEAR einen 29. Februar", "de"),
        ("har YEAR en 29 februari", "sv"),
        ("YEAR年に2月29日はある？", "ja"),
        ("YEAR年有2月29日吗", "zh"),
        ("Năm YEAR có ngày 29 tháng 2 không?", "vi"),
    ])
    func aLeapDayAskedIsTheLeapYearQuestion(template: String, language: String) {
        for (year, leap) in [(2027, false), (2028, true)] {
            let found = Answer.to(template.replacingOccurrences(of: "YEAR", with: String(year)), language)
            #expect(found.intent == .isLeapYear && found.value("year") == .int(year) && found.value("leap") == .bool(leap),
                    "\(language) \(year): \(found.text)")
        }
    }

    /// An ordinal is not dropped: "今年の最後の日曜日" (the year's last Sunday) was answered with the next
    /// Sunday. With a month it is the month's; with only a year it is counted through the year.
    @Test func anOrdinalWithoutItsMonthIsNotDropped() {
        let withMonth = Answer.to("12月の最後の日曜日は何日", "ja")
        #expect(withMonth.value("date") == .string("2026-12-27"))
        let withoutMonth = Answer.to("今年の最初の日曜日は何日", "ja")
        #expect(withoutMonth.value("date") == .string("2026-01-04"))
    }

    /// The same in English: an ordinal weekday with a month is the month's, with only a year the year's.
    @Test func anOrdinalWeekdayNeedsItsMonth() {
        #expect(Answer.to("what week is the third sunday of january 2027", "en").value("date") == .string("2027-01-17"))
        #expect(Answer.to("what week is the third sunday of 2027", "en").value("date") == .string("2027-01-17"))
        #expect(Answer.to("what week is the third sunday of 2028", "en").value("date") == .string("2028-01-16"))
    }

    /// Thai "เสาร์นี้วันที่เท่าไหร่": this Saturday (เสาร์ + นี้) and "which date" (วันที่เท่าไหร่), not
    /// Saturday + "today" (a reversed นี้วัน) — which said "today is not a Saturday". The weekday moves the date.
    @Test func thisSaturdayInThai() {
        #expect(Answer.to("เสาร์นี้วันที่เท่าไหร่", "th").value("date") == .string("2026-11-28"))
        #expect(Answer.to("ศุกร์นี้วันที่เท่าไหร่", "th").value("date") == .string("2026-11-27"))
    }

    /// Spaceless segmentation: "最初の日曜日" is the first Sunday (最初 + の + 日曜日), not "the first day"
    /// (最初の日) and a stray "weekday" (曜日); "の最初の日" alone is still the first day.
    @Test func theFirstSundayIsNotTheFirstDay() {
        #expect(Answer.to("来月の最初の日曜日は何日", "ja").value("date") == .string("2026-12-06"))
        #expect(Answer.to("来月の最後の日曜日は何日", "ja").value("date") == .string("2026-12-27"))
        #expect(Answer.to("来月の最初の日は何曜日", "ja").value("date") == .string("2026-12-01"))
    }
}
