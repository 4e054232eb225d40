/// Offsets from UTC by name, as Foundation's `TimeZone(identifier:)` read them before any zone
/// database, so a request's `tz` keeps accepting what it accepted: `GMT` or `UTC`, alone or with a
/// sign and `H`, `HH`, `HHMM`, `H:MM` or `HH:MM` (`.` for `:` too), up to 18 hours. Note the sign
/// is ISO's, east positive (`GMT+5` is UTC+5), unlike POSIX `TZ` and the tz database's `Etc/GMT+5`.
///
/// Foundation also took minutes from 60 to 99 after a colon (`GMT+01:99` as +02:39), two
/// punctuation marks (`GMT+1::30`), and crashed on some other characters there (`GMT+01:+0`);
/// those are not offsets here.
enum FixedOffsetName {
    /// Seconds east of UTC, or nil when the name is not an offset.
    static func seconds(_ name: String) -> Int? {
        let bytes = Array(name.utf8)
        guard bytes.count >= 3, bytes.starts(with: "GMT".utf8) || bytes.starts(with: "UTC".utf8) else { return nil }
        if bytes.count == 3 { return 0 }
        guard bytes.count >= 5, bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-") else { return nil }
        let sign = bytes[3] == UInt8(ascii: "-") ? -1 : 1
        guard let (hours, minutes) = hoursAndMinutes(bytes[4...]), hours < 18 || (hours == 18 && minutes == 0) else {
            return nil
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    /// `H`, `HH`, `HHMM`, `H:MM`, `HH:MM` (or with `.`), minutes below 60.
    private static func hoursAndMinutes(_ text: ArraySlice<UInt8>) -> (Int, Int)? {
        let digits = text.map { $0 &- UInt8(ascii: "0") }
        let isDigit = digits.map { $0 <= 9 }
        let isSeparator = text.map { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
        func number(_ first: Int, _ second: Int) -> Int { Int(digits[first]) * 10 + Int(digits[second]) }
        switch text.count {
        case 1 where isDigit[0]:
            return (Int(digits[0]), 0)
        case 2 where isDigit[0] && isDigit[1]:
            return (number(0, 1), 0)
        case 4 where isDigit[0] && isSeparator[1] && isDigit[2] && isDigit[3] && digits[2] <= 5:
            return (Int(digits[0]), number(2, 3))
        case 4 where isDigit.allSatisfy({ $0 }) && digits[2] <= 5:
            return (number(0, 1), number(2, 3))
        case 5 where isDigit[0] && isDigit[1] && isSeparator[2] && isDigit[3] && isDigit[4] && digits[3] <= 5:
            return (number(0, 1), number(3, 4))
        default:
            return nil
        }
    }
}
