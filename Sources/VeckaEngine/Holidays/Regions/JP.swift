/// Japan: 国民の祝日に関する法律 (祝日法, 1948) as amended. Dates that changed: 成人の日 and 体育の日
/// became Mondays in 2000 (Happy Monday), 海の日 and 敬老の日 in 2003; 天皇誕生日 follows the
/// reigning emperor; みどりの日 moved to 4 May in 2007 when 29 April became 昭和の日. The
/// equinox days are fixed each February by the Cabinet from the NAOJ's computation: we compute the
/// equinox in JST, which is what the NAOJ announces. The Olympic moves of 2020/21 are by the Act on
/// Special Measures for the Tokyo Olympics (令和元年法律第16号 and 令和2年法律第68号).
extension Regions {
    static let japan = RegionDefinition(.JP, rules: [
        HolidayRule("new-years-day", "元日", "New Year's Day", .fixed(1, 1), substitute: furikae),
        HolidayRule("coming-of-age-day", "成人の日", "Coming of Age Day", .custom { year in
            year <= 1999 ? CalendarDate(year: year, month: 1, day: 15) : NthWeekday(2, .monday, of: 1).date(in: year)
        }, substitute: furikae),
        HolidayRule("foundation-day", "建国記念の日", "National Foundation Day", .fixed(2, 11), years: 1967...9999,
                    substitute: furikae),
        HolidayRule("emperors-birthday", "天皇誕生日", "Emperor's Birthday", .fixed(4, 29), years: 1949...1988,
                    substitute: furikae),
        HolidayRule("emperors-birthday", "天皇誕生日", "Emperor's Birthday", .fixed(12, 23), years: 1989...2018,
                    substitute: furikae),
        HolidayRule("emperors-birthday", "天皇誕生日", "Emperor's Birthday", .fixed(2, 23), years: 2020...9999,
                    substitute: furikae),
        HolidayRule("vernal-equinox-day", "春分の日", "Vernal Equinox Day", .solarTerm(0, utcOffsetHours: 9),
                    substitute: furikae),
        HolidayRule("greenery-day", "みどりの日", "Greenery Day", .fixed(4, 29), years: 1989...2006, substitute: furikae),
        HolidayRule("showa-day", "昭和の日", "Shōwa Day", .fixed(4, 29), years: 2007...9999, substitute: furikae),
        HolidayRule("constitution-day", "憲法記念日", "Constitution Memorial Day", .fixed(5, 3), substitute: furikae),
        HolidayRule("greenery-day", "みどりの日", "Greenery Day", .fixed(5, 4), years: 2007...9999, substitute: furikae),
        HolidayRule("childrens-day", "こどもの日", "Children's Day", .fixed(5, 5), substitute: furikae),
        HolidayRule("marine-day", "海の日", "Marine Day", DateRule.custom { year in
            year <= 2002 ? CalendarDate(year: year, month: 7, day: 20) : NthWeekday(3, .monday, of: 7).date(in: year)
        }.except([2020: (7, 23), 2021: (7, 22)]), years: 1996...9999, substitute: furikae),
        HolidayRule("mountain-day", "山の日", "Mountain Day", DateRule.fixed(8, 11).except([2020: (8, 10), 2021: (8, 8)]),
                    years: 2016...9999, substitute: furikae),
        HolidayRule("respect-for-the-aged-day", "敬老の日", "Respect for the Aged Day", .custom { year in
            year <= 2002 ? CalendarDate(year: year, month: 9, day: 15) : NthWeekday(3, .monday, of: 9).date(in: year)
        }, years: 1966...9999, substitute: furikae),
        HolidayRule("autumnal-equinox-day", "秋分の日", "Autumnal Equinox Day", .solarTerm(180, utcOffsetHours: 9),
                    substitute: furikae),
        HolidayRule("sports-day", "体育の日", "Health and Sports Day", .custom { year in
            year <= 1999 ? CalendarDate(year: year, month: 10, day: 10) : NthWeekday(2, .monday, of: 10).date(in: year)
        }, years: 1966...2019, substitute: furikae),
        HolidayRule("sports-day", "スポーツの日", "Sports Day",
                    DateRule.nth(2, .monday, of: 10).except([2020: (7, 24), 2021: (7, 23)]), years: 2020...9999,
                    substitute: furikae),
        HolidayRule("culture-day", "文化の日", "Culture Day", .fixed(11, 3), substitute: furikae),
        HolidayRule("labour-thanksgiving-day", "勤労感謝の日", "Labour Thanksgiving Day", .fixed(11, 23),
                    substitute: furikae),
    ], decrees: Decrees.japan,
       substitutePasses: [RuleSubstitutes(), JapanCitizensHoliday(firstYear: 1986)],
       substituteNames: SubstituteNaming { _, _ in ("振替休日", "Substitute Holiday") },
       decreesBeforeSubstitutes: true)

    /// 振替休日 (祝日法 §3②): since 12 April 1973 a holiday on a Sunday gives the next day off; since
    /// 2007 "the nearest day that is not a holiday", which is what `nextWorkday` computes (the
    /// earlier wording gave the same days in practice).
    private static let furikae = SubstitutePolicy.sundayToNextWorkday.from(CalendarDate(year: 1973, month: 4, day: 12)!)
}
