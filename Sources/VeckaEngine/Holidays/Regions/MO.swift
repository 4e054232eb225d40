/// Macau: the mandatory holidays (feriados obrigatórios) of the labour law, on which every employee
/// has the day off with pay: Decreto-Lei n.º 101/84/M from 1985, Ching Ming added by Decreto-Lei n.º
/// 24/89/M, and since the handover Lei n.º 8/2000 (now Lei n.º 7/2008, art. 44): the Day of Portugal
/// and the Mid-Autumn Festival itself replaced by the day following it and the SAR Establishment Day.
/// This is python-holidays' default (`public`) category. The general holidays of the civil service
/// (Ordem Executiva n.º 60/2000: Good Friday, Holy Saturday, the Buddha's Birthday, Tuen Ng, All
/// Souls' Day, the Immaculate Conception, the Winter Solstice, Christmas Eve and Christmas Day, the day
/// after National Day, and their days in lieu) are its `optional` and `government` categories and are
/// not listed. A mandatory holiday on a rest day is not moved. Lunar dates use the Chinese calendar;
/// 清明 is the 15° solar term in UTC+8.
extension Regions {
    static let macau = RegionDefinition(.MO, years: 1985...2100, rules: [
        HolidayRule("new-years-day", "元旦", "New Year's Day", .fixed(1, 1)),
        HolidayRule("lunar-new-year", "農曆正月初一", "Chinese New Year's Day", .lunar(.chinese, 1, 1)),
        HolidayRule("lunar-new-year-2", "農曆正月初二", "The second day of Chinese New Year", .lunar(.chinese, 1, 2)),
        HolidayRule("lunar-new-year-3", "農曆正月初三", "The third day of Chinese New Year", .lunar(.chinese, 1, 3)),
        HolidayRule("ching-ming-festival", "清明節", "Tomb-Sweeping Day", qingming, years: 1989...9999),
        HolidayRule("labour-day", "勞動節", "Labor Day", .fixed(5, 1)),
        HolidayRule("day-of-portugal", "葡國日、賈梅士日暨葡僑日", "Day of Portugal, Camões, and the Portuguese Communities",
                    .fixed(6, 10), years: 1...1999),
        HolidayRule("mid-autumn-festival", "中秋節", "Mid-Autumn Festival", .lunar(.chinese, 8, 15), years: 1...1999),
        HolidayRule("day-after-mid-autumn", "中秋節翌日", "The Day following Mid-Autumn Festival",
                    .lunar(.chinese, 8, 15, offset: 1), years: 2000...9999),
        HolidayRule("national-day", "中華人民共和國國慶日", "National Day of the People's Republic of China", .fixed(10, 1)),
        HolidayRule("chung-yeung-festival", "重陽節", "Double Ninth Festival", .lunar(.chinese, 9, 9)),
        HolidayRule("sar-establishment-day", "澳門特別行政區成立紀念日", "Macao S.A.R. Establishment Day", .fixed(12, 20),
                    years: 2000...9999),
    ], decrees: Decrees.macau)
}
