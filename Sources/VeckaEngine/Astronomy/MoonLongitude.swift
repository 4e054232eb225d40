#if canImport(Glibc)
import Glibc  // sin, cos, pow: the C library's, as Foundation re-exported them
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// The Moon's apparent geocentric ecliptic longitude: the periodic terms of Meeus, *Astronomical
/// Algorithms* (2nd ed.), chapter 47 (from ELP-2000/82), accurate to about 10″. The Hindu calendar
/// needs the Moon–Sun elongation: a tithi is 12° of it, and a tithi ending a few minutes before or
/// after sunrise moves a festival by a day.
enum MoonLongitude {
    /// Apparent longitude in degrees, for an instant in Terrestrial Time (JDE).
    static func apparent(jde: Double) -> Double {
        let t = (jde - JulianDay.j2000) / 36_525
        let t2 = t * t, t3 = t2 * t, t4 = t3 * t
        let meanLongitude = 218.3164477 + 481_267.88123421 * t - 0.0015786 * t2 + t3 / 538_841 - t4 / 65_194_000
        let elongation = 297.8501921 + 445_267.1114034 * t - 0.0018819 * t2 + t3 / 545_868 - t4 / 113_065_000
        let sunAnomaly = 357.5291092 + 35_999.0502909 * t - 0.0001536 * t2 + t3 / 24_490_000
        let moonAnomaly = 134.9633964 + 477_198.8675055 * t + 0.0087414 * t2 + t3 / 69_699 - t4 / 14_712_000
        let latitudeArgument = 93.2720950 + 483_202.0175233 * t - 0.0036539 * t2 - t3 / 3_526_000 + t4 / 863_310_000
        // The Earth's orbit is slowly becoming rounder: terms with the Sun's anomaly shrink with it.
        let eccentricity = 1 - 0.002516 * t - 0.0000074 * t2

        let d = radians(elongation), m = radians(sunAnomaly), mp = radians(moonAnomaly), f = radians(latitudeArgument)
        var sum = 0.0
        for term in terms {
            let argument = Double(term.d) * d + Double(term.m) * m + Double(term.mp) * mp + Double(term.f) * f
            var amplitude = Double(term.coefficient)
            if term.m != 0 { amplitude *= term.m.magnitude == 1 ? eccentricity : eccentricity * eccentricity }
            sum += amplitude * sin(argument)
        }
        // Venus, Jupiter and the flattening of the Earth.
        let a1 = radians(119.75 + 131.849 * t), a2 = radians(53.09 + 479_264.290 * t)
        sum += 3958 * sin(a1) + 1962 * sin(radians(meanLongitude) - f) + 318 * sin(a2)

        return SunLongitude.normalized(meanLongitude + sum / 1_000_000 + SunLongitude.nutationInLongitude(t: t) / 3600)
    }

    private struct Term {
        let d: Int8, m: Int8, mp: Int8, f: Int8
        let coefficient: Int32
        init(_ d: Int8, _ m: Int8, _ mp: Int8, _ f: Int8, _ coefficient: Int32) {
            (self.d, self.m, self.mp, self.f, self.coefficient) = (d, m, mp, f, coefficient)
        }
    }

    /// Meeus table 47.A, longitude column (units of 10⁻⁶ degree).
    private static let terms: [Term] = [
        Term(0, 0, 1, 0, 6_288_774), Term(2, 0, -1, 0, 1_274_027), Term(2, 0, 0, 0, 658_314),
        Term(0, 0, 2, 0, 213_618), Term(0, 1, 0, 0, -185_116), Term(0, 0, 0, 2, -114_332),
        Term(2, 0, -2, 0, 58793), Term(2, -1, -1, 0, 57066), Term(2, 0, 1, 0, 53322),
        Term(2, -1, 0, 0, 45758), Term(0, 1, -1, 0, -40923), Term(1, 0, 0, 0, -34720),
        Term(0, 1, 1, 0, -30383), Term(2, 0, 0, -2, 15327), Term(0, 0, 1, 2, -12528),
        Term(0, 0, 1, -2, 10980), Term(4, 0, -1, 0, 10675), Term(0, 0, 3, 0, 10034),
        Term(4, 0, -2, 0, 8548), Term(2, 1, -1, 0, -7888), Term(2, 1, 0, 0, -6766),
        Term(1, 0, -1, 0, -5163), Term(1, 1, 0, 0, 4987), Term(2, -1, 1, 0, 4036),
        Term(2, 0, 2, 0, 3994), Term(4, 0, 0, 0, 3861), Term(2, 0, -3, 0, 3665),
        Term(0, 1, -2, 0, -2689), Term(2, 0, -1, 2, -2602), Term(2, -1, -2, 0, 2390),
        Term(1, 0, 1, 0, -2348), Term(2, -2, 0, 0, 2236), Term(0, 1, 2, 0, -2120),
        Term(0, 2, 0, 0, -2069), Term(2, -2, -1, 0, 2048), Term(2, 0, 1, -2, -1773),
        Term(2, 0, 0, 2, -1595), Term(4, -1, -1, 0, 1215), Term(0, 0, 2, 2, -1110),
        Term(3, 0, -1, 0, -892), Term(2, 1, 1, 0, -810), Term(4, -1, -2, 0, 759),
        Term(0, 2, -1, 0, -713), Term(2, 2, -1, 0, -700), Term(2, 1, -2, 0, 691),
        Term(2, -1, 0, -2, 596), Term(4, 0, 1, 0, 549), Term(0, 0, 4, 0, 537),
        Term(4, -1, 0, 0, 520), Term(1, 0, -2, 0, -487), Term(2, 1, 0, -2, -399),
        Term(0, 0, 2, -2, -381), Term(1, 1, 1, 0, 351), Term(3, 0, -2, 0, -340),
        Term(4, 0, -3, 0, 330), Term(2, -1, 2, 0, 327), Term(0, 2, 1, 0, -323),
        Term(1, 1, -1, 0, 299), Term(2, 0, 3, 0, 294),
    ]

    private static func radians(_ degrees: Double) -> Double {
        degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
    }
}
