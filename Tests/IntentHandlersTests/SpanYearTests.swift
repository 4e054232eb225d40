import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// A year said once in a span belongs to both ends: "from 15 February to 15 March 2028" starts in 2028.
/// Each end resolved alone started on the next 15 February (2027): 394 days, said with confidence.
/// Every case changes one part (the year, or which end says it) and checks that the span follows.
@Suite struct SpanYearTests {
    func span(_ question: String, language: String) -> (start: String, end: String, days: Int)? {
        let answer = Answer.to(question, language)
        guard answer.intent == .daysBetween, case .string(let start)? = answer.value("start"),
              case .string(let end)? = answer.value("end"), case .int(let days)? = answer.value("days") else { return nil }
        return (start, end, days)
    }

    /// The year said at one end is the other's too: at the end ("vom 15. Februar bis 15. März 2028") or
    /// at the start ("2028年2月1日から3月1日まで"). Another year moves both ends; 2028 is a leap year, 2029 not.
    @Test(arguments: [
        ("Wie viele Tage vom 15. Februar bis 15. März YEAR?", "de", "02-15", "03-15"),
        ("how many days from February 15 to March 15 YEAR", "en", "02-15", "03-15"),
        ("hur många dagar från 15 februari till 15 mars YEAR", "sv", "02-15", "03-15"),
        ("YEAR年2月1日から3月1日までは何日間？", "ja", "02-01", "03-01"),
        ("YEAR년 2월 1일부터 3월 1일까지 며칠이에요?", "ko", "02-01", "03-01"),
        ("YEAR年2月1日到3月1日有几天", "zh", "02-01", "03-01"),
    ])
    func aYearSaidOnceIsBothEnds(template: String, language: String, start: String, end: String) throws {
        for year in [2028, 2029] {
            let found = try #require(span(template.replacingOccurrences(of: "YEAR", with: String(year)), language: language))
            #expect(found.start == "\(year)-\(start)" && found.end == "\(year)-\(end)", "\(language) \(year): \(found)")
            #expect(found.days == (year == 2028 ? 29 : 28))
        }
    }

    /// Across New Year the end without a year is in the next one, the start without one in the year before:
    /// a span never runs backwards because of a year it did not say.
    @Test func aSpanAcrossNewYearTakesTheNeighbouringYear() throws {
        let forward = try #require(span("2027年12月20日から1月10日まで何日", language: "ja"))
        #expect(forward.start == "2027-12-20" && forward.end == "2028-01-10" && forward.days == 21)
        let backward = try #require(span("how many days from 20 December to 10 January 2028", language: "en"))
        #expect(backward.start == "2027-12-20" && backward.end == "2028-01-10" && backward.days == 21)
        // Holidays too: Christmas before Easter 2028 is Christmas 2027.
        let holidays = try #require(span("days from christmas to easter 2028", language: "en"))
        #expect(holidays.start == "2027-12-25" && holidays.end == "2028-04-16")
    }

    /// A month said once is both ends' too: "vom 1. bis 31. März 2027" starts on 1 March, not on the next
    /// 1st (1 December: 120 days). Another month moves the bare end with it.
    @Test(arguments: [
        ("Wie viele Tage vom 1. bis 20. MONTH 2027?", "de", ["März", "Mai"]),
        ("how many days from the 1st to the 20th of MONTH 2027", "en", ["March", "May"]),
        ("ตั้งแต่วันที่ 1 ถึง 20 MONTH 2570 กี่วัน", "th", ["มีนาคม", "พฤษภาคม"]),
        ("2027年MONTH1日から20日まで何日", "ja", ["3月", "5月"]),
        ("2027년 MONTH 1일부터 20일까지 며칠", "ko", ["3월", "5월"]),
        ("从2027年MONTH1日到20日有几天", "zh", ["3月", "5月"]),
    ])
    func aMonthSaidOnceIsBothEnds(template: String, language: String, months: [String]) throws {
        for (month, number) in zip(months, ["03", "05"]) {
            let found = try #require(span(template.replacingOccurrences(of: "MONTH", with: month), language: language))
            #expect(found.start == "2027-\(number)-01" && found.end == "2027-\(number)-20" && found.days == 19,
                    "\(language) \(month): \(found)")
        }
    }

    /// Two years said are both kept; no year said keeps the next occurrences, as before.
    @Test func endsWithTheirOwnYearsOrNoneAreUnchanged() throws {
        let both = try #require(span("how many days from 1 March 2027 to 1 March 2028", language: "en"))
        #expect(both.start == "2027-03-01" && both.end == "2028-03-01" && both.days == 366)
        let none = try #require(span("how many days from 15 February to 15 March", language: "en"))
        #expect(none.start == "2027-02-15" && none.end == "2027-03-15")
    }

    /// "der Tag nach dem 3. Oktober": the article between "nach" and the date does not make the day
    /// after into the date itself (which was answered, "Tag nach" dropped).
    @Test(arguments: [
        ("welche KW ist der Tag nach dem 3. Oktober 2027", "de", "2027-10-04"),
        ("welche KW ist der Tag vor dem 3. Oktober 2027", "de", "2027-10-02"),
        ("what week is the day after the 4th of july 2027", "en", "2027-07-05"),
    ])
    func theDayNextToADateSaidWithAnArticle(question: String, language: String, date: String) {
        let answer = Answer.to(question, language)
        #expect(answer.intent == .weekForDate)
        #expect(answer.value("date") == .string(date), "\(question) → \(answer.text)")
    }

    /// A bare day of the month at one end is the one next to the other end, asked on 3 December 2026: "vom 1. bis
    /// Weihnachten" starts on 1 December (not on the next 1st, 1 January, after Christmas: −7 days said as 7);
    /// "from Christmas to the 5th" ends on 5 January; "from the 1st to the 15th" ends on the 15th after the 1st.
    /// Changing the bare day moves only that end.
    @Test(arguments: [
        ("wie viele Tage vom 1. bis Weihnachten", "de", "2026-12-01", "2026-12-25", 24),
        ("wie viele Tage vom 10. bis Weihnachten", "de", "2026-12-10", "2026-12-25", 15),
        ("how many days from christmas to the 5th", "en", "2026-12-25", "2027-01-05", 11),
        ("how many days from christmas to the 28th", "en", "2026-12-25", "2026-12-28", 3),
        ("how many days from the 1st to the 15th", "en", "2027-01-01", "2027-01-15", 14),
        ("how many days from the 20th to the 5th", "en", "2026-12-20", "2027-01-05", 16),
    ])
    func aBareDayIsTheOneNextToTheOtherEnd(question: String, language: String, start: String, end: String, days: Int) {
        let answer = Answer.to(question, language, today: "2026-12-03")
        #expect(answer.intent == .daysBetween)
        #expect(answer.value("start") == .string(start) && answer.value("end") == .string(end), "\(question) → \(answer.text)")
        #expect(answer.value("days") == .int(days), "\(question) → \(answer.text)")
    }
}
