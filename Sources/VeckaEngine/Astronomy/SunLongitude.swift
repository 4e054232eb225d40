#if canImport(Glibc)
import Glibc  // sin, cos, pow: the C library's, as Foundation re-exported them
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// The Sun's apparent geocentric longitude and the instants when it reaches a given value
/// (Meeus, "Astronomical Algorithms", ch. 25 "higher accuracy" and ch. 27).
///
/// Apparent longitude = VSOP87 heliocentric longitude + 180°, converted to FK5 (−0.09033″),
/// plus nutation in longitude and the annual aberration. That is what the 24 solar terms of
/// GB/T 33661-2017 and Japan's equinox days are defined by.
enum SunLongitude {
    /// Apparent longitude in degrees [0, 360) at `jde` (Julian Ephemeris Day, TT).
    static func apparent(jde: Double) -> Double {
        let tau = (jde - JulianDay.j2000) / 365_250
        let t = tau * 10
        let geometric = EarthVSOP87.longitude(tau: tau) * 180 / .pi + 180
        let arcseconds = -0.09033 + nutationInLongitude(t: t) - 20.4898 / EarthVSOP87.radius(tau: tau)
        return normalized(geometric + arcseconds / 3600)
    }

    /// The instant (JD, UT) in `year` when the apparent longitude equals `longitude` degrees.
    static func moment(longitude: Double, year: Int) -> Double {
        let target = normalized(longitude)
        // The Sun passes 0° around 20 March and moves ~0.9856°/day; longitudes past ~280° are
        // reached in January–March, so those belong before the March equinox of the same year.
        let march = JulianDay.midnight(CalendarDate(year: year, month: 3, day: 20) ?? CalendarDate(dayNumber: 0))
        let daysAfterMarch = (target >= 280 ? target - 360 : target) / 360 * 365.2422
        var jde = march + daysAfterMarch
        // Secant iteration on the longitude error. The mean rate (365.2422 days per 360°) starts
        // it; the Sun's true speed varies ±3.4% over the year, which the secant then learns, so
        // it converges in 3–4 evaluations of the series instead of 6 with a fixed rate.
        var error = signed(target - apparent(jde: jde))
        var step = error * 365.2422 / 360
        for _ in 0..<20 {
            let next = jde + step
            let nextError = signed(target - apparent(jde: next))
            step = nextError == error ? 0 : nextError * (next - jde) / (error - nextError)
            jde = next
            error = nextError
            if abs(step) < 1e-6 { jde += step; break }
        }
        return JulianDay.universal(fromTT: jde)
    }

    /// Nutation in longitude Δψ, arcseconds (Meeus 22, the four largest terms: ±0.5″).
    static func nutationInLongitude(t: Double) -> Double {
        let omega = (125.04452 - 1934.136261 * t) * .pi / 180
        let sunMean = (280.4665 + 36000.7698 * t) * .pi / 180
        let moonMean = (218.3165 + 481_267.8813 * t) * .pi / 180
        return -17.20 * sin(omega) - 1.32 * sin(2 * sunMean) - 0.23 * sin(2 * moonMean) + 0.21 * sin(2 * omega)
    }

    /// a − b in degrees, in (−180, 180].
    /// An angle as the shortest turn to it, in (−180°, 180°].
    static func signed(_ degrees: Double) -> Double {
        let value = normalized(degrees)
        return value > 180 ? value - 360 : value
    }

    static func normalized(_ degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }
}
