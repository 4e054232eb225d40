/// Ireland: the public holidays of the Organisation of Working Time Act 1997, Second Schedule (and
/// the Holidays (Employees) Acts before it): New Year's Day from 1975, the June bank holiday replacing
/// Whit Monday from 1973, the October bank holiday from 1977, the May bank holiday from 1994 (8 May in
/// 1995, for the VE Day anniversary), Saint Brigid's Day from 2023 (S.I. 58/2022: 1 February when
/// that is a Friday, else the first Monday of February). A public holiday on a weekend is not moved:
/// the employee gets a paid day off, an extra day's pay or a day of annual leave instead (s. 21), at
/// the employer's choice, so there is no substitute date. Good Friday is no public holiday (banks and
/// schools close; python-holidays' `optional` category).
extension Regions {
    static let ireland = RegionDefinition(.IE, rules: [
        HolidayRule("new-years-day", "New Year's Day", "New Year's Day", .fixed(1, 1), years: 1975...9999),
        HolidayRule("saint-brigids-day", "Saint Brigid's Day", "Saint Brigid's Day",
                    DateRule.nth(1, .monday, of: 2).unless { year, _ in CalendarDate(year: year, month: 2, day: 1)!.isoWeekday == .friday },
                    years: 2023...9999),
        HolidayRule("saint-brigids-day", "Saint Brigid's Day", "Saint Brigid's Day",
                    DateRule.fixed(2, 1).unless { _, date in date.isoWeekday != .friday }, years: 2023...9999),
        HolidayRule("st-patricks-day", "Saint Patrick's Day", "Saint Patrick's Day", .fixed(3, 17)),
        HolidayRule("easter-monday", "Easter Monday", "Easter Monday", .easter(1)),
        HolidayRule("may-bank-holiday", "May Bank Holiday", "May Bank Holiday",
                    DateRule.nth(1, .monday, of: 5).except([1995: (5, 8)]), years: 1994...9999),
        HolidayRule("whit-monday", "Whit Monday", "Whit Monday", .easter(50), years: 1...1972),
        HolidayRule("june-bank-holiday", "June Bank Holiday", "June Bank Holiday", .nth(1, .monday, of: 6),
                    years: 1973...9999),
        HolidayRule("august-bank-holiday", "August Bank Holiday", "August Bank Holiday", .nth(1, .monday, of: 8)),
        HolidayRule("october-bank-holiday", "October Bank Holiday", "October Bank Holiday", .last(.monday, of: 10),
                    years: 1977...9999),
        HolidayRule("christmas-day", "Christmas Day", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Saint Stephen's Day", "Saint Stephen's Day", .fixed(12, 26)),
    ], decrees: Decrees.ireland)
}
