/// A day in the proleptic Gregorian calendar, independent of time zones.
///
/// Dates are kept as a day number (days since 1970-01-01) so that arithmetic and comparisons are
/// plain integer operations; year, month and day are derived on demand. The conversion is the
/// well-known civil-from-days algorithm (H. Hinnant), which is exact for every year and much
/// faster than going through `Foundation.Calendar` and `Date`, whose time zone we would have to
/// pin anyway. Tests check it against `Calendar(identifier: .gregorian)`.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01.
    public let dayNumber: Int

    /// The years this program answers for. ISO 8601 dates have four-digit years; beyond that,
    /// answers would be meaningless and formatters misbehave.
    public static let supportedYears: ClosedRange<Int> = 1...9999

    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// Returns nil when the combination does not exist (31 February, month 13, …).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CalendarDate.daysIn(month: month, year: year) else {
            return nil
        }
        self.dayNumber = CalendarDate.dayNumber(year: year, month: month, day: day)
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var day: Int { components.day }

    public var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var weekday: Int {
        // 1970-01-01 was a Thursday.
        ((dayNumber % 7) + 7 + 3) % 7 + 1
    }

    public var isInSupportedRange: Bool { CalendarDate.supportedYears.contains(year) }

    /// `YYYY-MM-DD`.
    public var description: String { isoString }

    public var isoString: String {
        let (year, month, day) = components
        guard (0...9999).contains(year) else {
            return "\(CalendarDate.pad(year, 4))-\(CalendarDate.pad(month, 2))-\(CalendarDate.pad(day, 2))"
        }
        // Written digit by digit: answers carry thousands of dates and interpolation costs far more.
        let digits: [UInt8] = [
            UInt8(48 + year / 1000), UInt8(48 + year / 100 % 10), UInt8(48 + year / 10 % 10), UInt8(48 + year % 10), 0x2D,
            UInt8(48 + month / 10), UInt8(48 + month % 10), 0x2D, UInt8(48 + day / 10), UInt8(48 + day % 10),
        ]
        return String(decoding: digits, as: UTF8.self)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        case 1...12: return 31
        default: return 0
        }
    }

    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = digits.count < width ? String(repeating: "0", count: width - digits.count) + digits : digits
        return value < 0 ? "-" + padded : padded
    }
}

extension CalendarDate {
    /// Parses `YYYY-MM-DD` (exactly; used for `--today` and JSON requests).
    public init?(isoString: String) {
        let parts = isoString.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
