/// The months of one suì (岁: the span from the month holding one winter solstice to the month
/// holding the next) in one lunisolar calendar, built by the rules of GB/T 33661-2017
/// ("Calculation and promulgation of the Chinese calendar"), which Vietnam and Korea apply at
/// their own meridians:
/// 1. a month begins on the local date of a new moon;
/// 2. the month containing the winter solstice (Dongzhi, 270°) is month 11;
/// 3. if 13 months lie between two consecutive months 11, the first of them after month 11 that
///    contains no major solar term (中气, the Sun at a multiple of 30°) is a leap month, numbered
///    like the month before it.
/// Suì Y holds months 11 and 12 of lunar year Y−1 and months 1–10 of lunar year Y.
struct LunisolarSui: Sendable, Equatable {
    let year: Int
    /// Local start dates (day numbers) of its 12 or 13 months, then the start of the next suì.
    let starts: [Int]
    /// Index in `starts` of the leap month, if any.
    let leapIndex: Int?

    /// `majorTermDays(year)` gives the local dates of the 12 major solar terms of a Gregorian
    /// year, in calendar order (300°, 330°, 0°, …, 270°), so the last one is the winter solstice.
    init(year: Int, calendar: LunisolarCalendar, majorTermDays: (Int) -> [Int]) {
        let previousTerms = majorTermDays(year - 1)
        let terms = majorTermDays(year)
        let firstSolstice = previousTerms[11], lastSolstice = terms[11]
        // New moons from the one starting month 11 (on or before the first solstice) through the
        // one starting the next month 11 (on or before the second).
        var k = NewMoon.lunation(near: JulianDay.unixEpoch + Double(firstSolstice)) - 2
        var starts: [Int] = []
        while true {
            let day = Self.localDay(ofNewMoon: k, calendar)
            k += 1
            if day > lastSolstice { break }
            if day <= firstSolstice { starts = [day] } else { starts.append(day) }
        }
        precondition(starts.count == 13 || starts.count == 14, "suì \(year): \(starts.count - 1) months")
        var leap: Int?
        if starts.count == 14 {
            let termDays = previousTerms + terms
            leap = (1..<13).first { i in !termDays.contains { starts[i] <= $0 && $0 < starts[i + 1] } }
        }
        self.year = year
        self.starts = starts
        self.leapIndex = leap
    }

    private static func localDay(ofNewMoon k: Int, _ calendar: LunisolarCalendar) -> Int {
        let moment = NewMoon.moment(k)
        return JulianDay.localDate(ofUT: moment, offsetHours: calendar.utcOffsetHours(atUT: moment)).dayNumber
    }

    /// Position of a month in the suì when there is no leap month: 11 → 0, 12 → 1, 1 → 2, …, 10 → 11.
    private static func position(ofMonth month: Int) -> Int { (month + 1) % 12 }

    /// The day number of a lunar date in this suì, nil if that date does not exist.
    func dayNumber(month: Int, day: Int, isLeapMonth: Bool) -> Int? {
        guard (1...12).contains(month), day >= 1 else { return nil }
        let position = Self.position(ofMonth: month)
        let index: Int
        if isLeapMonth {
            guard let leapIndex, leapIndex - 1 == position else { return nil }
            index = leapIndex
        } else {
            index = position + ((leapIndex ?? 13) <= position ? 1 : 0)
        }
        guard day <= starts[index + 1] - starts[index] else { return nil }
        return starts[index] + day - 1
    }

    /// The lunar date of a day within this suì.
    func lunarDate(ofDay dayNumber: Int) -> LunarDate {
        var index = 0
        while index + 2 < starts.count && starts[index + 1] <= dayNumber { index += 1 }
        var position = index
        if let leapIndex, index >= leapIndex { position -= 1 }
        let month = (position + 10) % 12 + 1  // 0 → 11, 1 → 12, 2 → 1, …
        return LunarDate(year: month >= 11 ? year - 1 : year, month: month,
                         day: dayNumber - starts[index] + 1, isLeapMonth: index == leapIndex)
    }
}
