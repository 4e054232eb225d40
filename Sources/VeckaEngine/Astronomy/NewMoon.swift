#if canImport(Glibc)
import Glibc  // sin, cos, pow: the C library's, as Foundation re-exported them
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// Instants of new moon (Meeus, "Astronomical Algorithms", ch. 49: mean phase plus the periodic
/// and planetary corrections). Meeus quotes a mean error of a few seconds against ELP-2000/82,
/// which is well inside the minutes that separate a new moon from midnight in all but a handful
/// of years (see calendar-facts.md, "Lunar calendar findings").
enum NewMoon {
    /// Lunation number of the first new moon on or after 2000-01-06 (k = 0).
    static func lunation(near jd: Double) -> Int {
        Int(((jd - 2_451_550.09766) / 29.530588861).rounded())
    }

    /// The instant (JD, UT) of new moon number `k` (k = 0 on 2000-01-06).
    static func moment(_ k: Int) -> Double {
        JulianDay.universal(fromTT: ephemerisMoment(Double(k)))
    }

    private static func ephemerisMoment(_ k: Double) -> Double {
        let t = k / 1236.85
        let t2 = t * t, t3 = t2 * t, t4 = t3 * t
        var jde = 2_451_550.09766 + 29.530588861 * k + 0.00015437 * t2 - 0.000000150 * t3 + 0.00000000073 * t4
        let e = 1 - 0.002516 * t - 0.0000074 * t2
        let m = radians(2.5534 + 29.10535670 * k - 0.0000014 * t2 - 0.00000011 * t3)
        let mp = radians(201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4)
        let f = radians(160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4)
        let omega = radians(124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3)

        // Periodic terms for the new moon (Meeus 49, first table, "New Moon" column).
        jde += -0.40720 * sin(mp) + 0.17241 * e * sin(m) + 0.01608 * sin(2 * mp) + 0.01039 * sin(2 * f)
            + 0.00739 * e * sin(mp - m) - 0.00514 * e * sin(mp + m) + 0.00208 * e * e * sin(2 * m)
            - 0.00111 * sin(mp - 2 * f) - 0.00057 * sin(mp + 2 * f) + 0.00056 * e * sin(2 * mp + m)
            - 0.00042 * sin(3 * mp) + 0.00042 * e * sin(m + 2 * f) + 0.00038 * e * sin(m - 2 * f)
            - 0.00024 * e * sin(2 * mp - m) - 0.00017 * sin(omega) - 0.00007 * sin(mp + 2 * m)
            + 0.00004 * sin(2 * mp - 2 * f) + 0.00004 * sin(3 * m) + 0.00003 * sin(mp + m - 2 * f)
            + 0.00003 * sin(2 * mp + 2 * f) - 0.00003 * sin(mp + m + 2 * f) + 0.00003 * sin(mp - m + 2 * f)
            - 0.00002 * sin(mp - m - 2 * f) - 0.00002 * sin(3 * mp + m) + 0.00002 * sin(4 * mp)

        // Planetary arguments A1…A14 and their coefficients (Meeus 49, "additional corrections").
        let planetary: [(Double, Double, Double)] = [
            (299.77, 0.107408, 0.000325), (251.88, 0.016321, 0.000165), (251.83, 26.651886, 0.000164),
            (349.42, 36.412478, 0.000126), (84.66, 18.206239, 0.000110), (141.74, 53.303771, 0.000062),
            (207.14, 2.453732, 0.000060), (154.84, 7.306860, 0.000056), (34.52, 27.261239, 0.000047),
            (207.19, 0.121824, 0.000042), (291.34, 1.844379, 0.000040), (161.72, 24.198154, 0.000037),
            (239.56, 25.513099, 0.000035), (331.55, 3.592518, 0.000023),
        ]
        for (index, (base, rate, amplitude)) in planetary.enumerated() {
            let argument = base + rate * k - (index == 0 ? 0.009173 * t2 : 0)
            jde += amplitude * sin(radians(argument))
        }
        return jde
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
    }
}
