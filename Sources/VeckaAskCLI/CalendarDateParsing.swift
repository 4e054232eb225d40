import VeckaEngine

enum CalendarDateParsing {
    /// `YYYY-MM-DD` in the supported years.
    static func date(_ text: String) -> CalendarDate? {
        guard let date = CalendarDate(isoString: text), date.isInSupportedRange else { return nil }
        return date
    }
}
