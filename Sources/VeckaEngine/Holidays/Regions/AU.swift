/// Australia, the holidays every state and territory keeps (python-holidays' list without `subdiv`):
/// public holidays are set by each state's and territory's act (Public Holidays Act 2010 (NSW),
/// Public Holidays Act 1993 (Vic), Holidays Act 1983 (Qld), …), and these seven are in all of them.
/// The King's Birthday, Labour Day, the Easter Saturday and Sunday, the Melbourne Cup and the
/// substitute days differ by state (NSW and Victoria give a Monday for a weekend Christmas, Western
/// Australia another day for ANZAC Day), so no substitute day is listed for the country: a weekend
/// holiday's day off depends on the state.
extension Regions {
    static let australia = RegionDefinition(.AU, rules: [
        HolidayRule("new-years-day", "New Year's Day", "New Year's Day", .fixed(1, 1)),
        HolidayRule("australia-day", "Australia Day", "Australia Day", .fixed(1, 26), years: 1935...9999),
        HolidayRule("good-friday", "Good Friday", "Good Friday", .easter(-2)),
        HolidayRule("easter-monday", "Easter Monday", "Easter Monday", .easter(1)),
        HolidayRule("anzac-day", "ANZAC Day", "ANZAC Day", .fixed(4, 25), years: 1921...9999),
        HolidayRule("christmas-day", "Christmas Day", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Boxing Day", "Boxing Day", .fixed(12, 26)),
    ], decrees: Decrees.australia)
}
