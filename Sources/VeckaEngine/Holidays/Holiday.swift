/// The regions whose public holidays vecka-ask knows: countries and territories (ISO 3166-1) and the
/// subdivisions (ISO 3166-2) whose laws add holidays of their own: Germany's and Austria's Länder, the UK's
/// nations, Switzerland's cantons, the US states, Australia's states and Canada's provinces. A subdivision's
/// holidays are its whole table (the nationwide ones it keeps plus its own); the country alone means the
/// nationwide holidays only.
public enum HolidayRegion: String, Sendable, CaseIterable, Comparable {
    case SE, NO, DK, FI, IS, DE, GB, FR, IT, NL, JP, CN, HK, TH, VN, US, KR
    // Where German, English and Chinese are spoken besides (issue 17).
    case AT, CH, LI, LU, IE, CA, AU, NZ, SG, TW, MO
    case DE_BB = "DE-BB", DE_BE = "DE-BE", DE_BW = "DE-BW", DE_BY = "DE-BY", DE_HB = "DE-HB", DE_HE = "DE-HE"
    case DE_HH = "DE-HH", DE_MV = "DE-MV", DE_NI = "DE-NI", DE_NW = "DE-NW", DE_RP = "DE-RP", DE_SH = "DE-SH"
    case DE_SL = "DE-SL", DE_SN = "DE-SN", DE_ST = "DE-ST", DE_TH = "DE-TH"
    /// The city of Augsburg, python-holidays' one subdivision without an ISO 3166-2 code: Bavaria's holidays
    /// with the Hohes Friedensfest (8 August) and Mariä Himmelfahrt. It lies in Bavaria (`containingRegion`).
    case DE_AUGSBURG = "DE-AUGSBURG"
    /// Scotland and Northern Ireland (Regions/GBNations.swift); GB itself is England and Wales, which
    /// `GB-ENG` and `GB-WLS` name (PlaceRegions).
    case GB_NIR = "GB-NIR", GB_SCT = "GB-SCT"
    /// Austria's nine Länder (Regions/ATStates.swift).
    case AT_1 = "AT-1", AT_2 = "AT-2", AT_3 = "AT-3", AT_4 = "AT-4", AT_5 = "AT-5", AT_6 = "AT-6", AT_7 = "AT-7"
    case AT_8 = "AT-8", AT_9 = "AT-9"
    /// Switzerland's 26 cantons (Regions/CHCantons.swift).
    case CH_AG = "CH-AG", CH_AI = "CH-AI", CH_AR = "CH-AR", CH_BE = "CH-BE", CH_BL = "CH-BL", CH_BS = "CH-BS"
    case CH_FR = "CH-FR", CH_GE = "CH-GE", CH_GL = "CH-GL", CH_GR = "CH-GR", CH_JU = "CH-JU", CH_LU = "CH-LU"
    case CH_NE = "CH-NE", CH_NW = "CH-NW", CH_OW = "CH-OW", CH_SG = "CH-SG", CH_SH = "CH-SH", CH_SO = "CH-SO"
    case CH_SZ = "CH-SZ", CH_TG = "CH-TG", CH_TI = "CH-TI", CH_UR = "CH-UR", CH_VD = "CH-VD", CH_VS = "CH-VS"
    case CH_ZG = "CH-ZG", CH_ZH = "CH-ZH"
    /// The 50 states, the District of Columbia and the six outlying areas python-holidays has as subdivisions
    /// (Regions/USStates.swift).
    case US_AK = "US-AK", US_AL = "US-AL", US_AR = "US-AR", US_AS = "US-AS", US_AZ = "US-AZ", US_CA = "US-CA"
    case US_CO = "US-CO", US_CT = "US-CT", US_DC = "US-DC", US_DE = "US-DE", US_FL = "US-FL", US_GA = "US-GA"
    case US_GU = "US-GU", US_HI = "US-HI", US_IA = "US-IA", US_ID = "US-ID", US_IL = "US-IL", US_IN = "US-IN"
    case US_KS = "US-KS", US_KY = "US-KY", US_LA = "US-LA", US_MA = "US-MA", US_MD = "US-MD", US_ME = "US-ME"
    case US_MI = "US-MI", US_MN = "US-MN", US_MO = "US-MO", US_MP = "US-MP", US_MS = "US-MS", US_MT = "US-MT"
    case US_NC = "US-NC", US_ND = "US-ND", US_NE = "US-NE", US_NH = "US-NH", US_NJ = "US-NJ", US_NM = "US-NM"
    case US_NV = "US-NV", US_NY = "US-NY", US_OH = "US-OH", US_OK = "US-OK", US_OR = "US-OR", US_PA = "US-PA"
    case US_PR = "US-PR", US_RI = "US-RI", US_SC = "US-SC", US_SD = "US-SD", US_TN = "US-TN", US_TX = "US-TX"
    case US_UM = "US-UM", US_UT = "US-UT", US_VA = "US-VA", US_VI = "US-VI", US_VT = "US-VT", US_WA = "US-WA"
    case US_WI = "US-WI", US_WV = "US-WV", US_WY = "US-WY"
    /// Australia's six states and two territories (Regions/AUStates.swift).
    case AU_ACT = "AU-ACT", AU_NSW = "AU-NSW", AU_NT = "AU-NT", AU_QLD = "AU-QLD", AU_SA = "AU-SA"
    case AU_TAS = "AU-TAS", AU_VIC = "AU-VIC", AU_WA = "AU-WA"
    /// Canada's ten provinces and three territories (Regions/CAProvinces.swift).
    case CA_AB = "CA-AB", CA_BC = "CA-BC", CA_MB = "CA-MB", CA_NB = "CA-NB", CA_NL = "CA-NL", CA_NS = "CA-NS"
    case CA_NT = "CA-NT", CA_NU = "CA-NU", CA_ON = "CA-ON", CA_PE = "CA-PE", CA_QC = "CA-QC", CA_SK = "CA-SK"
    case CA_YT = "CA-YT"

    public static func < (lhs: HolidayRegion, rhs: HolidayRegion) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A region by its code, from a table made once. The synthesized initializer compares the code with
    /// each of the 160 cases' in turn — all of them for a code that is none — which every region a
    /// question or a holiday id named paid, and the region facts 132 times at start-up.
    public init?(rawValue: String) {
        guard let region = HolidayRegion.byCode[rawValue] else { return nil }
        self = region
    }

    private static let byCode: [String: HolidayRegion] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The countries, without their subdivisions: what `all` means (a Land's holidays would repeat
    /// its country's).
    public static let countries: [HolidayRegion] = allCases.filter { !$0.isSubdivision }

    /// Every code, as messages list them: the countries one by one, each country's subdivisions as a
    /// range ("SE, NO, …, MO, DE-BB … DE-TH, GB-NIR, GB-SCT, AT-1 … AT-9, …"), 163 codes in one line.
    public static let codeList: String = {
        var items = countries.map(\.rawValue)
        for country in countries {
            let parts = country.subdivisions
            // ISO 3166-2 codes as a range, a city (DE-AUGSBURG) by itself.
            let iso = parts.filter { $0.rawValue.utf8.count <= 6 }
            if let first = iso.first, let last = iso.last {
                items += iso.count > 2 ? ["\(first.rawValue) … \(last.rawValue)"] : iso.map(\.rawValue)
            }
            items += parts.filter { $0.rawValue.utf8.count > 6 }.map(\.rawValue)
        }
        return items.joined(separator: ", ")
    }()

    /// The subdivision a smaller one lies in (Augsburg in Bavaria), nil for the others.
    public var containingRegion: HolidayRegion? { self == .DE_AUGSBURG ? .DE_BY : nil }

    /// An ISO 3166-2 subdivision (`DE-BY`) rather than a country.
    public var isSubdivision: Bool { Self.facts[ordinal].isSubdivision }

    /// The country a subdivision belongs to; a country itself.
    public var country: HolidayRegion { Self.facts[ordinal].country }

    /// The subdivisions that keep holidays of their own (Germany's Länder, the US states, …), in code order.
    public var subdivisions: [HolidayRegion] { Self.facts[ordinal].subdivisions }

    /// The prefix of this region's holiday ids: `se` in `se.midsummer-eve`; a subdivision's holidays
    /// have their country's (`de.corpus-christi` in DE-BY), so that a holiday has one id and one set
    /// of names wherever it is kept.
    public var code: String { Self.facts[ordinal].code }

    /// The case's place in `allCases`: a case-only enum is stored as that number (a test checks it). Equality,
    /// hashing and the facts below use it; the defaults of a `String` raw value compare and hash the string,
    /// which every holiday lookup paid for, over 160 regions.
    var ordinal: Int { Int(withUnsafeBytes(of: self) { $0[0] }) }

    public static func == (lhs: HolidayRegion, rhs: HolidayRegion) -> Bool { lhs.ordinal == rhs.ordinal }

    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// What the region's code says, worked out once per case.
    private struct Facts: Sendable {
        let isSubdivision: Bool
        let country: HolidayRegion
        let code: String
        let subdivisions: [HolidayRegion]
    }

    private static let facts: [Facts] = {
        let countryOf = allCases.map { region in country(ofCode: region.rawValue) ?? region }
        var parts = [[HolidayRegion]](repeating: [], count: allCases.count)
        for (index, region) in allCases.enumerated() where countryOf[index] != region {
            parts[countryOf[index].ordinal].append(region)
        }
        return allCases.enumerated().map { index, region in
            Facts(isSubdivision: countryOf[index] != region, country: countryOf[index],
                  code: countryOf[index].rawValue.lowercased(), subdivisions: parts[index])
        }
    }()

    /// Every region not among `regions`, in `allCases` order (a holiday name's last search pass).
    public static func others(than regions: [HolidayRegion]) -> [HolidayRegion] {
        var listed = [Bool](repeating: false, count: allCases.count)
        for region in regions { listed[region.ordinal] = true }
        return allCases.filter { !listed[$0.ordinal] }
    }

    /// The years whose public holidays the engine knows for this region (1970–2100 for most; see
    /// `RegionDefinition.years`). Outside them no holiday is listed, and answers say so.
    public var knownYears: ClosedRange<Int> { HolidayCalendar.supportedYears(of: self) }

    /// Whether `date` is a weekly rest day (Saturday or Sunday; Hong Kong: Sunday only), on which a
    /// holiday gives its day off on another day where the law says so.
    public func isRestDay(_ date: CalendarDate) -> Bool { HolidayCalendar.definition(of: self).weekend.contains(date.isoWeekday) }

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
