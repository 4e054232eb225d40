/// The regions whose public holidays vecka-ask knows: countries and territories (ISO 3166-1) and, for
/// Germany, its sixteen Länder (ISO 3166-2). A Land's holidays are the nationwide ones plus its own; the country
/// alone means the nationwide holidays only.
public enum HolidayRegion: String, Sendable, CaseIterable, Comparable {
    case SE, NO, DK, FI, IS, DE, GB, FR, IT, NL, JP, CN, HK, TH, VN, US, KR
    // Where German, English and Chinese are spoken besides (issue 17).
    case AT, CH, LI, LU, IE, CA, AU, NZ, SG, TW, MO
    case DE_BB = "DE-BB", DE_BE = "DE-BE", DE_BW = "DE-BW", DE_BY = "DE-BY", DE_HB = "DE-HB", DE_HE = "DE-HE"
    case DE_HH = "DE-HH", DE_MV = "DE-MV", DE_NI = "DE-NI", DE_NW = "DE-NW", DE_RP = "DE-RP", DE_SH = "DE-SH"
    case DE_SL = "DE-SL", DE_SN = "DE-SN", DE_ST = "DE-ST", DE_TH = "DE-TH"
    /// Scotland and Northern Ireland (Regions/GBNations.swift); GB itself is England and Wales, which
    /// `GB-ENG` and `GB-WLS` name (PlaceRegions).
    case GB_NIR = "GB-NIR", GB_SCT = "GB-SCT"

    public static func < (lhs: HolidayRegion, rhs: HolidayRegion) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The countries, without their subdivisions: what `all` means (a Land's holidays would repeat
    /// its country's).
    public static let countries: [HolidayRegion] = allCases.filter { !$0.isSubdivision }

    /// An ISO 3166-2 subdivision (`DE-BY`) rather than a country.
    public var isSubdivision: Bool { rawValue.utf8.count > 2 }

    /// The country a subdivision belongs to; a country itself.
    public var country: HolidayRegion { isSubdivision ? HolidayRegion(rawValue: String(rawValue.prefix(2)))! : self }

    /// A country whose states, provinces or cantons keep public holidays of their own that this table does
    /// not have (python-holidays' default categories for it are the nationwide ones): Canadian Thanksgiving,
    /// Easter Monday in most Swiss cantons, a state's patron saint in Austria. A "no" about such a country is
    /// a "no" nationwide only, and answers say that the parts' holidays are not known. (GB is answered as
    /// England and Wales, and named so: its answers claim nothing for Scotland or Northern Ireland.)
    public var keepsUnknownSubdivisionHolidays: Bool {
        switch self {
        case .US, .CA, .AU, .CH, .AT: true
        default: false
        }
    }

    /// The subdivisions that keep holidays of their own (Germany's Länder), in code order.
    public var subdivisions: [HolidayRegion] { Self.subdivisionsByCountry[self] ?? [] }

    /// The prefix of this region's holiday ids: `se` in `se.midsummer-eve`; a subdivision's holidays
    /// have their country's (`de.corpus-christi` in DE-BY), so that a holiday has one id and one set
    /// of names wherever it is kept.
    public var code: String { Self.codes[self]! }

    /// The years whose public holidays the engine knows for this region (1970–2100 for most; see
    /// `RegionDefinition.years`). Outside them no holiday is listed, and answers say so.
    public var knownYears: ClosedRange<Int> { HolidayCalendar.supportedYears(of: self) }

    /// Whether `date` is a weekly rest day (Saturday or Sunday; Hong Kong: Sunday only), on which a
    /// holiday gives its day off on another day where the law says so.
    public func isRestDay(_ date: CalendarDate) -> Bool { HolidayCalendar.definition(of: self).weekend.contains(date.isoWeekday) }

    private static let codes = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.country.rawValue.lowercased()) })
    private static let subdivisionsByCountry = Dictionary(grouping: allCases.filter(\.isSubdivision), by: \.country)
}

/// One holiday on one date in one region.
public struct Holiday: Hashable, Sendable {
    /// Stable identifier, `<region>.<name>` in lower case: `se.midsummer-eve`, `us.independence-day`.
    /// A substitute or observed day has the id of the holiday it stands in for plus `.observed`.
    public let id: String
    public let region: HolidayRegion
    public let date: CalendarDate
    /// A public holiday (red day, bank holiday, statutory day off), as opposed to an observance or
    /// de-facto day off (Swedish Midsommarafton, Julafton, Nyårsafton).
    public let isPublic: Bool
    /// A day off that replaces a holiday falling on a weekend or another holiday (US observed days,
    /// GB substitute Mondays, JP 振替休日, KR 대체공휴일).
    public let isSubstitute: Bool
    /// Whether people have the day off: true for public holidays and de-facto days off (Julafton),
    /// false for the observances of `ObservanceCalendar` (Valentine's Day, Mother's Day), which are
    /// only dates to look up, so that answers do not call them days off.
    public let isDayOff: Bool
    /// The name in the region's own language.
    public let localName: String
    public let englishName: String
    /// A feast of the Hebrew calendar, whose day begins at sundown: `date` is the evening it begins
    /// (erev), and the day itself is the next.
    public let beginsAtSundown: Bool

    public init(id: String, region: HolidayRegion, date: CalendarDate, isPublic: Bool, isSubstitute: Bool = false,
                isDayOff: Bool = true, localName: String, englishName: String, beginsAtSundown: Bool = false) {
        self.id = id
        self.region = region
        self.date = date
        self.isPublic = isPublic
        self.isSubstitute = isSubstitute
        self.isDayOff = isDayOff
        self.localName = localName
        self.englishName = englishName
        self.beginsAtSundown = beginsAtSundown
    }

    /// The daytime of the feast: the day after the evening it begins, else the date itself.
    public var mainDay: CalendarDate { beginsAtSundown ? date.shifted(1) : date }
}
