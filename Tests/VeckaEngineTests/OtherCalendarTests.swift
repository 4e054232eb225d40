import Testing
@testable import VeckaEngine

private func day(_ iso: String) -> CalendarDate { CalendarDate(isoString: iso)! }

/// The Islamic, Hebrew and Orthodox observances. Expected dates are python-holidays 0.109's tables
/// (Umm al-Qura and hebcal-derived) and dateutil's Orthodox Easter, not computed from our rules;
/// `scripts/compare-other-calendars` runs the full comparison for 1970–2100.
struct OtherCalendarTests {
    private func observance(_ id: String, _ year: Int) -> Holiday? {
        ObservanceCalendar.observances(in: .SE, year: year).first { $0.id == id }
    }

    /// The day itself: python-holidays dates a Hebrew feast by its day, not by the evening before.
    private func date(_ id: String, _ year: Int) -> CalendarDate? { observance(id, year)?.mainDay }

    @Test(arguments: [
        // Islamic (Umm al-Qura). 2000 and 2008 have the feast twice: the first is given.
        ("xx.eid-al-fitr", "2000-01-08"), ("xx.eid-al-fitr", "2010-09-10"), ("xx.eid-al-fitr", "2023-04-21"),
        ("xx.eid-al-fitr", "2024-04-10"), ("xx.eid-al-fitr", "2025-03-30"), ("xx.eid-al-adha", "2005-01-21"),
        ("xx.eid-al-adha", "2024-06-16"), ("xx.eid-al-adha", "2026-05-27"), ("xx.islamic-new-year", "2008-01-10"),
        ("xx.ramadan-start", "2024-03-11"), ("xx.ramadan-start", "2026-02-18"), ("xx.ramadan-start", "2027-02-08"),
        // Before 1420 AH the days kept were ICU's astronomical ones, often a day before its Umm al-Qura.
        ("xx.eid-al-adha", "1966-04-01"), ("xx.eid-al-adha", "1974-01-03"), ("xx.eid-al-fitr", "1975-10-06"),
        ("xx.eid-al-fitr", "1988-05-16"), ("xx.laylat-al-qadr", "1988-05-13"),
        // Hebrew. 2046: ICU's Hebrew calendar is a day late all that year; the arithmetic is not.
        ("xx.rosh-hashanah", "1970-10-01"), ("xx.rosh-hashanah", "2000-09-30"), ("xx.rosh-hashanah", "2018-09-10"),
        ("xx.rosh-hashanah", "2046-10-01"), ("xx.rosh-hashanah", "2099-09-15"), ("xx.yom-kippur", "2018-09-19"),
        ("xx.purim", "2024-03-24"), ("xx.purim", "2025-03-14"), ("xx.purim", "2046-03-22"),
        ("xx.passover", "2024-04-23"), ("xx.passover", "2027-04-22"), ("xx.hanukkah", "2013-11-28"),
        ("xx.hanukkah", "2024-12-26"), ("xx.tisha-bav", "2024-08-13"),
        // 9 Av 5775 was a Saturday: the fast was kept on Sunday 26 July 2015.
        ("xx.tisha-bav", "2015-07-26"),
        // 5 Iyar 5778 was a Friday: Independence Day was Thursday 19 April 2018.
        ("xx.yom-haatzmaut", "2018-04-19"),
        // Orthodox (Julian Paschalion on the Gregorian calendar).
        ("xx.orthodox-easter", "2018-04-08"), ("xx.orthodox-easter", "2023-04-16"), ("xx.orthodox-easter", "2024-05-05"),
        ("xx.orthodox-easter", "2025-04-20"), ("xx.clean-monday", "2018-02-19"), ("xx.orthodox-good-friday", "2013-05-03"),
        ("xx.lazarus-saturday", "2013-04-27"), ("xx.orthodox-pentecost", "2024-06-23"),
    ])
    func dates(id: String, expected: String) {
        let expected = day(expected)
        #expect(date(id, expected.year) == expected)
    }

    /// A Hebrew feast begins at sundown: it is dated by that evening, and its day is the next.
    @Test(arguments: ["xx.rosh-hashanah", "xx.yom-kippur", "xx.passover", "xx.hanukkah", "xx.purim", "xx.shavuot"])
    func hebrewFeastsAreDatedByTheirEve(id: String) {
        for year in [1990, 2018, 2026, 2051] {
            // Not `#require`: its expansion over an optional `Holiday` crashes this toolchain's debug build.
            guard let feast = observance(id, year) else {
                Issue.record("\(id) missing in \(year)")
                continue
            }
            #expect(feast.beginsAtSundown)
            #expect(feast.date.dayNumber + 1 == feast.mainDay.dayNumber)
        }
        // Yom Kippur 5779 began at sundown on Tuesday 18 September 2018.
        #expect(observance("xx.yom-kippur", 2018)?.date == day("2018-09-18"))
        #expect(observance("xx.eid-al-fitr", 2018)?.beginsAtSundown == false)
    }

    /// The rules of the fixed calendar: a year is 353–355 or 383–385 days, and 1 Tishri never falls
    /// on a Sunday, Wednesday or Friday (lo ADU Rosh). Checked for 1,000 years.
    @Test func hebrewYearsKeepTheirRules() {
        for year in 5500...6500 {
            let length = HebrewCalendar.daysIn(year)
            #expect((HebrewCalendar.isLeap(year) ? 383...385 : 353...355).contains(length), "\(year): \(length) days")
            let roshHashanah = HebrewCalendar.date(year: year, month: .tishri, day: 1)!
            #expect(![Weekday.sunday, .wednesday, .friday].contains(roshHashanah.isoWeekday), "\(year)")
        }
        #expect(HebrewCalendar.date(year: 5785, month: .adarI, day: 1) == nil)   // a common year
        #expect(HebrewCalendar.date(year: 5784, month: .adarI, day: 1) == day("2024-02-10"))
    }

    /// Orthodox Easter is a Sunday between 4 April and 8 May (Gregorian) throughout 1900–2099.
    @Test func orthodoxEasterStaysInItsWindow() {
        for year in 1900...2099 {
            let easter = OrthodoxEaster.sunday(year)!
            #expect(easter.isoWeekday == .sunday)
            #expect(easter >= CalendarDate(year: year, month: 4, day: 4)! && easter <= CalendarDate(year: year, month: 5, day: 8)!, "\(year)")
        }
    }
}
