extension Decrees {
    /// Taiwan: the Directorate-General of Personnel Administration's yearly work calendar (政府行政機關辦公
    /// 日曆表, approved by the Executive Yuan), which private employers follow. A weekday between a holiday
    /// and a weekend becomes a day off (彈性放假), made up on a Saturday (補行上班, `inExchangeFor`); and in
    /// 1998–2000 and 2013, before the 2015 rule on days in lieu, single days in lieu were decreed. The
    /// entries were transcribed from the DGPA calendars 1998–2026 as collected in python-holidays 0.109
    /// (`TaiwanStaticHolidays`), so the comparison with that library cannot check them independently.
    /// The 2026 calendar has no bridge day; later years are not decided yet.
    static let taiwan: [DecreeDay] = [
        // Days in lieu decreed one at a time.
        DecreeDay(1998, 1, 31, "spring-festival.observed", "春節（補假）", "Chinese New Year (observed)", isSubstitute: true),
        DecreeDay(1998, 4, 6, "tomb-sweeping-day.observed", "民族掃墓節（補假）", "Tomb-Sweeping Day (observed)",
                  isSubstitute: true),
        DecreeDay(1999, 1, 2, "new-years-day.observed", "中華民國開國紀念日（補假）",
                  "Founding Day of the Republic of China (observed)", isSubstitute: true),
        DecreeDay(1999, 6, 19, "dragon-boat-festival.observed", "端午節（補假）", "Dragon Boat Festival (observed)",
                  isSubstitute: true),
        // The Buddha's Birthday (a commemoration, not a day off) was kept on the second Sunday of May
        // in 2000, a Sunday that the DGPA calendar lists as a holiday.
        DecreeDay(2000, 5, 14, "buddhas-birthday.observed", "佛陀誕辰紀念日（補假）", "The Buddha's Birthday (observed)",
                  isSubstitute: true),
        // Children's Day on Tomb-Sweeping Day (Thursday 4 April 2013): the Friday after.
        DecreeDay(2013, 4, 5, "childrens-day.observed", "兒童節（補假）", "Children's Day (observed)", isSubstitute: true),

        // Bridge days and the Saturdays worked in exchange.
        bridge(2000, 4, 3, workday: (2000, 4, 8)),
        bridge(2001, 1, 22, workday: (2001, 1, 20)),
        bridge(2005, 2, 7, workday: (2005, 2, 5)),
        bridge(2006, 10, 9, workday: (2006, 10, 14)),
        bridge(2007, 2, 23, workday: (2007, 3, 3)),
        bridge(2007, 4, 6, workday: (2007, 4, 14)),
        bridge(2007, 6, 18, workday: (2007, 6, 23)),
        bridge(2007, 9, 24, workday: (2007, 9, 29)),
        bridge(2009, 1, 2, workday: (2009, 1, 10)),
        bridge(2009, 1, 30, workday: (2009, 1, 17)),
        bridge(2009, 5, 29, workday: (2009, 6, 6)),
        bridge(2010, 2, 19, workday: (2010, 2, 6)),
        bridge(2012, 1, 27, workday: (2012, 2, 4)),
        bridge(2012, 2, 27, workday: (2012, 3, 3)),
        bridge(2012, 12, 31, workday: (2012, 12, 22)),
        bridge(2013, 2, 15, workday: (2013, 2, 23)),
        bridge(2013, 9, 20, workday: (2013, 9, 14)),
        bridge(2015, 1, 2, workday: (2014, 12, 27)),
        bridge(2016, 2, 12, workday: (2016, 1, 30)),
        bridge(2016, 6, 10, workday: (2016, 6, 4)),
        bridge(2016, 9, 16, workday: (2016, 9, 10)),
        bridge(2017, 2, 27, workday: (2017, 2, 18)),
        bridge(2017, 5, 29, workday: (2017, 6, 3)),
        bridge(2017, 10, 9, workday: (2017, 9, 30)),
        bridge(2018, 4, 6, workday: (2018, 3, 31)),
        bridge(2018, 12, 31, workday: (2018, 12, 22)),
        bridge(2019, 2, 8, workday: (2019, 1, 19)),
        bridge(2019, 3, 1, workday: (2019, 2, 23)),
        bridge(2019, 10, 11, workday: (2019, 10, 5)),
        bridge(2020, 1, 23, workday: (2020, 2, 15)),
        bridge(2020, 6, 26, workday: (2020, 6, 20)),
        bridge(2020, 10, 2, workday: (2020, 9, 26)),
        bridge(2021, 2, 10, workday: (2021, 2, 20)),
        bridge(2021, 9, 20, workday: (2021, 9, 11)),
        bridge(2022, 2, 4, workday: (2022, 1, 22)),
        bridge(2023, 1, 20, workday: (2023, 1, 7)),
        bridge(2023, 1, 27, workday: (2023, 2, 4)),
        bridge(2023, 2, 27, workday: (2023, 2, 18)),
        bridge(2023, 4, 3, workday: (2023, 3, 25)),
        bridge(2023, 6, 23, workday: (2023, 6, 17)),
        bridge(2023, 10, 9, workday: (2023, 9, 23)),
        bridge(2024, 2, 8, workday: (2024, 2, 17)),
        bridge(2025, 1, 27, workday: (2025, 2, 8)),
    ]

    private static func bridge(_ year: Int, _ month: Int, _ day: Int, workday: (Int, Int, Int)) -> DecreeDay {
        DecreeDay(year, month, day, "bridge-holiday", "彈性放假", "Bridge holiday", inExchangeFor: workday)
    }
}
