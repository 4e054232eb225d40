/// China: 全国年节及纪念日放假办法 (State Council, 1949; revised 1999, 2007, 2013, 2024). Its art. 6:
/// a holiday for all citizens that falls on a Saturday or Sunday is made up on a working day — the
/// rule applied below from 2000. Each year the State Council then publishes the actual schedule,
/// joining holidays and weekends into longer breaks by swapping days (Decrees/CN.swift, 2001–2026).
/// After the last published year only the statutory days and the art. 6 rule are known: the real
/// schedule will differ.
///
/// The 2007 revision added 清明, 端午 and 中秋 (from 2008) and replaced two May Day days by 除夕
/// (New Year's Eve, until 2013, when day 3 of the Spring Festival came back). The 2024 revision
/// (from 2025) added 除夕 again and a second May Day day.
extension Regions {
    static let china = RegionDefinition(.CN, rules: [
        HolidayRule("new-years-day", "元旦", "New Year's Day", .fixed(1, 1), substitute: madeUp),
        HolidayRule("spring-festival-eve", "除夕", "Chinese New Year's Eve", .lunar(.chinese, 1, 1, offset: -1),
                    years: 2008...9999, except: Set(2014...2024), substitute: madeUp),
        HolidayRule("spring-festival", "春节", "Spring Festival", .lunar(.chinese, 1, 1), substitute: madeUp),
        HolidayRule("spring-festival-2", "春节", "Spring Festival (day 2)", .lunar(.chinese, 1, 1, offset: 1),
                    substitute: madeUp),
        HolidayRule("spring-festival-3", "春节", "Spring Festival (day 3)", .lunar(.chinese, 1, 1, offset: 2),
                    except: Set(2008...2013), substitute: madeUp),
        HolidayRule("qingming", "清明节", "Qingming Festival", .solarTerm(15, utcOffsetHours: 8), years: 2008...9999,
                    substitute: madeUp),
        HolidayRule("labour-day", "劳动节", "Labour Day", .fixed(5, 1), substitute: madeUp),
        HolidayRule("labour-day-2", "劳动节", "Labour Day (day 2)", .fixed(5, 2), years: 2000...9999, except: Set(2008...2024),
                    substitute: madeUp),
        HolidayRule("labour-day-3", "劳动节", "Labour Day (day 3)", .fixed(5, 3), years: 2000...2007, substitute: madeUp),
        // 2012 and 2015: the State Council schedule placed the day off itself (see Decrees/CN.swift).
        HolidayRule("dragon-boat-festival", "端午节", "Dragon Boat Festival", .lunar(.chinese, 5, 5), years: 2008...9999,
                    substitute: madeUp.except(2012)),
        HolidayRule("mid-autumn-festival", "中秋节", "Mid-Autumn Festival", .lunar(.chinese, 8, 15), years: 2008...9999,
                    substitute: madeUp.except(2015)),
        HolidayRule("national-day", "国庆节", "National Day", .fixed(10, 1), substitute: madeUp),
        HolidayRule("national-day-2", "国庆节", "National Day (day 2)", .fixed(10, 2), substitute: madeUp),
        HolidayRule("national-day-3", "国庆节", "National Day (day 3)", .fixed(10, 3), years: 1999...9999,
                    substitute: madeUp),
    ], decrees: Decrees.china,
       substitutePasses: [RuleSubstitutes(perHoliday: true)],
       substituteNames: SubstituteNaming { local, english in ("\(local)（补假）", "\(english) (day in lieu)") })

    /// 放假办法 art. 6 (as applied since 2000): Saturday or Sunday → the next working day, each
    /// holiday its own (two holidays on one weekend day give two days).
    private static let madeUp = SubstitutePolicy.weekendToNextWorkday.since(2000)
}
