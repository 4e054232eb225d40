extension HolidayRegion {
    /// The holiday region whose rules are a place's own (an ISO 3166 code): the region itself, or a
    /// subdivision that keeps exactly its country's rules as modelled here. GB's rules are the bank
    /// holidays of England and Wales (as python-holidays' GB-ENG and GB-WLS), so those two are GB;
    /// Scotland and Northern Ireland are not.
    public init?(place code: String) {
        let code = code.uppercased()
        switch code {
        case "GB-ENG", "GB-WLS": self = .GB
        default: self.init(rawValue: code)
        }
    }

    /// Whether every part of the country keeps this region's holidays (some parts keep more): then a day
    /// only some parts keep is "not a holiday in all of Germany". GB's rules are England and Wales's, not
    /// the UK's, so a day Scotland keeps is "not a holiday in England and Wales" (SubdivisionAnswers).
    public var rulesHoldNationwide: Bool { self != .GB }
}

extension PlaceCodes {
    /// An ISO 3166-1 country code or one of the ISO 3166-2 subdivisions listed.
    public static func isKnown(_ code: String) -> Bool {
        countries.contains(code.uppercased()) || subdivisions[code.uppercased()] != nil
    }
}
