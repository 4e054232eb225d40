/// One line of a region's holiday table: what the holiday is called, whether it is a day off,
/// in which years the law had it, how its date is found, and whether it gets a substitute day.
/// A class so that the engine passes rules around by reference (a rule is immutable).
public final class HolidayRule: Sendable {
    /// The part of the id after the region: `midsummer-eve` in `se.midsummer-eve`.
    public let key: String
    public let localName: String
    public let englishName: String
    public let isPublic: Bool
    /// The years the holiday was in force (inclusive). Open ranges are written `1970...9999`.
    public let years: ClosedRange<Int>
    /// Years inside `years` without the holiday (France's Whit Monday 2005–07).
    public let exceptYears: Set<Int>
    public let date: DateRule
    /// The observed-day policy for this holiday, nil if it has none.
    public let substitute: SubstitutePolicy?
    /// The rule itself yields a substitute day (US: New Year's Day observed on 31 December when
    /// 1 January of the next year is a Saturday).
    public let isSubstitute: Bool
    /// Keys of the holidays this substitute day is given for when one of them falls on a rest day,
    /// where its id does not say so (`.observed`): HK's fourth day of the Lunar New Year stands in
    /// for a day 1–3 on a Sunday. Read by `HolidayCalendar.dayOffInLieu(of:)`.
    public let inLieuOf: Set<String>

    public init(_ key: String, _ localName: String, _ englishName: String, _ date: DateRule,
                years: ClosedRange<Int> = 1...9999, except exceptYears: Set<Int> = [], isPublic: Bool = true,
                substitute: SubstitutePolicy? = nil, isSubstitute: Bool = false, inLieuOf: Set<String> = []) {
        self.key = key
        self.localName = localName
        self.englishName = englishName
        self.isPublic = isPublic
        self.years = years
        self.exceptYears = exceptYears
        self.date = date
        self.substitute = substitute
        self.isSubstitute = isSubstitute
        self.inLieuOf = inLieuOf
    }

    func isInForce(in year: Int) -> Bool { years.contains(year) && (exceptYears.isEmpty || !exceptYears.contains(year)) }
}
