/// United States, federal holidays: 5 U.S.C. 6103. A holiday on a Saturday is observed on the
/// Friday before, on a Sunday on the Monday after (6103(b), E.O. 11582 of 1971; Saturday → Friday
/// since Pub. L. 89-554, 1966). The Uniform Monday Holiday Act moved several days to Mondays from
/// 1971; Veterans Day went back to 11 November in 1978; MLK Day from 1986; Juneteenth from 2021.
extension Regions {
    static let unitedStates = RegionDefinition(.US, rules: [
        HolidayRule("new-years-day", "New Year's Day", "New Year's Day", .fixed(1, 1), substitute: federal),
        // 1 January of next year on a Saturday: observed on 31 December of this year.
        HolidayRule("new-years-day.observed", "New Year's Day (observed)", "New Year's Day (observed)",
                    .custom { year in
                        CalendarDate(year: year + 1, month: 1, day: 1)!.isoWeekday == .saturday
                            ? CalendarDate(year: year, month: 12, day: 31) : nil
                    }, years: 1966...9999, isSubstitute: true),
        HolidayRule("martin-luther-king-jr-day", "Martin Luther King Jr. Day", "Martin Luther King Jr. Day",
                    .nth(3, .monday, of: 1), years: 1986...9999),
        HolidayRule("washingtons-birthday", "Washington's Birthday", "Washington's Birthday", .custom { year in
            year >= 1971 ? NthWeekday(3, .monday, of: 2).date(in: year) : CalendarDate(year: year, month: 2, day: 22)
        }),
        HolidayRule("memorial-day", "Memorial Day", "Memorial Day", .custom { year in
            year >= 1971 ? NthWeekday(-1, .monday, of: 5).date(in: year) : CalendarDate(year: year, month: 5, day: 30)
        }),
        HolidayRule("juneteenth", "Juneteenth National Independence Day", "Juneteenth National Independence Day",
                    .fixed(6, 19), years: 2021...9999, substitute: federal),
        HolidayRule("independence-day", "Independence Day", "Independence Day", .fixed(7, 4), substitute: federal),
        HolidayRule("labor-day", "Labor Day", "Labor Day", .nth(1, .monday, of: 9)),
        HolidayRule("columbus-day", "Columbus Day", "Columbus Day", .custom { year in
            year >= 1971 ? NthWeekday(2, .monday, of: 10).date(in: year) : CalendarDate(year: year, month: 10, day: 12)
        }),
        HolidayRule("veterans-day", "Veterans Day", "Veterans Day", .nth(4, .monday, of: 10), years: 1971...1977),
        HolidayRule("veterans-day", "Veterans Day", "Veterans Day", .fixed(11, 11), except: Set(1971...1977),
                    substitute: federal),
        HolidayRule("thanksgiving-day", "Thanksgiving Day", "Thanksgiving Day", .nth(4, .thursday, of: 11)),
        HolidayRule("christmas-day", "Christmas Day", "Christmas Day", .fixed(12, 25), substitute: federal),
    ], substitutePasses: [RuleSubstitutes()])

    private static let federal = SubstitutePolicy.saturdayToFridaySundayToMonday.since(1966)
}
