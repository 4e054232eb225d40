extension CalendarDate {
    /// The date in a time zone at an instant. Callers read the clock for every question, so a
    /// long-running session rolls over at midnight.
    public static func today(in zone: TimeZoneRules, now: UnixTime = .now()) -> CalendarDate {
        let (local, overflow) = now.seconds.addingReportingOverflow(Int64(zone.secondsFromUTC(at: now)))
        return CalendarDate(dayNumber: Int(CalendarDate.days(inSeconds: overflow ? now.seconds : local)))
    }

    /// Whole days in a count of seconds since 1970, rounded down (before 1970 too).
    static func days(inSeconds seconds: Int64) -> Int64 {
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
        return rest < 0 ? days - 1 : days
    }
}
