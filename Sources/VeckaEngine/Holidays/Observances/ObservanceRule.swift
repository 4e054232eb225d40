/// One line of the observance catalogue: a well-known day that is not a public holiday (Valentine's
/// Day, Mother's Day, Ash Wednesday). Its date uses the same `DateRule`s as the holiday tables.
///
/// A rule is either kept in one region (`region` set, id `se.mothers-day`), because the date or the
/// custom is national, or universal (`region == nil`, id `xx.valentines-day`), because the day is the
/// same wherever it is kept. A universal day has no region of its own: `ObservanceCalendar` lists it
/// in every region, so that a lookup finds it as a day of the asker's region.
public struct ObservanceRule: Sendable {
    /// The part of the id after the region: `mothers-day` in `se.mothers-day`.
    public let key: String
    /// The region that keeps this day, nil for a universal observance.
    public let region: HolidayRegion?
    public let englishName: String
    /// The name in the region's language; the English name for a universal observance (the engine
    /// has no languages: answers take their names from Localization/<lang>/holidays.tsv).
    public let localName: String
    /// The years the custom has this date (inclusive), e.g. the years a former holiday was not one.
    public let years: ClosedRange<Int>
    public let date: DateRule
    /// The day begins at sundown (the Hebrew calendar): `date` gives the day itself, and the holiday
    /// is dated by the evening before, when it begins.
    public let beginsAtSundown: Bool

    /// The universal prefix: `xx` is no ISO 3166 code, so it can never clash with a region's ids.
    public static let universalPrefix = "xx"

    public init(_ key: String, _ region: HolidayRegion?, english englishName: String, local localName: String? = nil,
                _ date: DateRule, years: ClosedRange<Int> = 1...9999, beginsAtSundown: Bool = false) {
        self.key = key
        self.region = region
        self.englishName = englishName
        self.localName = localName ?? englishName
        self.years = years
        self.date = date
        self.beginsAtSundown = beginsAtSundown
    }

    /// `<region>.<key>`, or `xx.<key>` for a universal observance.
    public var id: String { (region?.rawValue.lowercased() ?? Self.universalPrefix) + "." + key }

    /// One rule per region for a day that several regions keep on the same date under their own
    /// names (Mother's Day on the second Sunday of May).
    static func kept(in names: KeyValuePairs<HolidayRegion, String>, _ key: String, english: String,
                     _ date: DateRule, years: ClosedRange<Int> = 1...9999) -> [ObservanceRule] {
        names.map { ObservanceRule(key, $0.key, english: english, local: $0.value, date, years: years) }
    }
}
