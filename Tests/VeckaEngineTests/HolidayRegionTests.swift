import Foundation
import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

/// `[date: [id]]` for one region and year.
private func table(_ region: HolidayRegion, _ year: Int) -> [String: [String]] {
    Dictionary(grouping: HolidayCalendar.holidays(in: region, year: year), by: { $0.date.isoString })
        .mapValues { $0.map(\.id) }
}

private func has(_ region: HolidayRegion, _ iso: String, _ id: String) -> Bool {
    table(region, day(iso).year)[iso]?.contains(id) == true
}

/// Spot checks per region, from calendar-facts.md and the regions' official calendars.
struct HolidayRegionTests {
    @Test(arguments: [2025, 2026])
    func swedenMatchesTheTable(year: Int) {
        let expected: [(String, String, String, Bool)] = [
            ("new-years-day", "01-01", "01-01", true), ("epiphany", "01-06", "01-06", true),
            ("good-friday", "04-18", "04-03", true), ("easter-sunday", "04-20", "04-05", true),
            ("easter-monday", "04-21", "04-06", true), ("may-day", "05-01", "05-01", true),
            ("ascension-day", "05-29", "05-14", true), ("national-day", "06-06", "06-06", true),
            ("whit-sunday", "06-08", "05-24", true), ("midsummer-eve", "06-20", "06-19", false),
            ("midsummer-day", "06-21", "06-20", true), ("all-saints-day", "11-01", "10-31", true),
            ("christmas-eve", "12-24", "12-24", false), ("christmas-day", "12-25", "12-25", true),
            ("boxing-day", "12-26", "12-26", true), ("new-years-eve", "12-31", "12-31", false),
        ]
        let holidays = HolidayCalendar.holidays(in: .SE, year: year)
        #expect(holidays.count == expected.count)
        for (key, d2025, d2026, isPublic) in expected {
            let holiday = holidays.first { $0.id == "se." + key }
            #expect(holiday?.date == day("\(year)-\(year == 2025 ? d2025 : d2026)"), "\(key)")
            #expect(holiday?.isPublic == isPublic, "\(key)")
        }
        #expect(holidays.first { $0.id == "se.midsummer-eve" }?.localName == "Midsommarafton")
    }

    @Test func allSaintsDay2026IsOnTheThirtyFirstOfOctober() {
        #expect(has(.SE, "2026-10-31", "se.all-saints-day"))
        #expect(has(.FI, "2026-10-31", "fi.all-saints-day"))
        #expect(has(.SE, "2020-10-31", "se.all-saints-day"))
    }

    @Test func finlandCountsMidsummerEveAndChristmasEveAsPublic() {
        let holidays = HolidayCalendar.holidays(in: .FI, year: 2025)
        #expect(holidays.first { $0.id == "fi.midsummer-eve" }?.isPublic == true)
        #expect(holidays.first { $0.id == "fi.christmas-eve" }?.date == day("2025-12-24"))
        #expect(!holidays.contains { $0.date == day("2025-12-31") })
    }

    @Test func denmarkGreatPrayerDayEndsAfter2023() {
        #expect(has(.DK, "2023-05-05", "dk.great-prayer-day"))
        #expect(!HolidayCalendar.holidays(in: .DK, year: 2024).contains { $0.id == "dk.great-prayer-day" })
    }

    @Test func germanyStartsWithUnifiedGermany() {
        #expect(HolidayCalendar.holidays(in: .DE, year: 1990).isEmpty)
        #expect(HolidayCalendar.holidays(in: .DE, year: 2025).count == 9)
        #expect(has(.DE, "2017-10-31", "de.reformation-day"))
    }

    @Test func unitedStatesObservedDays() {
        #expect(has(.US, "2021-12-31", "us.new-years-day.observed"))   // 1 Jan 2022 is a Saturday
        #expect(!table(.US, 2022).keys.contains("2021-12-31"))
        #expect(has(.US, "2021-07-05", "us.independence-day.observed"))
        #expect(has(.US, "2021-12-24", "us.christmas-day.observed"))
        #expect(has(.US, "2022-12-26", "us.christmas-day.observed"))
        #expect(has(.US, "2021-06-18", "us.juneteenth.observed"))
        #expect(!HolidayCalendar.holidays(in: .US, year: 2020).contains { $0.id.hasPrefix("us.juneteenth") })
        #expect(HolidayCalendar.holidays(in: .US, year: 2021).first { $0.id == "us.independence-day.observed" }?
            .isSubstitute == true)
    }

    @Test func unitedKingdomSubstituteDays() {
        #expect(has(.GB, "2021-12-27", "gb.christmas-day.observed"))
        #expect(has(.GB, "2021-12-28", "gb.boxing-day.observed"))
        #expect(has(.GB, "2022-12-27", "gb.christmas-day.observed"))
        #expect(has(.GB, "2022-01-03", "gb.new-years-day.observed"))
        #expect(has(.GB, "2023-01-02", "gb.new-years-day.observed"))
        #expect(has(.GB, "2022-06-02", "gb.spring-bank-holiday"))
        #expect(has(.GB, "2022-09-19", "gb.state-funeral"))
        #expect(has(.GB, "2025-04-21", "gb.easter-monday"))
        #expect(has(.GB, "2025-08-25", "gb.summer-bank-holiday"))
    }

    @Test func netherlandsKingsDayAvoidsSunday() {
        #expect(has(.NL, "2025-04-26", "nl.kings-day"))
        #expect(has(.NL, "2026-04-27", "nl.kings-day"))
        let liberation = HolidayCalendar.holidays(in: .NL, year: 2026).first { $0.id == "nl.liberation-day" }
        #expect(liberation?.isPublic == false)
        #expect(HolidayCalendar.holidays(in: .NL, year: 2025).first { $0.id == "nl.liberation-day" }?.isPublic == true)
    }

    @Test func japanSubstituteAndCitizensHolidays() {
        #expect(has(.JP, "2025-03-20", "jp.vernal-equinox-day"))
        #expect(has(.JP, "2025-09-23", "jp.autumnal-equinox-day"))
        #expect(has(.JP, "2025-05-06", "jp.childrens-day.observed") || has(.JP, "2025-05-06", "jp.greenery-day.observed"))
        #expect(has(.JP, "2026-09-22", "jp.citizens-holiday"))
        #expect(has(.JP, "2019-04-30", "jp.citizens-holiday"))
        #expect(has(.JP, "2019-05-01", "jp.enthronement-day"))
        #expect(has(.JP, "2019-05-02", "jp.citizens-holiday"))
        #expect(has(.JP, "2021-07-23", "jp.sports-day"))
        #expect(has(.JP, "2021-08-08", "jp.mountain-day"))
        #expect(has(.JP, "2021-08-09", "jp.mountain-day.observed"))
        #expect(!HolidayCalendar.holidays(in: .JP, year: 2019).contains { $0.id == "jp.emperors-birthday" })
    }

    @Test func koreaSeollalAndSubstitutes() {
        #expect(has(.KR, "2027-02-07", "kr.seollal"))
        #expect(has(.KR, "2024-02-12", "kr.seollal.observed") || has(.KR, "2024-02-12", "kr.seollal-2.observed"))
        #expect(table(.KR, 2025)["2025-10-08"]?.first?.hasSuffix(".observed") == true)
        #expect(table(.KR, 2025)["2025-03-03"] == ["kr.independence-movement-day.observed"])
        #expect(has(.KR, "2025-06-03", "kr.presidential-election"))
    }

    @Test func chinaFollowsTheStateCouncilSchedule() {
        for iso in ["2025-10-01", "2025-10-02", "2025-10-03", "2025-10-06", "2025-10-07", "2025-10-08"] {
            #expect(table(.CN, 2025)[iso] != nil, "\(iso)")
        }
        #expect(has(.CN, "2025-01-28", "cn.spring-festival-eve"))
        #expect(HolidayCalendar.makeUpWorkdays(in: .CN, year: 2025).contains(day("2025-09-28")))
        #expect(has(.CN, "2023-04-05", "cn.qingming"))
    }

    @Test func hongKongGeneralHolidays() {
        #expect(has(.HK, "2025-10-07", "hk.day-after-mid-autumn"))
        #expect(has(.HK, "2025-04-04", "hk.ching-ming-festival"))
        #expect(has(.HK, "2025-04-19", "hk.holy-saturday"))
        #expect(table(.HK, 2025).count == 17)
    }

    @Test func vietnamTet() {
        #expect(has(.VN, "1985-01-21", "vn.tet"))
        #expect(has(.VN, "2025-01-29", "vn.tet"))
        #expect(has(.VN, "2025-01-28", "vn.tet-eve"))
        #expect(has(.VN, "2025-09-01", "vn.national-day-2"))
    }

    @Test func thailandBuddhistDaysAndSubstitutes() {
        #expect(has(.TH, "2024-02-24", "th.makha-bucha"))
        #expect(has(.TH, "2024-02-26", "th.makha-bucha.observed"))
        #expect(has(.TH, "2025-05-12", "th.visakha-bucha.observed"))
        #expect(has(.TH, "2025-07-10", "th.asanha-bucha"))
    }

    /// CN/HK 2057 Double Ninth: the new moon is ten seconds before midnight, Beijing time; sources
    /// disagree, so either day is accepted.
    @Test func ambiguousDoubleNinth2057() {
        let dates = HolidayCalendar.holidays(in: .HK, year: 2057).filter { $0.id.hasPrefix("hk.chung-yeung") }.map(\.date)
        #expect(dates.contains(day("2057-10-06")) || dates.contains(day("2057-10-07")) || dates.contains(day("2057-10-08")))
    }

    @Test(arguments: HolidayRegion.allCases)
    func idsAreWellFormedAndUnique(region: HolidayRegion) throws {
        let ids = HolidayCalendar.ids(in: region)
        #expect(Set(ids).count == ids.count)
        let pattern = try Regex("^[a-z]{2}\\.[a-z0-9-]+(\\.observed)?$")
        let prefix = region.code + "."
        for id in ids {
            #expect(id.wholeMatch(of: pattern) != nil, "\(id)")
            #expect(id.hasPrefix(prefix), "\(id)")
        }
        let known = Set(ids)
        for year in [1975, 2000, 2025, 2050] {
            let holidays = HolidayCalendar.holidays(in: region, year: year)
            #expect(holidays.allSatisfy { known.contains($0.id) && $0.region == region && $0.date.year == year })
            // Sorted by date then id, and no id twice on one date.
            #expect(zip(holidays, holidays.dropFirst()).allSatisfy { ($0.date, $0.id) < ($1.date, $1.id) })
        }
    }

    @Test func rangeQueryAcrossRegionsAndYears() {
        let result = HolidayCalendar.holidays(in: [.SE, .NO], from: day("2025-12-24"), through: day("2026-01-01"))
        #expect(result.map(\.id) == ["se.christmas-eve", "no.christmas-day", "se.christmas-day", "no.boxing-day",
                                     "se.boxing-day", "se.new-years-eve", "no.new-years-day", "se.new-years-day"])
    }
}
