import Testing
@testable import VeckaEngine

@Suite struct ISOWeekEdgeCaseTests {
    /// From ../shared/notes/calendar-facts.md (computed independently).
    @Test(arguments: [
        ("2005-01-01", "2004-W53", 6), ("2005-01-02", "2004-W53", 7), ("2007-12-31", "2008-W01", 1),
        ("2008-12-29", "2009-W01", 1), ("2010-01-03", "2009-W53", 7), ("2015-12-31", "2015-W53", 4),
        ("2016-01-03", "2015-W53", 7), ("2019-12-30", "2020-W01", 1), ("2020-12-31", "2020-W53", 4),
        ("2021-01-03", "2020-W53", 7), ("2021-01-04", "2021-W01", 1), ("2024-12-30", "2025-W01", 1),
        ("2025-12-29", "2026-W01", 1), ("2026-12-31", "2026-W53", 4), ("2027-01-03", "2026-W53", 7),
        ("2027-01-04", "2027-W01", 1), ("2032-12-31", "2032-W53", 5), ("2033-01-02", "2032-W53", 7),
    ])
    func knownWeeks(date: String, week: String, weekday: Int) {
        let day = CalendarDate(isoString: date)!
        #expect(ISOWeek(containing: day).description == week)
        #expect(day.weekday == weekday)
    }

    @Test(arguments: [
        ("2020-W53", "2020-12-28", "2021-01-03"), ("2025-W01", "2024-12-30", "2025-01-05"),
        ("2026-W01", "2025-12-29", "2026-01-04"), ("2026-W53", "2026-12-28", "2027-01-03"),
        ("2027-W01", "2027-01-04", "2027-01-10"), ("2032-W53", "2032-12-27", "2033-01-02"),
    ])
    func weekSpans(week: String, monday: String, sunday: String) {
        let parts = week.split(separator: "-W")
        let isoWeek = ISOWeek(week: Int(parts[1])!, year: Int(parts[0])!)!
        #expect(isoWeek.monday.isoString == monday)
        #expect(isoWeek.sunday.isoString == sunday)
        #expect(isoWeek.days.count == 7)
    }

    @Test func fiftyThreeWeekYearsThisCentury() {
        let expected = [2004, 2009, 2015, 2020, 2026, 2032, 2037, 2043, 2048, 2054, 2060, 2065, 2071, 2076,
                        2082, 2088, 2093, 2099]
        #expect((2000...2100).filter { ISOWeek.weeksIn(year: $0) == 53 } == expected)
    }

    @Test func invalidWeeksAreRejected() {
        #expect(ISOWeek(week: 0, year: 2026) == nil)
        #expect(ISOWeek(week: 54, year: 2026) == nil)
        #expect(ISOWeek(week: 53, year: 2027) == nil)
        #expect(ISOWeek(week: 53, year: 2026) != nil)
    }
}
