import Foundation

/// A day of the Islamic calendar, through Foundation's `Calendar` (ICU). From 1420 AH (1999) it is
/// Umm al-Qura, the official calendar of Saudi Arabia. Before that Saudi Arabia reckoned differently
/// and the days kept were often a day earlier than ICU's Umm al-Qura table: there ICU's astronomical
/// calendar matches the observed days python-holidays records (80 of 82 feasts in the 1990s against
/// 17 of 82; `scripts/compare-other-calendars --years 1925-2100`). Where the new month is declared by
/// sighting the moon, the day kept locally can be a day earlier or later.
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
                let calendar = islamicYear < Self.firstUmmAlQuraYear ? Self.astronomical : Self.ummAlQura
                guard let instant = calendar.date(from: DateComponents(year: islamicYear, month: month, day: day)),
                      // ICU rolls a day the month does not have (30 in a 29-day month) into the next.
                      calendar.component(.day, from: instant) == day else { continue }
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

    /// 1 Muharram 1420 is 17 April 1999, when the present Umm al-Qura rule took effect.
    private static let firstUmmAlQuraYear = 1420

    private static let ummAlQura = utcCalendar(.islamicUmmAlQura)
    private static let astronomical = utcCalendar(.islamic)

    private static func utcCalendar(_ identifier: Calendar.Identifier) -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}

extension DateRule {
    public static func islamic(_ month: Int, _ day: Int) -> DateRule { DateRule(IslamicDay(month: month, day: day)) }
}
