/// Germany, nationwide holidays only (the Länder add their own, which this engine does not model).
/// Unified Germany's calendar starts with 1991, the first full year after 3 October 1990: earlier
/// years are not answered rather than guessed from the two German states.
extension Regions {
    static let germany = RegionDefinition(.DE, years: 1991...2100, rules: [
        HolidayRule("new-years-day", "Neujahr", "New Year's Day", .fixed(1, 1)),
        HolidayRule("good-friday", "Karfreitag", "Good Friday", .easter(-2)),
        HolidayRule("easter-monday", "Ostermontag", "Easter Monday", .easter(1)),
        HolidayRule("labour-day", "Erster Mai", "Labour Day", .fixed(5, 1)),
        HolidayRule("ascension-day", "Christi Himmelfahrt", "Ascension Day", .easter(39)),
        HolidayRule("whit-monday", "Pfingstmontag", "Whit Monday", .easter(50)),
        HolidayRule("german-unity-day", "Tag der Deutschen Einheit", "German Unity Day", .fixed(10, 3)),
        // Nationwide until 1994; abolished everywhere but Saxony to fund the long-term care insurance.
        // The Wednesday before 23 November.
        HolidayRule("repentance-day", "Buß- und Bettag", "Repentance and Prayer Day",
                    .weekday(.wednesday, onOrAfter: 11, 16), years: 1...1994),
        HolidayRule("christmas-day", "Erster Weihnachtstag", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Zweiter Weihnachtstag", "Second Day of Christmas", .fixed(12, 26)),
    ], decrees: Decrees.germany)
}
