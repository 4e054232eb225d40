/// Hong Kong: the general holidays of the General Holidays Ordinance (Cap. 149), the list banks,
/// schools and offices keep and what people mean by "public holidays". (The shorter statutory list
/// of the Employment Ordinance is not modelled.) Sunday is the weekly rest day, so a general
/// holiday on a Sunday is replaced by the day following it (Cap. 149 Schedule, and the Lunar New
/// Year rule: from 2012 the fourth day replaces a day 1–3 that falls on a Sunday; 1983–2011 the
/// eve did). Lunar dates use the Chinese calendar; 清明 is the 15° solar term in UTC+8.
extension Regions {
    static let hongKong = RegionDefinition(.HK, weekend: [.sunday], rules: [
        sundayReplaced("new-years-day", "一月一日", "The first day of January", .fixed(1, 1)).rule,
        sundayReplaced("new-years-day", "一月一日", "The first day of January", .fixed(1, 1)).observed,

        HolidayRule("lunar-new-year", "農曆年初一", "Lunar New Year's Day", .lunar(.chinese, 1, 1)
            .unless { year, date in year >= 1983 && date.isoWeekday == .sunday }),
        HolidayRule("lunar-new-year-2", "農曆年初二", "The second day of Lunar New Year", .lunar(.chinese, 1, 1, offset: 1)
            .unless { year, date in year >= 1983 && date.isoWeekday == .sunday }),
        HolidayRule("lunar-new-year-3", "農曆年初三", "The third day of Lunar New Year", .lunar(.chinese, 1, 1, offset: 2)
            .unless { year, date in year >= 1983 && date.isoWeekday == .sunday }),
        HolidayRule("lunar-new-year-eve", "農曆年初一的前一日", "The day preceding Lunar New Year's Day",
                    DateRule.lunar(.chinese, 1, 1, offset: -1).unless { _, eve in !lunarNewYearHasSunday(eve.shifted(1)) },
                    years: 1983...2011, isSubstitute: true),
        HolidayRule("lunar-new-year-4", "農曆年初四", "The fourth day of Lunar New Year",
                    DateRule.lunar(.chinese, 1, 1, offset: 3).unless { _, day4 in !lunarNewYearHasSunday(day4.shifted(-3)) },
                    years: 2012...9999, isSubstitute: true),

        HolidayRule("ching-ming-festival", "清明節", "Ching Ming Festival", qingming.unless { year, date in
            date.isoWeekday == .sunday || date == Easter.sunday(year).shifted(1)
        }),
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

        sundayReplaced("buddhas-birthday", "佛誕", "The Birthday of the Buddha", .lunar(.chinese, 4, 8), years: 1999...9999).rule,
        sundayReplaced("buddhas-birthday", "佛誕", "The Birthday of the Buddha", .lunar(.chinese, 4, 8), years: 1999...9999)
            .observed,
        sundayReplaced("labour-day", "勞動節", "Labour Day", .fixed(5, 1), years: 1999...9999).rule,
        sundayReplaced("labour-day", "勞動節", "Labour Day", .fixed(5, 1), years: 1999...9999).observed,
        sundayReplaced("tuen-ng-festival", "端午節", "Tuen Ng Festival", .lunar(.chinese, 5, 5)).rule,
        sundayReplaced("tuen-ng-festival", "端午節", "Tuen Ng Festival", .lunar(.chinese, 5, 5)).observed,
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

        sundayReplaced("chung-yeung-festival", "重陽節", "Chung Yeung Festival", .lunar(.chinese, 9, 9)).rule,
        sundayReplaced("chung-yeung-festival", "重陽節", "Chung Yeung Festival", .lunar(.chinese, 9, 9)).observed,
        // National Day: see `HongKongNationalDay` for the day after when 1 October is taken.
        HolidayRule("national-day-2", "國慶日翌日", "The day following National Day", .fixed(10, 2), years: 1997...1998),

        HolidayRule("christmas-day", "聖誕節", "Christmas Day",
                    DateRule.fixed(12, 25).unless { _, date in date.isoWeekday == .sunday }),
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
    static let sarDay = sundayReplaced("sar-establishment-day", "香港特別行政區成立紀念日",
                                       "Hong Kong Special Administrative Region Establishment Day", .fixed(7, 1),
                                       years: 1997...9999)
    static let dayAfterMidAutumn = DateRule.lunar(.chinese, 8, 15, offset: 1)

    /// Whether one of the first three days of the lunar year starting on `newYear` is a Sunday.
    static func lunarNewYearHasSunday(_ newYear: CalendarDate) -> Bool {
        [Weekday.friday, .saturday, .sunday].contains(newYear.isoWeekday)
    }

    /// A general holiday that, on a Sunday, gives way to the day following it.
    static func sundayReplaced(_ key: String, _ local: String, _ english: String, _ date: DateRule,
                               years: ClosedRange<Int> = 1...9999) -> SundayReplaced {
        SundayReplaced(rule: HolidayRule(key, local, english, date.unless { _, day in day.isoWeekday == .sunday },
                                         years: years),
                       observed: HolidayRule(key + ".observed", local + "翌日", "The day following " + english,
                                             date.unless { _, day in day.isoWeekday != .sunday }.plus(1),
                                             years: years, isSubstitute: true))
    }

    struct SundayReplaced {
        let rule: HolidayRule
        let observed: HolidayRule
    }
}
