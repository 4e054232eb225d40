import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

/// The rules of the territories of issue 17 that a plain table would get wrong: days in lieu, make-up
/// workdays, lunar, Islamic and Hindu dates (the full comparison with python-holidays is
/// `scripts/compare-holidays`; these pin the cases each rule exists for).
struct NewTerritoriesTests {
    private func ids(_ region: HolidayRegion, _ iso: String) -> [String] {
        HolidayCalendar.holidays(in: region, year: day(iso).year).filter { $0.date == day(iso) }.map(\.id)
    }

    /// Taiwan from 2015: Saturday → the working day before, Sunday → the one after; Children's Day on
    /// Tomb-Sweeping Day moves by its own rule (Thursday → Friday, Sunday → the Friday before).
    @Test func taiwanDaysInLieu() {
        #expect(ids(.TW, "2026-04-03") == ["tw.childrens-day.observed"])          // 4 April a Saturday
        #expect(ids(.TW, "2026-04-06") == ["tw.tomb-sweeping-day.observed"])     // 5 April a Sunday
        #expect(ids(.TW, "2024-04-05") == ["tw.childrens-day.observed"])         // both on Thursday 4 April
        #expect(ids(.TW, "2021-04-02") == ["tw.childrens-day.observed"])         // both on Sunday 4 April
        #expect(ids(.TW, "2021-04-05") == ["tw.tomb-sweeping-day.observed"])
        #expect(ids(.TW, "2021-12-31") == ["tw.new-years-day.observed"])         // 1 January 2022 a Saturday
        #expect(ids(.TW, "2015-02-27") == ["tw.peace-memorial-day.observed"])    // 28 February 2015 a Saturday
        #expect(ids(.TW, "2009-02-27").isEmpty)                                   // 28 February 2009 a Saturday: before 2015
    }

    /// The Lunar New Year days on a weekend give working days after the whole break (since 2003); the
    /// day before the eve is a holiday from 2026.
    @Test func taiwanLunarNewYearBreak() {
        #expect(ids(.TW, "2026-02-15") == ["tw.day-before-spring-festival-eve"])
        #expect(ids(.TW, "2026-02-16") == ["tw.spring-festival-eve"])
        #expect(ids(.TW, "2026-02-17") == ["tw.spring-festival"])
        #expect(ids(.TW, "2026-02-20") == ["tw.day-before-spring-festival-eve.observed"])
        #expect(!HolidayCalendar.holidays(in: .TW, year: 2025).contains { $0.id == "tw.day-before-spring-festival-eve" })
    }

    /// The DGPA's bridge days and the Saturdays worked for them.
    @Test func taiwanBridgeDaysAndMakeUpWorkdays() {
        #expect(ids(.TW, "2025-01-27") == ["tw.bridge-holiday"])
        #expect(HolidayCalendar.makeUpWorkdays(in: .TW, year: 2025) == [day("2025-02-08")])
        #expect(HolidayCalendar.makeUpWorkdays(in: .TW, year: 2014) == [day("2014-12-27")])  // for 2 January 2015
        #expect(HolidayCalendar.makeUpWorkdays(in: .TW, year: 2023).count == 6)
        #expect(HolidayCalendar.holidays(in: .TW, year: 1997).isEmpty && !HolidayCalendar.holidays(in: .TW, year: 1998).isEmpty)
    }

    /// Singapore: a holiday on a Sunday gives the next day that is not a holiday (from 1998); Vesak is
    /// the 15th of the 4th Chinese month; Hari Raya the MABIMS dates; Deepavali the Tamil almanacs'.
    @Test func singaporeSundaysLunarAndIslamicDates() {
        #expect(ids(.SG, "2026-05-31") == ["sg.vesak-day"] && ids(.SG, "2026-06-01") == ["sg.vesak-day.observed"])
        #expect(ids(.SG, "2023-06-02") == ["sg.vesak-day"])                      // after a leap second month
        #expect(ids(.SG, "2026-11-08") == ["sg.diwali"] && ids(.SG, "2026-11-09") == ["sg.diwali.observed"])
        #expect(ids(.SG, "2026-03-21") == ["sg.eid-al-fitr"])                    // Umm al-Qura: 20 March
        #expect(HolidayCalendar.holidays(in: .SG, year: 2000).filter { $0.id == "sg.eid-al-fitr" }.map(\.date)
            == [day("2000-01-08"), day("2000-12-27")])
        #expect(ids(.SG, "2007-01-02") == ["sg.eid-al-adha.observed"])           // for Sunday 31 December 2006
        #expect(ids(.SG, "1992-08-10").isEmpty)                                   // Sunday 9 August 1992: before 1998
        #expect(ids(.SG, "2006-01-31") == ["sg.chinese-new-year.observed"])      // 29 January a Sunday
        // The universal Diwali and Eid are not listed beside Singapore's own days.
        #expect(!ObservanceCalendar.universalObservances(in: .SG, year: 2026).contains { $0.id == "xx.diwali" })
    }

    /// Deepavali falls in the solar month Aippasi: in 2009 and 2028 the North Indian Diwali comes a lunar
    /// month earlier, before the Sun enters Libra.
    @Test func deepavaliIsInAippasi() {
        #expect(TamilDeepavali().date(in: 2009) == day("2009-11-15"))
        #expect(TamilDeepavali().date(in: 2028) == day("2028-11-15"))
        #expect(HinduDay(month: .ashvin, tithi: 30, hour: .evening).date(in: 2028) == day("2028-10-17"))
        #expect(TamilDeepavali().date(in: 2021) == day("2021-11-04"))
        #expect(TamilDeepavali().date(in: 2025) == day("2025-10-20"))
    }

    /// New Zealand's Mondayisation: a weekend Christmas and Boxing Day give Monday and Tuesday, as do
    /// 1 and 2 January; Waitangi Day and Anzac Day only from 2014.
    @Test func newZealandMondayisation() {
        #expect(ids(.NZ, "2021-12-27") == ["nz.christmas-day.observed"])
        #expect(ids(.NZ, "2021-12-28") == ["nz.boxing-day.observed"])
        #expect(ids(.NZ, "2022-01-03") == ["nz.new-years-day.observed"])
        #expect(ids(.NZ, "2022-01-04") == ["nz.day-after-new-years-day.observed"])
        #expect(ids(.NZ, "2026-04-27") == ["nz.anzac-day.observed"])
        #expect(ids(.NZ, "2009-04-27").isEmpty)                                   // Saturday 25 April 2009: before 2014
        #expect(ids(.NZ, "2026-07-10") == ["nz.matariki"])
        #expect(!HolidayCalendar.holidays(in: .NZ, year: 2053).contains { $0.id == "nz.matariki" })
        #expect(ids(.NZ, "2023-06-05") == ["nz.kings-birthday"] && ids(.NZ, "2022-06-06") == ["nz.queens-birthday"])
    }

    /// Canada's and Australia's nationwide days; Ireland's St Brigid's Day (a Friday 1 February stays).
    @Test func canadaAustraliaIreland() {
        #expect(ids(.CA, "2022-12-26") == ["ca.christmas-day.observed"])
        #expect(ids(.CA, "2023-07-03").isEmpty)                                   // Canada Day on a Saturday: no day in the list
        #expect(ids(.CA, "2027-09-06") == ["ca.labor-day"])
        #expect(ids(.AU, "2026-04-27").isEmpty && ids(.AU, "2026-04-25") == ["au.anzac-day"])
        #expect(ids(.AU, "2022-09-22") == ["au.national-day-of-mourning"])
        #expect(ids(.IE, "2026-02-02") == ["ie.saint-brigids-day"] && ids(.IE, "2030-02-01") == ["ie.saint-brigids-day"])
        #expect(ids(.IE, "2022-02-01").isEmpty && ids(.IE, "2011-09-14").isEmpty)
        #expect(ids(.IE, "2022-03-18") == ["ie.day-of-remembrance-and-recognition"])
    }

    /// The German-speaking countries: Austria's Catholic days without Good Friday, Switzerland's four
    /// federal days, Luxembourg's Europe Day from 2019.
    @Test func germanSpeakingCountries() {
        #expect(HolidayCalendar.holidays(in: .AT, year: 2027).count == 13)
        #expect(!HolidayCalendar.holidays(in: .AT, year: 2027).contains { $0.id.hasSuffix("good-friday") })
        #expect(HolidayCalendar.holidays(in: .CH, year: 2027).map(\.id)
            == ["ch.new-years-day", "ch.ascension-day", "ch.national-day", "ch.christmas-day"])
        #expect(HolidayCalendar.holidays(in: .LI, year: 2027).count == 17)
        #expect(ids(.LU, "2019-05-09") == ["lu.europe-day"] && ids(.LU, "2018-05-09").isEmpty)
    }

    /// Macau's mandatory holidays: Portuguese days until the handover, the day after Mid-Autumn and SAR
    /// Day from 2000.
    @Test func macauAcrossTheHandover() {
        #expect(ids(.MO, "1999-06-10") == ["mo.day-of-portugal"] && ids(.MO, "1999-09-24") == ["mo.mid-autumn-festival"])
        #expect(ids(.MO, "2000-09-13") == ["mo.day-after-mid-autumn"] && ids(.MO, "2000-12-20") == ["mo.sar-establishment-day"])
        #expect(ids(.MO, "2026-10-18") == ["mo.chung-yeung-festival"])
        #expect(HolidayCalendar.holidays(in: .MO, year: 1984).isEmpty)
    }
}
