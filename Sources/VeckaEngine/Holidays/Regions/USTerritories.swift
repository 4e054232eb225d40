/// The holidays of the six outlying areas python-holidays has as US subdivisions (American Samoa, Guam,
/// the Northern Mariana Islands, Puerto Rico, the Minor Outlying Islands and the US Virgin Islands), beyond
/// the federal ones: rows as in Regions/USStateHolidays.swift. The Minor Outlying Islands have no civil
/// law of their own: the federal list less Columbus Day, as python-holidays has it.
enum USTerritoryHolidays {
    typealias Row = SubdivisionRow
    private typealias State = USStateHolidays

    static let table: [Row] = [
        Row(State.goodFriday, [.US_GU, .US_MP, .US_PR, .US_VI]),
        // AS: A.S.C.A. 1.0501. Flag Day (1900 cession of Tutuila), Manu'a Islands Cession Day from 1983,
        // White Sunday (the second Sunday of October).
        Row(State.day("american-samoa-flag-day", "American Samoa Flag Day", .fixed(4, 17), substitute: State.observed),
            [.US_AS]),
        Row(State.day("manua-islands-cession-day", "Manu'a Islands Cession Day", .fixed(7, 16), substitute: State.observed)
                .since(1983), [.US_AS]),
        Row(State.day("white-sunday", "White Sunday", .nth(2, .sunday, of: 10)), [.US_AS]),
        // GU: 1 G.C.A. § 1000.
        Row(State.day("guam-discovery-day", "Guam Discovery Day", .nth(1, .monday, of: 3)), [.US_GU]),
        Row(State.day("guam-liberation-day", "Liberation Day (Guam)", .fixed(7, 21)), [.US_GU]),
        Row(State.day("all-souls-day", "All Souls' Day", .fixed(11, 2)), [.US_GU]),
        Row(State.day("lady-of-camarin-day", "Lady of Camarin Day", .fixed(12, 8)), [.US_GU]),
        // MP: 1 CMC § 101 and the Governor's yearly memorandum of legal holidays. Commonwealth Cultural Day
        // is the federal Columbus Day (second Monday of October).
        Row(State.day("commonwealth-covenant-day", "Commonwealth Covenant Day", .fixed(3, 24), substitute: State.observed),
            [.US_MP]),
        Row(State.evenYearElectionDay.since(2008), [.US_MP]),
        Row(State.day("citizenship-day", "Citizenship Day", .fixed(11, 4), substitute: State.observed), [.US_MP]),
        Row(State.day("commonwealth-constitution-day", "Commonwealth Constitution Day", .fixed(12, 8), substitute: State.observed),
            [.US_MP]),
        // VI: 1 V.I.C. § 171. Presidents' Day and Columbus Day and Puerto Rico Friendship Day are the federal days.
        Row(State.day("three-kings-day", "Three Kings Day", .fixed(1, 6)), [.US_VI]),
        Row(State.day("transfer-day", "Transfer Day", .fixed(3, 31)), [.US_VI]),
        Row(State.day("holy-thursday", "Holy Thursday", .easter(-3)), [.US_VI]),
        Row(State.day("easter-monday", "Easter Monday", .easter(1)), [.US_VI]),
        Row(State.day("vi-emancipation-day", "Virgin Islands Emancipation Day", .fixed(7, 3)), [.US_VI]),
        Row(State.day("liberty-day", "Liberty Day", .fixed(11, 1)), [.US_VI]),
        Row(State.day("christmas-second-day", "Christmas Second Day", .fixed(12, 26)), [.US_VI]),
    ] + puertoRico

    /// PR: the holidays of 1 L.P.R.A. § 71. Ley 88 of 1969 moved several from their dates (until 1970
    /// below) to Mondays from 1971; Ley 111 of 2014 abolished four and made Día de la Raza a Monday
    /// again. A holiday of its own on a Sunday is kept on the Monday. Washington's Birthday and Veterans
    /// Day are rows here, not the federal rules.
    private static let puertoRico: [Row] = [
        Row(State.day("epiphany", "Epiphany", .fixed(1, 6)), [.US_PR]),
        Row(puertoRicoDay("hostos-birthday", "Birthday of Eugenio María de Hostos", 1, 11).until(1970), [.US_PR]),
        Row(State.day("hostos-birthday", "Birthday of Eugenio María de Hostos", .nth(2, .monday, of: 1))
                .during(1971...2014), [.US_PR]),
        // Law 152 of 2018: George Washington Day, Presidents' Day and the Day of the Women and Men Heroes.
        Row(puertoRicoDay("washingtons-birthday", "George Washington Day", 2, 22).until(1970), [.US_PR]),
        Row(State.day("washingtons-birthday", "George Washington Day", .nth(3, .monday, of: 2)).since(1971), [.US_PR]),
        Row(puertoRicoDay("abolition-of-slavery-day", "Puerto Rico Emancipation Day", 3, 22), [.US_PR]),
        Row(puertoRicoDay("jose-de-diego-day", "José de Diego Day", 4, 16).until(1970), [.US_PR]),
        Row(State.day("jose-de-diego-day", "José de Diego Day", .nth(3, .monday, of: 4)).during(1971...2014), [.US_PR]),
        Row(puertoRicoDay("munoz-rivera-day", "Luis Muñoz Rivera Day", 7, 17).until(1970), [.US_PR]),
        Row(State.day("munoz-rivera-day", "Luis Muñoz Rivera Day", .nth(3, .monday, of: 7)).during(1971...2014), [.US_PR]),
        Row(puertoRicoDay("puerto-rico-constitution-day", "Puerto Rico Constitution Day", 7, 25), [.US_PR]),
        // José Celso Barbosa Day: the fourth Monday of July, 27 July again from 1994 (Laws 39 of 1994 and
        // 76 of 1995), abolished in 2014.
        Row(puertoRicoDay("barbosa-day", "José Celso Barbosa Day", 7, 27).until(1970), [.US_PR]),
        Row(State.day("barbosa-day", "José Celso Barbosa Day", .nth(4, .monday, of: 7)).during(1971...1993), [.US_PR]),
        Row(puertoRicoDay("barbosa-day", "José Celso Barbosa Day", 7, 27).during(1994...2014), [.US_PR]),
        // Día de la Raza: 12 October from 1974 (Law 260 of 1974), the second Monday again from 2014.
        Row(puertoRicoDay("columbus-day", "Columbus Day", 10, 12).until(1970), [.US_PR]),
        Row(State.columbusDay.during(1971...1973), [.US_PR]),
        Row(puertoRicoDay("columbus-day", "Columbus Day", 10, 12).during(1974...2013), [.US_PR]),
        Row(State.columbusDay.since(2014), [.US_PR]),
        Row(puertoRicoDay("veterans-day", "Veterans Day", 11, 11), [.US_PR]),
        // Law 117 of 2022 renamed it Puerto Rican Identity Day (Día de la Puertorriqueñidad).
        Row(puertoRicoDay("discovery-of-puerto-rico-day", "Puerto Rican Identity Day", 11, 19), [.US_PR]),
    ]

    /// A fixed Puerto Rican holiday, kept on the Monday when it falls on a Sunday.
    private static func puertoRicoDay(_ key: String, _ name: String, _ month: Int, _ day: Int) -> HolidayRule {
        State.day(key, name, .fixed(month, day), substitute: State.sundayToMonday)
    }
}
