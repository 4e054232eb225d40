/// The Hebrew calendar's fixed arithmetic (the molad of Tishri and the four postponements), after
/// Dershowitz & Reingold, "Calendrical Calculations", ch. 8.
///
/// Written out rather than taken from Foundation: ICU's Hebrew calendar puts Rosh Hashanah 5807 on
/// 2 October 2046, a day late (the arithmetic, hebcal and python-holidays all give 1 October), and
/// with it every date of that year. `scripts/compare-other-calendars` compares these dates with
/// python-holidays' tables.
public enum HebrewCalendar {
    /// Months in the order of the civil year, which begins with Tishri. `adar` is Adar in a common
    /// year and Adar II (the Adar of Purim) in a leap year; `adarI` exists only in leap years.
    public enum Month: Int, Sendable, CaseIterable {
        case tishri = 1, heshvan, kislev, tevet, shevat, adarI, adar, nisan, iyar, sivan, tammuz, av, elul
    }

    public static func isLeap(_ year: Int) -> Bool { (7 * year + 1) % 19 < 7 }

    /// The Gregorian date of a Hebrew date, or nil for a day the year does not have (30 Heshvan in
    /// a short year, any day of Adar I in a common year).
    public static func date(year: Int, month: Month, day: Int) -> CalendarDate? {
        guard year >= 1 else { return nil }
        let start = newYear(year)
        // The year's length decides Heshvan and Kislev; it is the distance to the next new year.
        let yearLength = newYear(year + 1) - start
        guard day >= 1, day <= length(of: month, leap: isLeap(year), yearLength: yearLength) else { return nil }
        var days = start + day - 1
        for earlier in Month.allCases where earlier.rawValue < month.rawValue {
            days += length(of: earlier, leap: isLeap(year), yearLength: yearLength)
        }
        return CalendarDate(dayNumber: days)
    }

    /// Days in a month of a year of that kind (0 for Adar I in a common year).
    static func length(of month: Month, leap: Bool, yearLength: Int) -> Int {
        switch month {
        case .adarI: return leap ? 30 : 0
        case .heshvan: return [355, 385].contains(yearLength) ? 30 : 29
        case .kislev: return [353, 383].contains(yearLength) ? 29 : 30
        case .tevet, .adar, .iyar, .tammuz, .elul: return 29
        case .tishri, .shevat, .nisan, .sivan, .av: return 30
        }
    }

    static func daysIn(_ year: Int) -> Int { newYear(year + 1) - newYear(year) }

    /// 1 Tishri of `year` as a day number (days after 1970-01-01).
    static func newYear(_ year: Int) -> Int {
        epoch + elapsedDays(year) + postponement(year)
    }

    /// 1 Tishri AM 1 (7 October 3761 BCE, Julian) as a day number.
    private static let epoch = -1_373_427 - 719_163

    /// Days from the epoch to the molad of Tishri, moved off Sunday, Wednesday and Friday.
    private static func elapsedDays(_ year: Int) -> Int {
        let months = (235 * year - 234) / 19
        let parts = 12_084 + 13_753 * months
        let day = 29 * months + parts / 25_920
        return (3 * (day + 1)) % 7 < 3 ? day + 1 : day
    }

    /// The two postponements that keep every year 353–355 or 383–385 days long.
    private static func postponement(_ year: Int) -> Int {
        let (previous, this, next) = (elapsedDays(year - 1), elapsedDays(year), elapsedDays(year + 1))
        if next - this == 356 { return 2 }
        if this - previous == 382 { return 1 }
        return 0
    }
}
