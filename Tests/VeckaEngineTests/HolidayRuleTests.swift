import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

/// The rule types on their own, with dates checked against published calendars.
struct HolidayRuleTests {
    @Test(arguments: [(2024, "2024-03-31"), (2025, "2025-04-20"), (2026, "2026-04-05"), (2027, "2027-03-28"),
                      (2028, "2028-04-16"), (2029, "2029-04-01"), (2030, "2030-04-21"), (2038, "2038-04-25"),
                      (2285, "2285-03-22")])
    func easterSunday(year: Int, expected: String) {
        #expect(Easter.sunday(year) == day(expected))
    }

    @Test func fixedDateDoesNotExistInSomeYears() {
        #expect(FixedDate(month: 2, day: 29).date(in: 2024) == day("2024-02-29"))
        #expect(FixedDate(month: 2, day: 29).date(in: 2025) == nil)
    }

    @Test func floatingWeekdayIsTheWeekdayInsideTheWindow() {
        // Midsummer Eve: the Friday 19–25 June; All Saints' Day: the Saturday 31 Oct – 6 Nov.
        let midsummerEve = DateRule.weekday(.friday, onOrAfter: 6, 19)
        #expect(midsummerEve.date(in: 2025) == day("2025-06-20"))
        #expect(midsummerEve.date(in: 2026) == day("2026-06-19"))
        let allSaints = DateRule.weekday(.saturday, onOrAfter: 10, 31)
        #expect(allSaints.date(in: 2020) == day("2020-10-31"))
        #expect(allSaints.date(in: 2025) == day("2025-11-01"))
        #expect(allSaints.date(in: 2026) == day("2026-10-31"))
        for year in 1970...2100 {
            let date = allSaints.date(in: year)!
            #expect(date.weekday == 6)
            #expect(date >= day("\(year)-10-31") && date <= day("\(year)-11-06"))
        }
    }

    @Test func nthAndLastWeekday() {
        #expect(DateRule.nth(4, .thursday, of: 11).date(in: 2025) == day("2025-11-27"))  // Thanksgiving
        #expect(DateRule.last(.monday, of: 5).date(in: 2025) == day("2025-05-26"))       // Memorial Day
        #expect(DateRule.last(.monday, of: 8).date(in: 2026) == day("2026-08-31"))       // GB summer bank holiday
        #expect(DateRule.nth(5, .friday, of: 2).date(in: 2025) == nil)
        #expect(DateRule.nth(2, .monday, of: 1).date(in: 2024) == day("2024-01-08"))     // JP Coming of Age Day
    }

    @Test func swedishMothersDayMovesAwayFromWhitSunday() {
        // The last Sunday of May, unless that is Whit Sunday: then the first Sunday of June.
        #expect(Regions.swedishMothersDay.date(in: 2025) == day("2025-05-25"))
        #expect(Regions.swedishMothersDay.date(in: 2026) == day("2026-05-31"))
        for (year, expected) in [(2020, "2020-06-07"), (2023, "2023-06-04"), (2034, "2034-06-04"), (2039, "2039-06-05")] {
            #expect(Regions.swedishMothersDay.date(in: year) == day(expected), "\(year)")
        }
        #expect(Regions.swedishFathersDay.date(in: 2025) == day("2025-11-09"))
        #expect(Regions.swedishFathersDay.date(in: 2026) == day("2026-11-08"))
    }

    @Test func lunarDates() {
        // Tết ≠ Chinese New Year: 1985 a whole month apart; KR Seollal 2027 a day after China's.
        #expect(DateRule.lunar(.vietnamese, 1, 1).date(in: 1985) == day("1985-01-21"))
        #expect(DateRule.lunar(.chinese, 1, 1).date(in: 1985) == day("1985-02-20"))
        #expect(DateRule.lunar(.korean, 1, 1).date(in: 2027) == day("2027-02-07"))
        #expect(DateRule.lunar(.chinese, 1, 1).date(in: 2027) == day("2027-02-06"))
        #expect(DateRule.lunar(.chinese, 1, 1, offset: -1).date(in: 2025) == day("2025-01-28"))
        #expect(DateRule.lunar(.chinese, 8, 15).date(in: 1978) == day("1978-09-17"))
    }

    @Test func solarTerms() {
        // 清明 is the 15° term (Beijing time): 4 or 5 April, not a fixed 4 April.
        #expect(DateRule.solarTerm(15, utcOffsetHours: 8).date(in: 2023) == day("2023-04-05"))
        #expect(DateRule.solarTerm(15, utcOffsetHours: 8).date(in: 2025) == day("2025-04-04"))
        // Japan's equinox days as announced by the Cabinet (NAOJ).
        let vernal = DateRule.solarTerm(0, utcOffsetHours: 9), autumnal = DateRule.solarTerm(180, utcOffsetHours: 9)
        for (year, march, september) in [(2012, 20, 22), (2023, 21, 23), (2024, 20, 22), (2025, 20, 23), (2026, 20, 23)] {
            #expect(vernal.date(in: year) == CalendarDate(year: year, month: 3, day: march), "\(year)")
            #expect(autumnal.date(in: year) == CalendarDate(year: year, month: 9, day: september), "\(year)")
        }
    }

    @Test func thaiBuddhistDays() {
        #expect(DateRule.thaiLunar(month: 3, leapYearMonth: 4).date(in: 2024) == day("2024-02-24"))  // Makha Bucha
        #expect(DateRule.thaiLunar(month: 3, leapYearMonth: 4).date(in: 2025) == day("2025-02-12"))
        #expect(DateRule.thaiLunar(month: 6, leapYearMonth: 7).date(in: 2025) == day("2025-05-11"))  // Visakha Bucha
        #expect(DateRule.thaiLunar(month: 8).date(in: 2025) == day("2025-07-10"))                    // Asanha Bucha
        #expect(DateRule.thaiLunar(month: 8, offset: 1).date(in: 2025) == day("2025-07-11"))         // Khao Phansa
    }

    @Test func substitutePolicyFindsTheNextWorkday() {
        let region = Regions.japan
        let sunday = day("2025-05-04")  // followed by Children's Day and a free Tuesday
        let taken: Set<Int> = [day("2025-05-03").dayNumber, sunday.dayNumber, day("2025-05-05").dayNumber]
        #expect(region.substituteDate(for: sunday, policy: .sundayToNextWorkday, holidays: taken, collides: false,
                                      year: 2025) == day("2025-05-06"))
        // No substitute outside the year.
        let lateSunday = day("2022-12-31").shifted(1)  // 2023-01-01 is a Sunday; ask within 2022 instead
        #expect(region.substituteDate(for: lateSunday, policy: .sundayToNextWorkday, holidays: Set<Int>(),
                                      collides: false, year: 2022) == nil)
    }
}
