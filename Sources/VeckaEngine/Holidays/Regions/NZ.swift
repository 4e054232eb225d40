/// New Zealand: the public holidays of the Holidays Act 2003 (s. 44), and the Holidays Act 1981
/// before it; Waitangi Day (New Zealand Day 1974–1976) by the Waitangi Day Act 1976, Matariki by the
/// Te Kāhui o Matariki Public Holiday Act 2022. Mondayisation (s. 45): New Year's Day, 2 January,
/// Christmas Day and Boxing Day on a weekend give the next Monday (and Tuesday, when both days of
/// the pair fall on the weekend); Waitangi Day and Anzac Day on a weekend give the Monday after since
/// 2014 (Holidays (Full Recognition of Waitangi Day and ANZAC Day) Amendment Act 2013). The
/// provinces' anniversary days are regional and not listed.
extension Regions {
    static let newZealand = RegionDefinition(.NZ, rules: [
        HolidayRule("new-years-day", "New Year's Day", "New Year's Day", .fixed(1, 1), substitute: .weekendToMondayOrTuesday),
        HolidayRule("day-after-new-years-day", "Day after New Year's Day", "Day after New Year's Day", .fixed(1, 2),
                    substitute: .weekendToMondayOrTuesday),
        HolidayRule("new-zealand-day", "New Zealand Day", "New Zealand Day", .fixed(2, 6), years: 1974...1976),
        HolidayRule("waitangi-day", "Waitangi Day", "Waitangi Day", .fixed(2, 6), years: 1977...9999,
                    substitute: SubstitutePolicy.weekendToMonday.since(2014)),
        HolidayRule("good-friday", "Good Friday", "Good Friday", .easter(-2)),
        HolidayRule("easter-monday", "Easter Monday", "Easter Monday", .easter(1)),
        HolidayRule("anzac-day", "Anzac Day", "Anzac Day", .fixed(4, 25), substitute: SubstitutePolicy.weekendToMonday.since(2014)),
        // The first Monday of June; the Queen's Birthday 1952–2022 (python-holidays' names).
        HolidayRule("queens-birthday", "Queen's Birthday", "Queen's Birthday", .nth(1, .monday, of: 6), years: 1952...2022),
        HolidayRule("kings-birthday", "King's Birthday", "King's Birthday", .nth(1, .monday, of: 6), years: 2023...9999),
        // The Friday nearest the Tangaroa lunar phase of the lunar month Pipiri, as Te Kāhui Tātai
        // Matariki (the Matariki Advisory Group) fixed it and the Act's schedule lists it, 2022–2052.
        // Later dates are not set yet: no day is listed for them.
        HolidayRule("matariki", "Matariki", "Matariki", .custom { year in
            matariki[year].flatMap { CalendarDate(year: year, month: $0.month, day: $0.day) }
        }, years: 2022...2052),
        // Key `labor-day`, as the US one: `labour-day` is 1 May (its names find May Day).
        HolidayRule("labor-day", "Labour Day", "Labour Day", .nth(4, .monday, of: 10)),
        HolidayRule("christmas-day", "Christmas Day", "Christmas Day", .fixed(12, 25), substitute: .weekendToMondayOrTuesday),
        HolidayRule("boxing-day", "Boxing Day", "Boxing Day", .fixed(12, 26), substitute: .weekendToMondayOrTuesday),
    ], decrees: Decrees.newZealand, substitutePasses: [RuleSubstitutes()])

    /// Te Kāhui o Matariki Public Holiday Act 2022, Schedule 1.
    private static let matariki: [Int: (month: Int, day: Int)] = [
        2022: (6, 24), 2023: (7, 14), 2024: (6, 28), 2025: (6, 20), 2026: (7, 10), 2027: (6, 25), 2028: (7, 14),
        2029: (7, 6), 2030: (6, 21), 2031: (7, 11), 2032: (7, 2), 2033: (6, 24), 2034: (7, 7), 2035: (6, 29),
        2036: (7, 18), 2037: (7, 10), 2038: (6, 25), 2039: (7, 15), 2040: (7, 6), 2041: (7, 19), 2042: (7, 11),
        2043: (7, 3), 2044: (6, 24), 2045: (7, 7), 2046: (6, 29), 2047: (7, 19), 2048: (7, 3), 2049: (6, 25),
        2050: (7, 15), 2051: (6, 30), 2052: (6, 21),
    ]
}
