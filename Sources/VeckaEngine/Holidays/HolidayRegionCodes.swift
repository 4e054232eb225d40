extension HolidayRegion {
    /// The region a code names, in any case: `SE`, `se`, `DE-BY`, `de-by`. Its country is found by its two
    /// letters in a table, a subdivision then among that country's own. `init(rawValue:)` compares the
    /// code with every case's in turn (over 300 of them): a holiday name's search order asked it once
    /// for each holiday id the name has, a sixth of the instructions of a one-shot answer.
    public init?(code: some StringProtocol) {
        let upper = code.uppercased()
        guard let country = Self.country(ofCode: upper) else { return nil }
        if upper.utf8.count == 2 {
            self = country
            return
        }
        guard let region = country.subdivisions.first(where: { $0.rawValue == upper }) else { return nil }
        self = region
    }

    /// The country of a code in capitals, by its first two letters (`DE` of `DE-BY`).
    static func country(ofCode code: String) -> HolidayRegion? {
        var letters = code.utf8.makeIterator()
        guard let first = letters.next(), let second = letters.next() else { return nil }
        return country(first, second)
    }

    /// The country whose code is these two capital letters, nil for any other two bytes.
    private static func country(_ first: UInt8, _ second: UInt8) -> HolidayRegion? {
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
              (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(second) else { return nil }
        let ordinal = countryOrdinals[Int(first - UInt8(ascii: "A")) * 26 + Int(second - UInt8(ascii: "A"))]
        return ordinal == noCountry ? nil : allCases[Int(ordinal)]
    }

    private static let noCountry = UInt16.max

    /// Each pair of capital letters' country, as its place in `allCases` (`noCountry` where none).
    private static let countryOrdinals: [UInt16] = {
        var table = [UInt16](repeating: noCountry, count: 26 * 26)
        for (ordinal, region) in allCases.enumerated() {
            let code = region.rawValue.utf8
            guard code.count == 2, let first = code.first, let second = code.last else { continue }
            table[Int(first - UInt8(ascii: "A")) * 26 + Int(second - UInt8(ascii: "A"))] = UInt16(ordinal)
        }
        return table
    }()
}
