import IntentHandlers
import Testing
import VeckaEngine

/// A Hong Kong festival on a Sunday is still that festival: answers give the festival's day and
/// the day off for it (the Monday), in every language; holiday lists show both days.
@Suite struct SundayFestivalTests {
    static let today = CalendarDate(isoString: "2026-11-18")!

    static func ask(_ question: String, _ language: String, _ regions: [HolidayRegion] = [.HK]) -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: today, language: language, regions: regions))
    }

    /// Chung Yeung 2026 is Sunday 18 October; the general holiday is Monday 19 October.
    @Test(arguments: [
        ("en", "when is Chung Yeung 2026", "October 19, 2026"), ("sv", "när är chung yeung 2026", "19 oktober 2026"),
        ("de", "wann ist Chung Yeung 2026", "19. Oktober 2026"), ("ja", "2026年の重陽節はいつ", "2026年10月19日"),
        ("ko", "2026년 중양절 언제야", "2026년 10월 19일"), ("zh", "2026年重阳节是几号", "2026年10月19日"),
        ("vi", "Tết Trùng cửu năm 2026 là ngày nào", "ngày 19 tháng 10, 2026"),
        ("th", "วันไหว้บรรพบุรุษปี 2569 วันไหน", "19 ตุลาคม 2569"),
    ])
    func theFestivalAndItsDayOff(language: String, question: String, monday: String) {
        let answer = Self.ask(question, language)
        #expect(answer.json["data"]?["date"] == .string("2026-10-18"), "\(answer.text)")
        #expect(answer.json["data"]?["id"] == .string("hk.chung-yeung-festival"))
        #expect(answer.json["data"]?["dayOffInLieu"] == .string("2026-10-19"))
        #expect(answer.text.contains(monday), "\(answer.text)")
    }

    /// "Is 28 May 2028 a holiday?" — it is the Tuen Ng Festival, but not the day off: that is the
    /// Monday, and the answer says so instead of a bare yes.
    @Test(arguments: [
        ("en", "is 2028-05-28 a holiday", "May 29, 2028"), ("sv", "är 2028-05-28 en helgdag", "29 maj 2028"),
        ("de", "ist 2028-05-28 ein Feiertag", "29. Mai 2028"), ("ja", "2028-05-28は祝日ですか", "2028年5月29日"),
        ("ko", "2028-05-28 공휴일이야?", "2028년 5월 29일"), ("zh", "2028-05-28是节假日吗", "2028年5月29日"),
        ("vi", "2028-05-28 có phải ngày lễ không", "ngày 29 tháng 5, 2028"), ("th", "2028-05-28 เป็นวันหยุดไหม", "29 พฤษภาคม 2571"),
    ])
    func isTheSundayAHoliday(language: String, question: String, monday: String) {
        let answer = Self.ask(question, language)
        guard case .array(let holidays)? = answer.json["data"]?["holidays"], let first = holidays.first else {
            Issue.record("no holidays: \(answer.text)")
            return
        }
        #expect(first["id"] == .string("hk.tuen-ng-festival"))
        #expect(first["dayOffInLieu"] == .string("2028-05-29"))
        #expect(answer.json["data"]?["isHoliday"] == .bool(true))
        #expect(answer.text.contains(monday), "\(answer.text)")
        // Not the plain yes of a day off.
        let plainYes = Self.ask(question.replacingOccurrences(of: "2028-05-28", with: "2028-05-29"), language)
        #expect(!answer.text.hasPrefix(String(plainYes.text.prefix(3))), "\(answer.text) | \(plainYes.text)")
    }

    @Test func holidayListsShowTheFestivalAndTheDayOff() {
        let answer = Self.ask("holidays in October 2026", "en")
        guard case .array(let holidays)? = answer.json["data"]?["holidays"] else {
            Issue.record("no holidays: \(answer.text)")
            return
        }
        let days = holidays.map { "\($0["date"].map { $0.serialized } ?? "") \($0["id"].map { $0.serialized } ?? "")" }
        #expect(days.contains("\"2026-10-18\" \"hk.chung-yeung-festival\""), "\(days)")
        #expect(days.contains("\"2026-10-19\" \"hk.chung-yeung-festival.observed\""), "\(days)")
        #expect(answer.text.contains("The day following Chung Yeung Festival"), "\(answer.text)")
    }

    /// Lunar New Year's Day 2023 fell on a Sunday: no holiday itself that year (python-holidays
    /// lists days 2–4), but still the festival; the fourth day is the day off for it. Before, the
    /// answer was China's Spring Festival, "not kept in Hong Kong".
    @Test func lunarNewYearOnASunday() {
        let answer = Self.ask("when is lunar new year 2023", "en")
        #expect(answer.json["data"]?["region"] == .string("HK"), "\(answer.text)")
        #expect(answer.json["data"]?["date"] == .string("2023-01-22"))
        #expect(answer.json["data"]?["dayOffInLieu"] == .string("2023-01-25"))
        #expect(!answer.text.contains("China"), "\(answer.text)")
    }

    /// The US Fourth of July 2026 is a Saturday: the federal day off is Friday 3 July.
    @Test func otherRegionsDayOffInLieu() {
        let answer = Self.ask("is 2026-07-04 a holiday", "en", [.US])
        #expect(answer.text.contains("July 3, 2026"), "\(answer.text)")
        let date = Self.ask("when is independence day 2026", "en", [.US])
        #expect(date.json["data"]?["dayOffInLieu"] == .string("2026-07-03"))
    }
}
