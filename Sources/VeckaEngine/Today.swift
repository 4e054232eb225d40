import Foundation

extension CalendarDate {
    /// Today's date in the process's local time zone (Foundation reads `TZ`), read from the
    /// clock on every call so long-running sessions roll over at midnight.
    public static func today(in timeZone: TimeZone = .current, now: Date = Date()) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDate(dayNumber: 0)
    }
}
