import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

/// The observance catalogue. Expected dates are from published calendars (church calendars, the
/// Swedish almanac, timeanddate.com), not computed from the rules.
struct ObservanceTests {
    private func date(_ id: String, in region: HolidayRegion, _ year: Int) -> CalendarDate? {
        ObservanceCalendar.observances(in: region, year: year).first { $0.id == id }?.date
    }

    @Test(arguments: [
        // Mother's Day: US second Sunday of May; SE/FR last Sunday of May unless Whit Sunday (2020, 2023);
        // GB Mothering Sunday (Lent 4); NO second Sunday of February.
        ("us.mothers-day", HolidayRegion.US, "2024-05-12"), ("us.mothers-day", .US, "2025-05-11"),
        ("us.mothers-day", .US, "2027-05-09"), ("se.mothers-day", .SE, "2020-06-07"),
        ("se.mothers-day", .SE, "2023-06-04"), ("se.mothers-day", .SE, "2025-05-25"),
        ("se.mothers-day", .SE, "2026-05-31"), ("fr.mothers-day", .FR, "2023-06-04"),
        ("fr.mothers-day", .FR, "2024-05-26"), ("gb.mothers-day", .GB, "2024-03-10"),
        ("gb.mothers-day", .GB, "2025-03-30"), ("no.mothers-day", .NO, "2026-02-08"),
        // Father's Day: US third Sunday of June; SE second Sunday of November; DK 5 June.
        ("us.fathers-day", .US, "2024-06-16"), ("us.fathers-day", .US, "2026-06-21"),
        ("se.fathers-day", .SE, "2024-11-10"), ("se.fathers-day", .SE, "2026-11-08"),
        ("dk.fathers-day", .DK, "2026-06-05"), ("kr.parents-day", .KR, "2026-05-08"),
        // The church year, in whatever region asks.
        ("xx.shrove-tuesday", .US, "2025-03-04"), ("xx.ash-wednesday", .DE, "2024-02-14"),
        ("xx.ash-wednesday", .SE, "2026-02-18"), ("xx.palm-sunday", .GB, "2025-04-13"),
        ("xx.trinity-sunday", .FR, "2025-06-15"), ("xx.corpus-christi", .DE, "2018-05-31"),
        ("xx.first-advent", .SE, "2024-12-01"), ("xx.first-advent", .DE, "2026-11-29"),
        ("xx.fourth-advent", .DE, "2023-12-24"), ("xx.fourth-advent", .SE, "2025-12-21"),
        ("xx.valentines-day", .JP, "2027-02-14"), ("xx.halloween", .CN, "2026-10-31"),
        // Regional customs.
        ("se.lucia", .SE, "2026-12-13"), ("se.walpurgis-night", .SE, "2026-04-30"),
        ("de.repentance-day", .DE, "2025-11-19"), ("de.sunday-of-the-dead", .DE, "2025-11-23"),
        ("de.day-of-mourning", .DE, "2025-11-16"), ("de.rose-monday", .DE, "2025-03-03"),
        ("de.carnival-thursday", .DE, "2025-02-27"), ("us.black-friday", .US, "2024-11-29"),
        ("us.cyber-monday", .US, "2025-12-01"), ("cn.lantern-festival", .CN, "2025-02-12"),
        ("cn.lantern-festival", .CN, "2026-03-03"), ("cn.qixi", .CN, "2025-08-29"),
        ("th.loy-krathong", .TH, "2024-11-15"), ("th.loy-krathong", .TH, "2025-11-05"),
    ])
    func knownDates(id: String, region: HolidayRegion, expected: String) {
        let expectedDate = day(expected)
        #expect(date(id, in: region, expectedDate.year) == expectedDate)
    }

    @Test func idsAreUniqueAndWellFormed() {
        let ids = ObservanceCalendar.rules.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids")
        for id in ids {
            #expect(id.wholeMatch(of: /[a-z]{2}\.[a-z0-9-]+/) != nil, "\(id)")
        }
    }

    /// An observance is never also a holiday of its region in the same year: a key means one day.
    @Test func observancesNeverShadowHolidays() {
        for region in HolidayRegion.allCases {
            for year in stride(from: 1970, through: 2100, by: 1) {
                let holidayKeys = Set(HolidayCalendar.holidays(in: region, year: year).map { $0.id.dropFirst(3) })
                for observance in ObservanceCalendar.observances(in: region, year: year) {
                    #expect(!holidayKeys.contains(observance.id.dropFirst(3)), "\(observance.id) \(year)")
                    #expect(!observance.isPublic && !observance.isDayOff && observance.region == region)
                }
            }
        }
    }

    @Test func formerHolidaysAreObservancesOnlyInTheOtherYears() {
        #expect(date("de.repentance-day", in: .DE, 1994) == nil)       // a public holiday then
        #expect(date("kr.constitution-day", in: .KR, 2020) == day("2020-07-17"))
        #expect(date("kr.constitution-day", in: .KR, 2026) == nil)     // a day off again
        #expect(date("de.reformation-day", in: .DE, 2017) == nil)      // the 2017 decree day
        // Italy kept Corpus Christi as a holiday until 1976: no universal observance beside it.
        #expect(date("xx.corpus-christi", in: .IT, 1975) == nil)
        #expect(date("xx.corpus-christi", in: .IT, 1977) == day("1977-06-09"))
    }

    @Test func aRegionalObservanceReplacesTheUniversalOne() {
        // Germany's own All Saints' Day; no universal one exists next to it.
        #expect(date("de.all-saints-day", in: .DE, 2026) == day("2026-11-01"))
        #expect(ObservanceCalendar.universalObservances(in: .DE, year: 2026).allSatisfy { $0.id != "xx.all-saints-day" })
    }

    @Test func holidayListsStayWithoutObservances() {
        let observanceIDs = Set(ObservanceCalendar.ids)
        for region in HolidayRegion.allCases {
            for holiday in HolidayCalendar.holidays(in: region, year: 2026) {
                #expect(holiday.isDayOff)
                #expect(!observanceIDs.contains(holiday.id) || holiday.isPublic, "\(holiday.id)")
            }
        }
        let all = ObservanceCalendar.observances(in: 2026)
        #expect(all == all.sorted { a, b in a.date != b.date ? a.date < b.date : (a.region != b.region ? a.region < b.region : a.id < b.id) })
        #expect(all.filter { $0.id == "xx.valentines-day" }.count == HolidayRegion.countries.count)
    }
}
