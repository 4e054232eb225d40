import Testing
import IntentParser
import VeckaEngine

/// Where a holiday name is looked for: the asker's holidays, the asker's observances, other regions'
/// holidays, other regions' observances, universal observances.
struct HolidayLookupTests {
    private let today = CalendarDate(isoString: "2026-11-18")!

    private func find(_ names: [String], _ year: Int?, _ regions: [HolidayRegion]) -> Holiday? {
        HolidayLookup.find(names, year: year, today: today, regions: regions)
    }

    @Test func theAskersObservanceBeatsAnotherRegionsHoliday() {
        // Thailand's Mother's Day is a public holiday, but asked in the US it is the American day.
        #expect(find(["*.mothers-day"], 2027, [.US])?.id == "us.mothers-day")
        #expect(find(["*.mothers-day"], 2027, [.TH])?.id == "th.mothers-day")
        #expect(find(["*.mothers-day"], 2027, [.SE])?.date == CalendarDate(isoString: "2027-05-30"))
        #expect(find(["*.all-saints-day"], 2026, [.DE])?.id == "de.all-saints-day")
    }

    @Test func holidaysElsewhereBeatUniversalObservances() {
        #expect(find(["*.easter-sunday"], 2027, [.US])?.id == "se.easter-sunday")
        #expect(find(["*.corpus-christi"], 1975, [.DE])?.id == "it.corpus-christi")
    }

    @Test func universalObservancesAreDaysOfTheAskersRegion() throws {
        let valentine = try #require(find(["xx.valentines-day"], nil, [.KR]))
        #expect(valentine.region == .KR && valentine.date == CalendarDate(isoString: "2027-02-14"))
        #expect(!valentine.isDayOff)
        #expect(find(["se.lucia"], 2026, [.US])?.date == CalendarDate(isoString: "2026-12-13"))
    }

    /// A region that keeps a universal observance's day as a holiday (Singapore's Deepavali, by the Tamil
    /// almanacs; Ireland's St. Patrick's Day) answers to the observance's names when asked; asked
    /// elsewhere, the names keep finding the universal day (Diwali as India's almanacs date it).
    @Test func aRegionsHolidayAnswersToTheUniversalNameWhenThatRegionIsAsked() throws {
        let deepavali = try #require(find(["xx.diwali"], 2027, [.SG]))
        #expect(deepavali.id == "sg.diwali" && deepavali.date == CalendarDate(isoString: "2027-10-28"))
        let diwali = try #require(find(["xx.diwali"], 2027, [.US]))
        #expect(diwali.id == "xx.diwali" && diwali.date == CalendarDate(isoString: "2027-10-29"))
        #expect(find(["xx.st-patricks-day"], 2027, [.IE])?.id == "ie.st-patricks-day")
        #expect(find(["xx.st-patricks-day"], 2027, [.US])?.id == "xx.st-patricks-day")
        #expect(find(["xx.eid-al-fitr"], 2027, [.SG])?.date == CalendarDate(isoString: "2027-03-10"))
        #expect(find(["xx.eid-al-fitr"], 2027, [.SE])?.date == CalendarDate(isoString: "2027-03-09"))
    }
}
