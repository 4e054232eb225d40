/// Taiwan: the days off of the 紀念日及節日實施條例 (Regulations on the Implementation of Commemorative
/// Days and Festivals, 內政部, and its 實施辦法 before 2025), as the DGPA's work calendar gives them, from
/// 1998 (the first year python-holidays, the reference, knows; the 1998 rules are its baseline). 2025:
/// Confucius' Birthday, Retrocession Day and Constitution Day back as days off (總統令 of 2025), and
/// Labour Day for everyone from 2026; 2026: the day before the eve of the Lunar New Year (小年夜).
///
/// Days in lieu (`TaiwanSubstitutes`): from 2015 (內政部台內民字第1030182404號令) a holiday on a Saturday
/// gives the working day before, on a Sunday the working day after; the Lunar New Year days on a
/// weekend give the working days after the break (DGPA practice since 2003, decreed in 2015). Bridge
/// days and their make-up Saturdays are in Decrees/TWDecrees.swift. Lunar dates use the Chinese
/// calendar (Taiwan keeps UTC+8 too); 清明 is the 15° solar term in UTC+8. Saturdays were working days
/// twice a month until 2000; the weekend here is Saturday and Sunday throughout, which only matters for
/// days in lieu, and those start later.
extension Regions {
    static let taiwan = RegionDefinition(.TW, years: 1998...2100, rules: [
        HolidayRule("new-years-day", "中華民國開國紀念日", "Founding Day of the Republic of China", .fixed(1, 1),
                    substitute: general),
        // 1 January of the next year on a Saturday: its day in lieu is 31 December (from 2015).
        HolidayRule("new-years-day.observed", "中華民國開國紀念日（補假）", "Founding Day of the Republic of China (observed)",
                    .custom { year in
                        CalendarDate(year: year + 1, month: 1, day: 1)!.isoWeekday == .saturday
                            ? CalendarDate(year: year, month: 12, day: 31) : nil
                    }, years: 2015...9999, isSubstitute: true),
        HolidayRule("day-before-spring-festival-eve", "農曆除夕前一日", "The day before Chinese New Year's Eve",
                    .lunar(.chinese, 1, 1, offset: -2), years: 2026...9999, substitute: lunarNewYear),
        HolidayRule("spring-festival-eve", "農曆除夕", "Chinese New Year's Eve", .lunar(.chinese, 1, 1, offset: -1),
                    substitute: lunarNewYear),
        HolidayRule("spring-festival", "春節", "Chinese New Year", .lunar(.chinese, 1, 1), substitute: lunarNewYear),
        HolidayRule("spring-festival-2", "春節", "Chinese New Year (second day)", .lunar(.chinese, 1, 2),
                    substitute: lunarNewYear),
        HolidayRule("spring-festival-3", "春節", "Chinese New Year (third day)", .lunar(.chinese, 1, 3),
                    substitute: lunarNewYear),
        HolidayRule("peace-memorial-day", "和平紀念日", "Peace Memorial Day", .fixed(2, 28), substitute: general),
        HolidayRule("childrens-day", "兒童節", "Children's Day", .fixed(4, 4), years: 2011...9999, substitute: general),
        HolidayRule("tomb-sweeping-day", "民族掃墓節", "Tomb-Sweeping Day", qingming, substitute: general),
        HolidayRule("labour-day", "勞動節", "Labor Day", .fixed(5, 1), years: 2026...9999, substitute: general),
        HolidayRule("dragon-boat-festival", "端午節", "Dragon Boat Festival", .lunar(.chinese, 5, 5), substitute: general),
        HolidayRule("mid-autumn-festival", "中秋節", "Mid-Autumn Festival", .lunar(.chinese, 8, 15), substitute: general),
        HolidayRule("confucius-birthday", "孔子誕辰紀念日", "Confucius' Birthday", .fixed(9, 28), years: 2025...9999,
                    substitute: general),
        HolidayRule("national-day", "國慶日", "National Day", .fixed(10, 10), substitute: general),
        HolidayRule("retrocession-day", "臺灣光復暨金門古寧頭大捷紀念日", "Taiwan Restoration and Guningtou Victory Memorial Day",
                    .fixed(10, 25), years: 2025...9999, substitute: general),
        HolidayRule("constitution-day", "行憲紀念日", "Constitution Day", .fixed(12, 25), years: 2025...9999,
                    substitute: general),
    ], decrees: Decrees.taiwan,
       substitutePasses: [TaiwanSubstitutes(lunarNewYear: lunarNewYearKeys, childrensDay: "childrens-day")],
       substituteNames: .suffix(local: "（補假）"))

    /// Saturday → the working day before, Sunday → the working day after (from 2015).
    private static let general = SubstitutePolicy([.saturday: .previousWorkday, .sunday: .nextWorkday]).since(2015)
    /// The Lunar New Year days on a Saturday or Sunday → the working days after the break (from 2003).
    private static let lunarNewYear = SubstitutePolicy.weekendToNextWorkday.since(2003)
    private static let lunarNewYearKeys: Set<String> = ["day-before-spring-festival-eve", "spring-festival-eve", "spring-festival",
                                                        "spring-festival-2", "spring-festival-3"]
}
