/// The local date on which the Sun reaches an ecliptic longitude: equinoxes (0°, 180°), solstices
/// (90°, 270°) and the 24 solar terms (Qingming is 15°). The date depends on the region's clock:
/// Japan's 春分の日 is the March equinox in JST (UTC+9), China's 清明 the 15° term in UTC+8.
public struct SolarTerm: HolidayDateRule {
    public let longitude: Double
    public let utcOffsetHours: Double

    public init(longitude: Double, utcOffsetHours: Double) {
        self.longitude = longitude
        self.utcOffsetHours = utcOffsetHours
    }

    public func date(in year: Int) -> CalendarDate? {
        SolarTermCache.shared.date(longitude: longitude, year: year, utcOffsetHours: utcOffsetHours)
    }
}

extension DateRule {
    public static func solarTerm(_ longitude: Double, utcOffsetHours: Double) -> DateRule {
        DateRule(SolarTerm(longitude: longitude, utcOffsetHours: utcOffsetHours))
    }
}

/// The generated `SolarTermTables` first (a lookup, no need to cache it); otherwise one
/// astronomical computation per (longitude, year, offset) per process. A rule with a new
/// (longitude, offset) pair works without the table, but belongs in `AstronomyTableSpec.solarTerms`.
final class SolarTermCache: @unchecked Sendable {
    static let shared = SolarTermCache()

    private let cache = LockedDictionary<Int, CalendarDate>()

    func date(longitude: Double, year: Int, utcOffsetHours: Double) -> CalendarDate {
        if let date = SolarTermTables.date(longitude: longitude, year: year, utcOffsetHours: utcOffsetHours) {
            return date
        }
        // One integer key: longitude and offset in hundredths (degrees, hours), and the year.
        let key = (Int((longitude * 100).rounded()) * 10_000 + Int((utcOffsetHours * 100).rounded()) + 5_000) * 100_000
            + year
        return cache.value(for: key) {
            SolarTerms.astronomicalDate(longitude: longitude, year: year, utcOffsetHours: utcOffsetHours)
        }
    }
}
