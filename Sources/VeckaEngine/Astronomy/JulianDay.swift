#if canImport(Glibc)
import Glibc  // sin, cos, pow: the C library's, as Foundation re-exported them
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// Julian Day numbers for instants, and the link to our `CalendarDate` day numbers.
///
/// Astronomical series are evaluated in Terrestrial Time (JDE); civil dates are Universal Time
/// shifted by a zone offset. Keeping both conversions here means every caller gets the same
/// rounding at midnight, which is where lunar months and solar terms are decided.
enum JulianDay {
    /// JD of 1970-01-01 00:00 UT, the origin of `CalendarDate.dayNumber`.
    static let unixEpoch = 2_440_587.5
    /// J2000.0 (2000-01-01 12:00 TT), the origin of the VSOP87 and Meeus time arguments.
    static let j2000 = 2_451_545.0

    /// JD (UT) at 00:00 of a civil date in UT.
    static func midnight(_ date: CalendarDate) -> Double {
        Double(date.dayNumber) + unixEpoch
    }

    /// The local civil date of an instant given in JD (UT), for a zone `offsetHours` east of UTC.
    static func localDate(ofUT jd: Double, offsetHours: Double) -> CalendarDate {
        CalendarDate(dayNumber: Int((jd - unixEpoch + offsetHours / 24).rounded(.down)))
    }

    /// Decimal year of an instant, as the ΔT polynomials expect it.
    static func decimalYear(_ jd: Double) -> Double {
        2000 + (jd - j2000) / 365.2425
    }

    /// Converts Universal Time to Terrestrial Time, the time the solar and lunar series take.
    static func terrestrial(fromUT jd: Double) -> Double {
        jd + DeltaT.seconds(atYear: decimalYear(jd)) / 86_400
    }

    /// Converts Terrestrial Time to Universal Time.
    static func universal(fromTT jde: Double) -> Double {
        jde - DeltaT.seconds(atYear: decimalYear(jde)) / 86_400
    }
}

/// ΔT = TT − UT in seconds: the Espenak–Meeus polynomials (NASA "Five Millennium Canon of Solar
/// Eclipses", 2006). ΔT is about a minute today and two minutes by 2100, enough to move a new moon
/// or an equinox across midnight, so it cannot be ignored. Beyond about 2030 the value is an
/// extrapolation; that uncertainty, not the series, limits how sure a close call can be.
enum DeltaT {
    static func seconds(atYear y: Double) -> Double {
        switch y {
        case ..<1800:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u
        case ..<1860:
            let t = y - 1800
            return 13.72 - 0.332447 * t + 0.0068612 * t * t + 0.0041116 * pow(t, 3)
                - 0.00037436 * pow(t, 4) + 0.0000121272 * pow(t, 5)
                - 0.0000001699 * pow(t, 6) + 0.000000000875 * pow(t, 7)
        case ..<1900:
            let t = y - 1860
            return 7.62 + 0.5737 * t - 0.251754 * t * t + 0.01680668 * pow(t, 3)
                - 0.0004473624 * pow(t, 4) + pow(t, 5) / 233_174
        case ..<1920:
            let t = y - 1900
            return -2.79 + 1.494119 * t - 0.0598939 * t * t + 0.0061966 * pow(t, 3) - 0.000197 * pow(t, 4)
        case ..<1941:
            let t = y - 1920
            return 21.20 + 0.84493 * t - 0.076100 * t * t + 0.0020936 * pow(t, 3)
        case ..<1961:
            let t = y - 1950
            return 29.07 + 0.407 * t - t * t / 233 + pow(t, 3) / 2547
        case ..<1986:
            let t = y - 1975
            return 45.45 + 1.067 * t - t * t / 260 - pow(t, 3) / 718
        case ..<2005:
            let t = y - 2000
            return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * pow(t, 3)
                + 0.000651814 * pow(t, 4) + 0.00002373599 * pow(t, 5)
        case ..<2050:
            let t = y - 2000
            return 62.92 + 0.32217 * t + 0.005589 * t * t
        case ..<2150:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u - 0.5628 * (2150 - y)
        default:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u
        }
    }
}
