/// Italy, national holidays: legge 260/1949 as amended. Legge 54/1977 abolished Epiphany (restored
/// 1986, DPR 792/1985), St Joseph, Ascension, Corpus Christi and Sts Peter and Paul, and moved
/// Republic Day (restored to 2 June by legge 336/2000) and National Unity Day to Sundays.
/// St Francis (4 October) is a holiday again from 2026 (legge 151/2025).
extension Regions {
    static let italy = RegionDefinition(.IT, rules: [
        HolidayRule("new-years-day", "Capodanno", "New Year's Day", .fixed(1, 1)),
        HolidayRule("epiphany", "Epifania", "Epiphany", .fixed(1, 6), except: Set(1978...1985)),
        HolidayRule("saint-josephs-day", "San Giuseppe", "Saint Joseph's Day", .fixed(3, 19), years: 1...1976),
        HolidayRule("easter-sunday", "Pasqua", "Easter Sunday", .easter(0)),
        HolidayRule("easter-monday", "Lunedì dell'Angelo", "Easter Monday", .easter(1)),
        HolidayRule("liberation-day", "Anniversario della Liberazione", "Liberation Day", .fixed(4, 25)),
        HolidayRule("labour-day", "Festa del Lavoro", "Labour Day", .fixed(5, 1)),
        HolidayRule("ascension-day", "Ascensione", "Ascension Day", .easter(39), years: 1...1976),
        HolidayRule("corpus-christi", "Corpus Domini", "Corpus Christi", .easter(60), years: 1...1976),
        HolidayRule("republic-day", "Festa della Repubblica", "Republic Day", .custom { year in
            (1977...2000).contains(year) ? NthWeekday(1, .sunday, of: 6).date(in: year)
                : CalendarDate(year: year, month: 6, day: 2)
        }),
        HolidayRule("saints-peter-and-paul", "Santi Apostoli Pietro e Paolo", "Saints Peter and Paul", .fixed(6, 29),
                    years: 1...1976),
        HolidayRule("assumption-day", "Assunzione della Beata Vergine Maria", "Assumption Day", .fixed(8, 15)),
        HolidayRule("saint-francis-day", "Festa nazionale di San Francesco d'Assisi", "Saint Francis of Assisi Day",
                    .fixed(10, 4), years: 2026...9999),
        HolidayRule("all-saints-day", "Ognissanti", "All Saints' Day", .fixed(11, 1)),
        HolidayRule("national-unity-day", "Giorno dell'unità nazionale", "National Unity Day", .custom { year in
            year >= 1977 ? NthWeekday(1, .sunday, of: 11).date(in: year) : CalendarDate(year: year, month: 11, day: 4)
        }),
        HolidayRule("immaculate-conception", "Immacolata Concezione", "Immaculate Conception", .fixed(12, 8)),
        HolidayRule("christmas-day", "Natale", "Christmas Day", .fixed(12, 25)),
        HolidayRule("saint-stephens-day", "Santo Stefano", "Saint Stephen's Day", .fixed(12, 26)),
    ], decrees: Decrees.italy)
}
