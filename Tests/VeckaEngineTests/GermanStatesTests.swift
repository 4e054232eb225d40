import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

/// Germany's Länder as holiday regions (the full comparison with python-holidays is
/// `scripts/compare-holidays`; these pin the cases answers depend on).
struct GermanStatesTests {
    private func keys(_ region: HolidayRegion, _ year: Int) -> Set<String> {
        Set(HolidayCalendar.holidays(in: region, year: year).map(\.id))
    }

    /// Equality and hashing of regions read the case's stored number (`ordinal`): it must be its place in `allCases`.
    @Test func aRegionsOrdinalIsItsPlaceInAllCases() {
        #expect(HolidayRegion.allCases.enumerated().allSatisfy { $0.offset == $0.element.ordinal })
        #expect(Set(HolidayRegion.allCases).count == HolidayRegion.allCases.count)
        #expect(HolidayRegion(rawValue: "US-CA") == .US_CA && HolidayRegion.US_CA != .CA)
    }

    @Test func sixteenLaenderOfGermanyAndAllMeansTheCountries() {
        // The 16 Länder and the city of Augsburg, which lies in Bavaria.
        #expect(HolidayRegion.DE.subdivisions.filter { $0.containingRegion == nil }.count == 16)
        #expect(HolidayRegion.DE.subdivisions.filter { $0.containingRegion == .DE_BY } == [.DE_AUGSBURG])
        #expect(HolidayRegion.DE.subdivisions.allSatisfy { $0.country == .DE && $0.code == "de" && $0.knownYears == 1991...2100 })
        #expect(HolidayRegion.countries.count == 28 && !HolidayRegion.countries.contains(where: \.isSubdivision))
        #expect(HolidayRegion(place: "de-by") == .DE_BY)
    }

    @Test func aLandKeepsTheNationwideHolidaysAndItsOwn() {
        let nationwide = keys(.DE, 2027)
        #expect(nationwide.isSubset(of: keys(.DE_BY, 2027)))
        #expect(keys(.DE_BY, 2027).subtracting(nationwide) == ["de.epiphany", "de.corpus-christi", "de.all-saints-day"])
        #expect(keys(.DE_SN, 2027).subtracting(nationwide) == ["de.reformation-day", "de.repentance-day"])
        #expect(keys(.DE_BE, 2018).subtracting(nationwide).isEmpty && keys(.DE_BE, 2019).contains("de.womens-day"))
        #expect(!keys(.DE_HH, 2017 - 1).contains("de.reformation-day") && keys(.DE_HH, 2018).contains("de.reformation-day"))
        // 2017's nationwide Reformationstag is listed once in a Land that keeps it every year.
        #expect(HolidayCalendar.holidays(in: .DE_BB, year: 2017).filter { $0.id == "de.reformation-day" }.count == 1)
    }

    @Test func corpusChristiIsKeptInSixLaenderAndInPartsOfTwo() throws {
        let kept = try #require(HolidayCalendar.subdivisionHolidays(of: .DE, on: day("2027-05-27")).first)
        #expect(kept.holiday.id == "de.corpus-christi")
        #expect(kept.subdivisions == [.DE_BW, .DE_BY, .DE_HE, .DE_NW, .DE_RP, .DE_SL])
        #expect(kept.inParts == [.DE_SN, .DE_TH])
        #expect(HolidayCalendar.holidaysInParts(of: .DE_SN, on: day("2027-05-27")).map(\.id) == ["de.corpus-christi"])
        #expect(HolidayCalendar.holidaysInParts(of: .DE_BY, on: day("2027-08-15")).map(\.id) == ["de.assumption-day"])
        // A nationwide holiday is not a Land's own.
        #expect(HolidayCalendar.subdivisionHolidays(of: .DE, on: day("2027-10-03")).isEmpty)
        #expect(HolidayCalendar.subdivisionHolidays(of: .SE, on: day("2027-05-27")).isEmpty)
    }
}
