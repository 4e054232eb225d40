/// The time zone each lunisolar calendar is computed in. A month starts on the local date of the
/// new moon, so the meridian decides the date whenever a new moon or a major solar term falls
/// near midnight; history has moved these meridians.
extension LunisolarCalendar {
    /// Hours east of UTC in force at `jd` (UT).
    func utcOffsetHours(atUT jd: Double) -> Double {
        var offset = eras[0].hours
        for era in eras where jd >= era.startUT { offset = era.hours }
        return offset
    }

    private var eras: [(startUT: Double, hours: Double)] {
        switch self {
        case .chinese:
            // Beijing mean time (116°25′ E, UTC+7:45:40) until the Republic's calendar adopted the
            // 120° E zone time from 1929 (GB/T 33661-2017 computes at UTC+8 throughout the modern era).
            return [(-.infinity, 7 + 45.0 / 60 + 40.0 / 3600), (Self.start(1929, 1, 1, 8), 8)]
        case .vietnamese:
            // Vietnam's almanacs followed the Chinese calendar, meridians included, until the North's
            // 1967 decision to compute at UTC+7 from 1968 (why Tết 1968 came a day before Chinese New
            // Year). Published tables (Hồ Ngọc Đức's) agree, e.g. Tết 1916 on 02-03 by Beijing mean time.
            return LunisolarCalendar.chinese.eras + [(Self.start(1968, 1, 1, 8), 7)]
        case .korean:
            // KASI's tables follow Korea's standard time: UTC+8:30 from 1908-04-01, UTC+9 from 1912,
            // UTC+8:30 again 1954-03-21 – 1961-08-09, UTC+9 since. Before 1908: Seoul mean time.
            return [
                (-.infinity, 8.5), (Self.start(1908, 4, 1, 8.5), 8.5), (Self.start(1912, 1, 1, 9), 9),
                (Self.start(1954, 3, 21, 9), 8.5), (Self.start(1961, 8, 10, 8.5), 9),
            ]
        }
    }

    /// JD (UT) of local midnight starting a date, in the zone that was in force before it.
    private static func start(_ year: Int, _ month: Int, _ day: Int, _ hours: Double) -> Double {
        JulianDay.midnight(CalendarDate(year: year, month: month, day: day) ?? CalendarDate(dayNumber: 0)) - hours / 24
    }
}
