/// Days one region keeps by custom, not by law. Where a day was a public holiday in some years and
/// not in others (Germany's Buß- und Bettag, Korea's 제헌절), the observance has the holiday's id and
/// covers exactly the years the region table leaves out, so the id means one day throughout.
extension Observances {
    static let national: [ObservanceRule] = [
        // The eve of Epiphany: many workplaces close early, as on the other eves.
        ObservanceRule("twelfth-night", .SE, english: "Twelfth Night", local: "Trettondagsafton", .fixed(1, 5)),
        ObservanceRule("walpurgis-night", .SE, english: "Walpurgis Night", local: "Valborgsmässoafton", .fixed(4, 30)),
        ObservanceRule("lucia", .SE, english: "St. Lucy's Day", local: "Luciadagen", .fixed(12, 13)),

        // Public holidays in some Länder only (the DE table is nationwide days): All Saints' Day in
        // five, Reformation Day in the Protestant ones (nationwide in 2017, a decree day).
        ObservanceRule("all-saints-day", .DE, english: "All Saints' Day", local: "Allerheiligen", .fixed(11, 1)),
        ObservanceRule("reformation-day", .DE, english: "Reformation Day", local: "Reformationstag",
                       .fixed(10, 31).unless { year, _ in year == 2017 }),
        // Rhineland carnival, counted back from Ash Wednesday.
        ObservanceRule("carnival-thursday", .DE, english: "Women's Carnival Day", local: "Weiberfastnacht", .easter(-52)),
        ObservanceRule("carnival-sunday", .DE, english: "Carnival Sunday", local: "Fastnachtssonntag", .easter(-49)),
        ObservanceRule("rose-monday", .DE, english: "Rose Monday", local: "Rosenmontag", .easter(-48)),
        // A public holiday nationwide until 1994 (`Regions.germany`), in Saxony only since.
        ObservanceRule("repentance-day", .DE, english: "Repentance and Prayer Day", local: "Buß- und Bettag",
                       .weekday(.wednesday, onOrAfter: 11, 16), years: 1995...9999),
        // Volkstrauertag and Totensonntag: the second and the last Sunday before Advent.
        ObservanceRule("day-of-mourning", .DE, english: "National Day of Mourning", local: "Volkstrauertag",
                       .weekday(.sunday, onOrAfter: 11, 13)),
        ObservanceRule("sunday-of-the-dead", .DE, english: "Sunday of the Dead", local: "Totensonntag",
                       .weekday(.sunday, onOrAfter: 11, 20)),

        ObservanceRule("bonfire-night", .GB, english: "Bonfire Night", local: "Guy Fawkes Night", .fixed(11, 5)),
        // Sinterklaas: presents on the eve of St. Nicholas.
        ObservanceRule("st-nicholas-eve", .NL, english: "St. Nicholas' Eve", local: "Sinterklaasavond", .fixed(12, 5)),

        // The day after Thanksgiving (fourth Thursday of November), and the Monday after it.
        ObservanceRule("black-friday", .US, english: "Black Friday", .nth(4, .thursday, of: 11).plus(1)),
        ObservanceRule("cyber-monday", .US, english: "Cyber Monday", .nth(4, .thursday, of: 11).plus(4)),
        ObservanceRule("bosses-day", .US, english: "Boss's Day", .fixed(10, 16)),

        ObservanceRule("hinamatsuri", .JP, english: "Hinamatsuri", local: "ひな祭り", .fixed(3, 3)),
        ObservanceRule("white-day", .JP, english: "White Day", local: "ホワイトデー", .fixed(3, 14)),
        ObservanceRule("tanabata", .JP, english: "Tanabata", local: "七夕", .fixed(7, 7)),
        ObservanceRule("shichi-go-san", .JP, english: "Shichi-Go-San", local: "七五三", .fixed(11, 15)),

        ObservanceRule("white-day", .KR, english: "White Day", local: "화이트데이", .fixed(3, 14)),
        ObservanceRule("teachers-day", .KR, english: "Teachers' Day", local: "스승의 날", .fixed(5, 15)),
        // 식목일 stopped being a day off in 2006, 제헌절 in 2008 (it is one again from 2026, `Regions.korea`).
        ObservanceRule("arbor-day", .KR, english: "Arbor Day", local: "식목일", .fixed(4, 5), years: 2006...9999),
        ObservanceRule("constitution-day", .KR, english: "Constitution Day", local: "제헌절", .fixed(7, 17),
                       years: 2008...2025),

        // Hong Kong festivals in the years the table lists only their day off: a day of the Lunar New
        // Year, or (before it was a statutory holiday) a festival, on a Sunday; and the Mid-Autumn
        // Festival itself, whose general holiday is the day following it. The festival is still that
        // day (`HolidayCalendar.dayOffInLieu` finds its day off).
        ObservanceRule("lunar-new-year", .HK, english: "Lunar New Year's Day", local: "農曆年初一",
                       Regions.onSunday(.lunar(.chinese, 1, 1)), years: 1983...9999),
        ObservanceRule("lunar-new-year-2", .HK, english: "The second day of Lunar New Year", local: "農曆年初二",
                       Regions.onSunday(.lunar(.chinese, 1, 1, offset: 1)), years: 1983...9999),
        ObservanceRule("lunar-new-year-3", .HK, english: "The third day of Lunar New Year", local: "農曆年初三",
                       Regions.onSunday(.lunar(.chinese, 1, 1, offset: 2)), years: 1983...9999),
        ObservanceRule("new-years-day", .HK, english: "The first day of January", local: "一月一日",
                       Regions.onSunday(.fixed(1, 1)), years: 1...1976),
        ObservanceRule("buddhas-birthday", .HK, english: "The Birthday of the Buddha", local: "佛誕",
                       Regions.onSunday(.lunar(.chinese, 4, 8)), years: 1999...2021),
        ObservanceRule("chung-yeung-festival", .HK, english: "Chung Yeung Festival", local: "重陽節",
                       Regions.onSunday(.lunar(.chinese, 9, 9)), years: 1...1976),
        ObservanceRule("mid-autumn-festival", .HK, english: "Chinese Mid-Autumn Festival", local: "中秋節",
                       DateRule.lunar(.chinese, 8, 15).unless { year, date in
                           (1983...2010).contains(year) && date.shifted(1).isoWeekday == .sunday
                       }),

        ObservanceRule("lantern-festival", .CN, english: "Lantern Festival", local: "元宵节", .lunar(.chinese, 1, 15)),
        ObservanceRule("youth-day", .CN, english: "Youth Day", local: "五四青年节", .fixed(5, 4)),
        ObservanceRule("qixi", .CN, english: "Qixi Festival", local: "七夕节", .lunar(.chinese, 7, 7)),
        ObservanceRule("teachers-day", .CN, english: "Teachers' Day", local: "教师节", .fixed(9, 10)),
        ObservanceRule("vietnamese-womens-day", .VN, english: "Vietnamese Women's Day", local: "Ngày Phụ nữ Việt Nam",
                       .fixed(10, 20)),
        ObservanceRule("teachers-day", .VN, english: "Teachers' Day", local: "Ngày Nhà giáo Việt Nam", .fixed(11, 20)),

        ObservanceRule("teachers-day", .TH, english: "Teachers' Day", local: "วันครู", .fixed(1, 16)),
        // The full moon of the twelfth Thai lunar month.
        ObservanceRule("loy-krathong", .TH, english: "Loy Krathong", local: "วันลอยกระทง", .thaiLunar(month: 12)),
    ]
}
