extension PosixTimeZoneRule {
    /// Reads a whole rule (`std offset [dst [offset] [,start[/time],end[/time]]]`); nil unless all
    /// of the text is one.
    init?(_ text: String) {
        var scanner = RuleScanner(bytes: Array(text.utf8))
        guard scanner.name(), let standard = scanner.duration(maximumHours: 24) else { return nil }
        if scanner.isAtEnd {
            self.init(standardOffset: -standard, daylightSaving: nil)
            return
        }
        guard scanner.name() else { return nil }
        var daylight = -standard + 3600
        if scanner.startsDuration {
            guard let offset = scanner.duration(maximumHours: 24) else { return nil }
            daylight = -offset
        }
        var start = Self.defaultStart, end = Self.defaultEnd
        if !scanner.isAtEnd {
            guard scanner.take(","), let first = scanner.change(), scanner.take(","), let second = scanner.change(),
                  scanner.isAtEnd else { return nil }
            (start, end) = (first, second)
        }
        self.init(standardOffset: -standard, daylightSaving: DaylightSaving(offset: daylight, start: start, end: end))
    }
}

/// The parts of a POSIX `TZ` rule, read from its bytes.
private struct RuleScanner {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// A sign or a digit comes next.
    var startsDuration: Bool { current.map { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || isDigit($0) } ?? false }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard current == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// A zone abbreviation: three or more letters, or `<…>` around three or more letters, digits, `+`, `-`.
    mutating func name() -> Bool {
        if take("<") {
            let start = index
            while let byte = current, isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                index += 1
            }
            return index - start >= 3 && take(">")
        }
        let start = index
        while let byte = current, isLetter(byte) { index += 1 }
        return index - start >= 3
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, as written (a zone's offset counts west).
    mutating func duration(maximumHours: Int) -> Int? {
        var sign = 1
        if take("-") { sign = -1 } else { _ = take("+") }
        guard let hours = number(maximumDigits: 3), hours <= maximumHours else { return nil }
        var seconds = hours * 3600
        for unit in [60, 1] {
            guard take(":") else { break }
            guard let value = number(maximumDigits: 2), value <= 59 else { return nil }
            seconds += value * unit
        }
        return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then an optional `/time` (02:00 when absent).
    mutating func change() -> PosixTimeZoneRule.Change? {
        let day: PosixTimeZoneRule.Day
        if take("J") {
            guard let number = number(maximumDigits: 3), (1...365).contains(number) else { return nil }
            day = .julian(number)
        } else if take("M") {
            guard let month = number(maximumDigits: 2), (1...12).contains(month), take("."),
                  let week = number(maximumDigits: 1), (1...5).contains(week), take("."),
                  let weekday = number(maximumDigits: 1), (0...6).contains(weekday) else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let number = number(maximumDigits: 3), (0...365).contains(number) else { return nil }
            day = .zeroBased(number)
        }
        var time = 7200
        if take("/") {
            guard let value = duration(maximumHours: 167) else { return nil }
            time = value
        }
        return PosixTimeZoneRule.Change(day: day, time: time)
    }

    /// One to `maximumDigits` decimal digits.
    private mutating func number(maximumDigits: Int) -> Int? {
        var value = 0, digits = 0
        while let byte = current, isDigit(byte), digits < maximumDigits {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
