/// The Islamic calendar as the engine reckons it, which is as ICU (Foundation's `Calendar`) reckoned
/// it when the engine asked ICU, so every date stays what it was:
///
/// - before 1420 AH, ICU's astronomical calendar (`.islamic`, months from the computed new moon);
/// - 1420–1600 AH, ICU's Umm al-Qura table (`.islamicUmmAlQura`), the official calendar of Saudi
///   Arabia, in force from 1 Muharram 1420 (17 April 1999);
/// - after 1600 AH (2174), where ICU's Umm al-Qura table ends, the tabular calendar ICU falls back
///   to there (`.islamicCivil`: 30-year cycle, months of 30 and 29 days in turn).
///
/// The first two are generated tables (IslamicTables.swift, scripts/generate-islamic-table); the
/// third is arithmetic. IslamicCalendarTests checks all three against ICU, year by year.
enum IslamicCalendar {
    /// The first year reckoned by Umm al-Qura rather than astronomically (see `IslamicDay` for why).
    static let firstUmmAlQuraYear = IslamicTables.ummAlQuraFirstYear
    /// The first year of the tabular fallback, right after ICU's Umm al-Qura table.
    static let firstTabularYear = IslamicTables.ummAlQuraFirstYear + IslamicTables.ummAlQura.count

    /// The day number of the first day of a month and its length (29 or 30); nil for a month
    /// outside 1…12 or a year before the table (0 AH, in 621).
    static func month(_ month: Int, of year: Int) -> (firstDay: Int, length: Int)? {
        guard (1...12).contains(month), let (yearStart, longMonths) = Self.year(year) else { return nil }
        var firstDay = yearStart
        for earlier in 0..<(month - 1) { firstDay += 29 + Int(longMonths >> earlier & 1) }
        return (firstDay, 29 + Int(longMonths >> (month - 1) & 1))
    }

    /// The day number of 1 Muharram and which months have 30 days (bit 0 = Muharram).
    private static func year(_ year: Int) -> (start: Int, longMonths: UInt16)? {
        switch year {
        case IslamicTables.astronomicalFirstYear..<firstUmmAlQuraYear:
            let index = year - IslamicTables.astronomicalFirstYear
            return (astronomicalStarts[index], IslamicTables.astronomical[index])
        case firstUmmAlQuraYear..<firstTabularYear:
            let index = year - firstUmmAlQuraYear
            return (ummAlQuraStarts[index], IslamicTables.ummAlQura[index])
        case firstTabularYear...:
            return (tabularStart(year), tabularLongMonths(year))
        default:
            return nil
        }
    }

    // The tables hold month lengths only: each year starts the day after the previous one ends
    // (true of both ICU calendars over these spans, checked by the tests).
    private static let astronomicalStarts = starts(from: IslamicTables.astronomicalFirstDay, IslamicTables.astronomical)
    private static let ummAlQuraStarts = starts(from: IslamicTables.ummAlQuraFirstDay, IslamicTables.ummAlQura)

    private static func starts(from firstDay: Int, _ longMonths: [UInt16]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(longMonths.count)
        var day = firstDay
        for year in longMonths {
            starts.append(day)
            day += 12 * 29 + year.nonzeroBitCount
        }
        return starts
    }

    /// 1 Muharram 1 AH of the tabular calendar: 16 July 622 (Julian), day −492148.
    private static let tabularEpoch = -492_148

    /// Years of 354 days, 11 of every 30 a day longer (ICU's `IslamicCivilCalendar::yearStart`).
    private static func tabularStart(_ year: Int) -> Int {
        tabularEpoch + (year - 1) * 354 + (3 + 11 * year) / 30
    }

    /// Odd months have 30 days, even ones 29; Dhu al-Hijjah has 30 in the 11 leap years of a cycle.
    private static func tabularLongMonths(_ year: Int) -> UInt16 {
        let isLeap = (14 + 11 * year) % 30 < 11
        return 0b0101_0101_0101 | (isLeap ? 1 << 11 : 0)
    }
}
