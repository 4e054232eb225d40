/// A movable feast counted from Western Easter Sunday: Good Friday (−2), Ascension (+39), Whit Monday (+50).
public struct EasterRelative: HolidayDateRule {
    public let offset: Int

    public init(offset: Int) { self.offset = offset }

    public func date(in year: Int) -> CalendarDate? { Easter.sunday(year).shifted(offset) }
}

/// Gregorian computus (the "anonymous Gregorian algorithm", Meeus/Jones/Butcher): exact for every
/// Gregorian year, integer arithmetic only.
public enum Easter {
    public static func sunday(_ year: Int) -> CalendarDate {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CalendarDate(year: year, month: month, day: day)!
    }
}

extension DateRule {
    public static func easter(_ offset: Int) -> DateRule { DateRule(EasterRelative(offset: offset)) }
}
