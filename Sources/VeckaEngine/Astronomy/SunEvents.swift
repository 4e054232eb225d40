#if canImport(Glibc)
import Glibc  // sin, cos, pow: the C library's, as Foundation re-exported them
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// Sunrise and sunset at a place: the hour angle at which the Sun's upper limb touches the horizon
/// (−0.833°, refraction included), refined three times from local noon. Good to about a minute,
/// which is what a Hindu calendar day (sunrise to sunrise) needs.
enum SunEvents {
    struct Place: Sendable {
        let latitude: Double
        /// Degrees east of Greenwich.
        let longitude: Double
        /// The civil zone, hours east of UTC.
        let utcOffsetHours: Double
    }

    enum Event { case sunrise, sunset }

    /// The instant (JD, UT) of `event` on the local civil `date` at `place`.
    static func moment(_ event: Event, on date: CalendarDate, at place: Place) -> Double {
        let localNoon = JulianDay.midnight(date) + 0.5 - place.utcOffsetHours / 24
        var jd = localNoon + (event == .sunrise ? -0.25 : 0.25)
        let latitude = place.latitude * .pi / 180
        for _ in 0..<3 {
            let (rightAscension, declination) = equatorial(ut: jd)
            let cosine = (sin(-0.833 * .pi / 180) - sin(latitude) * sin(declination)) / (cos(latitude) * cos(declination))
            // Within the polar circles the Sun may not rise or set; our places are far from them.
            let halfArc = acos(min(1, max(-1, cosine))) * 180 / .pi
            let siderealTime = 280.46061837 + 360.98564736629 * (jd - JulianDay.j2000)
            let hourAngle = SunLongitude.signed(siderealTime + place.longitude - rightAscension)
            let target = event == .sunrise ? -halfArc : halfArc
            jd += (target - hourAngle) / 360.98564736629
        }
        return jd
    }

    /// The Sun's apparent right ascension (degrees) and declination (radians).
    private static func equatorial(ut jd: Double) -> (Double, Double) {
        let jde = JulianDay.terrestrial(fromUT: jd)
        let t = (jde - JulianDay.j2000) / 36_525
        let longitude = SunLongitude.apparent(jde: jde) * .pi / 180
        let obliquity = (23.439291 - 0.0130042 * t) * .pi / 180
        let rightAscension = atan2(cos(obliquity) * sin(longitude), cos(longitude)) * 180 / .pi
        return (rightAscension, asin(sin(obliquity) * sin(longitude)))
    }
}
