import Foundation

/// A day of the Islamic calendar, through Foundation's `Calendar` (ICU) as Umm al-Qura, the official
/// calendar of Saudi Arabia (tabular outside 1300–1600 AH). Where the new month is declared by
/// sighting the moon, the day kept locally can be a day earlier or later; before 1420 AH (1999)
/// Saudi Arabia reckoned differently, and the days it kept were often a day earlier.
///
/// An Islamic year is 354 or 355 days, so a date can fall twice in one Gregorian year (1 Muharram
/// 1429 and 1430 are 10 January and 29 December 2008): the rule gives the first, as every rule
/// gives one date per year.
public struct IslamicDay: HolidayDateRule {
    /// 1 (Muharram) … 12 (Dhu al-Hijjah).
    public let month: Int
    public let day: Int

    public init(month: Int, day: Int) {
        self.month = month
        self.day = day
    }

    public func date(in year: Int) -> CalendarDate? {
        // The calendar begins in 622; ICU's arithmetic is not meant for years far beyond ours.
        guard year >= 623, year <= 9999 else { return nil }
        return Self.cache.value(for: Key(month: month, day: day, year: year)) {
            // 33 Islamic years to 32 Gregorian ones: the year that begins in `year` and its neighbours.
            let estimate = (year - 622) * 33 / 32
            var found: CalendarDate?
            for islamicYear in (estimate - 1)...(estimate + 2) {
                guard let instant = Self.calendar.date(from: DateComponents(year: islamicYear, month: month, day: day)),
                      // ICU rolls a day the month does not have (30 in a 29-day month) into the next.
                      Self.calendar.component(.day, from: instant) == day else { continue }
                let date = CalendarDate(dayNumber: Int((instant.timeIntervalSince1970 / 86_400).rounded(.down)))
                if date.year == year, found.map({ date < $0 }) ?? true { found = date }
            }
            return found
        }
    }

    private struct Key: Hashable {
        let month: Int
        let day: Int
        let year: Int
    }

    private static let cache = LockedDictionary<Key, CalendarDate?>()

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .islamicUmmAlQura)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}

extension DateRule {
    public static func islamic(_ month: Int, _ day: Int) -> DateRule { DateRule(IslamicDay(month: month, day: day)) }
}
