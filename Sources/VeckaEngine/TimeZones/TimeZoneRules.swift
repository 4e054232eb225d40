/// A time zone as the offsets from UTC it keeps over time, which is all "today" needs. Read from
/// the system's tz database (TZif files, RFC 8536) and POSIX `TZ` strings rather than through ICU,
/// which the engine does not link: `TimeZoneRules(identifier:)` for a request's zone name,
/// `TimeZoneRules.local(tz:)` for the process's own zone.
public struct TimeZoneRules: Sendable, Equatable {
    /// Instants at which the offset changes, ascending.
    let transitions: [Int64]
    /// The offset (seconds east of UTC) from each transition on.
    let offsets: [Int32]
    /// The offset before the first transition, or always when there are neither transitions nor a rule.
    let initialOffset: Int32
    /// From the last transition on (or always, without transitions): a TZif file's footer or `TZ`.
    let rule: PosixTimeZoneRule?

    init(transitions: [Int64], offsets: [Int32], initialOffset: Int32, rule: PosixTimeZoneRule?) {
        precondition(transitions.count == offsets.count)
        self.transitions = transitions
        self.offsets = offsets
        self.initialOffset = initialOffset
        self.rule = rule
    }

    init(fixedOffset seconds: Int32) {
        self.init(transitions: [], offsets: [], initialOffset: seconds, rule: nil)
    }

    init(rule: PosixTimeZoneRule) {
        self.init(transitions: [], offsets: [], initialOffset: Int32(rule.standardOffset), rule: rule)
    }

    public static let utc = TimeZoneRules(fixedOffset: 0)

    /// Seconds east of UTC in effect at an instant (RFC 8536 §3.2: the first time type before the
    /// first transition, the footer's rule from the last one on).
    public func secondsFromUTC(at time: UnixTime) -> Int {
        let instant = time.seconds
        if let rule, transitions.last.map({ instant >= $0 }) ?? true { return rule.secondsFromUTC(at: instant) }
        guard let first = transitions.first, instant >= first else { return Int(initialOffset) }
        // The last transition at or before the instant.
        var low = 0, high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return Int(offsets[low])
    }
}
