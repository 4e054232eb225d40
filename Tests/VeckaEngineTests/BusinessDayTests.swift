import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

/// Working days. The expected dates were counted by hand on printed calendars of each country's
/// public holidays (not from the engine's own tables).
struct BusinessDayTests {
    @Test(arguments: [
        // Weekends only: Friday + 1 is Monday; Saturday − 1 is Friday.
        ("2026-11-20", 1, [HolidayRegion](), "2026-11-23"), ("2026-11-21", -1, [], "2026-11-20"),
        ("2026-11-18", 10, [], "2026-12-02"), ("2026-11-18", 0, [], "2026-11-18"),
        // Japan: 23 November 2026 (Labour Thanksgiving Day, a Monday) is skipped.
        ("2026-11-20", 1, [.JP], "2026-11-24"),
        // Sweden: juldagen and annandag jul are off; julafton (24 December) is not a public holiday.
        ("2026-12-23", 1, [.SE], "2026-12-24"), ("2026-12-23", 2, [.SE], "2026-12-28"),
        // USA: Thanksgiving (26 November 2026) is off.
        ("2026-11-25", 1, [.US], "2026-11-27"),
        // Germany, backwards over Easter 2027: Easter Monday 29 March and Good Friday 26 March are off.
        ("2027-03-30", -2, [.DE], "2027-03-24"),
    ])
    func addingWorkingDays(start: String, count: Int, regions: [HolidayRegion], expected: String) throws {
        #expect(try day(start).adding(businessDays: count, in: regions) == day(expected))
    }

    @Test func countingIsTheInverseOfAdding() throws {
        for (start, regions) in [("2026-11-18", [HolidayRegion.SE]), ("2026-09-25", [.CN]), ("2027-01-29", [.KR, .VN])] {
            for count in [-40, -7, -1, 1, 3, 25, 60] {
                let end = try day(start).adding(businessDays: count, in: regions)
                #expect(try day(start).businessDays(until: end, in: regions) == count, "\(start) \(count) \(regions)")
            }
        }
    }

    @Test func governmentMadeWorkingDaysCount() throws {
        let year = 2026
        guard let weekendWorkday = HolidayCalendar.makeUpWorkdays(in: .CN, year: year).first else {
            Issue.record("no CN make-up working day in \(year)")
            return
        }
        #expect(weekendWorkday.weekday >= 6)
        let before = CalendarDate(dayNumber: weekendWorkday.dayNumber - 1)
        #expect(try before.businessDays(until: weekendWorkday, in: [.CN]) == 1)
        #expect(try before.businessDays(until: weekendWorkday, in: []) == 0)
    }

    @Test func hugeCountsAreRefusedNotWalked() {
        #expect(throws: DateArithmeticError.self) { try day("2026-11-18").adding(businessDays: 1_000_000_000_000, in: [.SE]) }
        #expect(throws: DateArithmeticError.self) { try day("0001-01-01").businessDays(until: day("9999-12-31"), in: [.SE]) }
    }
}
