/// ISO 8601 ordinal dates: a date as its year and its day of that year (`2026-328`).
extension CalendarDate {
    public static func daysIn(year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

    /// `2026-328`.
    public var ordinalString: String {
        let day = dayOfYear
        let padded = day < 10 ? "00\(day)" : day < 100 ? "0\(day)" : String(day)
        return "\(String(isoString.prefix(4)))-\(padded)"
    }
}
