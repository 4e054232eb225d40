/// France (metropolitan): Code du travail, art. L3133-1. Whit Monday was the "journée de
/// solidarité" (a working day) in 2005–2007 (loi 2004-626); since 2008 (loi 2008-351) it is a
/// holiday again and the solidarity day may be any day.
extension Regions {
    static let france = RegionDefinition(.FR, rules: [
        HolidayRule("new-years-day", "Jour de l'an", "New Year's Day", .fixed(1, 1)),
        HolidayRule("easter-monday", "Lundi de Pâques", "Easter Monday", .easter(1)),
        HolidayRule("labour-day", "Fête du Travail", "Labour Day", .fixed(5, 1)),
        // Restored as a holiday by loi 81-893 (from 1982).
        HolidayRule("victory-day", "Fête de la Victoire", "Victory in Europe Day", .fixed(5, 8), years: 1982...9999),
        HolidayRule("ascension-day", "Ascension", "Ascension Day", .easter(39)),
        HolidayRule("whit-monday", "Lundi de Pentecôte", "Whit Monday", .easter(50), except: [2005, 2006, 2007]),
        HolidayRule("bastille-day", "Fête nationale", "Bastille Day", .fixed(7, 14)),
        HolidayRule("assumption-day", "Assomption", "Assumption Day", .fixed(8, 15)),
        HolidayRule("all-saints-day", "Toussaint", "All Saints' Day", .fixed(11, 1)),
        HolidayRule("armistice-day", "Armistice", "Armistice Day", .fixed(11, 11)),
        HolidayRule("christmas-day", "Noël", "Christmas Day", .fixed(12, 25)),
    ])
}
