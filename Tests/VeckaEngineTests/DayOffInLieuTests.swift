import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

private func holiday(_ id: String, _ region: HolidayRegion, _ iso: String) -> Holiday? {
    HolidayCalendar.holidays(in: region, year: day(iso).year).first { $0.id == id && $0.date == day(iso) }
}

/// Hong Kong: a festival on a Sunday is still that festival. A statutory holiday (python-holidays'
/// `public` category) stays in the list on its Sunday beside the general holiday on the day after;
/// in years it was no statutory holiday, the festival is an observance of the catalogue. Either
/// way `dayOffInLieu` gives the day off.
struct DayOffInLieuTests {
    @Test func sundayFestivalsStayInTheListWithTheirDayOff() throws {
        for (id, sunday, monday) in [
            ("hk.chung-yeung-festival", "2026-10-18", "2026-10-19"), ("hk.tuen-ng-festival", "2028-05-28", "2028-05-29"),
            ("hk.ching-ming-festival", "2026-04-05", "2026-04-06"), ("hk.buddhas-birthday", "2026-05-24", "2026-05-25"),
            ("hk.new-years-day", "2023-01-01", "2023-01-02"), ("hk.sar-establishment-day", "2029-07-01", "2029-07-02"),
            ("hk.labour-day", "2033-05-01", "2033-05-02"),
        ] {
            let festival = try #require(holiday(id, .HK, sunday), "\(id) \(sunday)")
            #expect(festival.isPublic && !festival.isSubstitute)
            #expect(holiday(id + ".observed", .HK, monday) != nil, "\(id) \(monday)")
            #expect(HolidayCalendar.dayOffInLieu(of: festival)?.date == day(monday), "\(id)")
        }
    }

    /// National Day is a statutory holiday on 1 October whatever the day; the general holiday
    /// moves to the next free day when 1 October is a Sunday or the day after Mid-Autumn.
    @Test func nationalDayIsAlwaysOnTheFirstOfOctober() throws {
        let sunday = try #require(holiday("hk.national-day", .HK, "2023-10-01"))
        #expect(HolidayCalendar.dayOffInLieu(of: sunday)?.date == day("2023-10-02"))
        let shared = try #require(holiday("hk.national-day", .HK, "2012-10-01"))
        #expect(holiday("hk.day-after-mid-autumn", .HK, "2012-10-01") != nil)
        #expect(HolidayCalendar.dayOffInLieu(of: shared)?.date == day("2012-10-02"))
        #expect(holiday("hk.national-day.observed", .HK, "2012-10-03") == nil)
    }

    /// Before it was a statutory holiday (2022) the Buddha's Birthday on a Sunday is no holiday
    /// itself, as python-holidays lists it; the catalogue keeps the festival.
    @Test func nonStatutorySundayFestivalsAreObservances() throws {
        #expect(holiday("hk.buddhas-birthday", .HK, "2005-05-15") == nil)
        #expect(holiday("hk.buddhas-birthday.observed", .HK, "2005-05-16") != nil)
        let buddha = try #require(ObservanceCalendar.regionalObservances(in: .HK, year: 2005).first { $0.id == "hk.buddhas-birthday" })
        #expect(buddha.date == day("2005-05-15") && !buddha.isDayOff)
        #expect(HolidayCalendar.dayOffInLieu(of: buddha)?.date == day("2005-05-16"))
        // Lunar New Year's Day 2023 was a Sunday: the fourth day is the day off for it.
        let newYear = try #require(ObservanceCalendar.regionalObservances(in: .HK, year: 2023).first { $0.id == "hk.lunar-new-year" })
        #expect(newYear.date == day("2023-01-22"))
        #expect(HolidayCalendar.dayOffInLieu(of: newYear)?.id == "hk.lunar-new-year-4")
        // The Mid-Autumn Festival itself; its holiday is the day following it.
        #expect(ObservanceCalendar.regionalObservances(in: .HK, year: 2027).contains { $0.id == "hk.mid-autumn-festival" })
    }

    @Test func otherRegionsSubstitutesAreDaysOffInLieu() throws {
        let fourth = try #require(holiday("us.independence-day", .US, "2026-07-04"))
        #expect(HolidayCalendar.dayOffInLieu(of: fourth)?.date == day("2026-07-03"))
        // 1 January 2022 (Saturday): the US day off is 31 December 2021, in the year before.
        let newYear = try #require(holiday("us.new-years-day", .US, "2022-01-01"))
        #expect(HolidayCalendar.dayOffInLieu(of: newYear)?.date == day("2021-12-31"))
        // Japan: Constitution Day 2026 is a Sunday; 4 and 5 May are holidays, so 6 May is off.
        let constitution = try #require(holiday("jp.constitution-day", .JP, "2026-05-03"))
        #expect(HolidayCalendar.dayOffInLieu(of: constitution)?.date == day("2026-05-06"))
    }

    @Test func aHolidayOnAWorkingDayIsItsOwnDayOff() throws {
        let weekday = try #require(holiday("hk.chung-yeung-festival", .HK, "2027-10-08"))
        #expect(HolidayCalendar.dayOffInLieu(of: weekday) == nil)
        // Lunar New Year's Day 2027 is a Saturday, a working day in Hong Kong: no day in lieu, and the
        // fourth day is not taken for it.
        let saturday = try #require(holiday("hk.lunar-new-year", .HK, "2027-02-06"))
        #expect(HolidayCalendar.dayOffInLieu(of: saturday) == nil)
    }
}
