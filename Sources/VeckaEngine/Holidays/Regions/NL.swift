/// Netherlands: Algemene termijnenwet (art. 3) and the collective-agreement holidays. King's/Queen's
/// Day moves to the Saturday before when it falls on a Sunday (to the Monday after, before 1980).
/// Liberation Day (5 May) is a general day off only every fifth year (2020, 2025, …): otherwise an
/// observance.
extension Regions {
    static let netherlands = RegionDefinition(.NL, rules: [
        HolidayRule("new-years-day", "Nieuwjaarsdag", "New Year's Day", .fixed(1, 1)),
        HolidayRule("good-friday", "Goede vrijdag", "Good Friday", .easter(-2)),
        HolidayRule("easter-sunday", "Eerste paasdag", "Easter Sunday", .easter(0)),
        HolidayRule("easter-monday", "Tweede paasdag", "Easter Monday", .easter(1)),
        HolidayRule("queens-day", "Koninginnedag", "Queen's Day", .custom { year in
            let date = CalendarDate(year: year, month: 4, day: 30)!
            guard date.isoWeekday == .sunday else { return date }
            return date.shifted(year >= 1980 ? -1 : +1)
        }, years: 1949...2013),
        HolidayRule("kings-day", "Koningsdag", "King's Day", DateRule.fixed(4, 27).moved([.sunday: -1]),
                    years: 2014...9999),
        HolidayRule("liberation-day", "Bevrijdingsdag", "Liberation Day",
                    .custom { year in year % 5 == 0 ? CalendarDate(year: year, month: 5, day: 5) : nil }),
        HolidayRule("liberation-day", "Bevrijdingsdag", "Liberation Day",
                    .custom { year in year % 5 != 0 ? CalendarDate(year: year, month: 5, day: 5) : nil },
                    years: 1982...9999, isPublic: false),
        HolidayRule("ascension-day", "Hemelvaartsdag", "Ascension Day", .easter(39)),
        HolidayRule("whit-sunday", "Eerste pinksterdag", "Whit Sunday", .easter(49)),
        HolidayRule("whit-monday", "Tweede pinksterdag", "Whit Monday", .easter(50)),
        HolidayRule("christmas-day", "Eerste kerstdag", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Tweede kerstdag", "Second Day of Christmas", .fixed(12, 26)),
    ])
}
