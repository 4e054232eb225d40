/// The Thai lunar calendar (ปฏิทินจันทรคติ), which sets Thailand's Buddhist holy days. It is not the
/// Chinese calendar: it is arithmetic (from the Suriyayatra tradition), its months simply alternate
/// 29 and 30 days, and its year begins around December.
///
/// A year is one of three types, published in the official almanac:
/// - normal (ปกติมาส): 12 months, 354 days;
/// - athikawan (อธิกวาร): a 30th day added to month 7, 355 days;
/// - athikamat (อธิกมาส): month 8 repeated (a second, "8-8" month of 30 days), 384 days.
/// The almanac's year types are data here, not computed: they come from the Suriyayatra
/// reckoning and Thai astrologers' decisions, which no simple formula reproduces (the usual
/// approximation misses about 50 years in 1914–2157).
public enum ThaiLunarCalendar {
    /// The Gregorian date of day `day` of Thai lunar month `month` (1–12) in the Thai lunar year
    /// that runs through Gregorian `year` (it begins in November/December of `year − 1`). In an
    /// athikamat year `month: 8` is the SECOND 8th month, the one Asanha Bucha and Khao Phansa
    /// keep. Nil outside 1914–2157 or for a day the month does not have.
    public static func date(ofMonth month: Int, day: Int, year: Int) -> CalendarDate? {
        guard (1...12).contains(month), day >= 1, let type = yearType(year), let start = yearStart(year) else { return nil }
        var offset = 0
        for earlier in 1..<month { offset += length(ofMonth: earlier, type) }
        if type == .athikamat && month >= 8 { offset += 30 }  // the first 8th month
        guard day <= length(ofMonth: month, type) else { return nil }
        return CalendarDate(dayNumber: start + offset + day - 1)
    }

    /// Whether the Thai lunar year through Gregorian `year` repeats month 8 (nil outside 1914–2157).
    public static func isAthikamat(year: Int) -> Bool? {
        yearType(year).map { $0 == .athikamat }
    }

    /// The full-moon holy days that are Thai public holidays.
    public enum HolyDay: Sendable, CaseIterable {
        case makhaBucha, visakhaBucha, asanhaBucha, khaoPhansa
    }

    /// A holy day by the Thai rules: Makha Bucha 3/15 and Visakha Bucha 6/15, each a month later
    /// (4/15, 7/15) in athikamat years so they keep their place in the season; Asanha Bucha 8/15
    /// and Khao Phansa 8/16, in the second month 8 of athikamat years.
    public static func date(of holyDay: HolyDay, year: Int) -> CalendarDate? {
        let leap = isAthikamat(year: year) == true ? 1 : 0
        switch holyDay {
        case .makhaBucha: return date(ofMonth: 3 + leap, day: 15, year: year)
        case .visakhaBucha: return date(ofMonth: 6 + leap, day: 15, year: year)
        case .asanhaBucha: return date(ofMonth: 8, day: 15, year: year)
        case .khaoPhansa: return date(ofMonth: 8, day: 16, year: year)
        }
    }

    private enum YearType { case normal, athikawan, athikamat }

    private static func length(ofMonth month: Int, _ type: YearType) -> Int {
        if month == 7 && type == .athikawan { return 30 }
        return month % 2 == 0 ? 30 : 29
    }

    private static let firstYear = 1914
    /// 1 Thai month 1 of the lunar year through 1914 (B.E. 2457): 1913-11-28.
    private static let firstYearStart = CalendarDate(year: 1913, month: 11, day: 28)!.dayNumber

    /// Year types 1914–2157 (B.E. 2457–2700), one character a year: "." normal, "d" athikawan
    /// (extra day), "m" athikamat (extra month).
    private static let yearTypes: [YearType] = Array(
        "dm.dm.m..m.dm.md.m.dm.dm.m..m.md.m.dm.dm..mdm..m.dm.m..md.md"  // 1914–1973
            + ".m.m.dm..m.m.dm.dm.m..md.md.m.m.dm.dm.m..md.m.dm.m.dm..m.md."  // 1974–2033
            + "md.m..md.m.md.m.m.dm.dm.dm..m.m.md.m.dm.m.dm..m.md.md.m..md."  // 2034–2093
            + "m.md.m.m.dm..m.d.dm.m.md.m.dm.m.dm..m.md.md.m..md.m.md.m.m.d"  // 2094–2153
            + "m..m"  // 2154–2157
    ).map { $0 == "m" ? .athikamat : $0 == "d" ? .athikawan : .normal }

    /// Start of every year from 1914 through the year after the last, as day numbers.
    private static let yearStarts: [Int] = {
        var starts = [firstYearStart]
        for type in yearTypes {
            starts.append(starts.last! + (type == .athikamat ? 384 : type == .athikawan ? 355 : 354))
        }
        return starts
    }()

    private static func yearType(_ year: Int) -> YearType? {
        let index = year - firstYear
        return yearTypes.indices.contains(index) ? yearTypes[index] : nil
    }

    private static func yearStart(_ year: Int) -> Int? {
        let index = year - firstYear
        return yearTypes.indices.contains(index) ? yearStarts[index] : nil
    }
}
