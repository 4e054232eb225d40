/// Moments when the Sun reaches a given ecliptic longitude: equinoxes (0°, 180°), solstices (90°,
/// 270°) and the 24 solar terms (Qingming 15°, Dongzhi 270°). The date depends on the time zone:
/// Japan's 春分の日 is the JST date of the March equinox.
public enum SolarTerms {
    /// The local date on which the Sun reaches `longitude` degrees in `year`, for a fixed UTC offset.
    /// The terms the holiday rules use come from the generated `SolarTermTables` in its years (one
    /// VSOP87 solution costs ~30 k instructions; JP, CN and HK ask one per year each).
    public static func date(longitude: Double, year: Int, utcOffsetHours: Double) -> CalendarDate {
        SolarTermTables.date(longitude: longitude, year: year, utcOffsetHours: utcOffsetHours)
            ?? astronomicalDate(longitude: longitude, year: year, utcOffsetHours: utcOffsetHours)
    }

    /// The date computed from the solar theory, never from the table: outside the table, and to
    /// generate the table and check it (AstronomyTableTests).
    static func astronomicalDate(longitude: Double, year: Int, utcOffsetHours: Double) -> CalendarDate {
        JulianDay.localDate(ofUT: SunLongitude.moment(longitude: longitude, year: year), offsetHours: utcOffsetHours)
    }
}

/// One tabulated solar term at one UTC offset: its date in each year from `SolarTermTables.firstYear`,
/// always in `month`, as one digit a year (the day minus `firstDay`). Strings of digits (a few
/// literals, one per 50 years) keep the generated file short and quick to compile; they are turned
/// into bytes once, when the table is first used.
struct SolarTermSeries: Sendable {
    let longitude: Double
    let utcOffsetHours: Double
    let month: Int
    let firstDay: Int
    let days: [UInt8]

    init(longitude: Double, utcOffsetHours: Double, month: Int, firstDay: Int, days: [String]) {
        self.longitude = longitude
        self.utcOffsetHours = utcOffsetHours
        self.month = month
        self.firstDay = firstDay
        self.days = days.joined().utf8.map { $0 - UInt8(ascii: "0") }
    }
}

extension SolarTermTables {
    static func date(longitude: Double, year: Int, utcOffsetHours: Double) -> CalendarDate? {
        let index = year - firstYear
        guard let entry = series.first(where: { $0.longitude == longitude && $0.utcOffsetHours == utcOffsetHours }),
              entry.days.indices.contains(index) else { return nil }
        return CalendarDate(year: year, month: entry.month, day: entry.firstDay + Int(entry.days[index]))
    }
}
