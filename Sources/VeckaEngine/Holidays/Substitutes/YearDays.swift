/// What a "next working day" search asks of the days already taken: only membership, so that it
/// can use a `YearDays` (the engine) or a plain `Set<Int>` (tests, callers outside a year).
protocol DayMembership {
    func contains(_ dayNumber: Int) -> Bool
}

extension Set: DayMembership where Element == Int {}

/// A set of day numbers, as bits over one year. The substitute passes ask "is this day taken?"
/// dozens of times per region-year; with `Set<Int>` the hashing and the growing of the sets were
/// a quarter of all the holiday engine's work once lunar dates came from a table. Days outside the
/// year (no pass produces one today) are kept in a list, so the set stays exact whatever it holds.
struct YearDays: DayMembership {
    private let firstDay: Int
    private var bits = [UInt64](repeating: 0, count: 6)  // 384 bits: every day of a year
    private var outside: [Int] = []

    init(year: Int) {
        firstDay = CalendarDate.dayNumber(year: year, month: 1, day: 1)
    }

    init(year: Int, _ dayNumbers: some Sequence<Int>) {
        self.init(year: year)
        for day in dayNumbers { insert(day) }
    }

    func contains(_ dayNumber: Int) -> Bool {
        let offset = dayNumber - firstDay
        guard offset >= 0, offset < 384 else { return outside.contains(dayNumber) }
        return bits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    /// Adds a day; false when it was already there.
    @discardableResult
    mutating func insert(_ dayNumber: Int) -> Bool {
        guard !contains(dayNumber) else { return false }
        let offset = dayNumber - firstDay
        if offset >= 0, offset < 384 {
            bits[offset >> 6] |= 1 << UInt64(offset & 63)
        } else {
            outside.append(dayNumber)
        }
        return true
    }
}
