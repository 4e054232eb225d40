/// A POSIX `TZ` rule such as `CET-1CEST,M3.5.0,M10.5.0/3`: a standard offset and, optionally, a
/// daylight-saving offset with the days and times it starts and ends. A TZif file's footer is one
/// (for the instants after its last transition), and `TZ` may be one. RFC 8536's extension is
/// accepted: transition times from −167 to 167 hours (`M3.5.0/-1`, `M3.4.4/26`, DST all year as
/// `,0/0,J365/25`).
struct PosixTimeZoneRule: Sendable, Equatable {
    /// Seconds east of UTC (the text counts west: `CET-1` is an hour east).
    let standardOffset: Int
    let daylightSaving: DaylightSaving?

    struct DaylightSaving: Sendable, Equatable {
        /// Seconds east of UTC.
        let offset: Int
        let start: Change
        let end: Change
    }

    /// When the offset changes: a day of the year and a time in the local time in force before it.
    struct Change: Sendable, Equatable {
        let day: Day
        /// Seconds after local midnight, −167 h … 167 h.
        let time: Int
    }

    enum Day: Sendable, Equatable {
        /// `Jn`: day 1…365, 29 February never counted.
        case julian(Int)
        /// `n`: day 0…365, 29 February counted.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday d (0 = Sunday) of week w (1…4, 5 = the last) of month m.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// When `TZ` names daylight saving without saying when (`EST5EDT`): the C library's default, the
    /// United States' rules since 2007.
    static let defaultStart = Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
    static let defaultEnd = Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)

    /// Seconds east of UTC in effect at an instant. Decided as glibc (`__tz_compute`) and Python's
    /// `zoneinfo` decide it, so all three agree: by the start and end in the instant's UTC year,
    /// daylight saving between them (or, south of the equator, outside them).
    func secondsFromUTC(at instant: Int64) -> Int {
        guard let daylightSaving else { return standardOffset }
        let year = CalendarDate(dayNumber: Int(CalendarDate.days(inSeconds: instant))).year
        let start = daylightSaving.start.instant(in: year, localOffset: standardOffset)
        let end = daylightSaving.end.instant(in: year, localOffset: daylightSaving.offset)
        let isDaylightSaving = start < end ? start <= instant && instant < end : !(end <= instant && instant < start)
        return isDaylightSaving ? daylightSaving.offset : standardOffset
    }
}

extension PosixTimeZoneRule.Change {
    /// The instant of the change in a year, for the offset in force before it.
    func instant(in year: Int, localOffset: Int) -> Int64 {
        let newYear = CalendarDate.dayNumber(year: year, month: 1, day: 1)
        let dayNumber: Int
        switch day {
        case .julian(let day):
            dayNumber = newYear + day - 1 + (CalendarDate.isLeapYear(year) && day >= 60 ? 1 : 0)
        case .zeroBased(let day):
            dayNumber = newYear + day
        case .monthWeekDay(let month, let week, let weekday):
            let first = CalendarDate.dayNumber(year: year, month: month, day: 1)
            let firstWeekday = CalendarDate(dayNumber: first).weekday % 7  // 0 = Sunday, as in the rule
            var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            if day > CalendarDate.daysIn(month: month, year: year) { day -= 7 }  // week 5: the last
            dayNumber = first + day - 1
        }
        return Int64(dayNumber) * 86_400 + Int64(time) - Int64(localOffset)
    }
}
