/// Switzerland, the federal holidays: the days every canton keeps. Public holidays are the cantons'
/// business (Arbeitsgesetz Art. 20a lets each canton name up to eight days besides 1 August); the
/// Confederation fixes only the Bundesfeiertag, 1 August (Art. 110 Abs. 3 BV, a holiday since the
/// popular vote of 26 September 1993, Verordnung über den Bundesfeiertag of 30 May 1994), and New
/// Year's Day, Ascension and Christmas Day are holidays in all 26 cantons. That is python-holidays'
/// list without `subdiv` (which keeps 1 August in every year, as here): Good Friday, Easter Monday,
/// Whit Monday, Berchtoldstag and St Stephen's Day are holidays in most cantons, but not in all
/// (Good Friday and Whit Monday not in Valais, St Stephen's Day not in Geneva, Neuchâtel in some
/// years, Valais, Vaud…), so they wait for the cantons as subdivisions.
extension Regions {
    static let switzerland = RegionDefinition(.CH, rules: [
        HolidayRule("new-years-day", "Neujahrstag", "New Year's Day", .fixed(1, 1)),
        HolidayRule("ascension-day", "Auffahrt", "Ascension Day", .easter(39)),
        HolidayRule("national-day", "Nationalfeiertag", "National Day", .fixed(8, 1)),
        HolidayRule("christmas-day", "Weihnachten", "Christmas Day", .fixed(12, 25)),
    ])
}
