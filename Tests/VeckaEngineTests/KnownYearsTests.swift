import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

/// The years whose holidays each region's tables know: outside them nothing is listed, and a
/// calculation that needs them (working days) refuses rather than count weekends only.
struct KnownYearsTests {
    @Test func eachRegionsRangeIsItsTablesFirstYearTo2100() {
        let expected: [HolidayRegion: ClosedRange<Int>] = [.DE: 1991...2100, .GB: 1971...2100, .VN: 1976...2100,
                                                            .TW: 1998...2100, .MO: 1985...2100]
        // A Land has its country's years (unified Germany from 1991).
        for region in HolidayRegion.allCases {
            #expect(region.knownYears == expected[region.country, default: 1970...2100], "\(region)")
        }
    }

    /// The range is the tables' own: every known year has holidays, the years around it none.
    @Test(arguments: HolidayRegion.allCases)
    func holidaysExistExactlyInTheKnownYears(region: HolidayRegion) {
        let known = region.knownYears
        #expect(!HolidayCalendar.holidays(in: region, year: known.lowerBound).isEmpty)
        #expect(!HolidayCalendar.holidays(in: region, year: known.upperBound).isEmpty)
        #expect(HolidayCalendar.holidays(in: region, year: known.lowerBound - 1).isEmpty)
        #expect(HolidayCalendar.holidays(in: region, year: known.upperBound + 1).isEmpty)
    }

    @Test func regionsNotKnownForADateRange() {
        #expect(HolidayCalendar.regionsNotKnown([.SE, .DE], from: day("1985-05-01"), through: day("1985-05-31")) == [.DE])
        #expect(HolidayCalendar.regionsNotKnown([.SE], from: day("1969-12-29"), through: day("1970-01-04")) == [.SE])
        #expect(HolidayCalendar.regionsNotKnown([.SE, .DE], from: day("2026-01-01"), through: day("2026-12-31")).isEmpty)
        #expect(HolidayCalendar.regionsNotKnown([.GB, .VN], from: day("1970-06-01"), through: day("1975-06-01")) == [.GB, .VN])
    }

    /// GB 1970 had the trial late-May and late-August bank holidays, which the table does not: the
    /// year is not answered. Vietnam's 30 April is a holiday of the reunified country, from 1976.
    @Test func firstYearsThatAreNotGuessed() {
        #expect(HolidayCalendar.holidays(in: .GB, year: 1970).isEmpty)
        #expect(HolidayCalendar.holidays(in: .GB, year: 1971).contains { $0.id == "gb.summer-bank-holiday" })
        #expect(HolidayCalendar.holidays(in: .VN, year: 1975).isEmpty)
        #expect(HolidayCalendar.holidays(in: .VN, year: 1976).contains { $0.id == "vn.reunification-day" })
        #expect(HolidayCalendar.holidays(in: .DE, year: 1990).isEmpty)
    }

    @Test func workingDaysAreNotCountedThroughUnknownYears() throws {
        #expect(throws: DateArithmeticError.holidaysNotKnown([.DE])) {
            try day("1991-01-10").businessDays(until: day("1990-12-20"), in: [.DE])
        }
        #expect(throws: DateArithmeticError.holidaysNotKnown([.SE])) {
            try day("2100-12-20").adding(businessDays: 20, in: [.SE])
        }
        #expect(throws: DateArithmeticError.holidaysNotKnown([.SE, .NO])) {
            try day("2100-12-20").adding(businessDays: 20, in: [.SE, .NO])
        }
        // Inside the known years nothing changes.
        #expect(try day("1991-01-02").businessDays(until: day("1991-01-09"), in: [.DE]) == 5)
    }
}
