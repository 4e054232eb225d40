/// Iceland: lög um 32/1983 (almanaksdagar) and lög um 88/1971 (frídagar). Aðfangadagur and
/// Gamlársdagur are holidays from 13:00 only: observances (`isPublic == false`).
extension Regions {
    static let iceland = RegionDefinition(.IS, rules: [
        HolidayRule("new-years-day", "Nýársdagur", "New Year's Day", .fixed(1, 1)),
        HolidayRule("maundy-thursday", "Skírdagur", "Maundy Thursday", .easter(-3)),
        HolidayRule("good-friday", "Föstudagurinn langi", "Good Friday", .easter(-2)),
        HolidayRule("easter-sunday", "Páskadagur", "Easter Sunday", .easter(0)),
        HolidayRule("easter-monday", "Annar í páskum", "Easter Monday", .easter(1)),
        // The first Thursday after 18 April.
        HolidayRule("first-day-of-summer", "Sumardagurinn fyrsti", "First Day of Summer",
                    .weekday(.thursday, onOrAfter: 4, 19)),
        HolidayRule("labour-day", "Verkalýðsdagurinn", "Labour Day", .fixed(5, 1)),
        HolidayRule("ascension-day", "Uppstigningardagur", "Ascension Day", .easter(39)),
        HolidayRule("whit-sunday", "Hvítasunnudagur", "Whit Sunday", .easter(49)),
        HolidayRule("whit-monday", "Annar í hvítasunnu", "Whit Monday", .easter(50)),
        HolidayRule("national-day", "Þjóðhátíðardagurinn", "National Day", .fixed(6, 17)),
        HolidayRule("commerce-day", "Frídagur verslunarmanna", "Commerce Day", .nth(1, .monday, of: 8),
                    years: 1983...9999),
        HolidayRule("christmas-eve", "Aðfangadagur", "Christmas Eve (from 13:00)", .fixed(12, 24), isPublic: false),
        HolidayRule("christmas-day", "Jóladagur", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Annar í jólum", "Boxing Day", .fixed(12, 26)),
        HolidayRule("new-years-eve", "Gamlársdagur", "New Year's Eve (from 13:00)", .fixed(12, 31), isPublic: false),
    ])
}
