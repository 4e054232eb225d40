/// Denmark: helligdagsloven. Store bededag was abolished from 2024 (lov nr. 171 of 28 Feb 2023).
/// 1 May, Grundlovsdag, Juleaftensdag and Nytårsaften are not holidays in law but widely days off
/// by agreement: observances (`isPublic == false`).
extension Regions {
    static let denmark = RegionDefinition(.DK, rules: [
        HolidayRule("new-years-day", "Nytårsdag", "New Year's Day", .fixed(1, 1)),
        HolidayRule("maundy-thursday", "Skærtorsdag", "Maundy Thursday", .easter(-3)),
        HolidayRule("good-friday", "Langfredag", "Good Friday", .easter(-2)),
        HolidayRule("easter-sunday", "Påskedag", "Easter Sunday", .easter(0)),
        HolidayRule("easter-monday", "Anden påskedag", "Easter Monday", .easter(1)),
        HolidayRule("great-prayer-day", "Store bededag", "Great Prayer Day", .easter(26), years: 1...2023),
        HolidayRule("workers-day", "Arbejdernes kampdag", "Workers' Day", .fixed(5, 1), isPublic: false),
        HolidayRule("ascension-day", "Kristi himmelfartsdag", "Ascension Day", .easter(39)),
        HolidayRule("whit-sunday", "Pinsedag", "Whit Sunday", .easter(49)),
        HolidayRule("whit-monday", "Anden pinsedag", "Whit Monday", .easter(50)),
        HolidayRule("constitution-day", "Grundlovsdag", "Constitution Day", .fixed(6, 5), isPublic: false),
        HolidayRule("christmas-eve", "Juleaftensdag", "Christmas Eve", .fixed(12, 24), isPublic: false),
        HolidayRule("christmas-day", "Juledag", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Anden juledag", "Boxing Day", .fixed(12, 26)),
        HolidayRule("new-years-eve", "Nytårsaften", "New Year's Eve", .fixed(12, 31), isPublic: false),
    ])
}
