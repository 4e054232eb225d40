/// A movable feast counted from Orthodox Easter Sunday (Pascha): Clean Monday (−48), Lazarus
/// Saturday (−8), Orthodox Good Friday (−2).
public struct OrthodoxEasterRelative: HolidayDateRule {
    public let offset: Int

    public init(offset: Int) { self.offset = offset }

    public func date(in year: Int) -> CalendarDate? { OrthodoxEaster.sunday(year)?.shifted(offset) }
}

/// Julian computus (Meeus, "Astronomical Algorithms", ch. 8), with the date moved onto the
/// Gregorian calendar the way the Eastern churches that keep the Julian Paschalion do.
public enum OrthodoxEaster {
    public static func sunday(_ year: Int) -> CalendarDate? {
        let a = year % 4
        let b = year % 7
        let c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        // From March of a Julian year on, a Julian date is a fixed number of days behind the
        // Gregorian date with the same numbers (13 days from 1900 to 2099); Easter is always after
        // February, so the century's leap day rule is already settled.
        guard let label = CalendarDate(year: year, month: month, day: day) else { return nil }
        return label.shifted(year / 100 - year / 400 - 2)
    }
}

extension DateRule {
    public static func orthodoxEaster(_ offset: Int) -> DateRule { DateRule(OrthodoxEasterRelative(offset: offset)) }
}
