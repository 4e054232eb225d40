/// Liechtenstein: the Sonn- und Feiertage of Art. 18 of the Arbeitsgesetz (LGBl. 1967 Nr. 6) and its
/// Verordnung (Art. 25), the Catholic feasts of a Catholic country; 15 August is both Mariä
/// Himmelfahrt and the Staatsfeiertag (since 1940). Berchtoldstag, Shrove Tuesday, Good Friday,
/// Christmas Eve and New Year's Eve are bank holidays only (python-holidays' `bank` category).
extension Regions {
    static let liechtenstein = RegionDefinition(.LI, rules: [
        HolidayRule("new-years-day", "Neujahr", "New Year's Day", .fixed(1, 1)),
        HolidayRule("epiphany", "Heilige Drei Könige", "Epiphany", .fixed(1, 6)),
        HolidayRule("candlemas", "Mariä Lichtmess", "Candlemas", .fixed(2, 2)),
        HolidayRule("saint-josephs-day", "Josefstag", "Saint Joseph's Day", .fixed(3, 19)),
        HolidayRule("easter-sunday", "Ostersonntag", "Easter Sunday", .easter(0)),
        HolidayRule("easter-monday", "Ostermontag", "Easter Monday", .easter(1)),
        HolidayRule("labour-day", "Tag der Arbeit", "Labor Day", .fixed(5, 1)),
        HolidayRule("ascension-day", "Auffahrt", "Ascension Day", .easter(39)),
        HolidayRule("whit-sunday", "Pfingstsonntag", "Pentecost", .easter(49)),
        HolidayRule("whit-monday", "Pfingstmontag", "Pentecost Monday", .easter(50)),
        HolidayRule("corpus-christi", "Fronleichnam", "Corpus Christi", .easter(60)),
        HolidayRule("national-day", "Staatsfeiertag", "National Day", .fixed(8, 15)),
        HolidayRule("nativity-of-mary", "Mariä Geburt", "Nativity of Mary", .fixed(9, 8)),
        HolidayRule("all-saints-day", "Allerheiligen", "All Saints' Day", .fixed(11, 1)),
        HolidayRule("immaculate-conception", "Mariä Empfängnis", "Immaculate Conception", .fixed(12, 8)),
        HolidayRule("christmas-day", "Weihnachten", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Stephanstag", "Saint Stephen's Day", .fixed(12, 26)),
    ])
}
