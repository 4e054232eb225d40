#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An instant as POSIX time: whole seconds since 1970-01-01 00:00 UTC, leap seconds not counted,
/// which is how both the system clock and the tz database count. Seconds are all "today" needs.
public struct UnixTime: Hashable, Comparable, Sendable {
    public var seconds: Int64

    public init(seconds: Int64) {
        self.seconds = seconds
    }

    /// The system's wall clock.
    public static func now() -> UnixTime {
        var clock = timespec()
        clock_gettime(CLOCK_REALTIME, &clock)
        return UnixTime(seconds: Int64(clock.tv_sec))
    }

    public static func < (lhs: UnixTime, rhs: UnixTime) -> Bool { lhs.seconds < rhs.seconds }

    /// ISO 8601 in UTC, `2026-11-24T19:16:05Z` (the protocol's `created`; iCalendar writes it without
    /// separators).
    public var isoString: String {
        let day = CalendarDate.days(inSeconds: seconds)
        let inDay = Int(seconds - day * 86_400)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
        return CalendarDate(dayNumber: Int(day)).isoString + "T" + two(inDay / 3600) + ":" + two(inDay / 60 % 60) + ":"
            + two(inDay % 60) + "Z"
    }
}
