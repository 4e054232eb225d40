/// Vietnam: Labour Code (Bộ luật Lao động) 2019, art. 112 (earlier: 2012 art. 115, 1994 art. 73),
/// and Nghị định 145/2020/NĐ-CP. Tết Nguyên Đán uses the Vietnamese lunar calendar (reckoned at
/// UTC+7), which can start a day or even a month away from the Chinese one (1985).
///
/// - Tết: the eve plus days 1–3, and day 4 from 2013 (Labour Code 2012).
/// - Giỗ Tổ Hùng Vương (10th day of the 3rd lunar month) from 2007.
/// - Quốc khánh: 2 September plus the day before or after it from 2021 (Labour Code 2019).
/// - Ngày Văn hóa Việt Nam (24 November) from 2026 (Nghị quyết of the National Assembly, 2025).
/// - A holiday on a weekend gives a day off on the next working day (since 1995); Tết days on a
///   weekend are made up around Tết (see `VietnamTet`).
///
/// Known from 1976, the first year of the reunified country: 30 April (1975) cannot be a holiday
/// before it, and before it North and South kept different calendars (the South reckoned the lunar
/// calendar at UTC+8). python-holidays applies today's list back to 1901.
extension Regions {
    static let vietnam = RegionDefinition(.VN, years: 1976...2100, rules: [
        HolidayRule("new-years-day", "Tết Dương lịch", "New Year's Day", .fixed(1, 1), substitute: nextWorkday),
        HolidayRule("tet-eve", "Giao thừa Tết Nguyên Đán", "Lunar New Year's Eve", .lunar(.vietnamese, 1, 1, offset: -1)),
        HolidayRule("tet", "Tết Nguyên Đán", "Lunar New Year", .lunar(.vietnamese, 1, 1)),
        HolidayRule("tet-2", "Mùng hai Tết Nguyên Đán", "Second Day of Lunar New Year", .lunar(.vietnamese, 1, 1, offset: 1)),
        HolidayRule("tet-3", "Mùng ba Tết Nguyên Đán", "Third Day of Lunar New Year", .lunar(.vietnamese, 1, 1, offset: 2)),
        HolidayRule("tet-4", "Mùng bốn Tết Nguyên Đán", "Fourth Day of Lunar New Year", .lunar(.vietnamese, 1, 1, offset: 3),
                    years: 2013...9999),
        HolidayRule("hung-kings-day", "Giỗ Tổ Hùng Vương", "Hung Kings' Commemoration Day", .lunar(.vietnamese, 3, 10),
                    years: 2007...9999, substitute: nextWorkday),
        HolidayRule("reunification-day", "Ngày Chiến thắng", "Reunification Day", .fixed(4, 30), substitute: nextWorkday),
        HolidayRule("labour-day", "Ngày Quốc tế Lao động", "International Labour Day", .fixed(5, 1), substitute: nextWorkday),
        HolidayRule("national-day", "Quốc khánh", "National Day", .fixed(9, 2), substitute: nextWorkday),
        // Nghị định 145/2020 art. 57: the second day is 1 or 3 September, whichever the Prime
        // Minister's yearly choice makes adjacent to a weekend (as the law's practice: Mon → Tue,
        // Tue/Wed/Fri/Sat → the day before, Thu/Sun → the day after).
        HolidayRule("national-day-2", "Quốc khánh", "National Day (second day)", .custom { year in
            let september2 = CalendarDate(year: year, month: 9, day: 2)!
            let shift: [Weekday: Int] = [.monday: 1, .tuesday: -1, .wednesday: -1, .thursday: 1, .friday: -1,
                                         .saturday: -1, .sunday: 1]
            return september2.shifted(shift[september2.isoWeekday]!)
        }, years: 2021...9999),
        HolidayRule("culture-day", "Ngày Văn hóa Việt Nam", "Vietnam Culture Day", .fixed(11, 24), years: 2026...9999,
                    substitute: nextWorkday),
    ], decrees: Decrees.vietnam,
       substitutePasses: [VietnamTet(), RuleSubstitutes()],
       substituteNames: SubstituteNaming { local, english in ("\(local) (nghỉ bù)", "\(english) (observed)") })

    private static let nextWorkday = SubstitutePolicy.weekendToNextWorkday.since(1995)
}
