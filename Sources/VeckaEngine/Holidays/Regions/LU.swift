/// Luxembourg: the jours fériés légaux of the Code du travail (Art. L. 232-2), with Europe Day (9 May)
/// added by the law of 26 March 2019. Local names are Luxembourgish, the national language (as
/// python-holidays' default); German and French names are in the name tables. A holiday on a Sunday
/// gives employees a compensatory day (Art. L. 232-3), which the employer sets within three months:
/// no nationwide date, so none is listed (as python-holidays). Good Friday and the afternoon of
/// Christmas Eve are bank holidays only.
extension Regions {
    static let luxembourg = RegionDefinition(.LU, rules: [
        HolidayRule("new-years-day", "Neijoerschdag", "New Year's Day", .fixed(1, 1)),
        HolidayRule("easter-monday", "Ouschterméindeg", "Easter Monday", .easter(1)),
        HolidayRule("labour-day", "Dag vun der Aarbecht", "Labor Day", .fixed(5, 1)),
        HolidayRule("europe-day", "Europadag", "Europe Day", .fixed(5, 9), years: 2019...9999),
        HolidayRule("ascension-day", "Christi Himmelfaart", "Ascension Day", .easter(39)),
        HolidayRule("whit-monday", "Péngschtméindeg", "Pentecost Monday", .easter(50)),
        HolidayRule("national-day", "Nationalfeierdag", "National Day", .fixed(6, 23)),
        HolidayRule("assumption-day", "Léiffrawëschdag", "Assumption Day", .fixed(8, 15)),
        HolidayRule("all-saints-day", "Allerhellgen", "All Saints' Day", .fixed(11, 1)),
        HolidayRule("christmas-day", "Chrëschtdag", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Stiefesdag", "Saint Stephen's Day", .fixed(12, 26)),
    ])
}
