#if canImport(Glibc)
import Glibc  // sin, cos, pow: the C library's, as Foundation re-exported them
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// The Earth's heliocentric ecliptic longitude and distance from VSOP87D (Bretagnon & Francou,
/// 1988), truncated as in Meeus, "Astronomical Algorithms", 2nd ed., Appendix III (the same table
/// as NREL's Solar Position Algorithm, Table A4.2). Its error is about 1″ in longitude, a
/// couple of seconds of time for a solar term, far below what ΔT adds.
///
/// Each series is a flat list of triples (A, B, C) for the term A·cos(B + C·τ), with τ in Julian
/// millennia of TT from J2000.0 and A in units of 1e-8 radian (or 1e-8 AU).
enum EarthVSOP87 {
    /// Heliocentric longitude in radians (mean ecliptic and equinox of date), unnormalized.
    static func longitude(tau: Double) -> Double {
        evaluate([l0, l1, l2, l3, l4, l5], tau)
    }

    /// Sun–Earth distance in AU. Only needed for the aberration, so the shortest series suffice.
    static func radius(tau: Double) -> Double {
        evaluate([r0, r1, r2], tau)
    }

    private static func evaluate(_ series: [[Double]], _ tau: Double) -> Double {
        var total = 0.0
        var power = 1.0
        for terms in series {
            var sum = 0.0
            var index = 0
            while index < terms.count {
                sum += terms[index] * cos(terms[index + 1] + terms[index + 2] * tau)
                index += 3
            }
            total += sum * power
            power *= tau
        }
        return total / 1e8
    }

    private static let l0: [Double] = [
        175347046, 0, 0, 3341656, 4.6692568, 6283.07585, 34894, 4.6261, 12566.1517,
        3497, 2.7441, 5753.3849, 3418, 2.8289, 3.5231, 3136, 3.6277, 77713.7715,
        2676, 4.4181, 7860.4194, 2343, 6.1352, 3930.2097, 1324, 0.7425, 11506.7698,
        1273, 2.0371, 529.691, 1199, 1.1096, 1577.3435, 990, 5.233, 5884.927,
        902, 2.045, 26.298, 857, 3.508, 398.149, 780, 1.179, 5223.694,
        753, 2.533, 5507.553, 505, 4.583, 18849.228, 492, 4.205, 775.523,
        357, 2.92, 0.067, 317, 5.849, 11790.629, 284, 1.899, 796.298,
        271, 0.315, 10977.079, 243, 0.345, 5486.778, 206, 4.806, 2544.314,
        205, 1.869, 5573.143, 202, 2.458, 6069.777, 156, 0.833, 213.299,
        132, 3.411, 2942.463, 126, 1.083, 20.775, 115, 0.645, 0.98,
        103, 0.636, 4694.003, 102, 0.976, 15720.839, 102, 4.267, 7.114,
        99, 6.21, 2146.17, 98, 0.68, 155.42, 86, 5.98, 161000.69,
        85, 1.3, 6275.96, 85, 3.67, 71430.7, 80, 1.81, 17260.15,
        79, 3.04, 12036.46, 75, 1.76, 5088.63, 74, 3.5, 3154.69,
        74, 4.68, 801.82, 70, 0.83, 9437.76, 62, 3.98, 8827.39,
        61, 1.82, 7084.9, 57, 2.78, 6286.6, 56, 4.39, 14143.5,
        56, 3.47, 6279.55, 52, 0.19, 12139.55, 52, 1.33, 1748.02,
        51, 0.28, 5856.48, 49, 0.49, 1194.45, 41, 5.37, 8429.24,
        41, 2.4, 19651.05, 39, 6.17, 10447.39, 37, 6.04, 10213.29,
        37, 2.57, 1059.38, 36, 1.71, 2352.87, 36, 1.78, 6812.77,
        33, 0.59, 17789.85, 30, 0.44, 83996.85, 30, 2.74, 1349.87,
        25, 3.16, 4690.48,
    ]

    private static let l1: [Double] = [
        628331966747, 0, 0, 206059, 2.678235, 6283.07585, 4303, 2.6351, 12566.1517,
        425, 1.59, 3.523, 119, 5.796, 26.298, 109, 2.966, 1577.344,
        93, 2.59, 18849.23, 72, 1.14, 529.69, 68, 1.87, 398.15,
        67, 4.41, 5507.55, 59, 2.89, 5223.69, 56, 2.17, 155.42,
        45, 0.4, 796.3, 36, 0.47, 775.52, 29, 2.65, 7.11,
        21, 5.34, 0.98, 19, 1.85, 5486.78, 19, 4.97, 213.3,
        17, 2.99, 6275.96, 16, 0.03, 2544.31, 16, 1.43, 2146.17,
        15, 1.21, 10977.08, 12, 2.83, 1748.02, 12, 3.26, 5088.63,
        12, 5.27, 1194.45, 12, 2.08, 4694, 11, 0.77, 553.57,
        10, 1.3, 6286.6, 10, 4.24, 1349.87, 9, 2.7, 242.73,
        9, 5.64, 951.72, 8, 5.3, 2352.87, 6, 2.65, 9437.76,
        6, 4.67, 4690.48,
    ]

    private static let l2: [Double] = [
        52919, 0, 0, 8720, 1.0721, 6283.0758, 309, 0.867, 12566.152,
        27, 0.05, 3.52, 16, 5.19, 26.3, 16, 3.68, 155.42,
        10, 0.76, 18849.23, 9, 2.06, 77713.77, 7, 0.83, 775.52,
        5, 4.66, 1577.34, 4, 1.03, 7.11, 4, 3.44, 5573.14,
        3, 5.14, 796.3, 3, 6.05, 5507.55, 3, 1.19, 242.73,
        3, 6.12, 529.69, 3, 0.31, 398.15, 3, 2.28, 553.57,
        2, 4.38, 5223.69, 2, 3.75, 0.98,
    ]

    private static let l3: [Double] = [
        289, 5.844, 6283.076, 35, 0, 0, 17, 5.49, 12566.15,
        3, 5.2, 155.42, 1, 4.72, 3.52, 1, 5.3, 18849.23,
        1, 5.97, 242.73,
    ]

    private static let l4: [Double] = [114, 3.142, 0, 8, 4.13, 6283.08, 1, 3.84, 12566.15]

    private static let l5: [Double] = [1, 3.14, 0]

    // Distance: the largest terms only (error ~1e-5 AU, i.e. 0.0002″ of aberration).
    private static let r0: [Double] = [
        100013989, 0, 0, 1670700, 3.0984635, 6283.07585, 13956, 3.05525, 12566.1517,
        3084, 5.1985, 77713.7715, 1628, 1.1739, 5753.3849, 1576, 2.8469, 7860.4194,
        925, 5.453, 11506.77, 542, 4.564, 3930.21, 472, 3.661, 5884.927,
    ]

    private static let r1: [Double] = [103019, 1.10749, 6283.07585, 1721, 1.0644, 12566.1517, 702, 3.142, 0]

    private static let r2: [Double] = [4359, 5.7846, 6283.0758, 124, 5.579, 12566.152]
}
