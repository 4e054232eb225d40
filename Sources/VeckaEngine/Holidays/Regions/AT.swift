/// Austria, nationwide public holidays: Feiertagsruhegesetz 1957 (BGBl. Nr. 153/1957) § 1 and the
/// Arbeitsruhegesetz (BGBl. Nr. 144/1983) § 7, with Nationalfeiertag 26 October since BGBl. Nr.
/// 264/1967. Good Friday was a day off for Protestant, Old Catholic and Methodist employees until
/// 2018 (abolished by BGBl. I Nr. 22/2019) and is not a holiday for everyone: python-holidays keeps
/// it in its `protestant` category, and it is not listed here. The Länder's patron saints' days
/// (Hl. Josef, Florian, Rupert, Leopold, Martin; Kärnten's 10 October) are school and office
/// holidays, not public ones (python-holidays' `bank` category), and are not listed either.
/// A holiday on a weekend is not moved.
extension Regions {
    static let austria = RegionDefinition(.AT, rules: [
        HolidayRule("new-years-day", "Neujahr", "New Year's Day", .fixed(1, 1)),
        HolidayRule("epiphany", "Heilige Drei Könige", "Epiphany", .fixed(1, 6)),
        HolidayRule("easter-monday", "Ostermontag", "Easter Monday", .easter(1)),
        HolidayRule("labour-day", "Staatsfeiertag", "Labor Day", .fixed(5, 1)),
        HolidayRule("ascension-day", "Christi Himmelfahrt", "Ascension Day", .easter(39)),
        HolidayRule("whit-monday", "Pfingstmontag", "Pentecost Monday", .easter(50)),
        HolidayRule("corpus-christi", "Fronleichnam", "Corpus Christi", .easter(60)),
        HolidayRule("assumption-day", "Mariä Himmelfahrt", "Assumption Day", .fixed(8, 15)),
        HolidayRule("national-day", "Nationalfeiertag", "National Day", .fixed(10, 26), years: 1967...9999),
        HolidayRule("all-saints-day", "Allerheiligen", "All Saints' Day", .fixed(11, 1)),
        HolidayRule("immaculate-conception", "Mariä Empfängnis", "Immaculate Conception", .fixed(12, 8)),
        HolidayRule("christmas-day", "Christtag", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Stephanstag", "Saint Stephen's Day", .fixed(12, 26)),
    ])
}
