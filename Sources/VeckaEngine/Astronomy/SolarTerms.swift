/// Moments when the Sun reaches a given ecliptic longitude: equinoxes (0°, 180°), solstices (90°,
/// 270°) and the 24 solar terms (Qingming 15°, Dongzhi 270°). The date depends on the time zone:
/// Japan's 春分の日 is the JST date of the March equinox.
public enum SolarTerms {
    /// The local date on which the Sun reaches `longitude` degrees in `year`, for a fixed UTC offset.
    public static func date(longitude: Double, year: Int, utcOffsetHours: Double) -> CalendarDate {
        JulianDay.localDate(ofUT: SunLongitude.moment(longitude: longitude, year: year), offsetHours: utcOffsetHours)
    }
}
