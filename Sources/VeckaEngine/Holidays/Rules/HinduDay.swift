/// A festival of the Hindu lunisolar calendar: a tithi of a month, kept on the day the tithi holds
/// at the hour of its rite (`HinduCalendar`). Computing one costs a few dozen solutions of the Sun's
/// and Moon's theories, so dates are cached.
public struct HinduDay: HolidayDateRule {
    public let month: HinduMonth
    /// 1–15 in the waxing half (15: full moon), 16–30 in the waning half (30: new moon).
    public let tithi: Int
    public let hour: HinduCalendar.Hour

    public func date(in year: Int) -> CalendarDate? {
        Self.cache.value(for: Key(month: month.rawValue, tithi: tithi, hour: hour, year: year)) {
            HinduCalendar.date(month: month, tithi: tithi, at: hour, year: year)
        }
    }

    private struct Key: Hashable {
        let month: Int
        let tithi: Int
        let hour: HinduCalendar.Hour
        let year: Int
    }

    private static let cache = LockedDictionary<Key, CalendarDate?>()
}

/// The day the Sun enters a sign of the sidereal zodiac (Makar Sankranti: Makara, 270°).
public struct SankrantiDay: HolidayDateRule {
    public let siderealLongitude: Double

    public func date(in year: Int) -> CalendarDate? {
        Self.cache.value(for: Key(longitude: siderealLongitude, year: year)) {
            HinduCalendar.sankranti(siderealLongitude: siderealLongitude, year: year)
        }
    }

    private struct Key: Hashable {
        let longitude: Double
        let year: Int
    }

    private static let cache = LockedDictionary<Key, CalendarDate?>()
}

extension DateRule {
    /// `tithi` of the amanta `month`, held at `hour`: `.hindu(.ashvin, 30, at: .evening)` is Diwali.
    public static func hindu(_ month: HinduMonth, _ tithi: Int, at hour: HinduCalendar.Hour = .sunrise) -> DateRule {
        DateRule(HinduDay(month: month, tithi: tithi, hour: hour))
    }

    public static func sankranti(_ siderealLongitude: Double) -> DateRule {
        DateRule(SankrantiDay(siderealLongitude: siderealLongitude))
    }
}

/// Deepavali as Tamil almanacs date it (`HinduCalendar.tamilDeepavali`): Singapore's public holiday.
public struct TamilDeepavali: HolidayDateRule {
    public func date(in year: Int) -> CalendarDate? {
        Self.cache.value(for: year) { HinduCalendar.tamilDeepavali(year: year) }
    }

    private static let cache = LockedDictionary<Int, CalendarDate?>()
}

extension DateRule {
    public static let tamilDeepavali = DateRule(TamilDeepavali())
}
