/// Norway: lov om helligdager og helligdagsfred (1995) and lov om 1. og 17. mai som høgtidsdager (1947).
extension Regions {
    static let norway = RegionDefinition(.NO, rules: [
        HolidayRule("new-years-day", "Første nyttårsdag", "New Year's Day", .fixed(1, 1)),
        HolidayRule("maundy-thursday", "Skjærtorsdag", "Maundy Thursday", .easter(-3)),
        HolidayRule("good-friday", "Langfredag", "Good Friday", .easter(-2)),
        HolidayRule("easter-sunday", "Første påskedag", "Easter Sunday", .easter(0)),
        HolidayRule("easter-monday", "Andre påskedag", "Easter Monday", .easter(1)),
        HolidayRule("labour-day", "Arbeidernes dag", "Labour Day", .fixed(5, 1)),
        HolidayRule("constitution-day", "Grunnlovsdag", "Constitution Day", .fixed(5, 17)),
        HolidayRule("ascension-day", "Kristi himmelfartsdag", "Ascension Day", .easter(39)),
        HolidayRule("whit-sunday", "Første pinsedag", "Whit Sunday", .easter(49)),
        HolidayRule("whit-monday", "Andre pinsedag", "Whit Monday", .easter(50)),
        HolidayRule("christmas-day", "Første juledag", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Andre juledag", "Boxing Day", .fixed(12, 26)),
    ])
}
