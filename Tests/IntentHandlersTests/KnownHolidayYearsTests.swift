import IntentHandlers
import Testing
import VeckaEngine

/// Holidays in years a region's tables do not cover: the answer says which years are known (and
/// exits 1 with `out_of_range` when nothing of the question is known), never "no holidays" or
/// "not a public holiday", which would be guesses. See `HolidayRegion.knownYears`.
@Suite struct KnownHolidayYearsTests {
    static let today = CalendarDate(isoString: "2026-11-18")!

    static func ask(_ question: String, _ language: String = "en", _ regions: [HolidayRegion], today: CalendarDate = today) -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: today, language: language, regions: regions))
    }

    /// "Is 3 October 1985 a holiday?" for Germany, whose holidays are known from 1991 — in every
    /// language, with the years of the range in the answer (Thai: Buddhist era).
    @Test(arguments: [
        ("en", "is 1985-10-03 a holiday", "1991"), ("sv", "är 1985-10-03 en helgdag", "1991"),
        ("de", "ist 1985-10-03 ein Feiertag", "1991"), ("ja", "1985-10-03は祝日ですか", "1991"),
        ("ko", "1985-10-03 공휴일이야?", "1991"), ("zh", "1985-10-03是节假日吗", "1991"),
        ("vi", "1985-10-03 có phải ngày lễ không", "1991"), ("th", "1985-10-03 เป็นวันหยุดไหม", "2534"),
    ])
    func isHolidayInAnUnknownYear(language: String, question: String, firstYear: String) {
        let answer = Self.ask(question, language, [.DE])
        #expect(answer.failure?.code == .outOfRange, "\(answer.text)")
        #expect(answer.text.contains(firstYear), "\(answer.text)")
        #expect(answer.json["error"]?["code"] == .string("out_of_range"))
    }

    @Test(arguments: [
        ("en", "holidays in 1960"), ("sv", "helgdagar 1960"), ("de", "Feiertage 1960"), ("ja", "1960年の祝日"),
        ("ko", "1960년 공휴일"), ("zh", "1960年的节假日"), ("vi", "các ngày lễ năm 1960"), ("th", "วันหยุดปี 2503"),
    ])
    func aYearBeforeTheTables(language: String, question: String) {
        let answer = Self.ask(question, language, [.SE])
        #expect(answer.failure?.code == .outOfRange, "\(answer.text)")
        #expect(answer.text.contains(language == "th" ? "2513" : "1970"), "\(answer.text)")
    }

    /// A period partly outside: the known part is listed, and the answer says what is not known.
    @Test func aPeriodPartlyKnownListsTheKnownPart() {
        let both = Self.ask("holidays in May 1985", "en", [.SE, .DE])
        #expect(both.failure == nil)
        #expect(both.json["data"]?["unknownRegions"] == .array([.string("DE")]))
        #expect(both.text.contains("Germany") && both.text.contains("1991"), "\(both.text)")
        #expect(both.text.contains("Ascension Day"), "\(both.text)")
        // Week 1 of 1970 starts on 29 December 1969: the list starts with 1970.
        let week = Self.ask("holidays in week 1 1970", "en", [.SE])
        #expect(week.json["data"]?["start"] == .string("1970-01-01"), "\(week.text)")
        #expect(week.json["data"]?["unknownRegions"] == .array([.string("SE")]))
    }

    /// A holiday named in a year the asked region's holidays are not known: another region's day is
    /// given with the years known (never "Germany has no holiday by that name"); a holiday only the
    /// asked region keeps is refused.
    @Test func holidayDateInAnUnknownYear() {
        let christmas = Self.ask("when was Christmas 1985", "en", [.DE])
        #expect(christmas.json["data"]?["date"] == .string("1985-12-25"))
        #expect(christmas.text.contains("1991") && !christmas.text.contains("no holiday"), "\(christmas.text)")
        let unity = Self.ask("when is German Unity Day 1985", "en", [.DE])
        #expect(unity.failure?.code == .outOfRange, "\(unity.text)")
        let sweden = Self.ask("when is midsummer 1960", "en", [.SE])
        #expect(sweden.failure?.code == .outOfRange, "\(sweden.text)")
        #expect(sweden.text.contains("1970"), "\(sweden.text)")
    }

    /// Working days are not counted through a year whose holidays are not known.
    @Test func workingDaysAcrossUnknownYears() {
        let after = Self.ask("how many working days until 2101-01-10", "en", [.SE])
        #expect(after.failure?.code == .outOfRange, "\(after.text)")
        #expect(after.text.contains("2100"), "\(after.text)")
        let before = Self.ask("how many working days between 1990-12-01 and 1991-01-10", "en", [.DE])
        #expect(before.failure?.code == .outOfRange, "\(before.text)")
        #expect(before.text.contains("1991"), "\(before.text)")
        let inside = Self.ask("how many working days until 2026-12-31", "en", [.SE])
        #expect(inside.failure == nil)
    }

    /// A week overview across the edge is answered (its dates are known), without holiday marks
    /// for the unknown days, and says so.
    @Test func weekOverviewAcrossTheEdge() {
        let answer = Self.ask("show the overview of week 1 1970", "en", [.SE])
        #expect(answer.failure == nil, "\(answer.text)")
        #expect(answer.json["data"]?["unknownRegions"] == .array([.string("SE")]))
        #expect(answer.text.contains("1970 to 2100"), "\(answer.text)")
    }

    @Test func theNextHolidayAfterTheKnownYears() {
        let answer = Self.ask("what is the next holiday", "en", [.SE], today: CalendarDate(isoString: "2101-01-05")!)
        #expect(answer.failure?.code == .outOfRange, "\(answer.text)")
    }
}
