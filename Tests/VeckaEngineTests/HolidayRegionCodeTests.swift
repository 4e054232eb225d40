import Testing
@testable import VeckaEngine

/// `HolidayRegion(code:)` (a letter table, not `init(rawValue:)`) must find exactly what the raw values name.
struct HolidayRegionCodeTests {
    @Test func everyRegionIsFoundByItsCodeInAnyCase() {
        for region in HolidayRegion.allCases {
            #expect(HolidayRegion(code: region.rawValue) == region)
            #expect(HolidayRegion(code: region.rawValue.lowercased()) == region)
            #expect(HolidayRegion(code: Substring(region.rawValue)) == region)
        }
    }

    @Test(arguments: ["", "S", "XX", "SEX", "SE-", "SE-AB", "DE-XX", "DE_BY", "de by", "Å", "ÅÄ", "1E", "US-C", "GB-NIRX", " SE"])
    func codesOfNoRegionAreRefused(code: String) {
        #expect(HolidayRegion(code: code) == nil)
        #expect(HolidayRegion(rawValue: code.uppercased()) == nil)
    }

    @Test func aSubdivisionBelongsToTheCountryOfItsFirstTwoLetters() {
        for region in HolidayRegion.allCases where region.isSubdivision {
            #expect(region.country == HolidayRegion(code: String(region.rawValue.prefix(2))))
            #expect(region.country.subdivisions.contains(region))
        }
    }
}
