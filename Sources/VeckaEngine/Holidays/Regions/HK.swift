/// Hong Kong: the general holidays of the General Holidays Ordinance (Cap. 149), the list banks,
/// schools and offices keep and what people mean by "public holidays", and the statutory holidays
/// of the Employment Ordinance (Cap. 57 s. 39), which name the same days. Sunday is the weekly rest
/// day, so a general holiday on a Sunday is replaced by the day following it (Cap. 149 Schedule, and
/// the Lunar New Year rule: from 2012 the fourth day replaces a day 1–3 that falls on a Sunday;
/// 1983–2011 the eve did). A festival that is a statutory holiday that year stays in the list on its
/// Sunday, and the day following it is the day off (Cap. 57 s. 39(3)); `statutoryFrom` says since
/// when (python-holidays' `public` category). Lunar dates use the Chinese calendar; 清明 is the 15°
/// solar term in UTC+8.
extension Regions {
    static let hongKong = RegionDefinition(.HK, weekend: [.sunday], rules: [
        newYearsDay.rule,
        newYearsDay.observed,

        HolidayRule("lunar-new-year", "農曆年初一", "Lunar New Year's Day", .lunar(.chinese, 1, 1)
            .unless { year, date in year >= 1983 && date.isoWeekday == .sunday }),
        HolidayRule("lunar-new-year-2", "農曆年初二", "The second day of Lunar New Year", .lunar(.chinese, 1, 1, offset: 1)
            .unless { year, date in year >= 1983 && date.isoWeekday == .sunday }),
        HolidayRule("lunar-new-year-3", "農曆年初三", "The third day of Lunar New Year", .lunar(.chinese, 1, 1, offset: 2)
            .unless { year, date in year >= 1983 && date.isoWeekday == .sunday }),
        HolidayRule("lunar-new-year-eve", "農曆年初一的前一日", "The day preceding Lunar New Year's Day",
                    DateRule.lunar(.chinese, 1, 1, offset: -1).unless { _, eve in !lunarNewYearHasSunday(eve.shifted(1)) },
                    years: 1983...2011, isSubstitute: true, inLieuOf: lunarNewYearDays),
        HolidayRule("lunar-new-year-4", "農曆年初四", "The fourth day of Lunar New Year",
                    DateRule.lunar(.chinese, 1, 1, offset: 3).unless { _, day4 in !lunarNewYearHasSunday(day4.shifted(-3)) },
                    years: 2012...9999, isSubstitute: true, inLieuOf: lunarNewYearDays),

        // A statutory holiday since 1963, so the festival is listed on a Sunday or on Easter Monday
        // too; the general holiday is then the day following it.
        HolidayRule("ching-ming-festival", "清明節", "Ching Ming Festival", qingming),
        HolidayRule("ching-ming-festival.observed", "清明節翌日", "The day following Ching Ming Festival",
                    DateRule.custom { year in
                        guard let date = qingming.date(in: year) else { return nil }
                        return date.isoWeekday == .sunday || date == Easter.sunday(year).shifted(1) ? date.shifted(1) : nil
                    }, isSubstitute: true),
        HolidayRule("good-friday", "耶穌受難節", "Good Friday", .easter(-2)),
        HolidayRule("holy-saturday", "耶穌受難節翌日", "The day following Good Friday", .easter(-1)),
        HolidayRule("easter-monday", "復活節星期一", "Easter Monday",
                    DateRule.easter(1).unless { year, _ in qingming.date(in: year) == Easter.sunday(year) }),
        HolidayRule("easter-monday.observed", "復活節星期一翌日", "The day following Easter Monday",
                    DateRule.easter(2).unless { year, _ in qingming.date(in: year) != Easter.sunday(year) },
                    isSubstitute: true),

        buddhasBirthday.rule,
        buddhasBirthday.observed,
        labourDay.rule,
        labourDay.observed,
        tuenNg.rule,
        tuenNg.observed,
        sarDay.rule,
        sarDay.observed,

        // The holiday is the day after the festival (since 1968). When that day is a Sunday:
        // 1983–2010 the festival day itself was given, otherwise the second day after.
        HolidayRule("day-after-mid-autumn", "中秋節翌日", "The day following the Chinese Mid-Autumn Festival",
                    dayAfterMidAutumn.unless { _, date in date.isoWeekday == .sunday }),
        HolidayRule("mid-autumn-festival", "中秋節", "Chinese Mid-Autumn Festival",
                    DateRule.lunar(.chinese, 8, 15).unless { year, date in
                        !(1983...2010).contains(year) || date.shifted(1).isoWeekday != .sunday
                    }, isSubstitute: true),
        HolidayRule("second-day-after-mid-autumn", "中秋節後第二日", "The second day following the Chinese Mid-Autumn Festival",
                    DateRule.lunar(.chinese, 8, 15, offset: 2).unless { year, date in
                        (1983...2010).contains(year) || date.shifted(-1).isoWeekday != .sunday
                    }, isSubstitute: true),

        chungYeung.rule,
        chungYeung.observed,
        // National Day: see `HongKongNationalDay` for the day after when 1 October is taken.
        HolidayRule("national-day-2", "國慶日翌日", "The day following National Day", .fixed(10, 2), years: 1997...1998),

        // A statutory holiday, so listed on a Sunday too; the two weekdays after it are the general holidays.
        HolidayRule("christmas-day", "聖誕節", "Christmas Day", .fixed(12, 25)),
        HolidayRule("first-weekday-after-christmas", "聖誕節後第一個周日", "The first weekday after Christmas Day",
                    DateRule.fixed(12, 26).moved([.sunday: +1])),
        HolidayRule("second-weekday-after-christmas", "聖誕節後第二個周日", "The second weekday after Christmas Day",
                    DateRule.fixed(12, 27).unless { _, date in date.isoWeekday != .tuesday }, isSubstitute: true),

        // Colonial holidays, until the 1997 handover.
        HolidayRule("queens-birthday", "英女皇壽辰", "The Queen's Birthday", .fixed(4, 21), years: 1952...1982),
        HolidayRule("queens-birthday", "英女皇壽辰", "The Queen's Birthday", .nth(2, .saturday, of: 6), years: 1983...1996),
        HolidayRule("queens-birthday-monday", "英女皇壽辰", "The Monday after the Queen's Birthday",
                    DateRule.nth(2, .saturday, of: 6).plus(2), years: 1983...1996),
        HolidayRule("liberation-day", "重光紀念日", "Liberation Day", .nth(1, .monday, of: 8), years: 1968...1982),
        HolidayRule("liberation-day-2", "重光紀念日", "Liberation Day", .last(.monday, of: 8), years: 1968...1996),
        HolidayRule("liberation-day-saturday", "重光紀念日", "Saturday before Liberation Day",
                    DateRule.last(.monday, of: 8).plus(-2), years: 1983...1996),
    ], decrees: Decrees.hongKong, substitutePasses: [HongKongNationalDay()])

    static let qingming = DateRule.solarTerm(15, utcOffsetHours: 8)
    // General holidays that became statutory ones (python-holidays' `public` category) in the year
    // given: from then on the festival stays listed on a Sunday. Tuen Ng has been statutory since
    // the Industrial Employment Ordinance of 1962; the Buddha's Birthday only since 2022.
    static let newYearsDay = sundayReplaced("new-years-day", "一月一日", "The first day of January", .fixed(1, 1),
                                            statutoryFrom: 1977)
    static let buddhasBirthday = sundayReplaced("buddhas-birthday", "佛誕", "The Birthday of the Buddha",
                                                .lunar(.chinese, 4, 8), years: 1999...9999, statutoryFrom: 2022)
    static let labourDay = sundayReplaced("labour-day", "勞動節", "Labour Day", .fixed(5, 1), years: 1999...9999,
                                          statutoryFrom: 1999)
    static let tuenNg = sundayReplaced("tuen-ng-festival", "端午節", "Tuen Ng Festival", .lunar(.chinese, 5, 5),
                                       statutoryFrom: 1963)
    static let sarDay = sundayReplaced("sar-establishment-day", "香港特別行政區成立紀念日",
                                       "Hong Kong Special Administrative Region Establishment Day", .fixed(7, 1),
                                       years: 1997...9999, statutoryFrom: 1997)
    static let chungYeung = sundayReplaced("chung-yeung-festival", "重陽節", "Chung Yeung Festival", .lunar(.chinese, 9, 9),
                                           statutoryFrom: 1977)
    static let lunarNewYearDays: Set<String> = ["lunar-new-year", "lunar-new-year-2", "lunar-new-year-3"]
    static let dayAfterMidAutumn = DateRule.lunar(.chinese, 8, 15, offset: 1)

    /// The date only when it is a Sunday (the festivals of the observance catalogue whose Sunday
    /// the table leaves out).
    static func onSunday(_ date: DateRule) -> DateRule {
        date.unless { _, day in day.isoWeekday != .sunday }
    }

    /// Whether one of the first three days of the lunar year starting on `newYear` is a Sunday.
    static func lunarNewYearHasSunday(_ newYear: CalendarDate) -> Bool {
        [Weekday.friday, .saturday, .sunday].contains(newYear.isoWeekday)
    }

    /// A general holiday that, on a Sunday, gives way to the day following it. From `statutoryFrom`
    /// on it is also a statutory holiday, which is still listed on its Sunday (the festival is that
    /// day; the day off is the next).
    static func sundayReplaced(_ key: String, _ local: String, _ english: String, _ date: DateRule,
                               years: ClosedRange<Int> = 1...9999, statutoryFrom: Int? = nil) -> SundayReplaced {
        let statutory = statutoryFrom ?? Int.max
        let festival = date.unless { year, day in day.isoWeekday == .sunday && year < statutory }
        return SundayReplaced(rule: HolidayRule(key, local, english, festival, years: years),
                              observed: HolidayRule(key + ".observed", local + "翌日", "The day following " + english,
                                                    date.unless { _, day in day.isoWeekday != .sunday }.plus(1),
                                                    years: years, isSubstitute: true))
    }

    struct SundayReplaced {
        let rule: HolidayRule
        let observed: HolidayRule
    }
}
