/// Canada's ten provinces and three territories (CA-AB … CA-YT). Statutory holidays are provincial:
/// each province's employment standards act (Alberta's Employment Standards Code s. 25, British
/// Columbia's Employment Standards Act s. 1, Ontario's Employment Standards Act 2000 s. 1, Québec's Act
/// respecting labour standards s. 60 and National Holiday Act, …) lists its days, and each keeps the five
/// nationwide ones (Regions/CA.swift) plus those below, as python-holidays 0.109 has them with `subdiv=`
/// (the acts are cited in docs/holidays.md).
extension Regions {
    static let canadianProvinces = canada.subdivisions(
        HolidayRegion.CA.subdivisions, rows: CanadianProvinceHolidays.table,
        // Where Canada Day moves off a weekend, the province's row replaces the nationwide one.
        without: { CanadianProvinceHolidays.canadaDayMoved.contains($0) ? ["canada-day", "dominion-day"] : [] },
        decrees: { CanadianProvinceHolidays.decrees[$0] ?? [] })
}

/// The holidays that only some provinces and territories keep, one row per holiday and rule.
enum CanadianProvinceHolidays {
    typealias Row = SubdivisionRow

    static let table: [Row] = [
        // The third Monday of February, under four names. British Columbia kept its Family Day on the
        // second Monday until 2018, Prince Edward Island its Islander Day in 2009.
        Row(HolidayRule("family-day", "Family Day", "Family Day", .nth(3, .monday, of: 2), years: 1990...9999), [.CA_AB]),
        Row(HolidayRule("family-day", "Family Day", "Family Day", .nth(3, .monday, of: 2), years: 2007...9999), [.CA_SK]),
        Row(HolidayRule("family-day", "Family Day", "Family Day", .nth(3, .monday, of: 2), years: 2008...9999), [.CA_ON]),
        Row(HolidayRule("family-day", "Family Day", "Family Day", .nth(3, .monday, of: 2), years: 2018...9999), [.CA_NB]),
        Row(HolidayRule("family-day", "Family Day", "Family Day", .nth(2, .monday, of: 2), years: 2013...2018), [.CA_BC]),
        Row(HolidayRule("family-day", "Family Day", "Family Day", .nth(3, .monday, of: 2), years: 2019...9999), [.CA_BC]),
        Row(HolidayRule("louis-riel-day", "Louis Riel Day", "Louis Riel Day", .nth(3, .monday, of: 2), years: 2008...9999), [.CA_MB]),
        Row(HolidayRule("heritage-day", "Heritage Day", "Heritage Day", .nth(3, .monday, of: 2), years: 2015...9999), [.CA_NS]),
        Row(HolidayRule("islander-day", "Islander Day", "Islander Day", .nth(2, .monday, of: 2), years: 2009...2009), [.CA_PE]),
        Row(HolidayRule("islander-day", "Islander Day", "Islander Day", .nth(3, .monday, of: 2), years: 2010...9999), [.CA_PE]),
        // The Monday before 25 May: Victoria Day, and in Québec the National Patriots' Day since 2003.
        Row(HolidayRule("victoria-day", "Victoria Day", "Victoria Day", .weekday(.monday, onOrAfter: 5, 18)),
            [.CA_AB, .CA_BC, .CA_MB, .CA_NT, .CA_NU, .CA_ON, .CA_SK, .CA_YT]),
        Row(HolidayRule("national-patriots-day", "National Patriots' Day", "National Patriots' Day",
                        .weekday(.monday, onOrAfter: 5, 18), years: 2003...9999), [.CA_QC]),
        Row(HolidayRule("national-aboriginal-day", "National Aboriginal Day", "National Aboriginal Day", .fixed(6, 21),
                        years: 2001...9999), [.CA_NT]),
        Row(HolidayRule("national-aboriginal-day", "National Aboriginal Day", "National Aboriginal Day", .fixed(6, 21),
                        years: 2017...9999), [.CA_YT]),
        // Québec's Fête nationale (National Holiday Act): a Sunday gives the Monday.
        Row(HolidayRule("saint-john-the-baptist-day", "Saint John the Baptist Day", "Saint John the Baptist Day",
                        .fixed(6, 24), substitute: sundayToMonday), [.CA_QC]),
        // Canada Day where a weekend moves it: Sunday only in Alberta, British Columbia and Québec;
        // Saturday too in Newfoundland and Labrador (where 1 July is also Memorial Day), Prince Edward
        // Island, Saskatchewan and Yukon.
        Row(HolidayRule("dominion-day", "Dominion Day", "Dominion Day", .fixed(7, 1), years: 1879...1982,
                        substitute: sundayToMonday), [.CA_AB, .CA_BC, .CA_QC]),
        Row(HolidayRule("canada-day", "Canada Day", "Canada Day", .fixed(7, 1), years: 1983...9999,
                        substitute: sundayToMonday), [.CA_AB, .CA_BC, .CA_QC]),
        Row(HolidayRule("dominion-day", "Dominion Day", "Dominion Day", .fixed(7, 1), years: 1879...1982,
                        substitute: .weekendToMonday), [.CA_NL, .CA_PE, .CA_SK, .CA_YT]),
        Row(HolidayRule("canada-day", "Canada Day", "Canada Day", .fixed(7, 1), years: 1983...9999,
                        substitute: .weekendToMonday), [.CA_NL, .CA_PE, .CA_SK, .CA_YT]),
        Row(HolidayRule("nunavut-day", "Nunavut Day", "Nunavut Day", .fixed(7, 9), years: 2020...9999), [.CA_NU]),
        // The first Monday of August, under each province's name.
        Row(HolidayRule("british-columbia-day", "British Columbia Day", "British Columbia Day", .nth(1, .monday, of: 8),
                        years: 1974...9999), [.CA_BC]),
        Row(HolidayRule("new-brunswick-day", "New Brunswick Day", "New Brunswick Day", .nth(1, .monday, of: 8),
                        years: 1975...9999), [.CA_NB]),
        Row(HolidayRule("saskatchewan-day", "Saskatchewan Day", "Saskatchewan Day", .nth(1, .monday, of: 8)), [.CA_SK]),
        Row(HolidayRule("civic-holiday", "Civic Holiday", "Civic Holiday", .nth(1, .monday, of: 8)), [.CA_NT, .CA_NU]),
        // Yukon: the Klondike gold discovery of 1896, the third Monday of August.
        Row(HolidayRule("discovery-day", "Discovery Day", "Discovery Day", .nth(3, .monday, of: 8)), [.CA_YT]),
        // 30 September, since Canada made it a federal holiday in 2021; a weekend gives the Monday in
        // British Columbia and Manitoba.
        Row(HolidayRule("truth-and-reconciliation-day", "National Day for Truth and Reconciliation",
                        "National Day for Truth and Reconciliation", .fixed(9, 30), years: 2022...9999), [.CA_NT, .CA_NU, .CA_PE]),
        Row(HolidayRule("truth-and-reconciliation-day", "National Day for Truth and Reconciliation",
                        "National Day for Truth and Reconciliation", .fixed(9, 30), years: 2023...9999), [.CA_YT]),
        Row(HolidayRule("truth-and-reconciliation-day", "National Day for Truth and Reconciliation",
                        "National Day for Truth and Reconciliation", .fixed(9, 30), years: 2023...9999,
                        substitute: .weekendToMonday), [.CA_BC]),
        Row(HolidayRule("truth-and-reconciliation-day", "National Day for Truth and Reconciliation",
                        "National Day for Truth and Reconciliation", .fixed(9, 30), years: 2024...9999,
                        substitute: .weekendToMonday), [.CA_MB]),
        // The second Monday of October, everywhere but the four Atlantic provinces.
        Row(HolidayRule("thanksgiving-day", "Thanksgiving Day", "Thanksgiving Day", .nth(2, .monday, of: 10)),
            [.CA_AB, .CA_BC, .CA_MB, .CA_NT, .CA_NU, .CA_ON, .CA_QC, .CA_SK, .CA_YT]),
        // 11 November; a weekend gives the Monday in five of them. Nova Scotia since its Remembrance Day
        // Act of 1981.
        Row(HolidayRule("remembrance-day", "Remembrance Day", "Remembrance Day", .fixed(11, 11)),
            [.CA_BC, .CA_NB, .CA_NT, .CA_NU]),
        Row(HolidayRule("remembrance-day", "Remembrance Day", "Remembrance Day", .fixed(11, 11), substitute: .weekendToMonday),
            [.CA_AB, .CA_NL, .CA_PE, .CA_SK, .CA_YT]),
        Row(HolidayRule("remembrance-day", "Remembrance Day", "Remembrance Day", .fixed(11, 11), years: 1981...9999,
                        substitute: .weekendToMonday), [.CA_NS]),
        // Ontario: a weekend Boxing Day moves past the weekend and the Christmas Monday.
        Row(HolidayRule("boxing-day", "Boxing Day", "Boxing Day", .fixed(12, 26), substitute: .weekendToMondayOrTuesday),
            [.CA_ON]),
    ]

    /// The provinces whose Canada Day rows above replace the nationwide one.
    static let canadaDayMoved: Set<HolidayRegion> = [.CA_AB, .CA_BC, .CA_QC, .CA_NL, .CA_PE, .CA_SK, .CA_YT]

    /// One-off days: the state funeral of Queen Elizabeth II, 19 September 2022, a holiday in the
    /// provinces and territory that proclaimed it.
    static let decrees: [HolidayRegion: [DecreeDay]] = Dictionary(uniqueKeysWithValues:
        [HolidayRegion.CA_BC, .CA_NB, .CA_NL, .CA_NS, .CA_PE, .CA_YT].map { province in
            (province, [DecreeDay(2022, 9, 19, "queens-funeral", "Funeral of Her Majesty the Queen Elizabeth II",
                                  "Funeral of Her Majesty the Queen Elizabeth II")])
        })

    private static let sundayToMonday = SubstitutePolicy([.sunday: .days(+1)])
}
