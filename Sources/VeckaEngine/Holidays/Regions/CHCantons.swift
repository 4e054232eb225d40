/// Switzerland's 26 cantons (CH-AG … CH-ZH): each keeps the four federal days (Regions/CH.swift) and
/// the ones its own law makes public holidays (Arbeitsgesetz Art. 20a Abs. 1 lets each canton name up to
/// eight days besides 1 August, which count as Sundays), listed below holiday by holiday with the cantons
/// that keep it, as python-holidays 0.109 has them (its `subdiv=` reference; the cantonal laws are
/// cited in docs/holidays.md). Days a canton keeps only in some municipalities or only for some
/// confessions are not listed (python-holidays' `optional` and `half_day` categories): Berchtoldstag in
/// Fribourg's and Solothurn's communes, the half days of Basel's Fasnacht, Zurich's Sechseläuten.
extension Regions {
    static let swissCantons = switzerland.subdivisions(HolidayRegion.CH.subdivisions, rows: SwissCantonHolidays.table)
}

/// The holidays that only some cantons keep. One row per holiday; a canton is in a row when the
/// holiday is a public holiday throughout the canton.
enum SwissCantonHolidays {
    typealias Row = SubdivisionRow

    static let table: [Row] = [
        // 2 January. Neuchâtel only when 1 January is a Sunday: the day after it is then the holiday (Loi
        // sur le repos public, art. 2), as for Christmas below.
        Row(HolidayRule("berchtolds-day", "Berchtoldstag", "Saint Berchtold's Day", .fixed(1, 2)),
            [.CH_AG, .CH_BE, .CH_JU, .CH_LU, .CH_TG, .CH_VD]),
        Row(HolidayRule("berchtolds-day", "Berchtoldstag", "Saint Berchtold's Day", onlyOnMonday(.fixed(1, 2))),
            [.CH_NE]),
        Row(HolidayRule("epiphany", "Heilige Drei Könige", "Epiphany", .fixed(1, 6)), [.CH_SZ, .CH_TI, .CH_UR]),
        // Neuchâtel: the proclamation of the Republic, 1 March 1848.
        Row(HolidayRule("republic-day", "Jahrestag der Ausrufung der Republik", "Neuchâtel Republic Day", .fixed(3, 1)), [.CH_NE]),
        Row(HolidayRule("saint-josephs-day", "Josefstag", "Saint Joseph's Day", .fixed(3, 19)),
            [.CH_NW, .CH_SZ, .CH_TI, .CH_UR, .CH_VS]),
        // Glarus: the Näfelser Fahrt, the battle of 9 April 1388, on the first Thursday of April, a week
        // later when that is Maundy Thursday.
        Row(HolidayRule("battle-of-naefels", "Näfelser Fahrt", "Battle of Naefels Victory Day", .custom { year in
            guard let first = FloatingWeekday(.thursday, onOrAfterMonth: 4, day: 1).date(in: year) else { return nil }
            return first == Easter.sunday(year).shifted(-3) ? first.shifted(7) : first
        }), [.CH_GL]),
        // Every canton but Ticino and Valais (Valais keeps neither Good Friday nor Easter Monday, Ticino
        // Easter Monday only).
        Row(HolidayRule("good-friday", "Karfreitag", "Good Friday", .easter(-2)),
            [.CH_AG, .CH_AI, .CH_AR, .CH_BE, .CH_BL, .CH_BS, .CH_FR, .CH_GE, .CH_GL, .CH_JU, .CH_LU, .CH_NE, .CH_NW,
             .CH_OW, .CH_SG, .CH_SH, .CH_SO, .CH_SZ, .CH_TG, .CH_UR, .CH_VD, .CH_ZG, .CH_ZH]),
        Row(HolidayRule("easter-monday", "Ostermontag", "Easter Monday", .easter(1)), easterAndWhitMonday),
        Row(HolidayRule("labour-day", "Tag der Arbeit", "Labor Day", .fixed(5, 1)),
            [.CH_AG, .CH_BL, .CH_BS, .CH_JU, .CH_NE, .CH_SH, .CH_TG, .CH_TI, .CH_ZH]),
        Row(HolidayRule("whit-monday", "Pfingstmontag", "Pentecost Monday", .easter(50)), easterAndWhitMonday),
        Row(HolidayRule("corpus-christi", "Fronleichnam", "Corpus Christi", .easter(60)),
            [.CH_AG, .CH_AI, .CH_JU, .CH_LU, .CH_NE, .CH_NW, .CH_OW, .CH_SZ, .CH_TI, .CH_UR, .CH_VS, .CH_ZG]),
        // Jura: the vote of 23 June 1974 for the canton's independence.
        Row(HolidayRule("jura-independence-day", "Fest der Unabhängigkeit", "Jura Independence Day", .fixed(6, 23)), [.CH_JU]),
        Row(HolidayRule("saints-peter-and-paul", "Peter und Paul", "Saints Peter and Paul", .fixed(6, 29)), [.CH_TI]),
        Row(HolidayRule("assumption-day", "Mariä Himmelfahrt", "Assumption Day", .fixed(8, 15)),
            [.CH_AG, .CH_AI, .CH_JU, .CH_LU, .CH_NW, .CH_OW, .CH_SZ, .CH_TI, .CH_UR, .CH_VS, .CH_ZG]),
        // Geneva's fast, the Thursday after the first Sunday of September.
        Row(HolidayRule("genevan-fast", "Genfer Bettag", "Genevan Fast", .weekday(.thursday, onOrAfter: 9, 5)), [.CH_GE]),
        // Vaud: the Monday after the Federal Day of Thanksgiving (the third Sunday of September).
        Row(HolidayRule("prayer-monday", "Bettagsmontag", "Prayer Monday", .weekday(.monday, onOrAfter: 9, 16)), [.CH_VD]),
        // Obwalden: its patron Niklaus von Flüe, 25 September.
        Row(HolidayRule("saint-nicholas-of-flue", "Bruder Klaus", "Saint Nicholas of Flüe", .fixed(9, 25)), [.CH_OW]),
        Row(HolidayRule("all-saints-day", "Allerheiligen", "All Saints' Day", .fixed(11, 1)),
            [.CH_AG, .CH_AI, .CH_GL, .CH_JU, .CH_LU, .CH_NW, .CH_OW, .CH_SG, .CH_SZ, .CH_TI, .CH_UR, .CH_VS, .CH_ZG]),
        Row(HolidayRule("immaculate-conception", "Mariä Empfängnis", "Immaculate Conception", .fixed(12, 8)),
            [.CH_AG, .CH_AI, .CH_LU, .CH_NW, .CH_OW, .CH_SZ, .CH_TI, .CH_UR, .CH_VS, .CH_ZG]),
        // 26 December. Appenzell (both) and Uri: not when Christmas is a Monday or a Friday, which makes a
        // long weekend of its own; Neuchâtel: only when Christmas is a Sunday.
        Row(HolidayRule("boxing-day", "Stephanstag", "Saint Stephen's Day", .fixed(12, 26)),
            [.CH_AG, .CH_BE, .CH_BL, .CH_BS, .CH_GL, .CH_GR, .CH_LU, .CH_SG, .CH_SH, .CH_SZ, .CH_TG, .CH_TI, .CH_ZH]),
        Row(HolidayRule("boxing-day", "Stephanstag", "Saint Stephen's Day", .custom { year in
            let day = CalendarDate(year: year, month: 12, day: 26)!
            return [.saturday, .tuesday].contains(day.isoWeekday) ? nil : day
        }), [.CH_AI, .CH_AR, .CH_UR]),
        Row(HolidayRule("boxing-day", "Stephanstag", "Saint Stephen's Day", onlyOnMonday(.fixed(12, 26))),
            [.CH_NE]),
        // Geneva: the Restoration of the Republic, 31 December 1813.
        Row(HolidayRule("restoration-day", "Wiederherstellung der Republik", "Restoration Day", .fixed(12, 31)), [.CH_GE]),
    ]

    /// Every canton but Fribourg, Neuchâtel, Nidwalden, Obwalden, Solothurn, Valais and Zug.
    private static let easterAndWhitMonday: Set<HolidayRegion> = [
        .CH_AG, .CH_AI, .CH_AR, .CH_BE, .CH_BL, .CH_BS, .CH_GE, .CH_GL, .CH_GR, .CH_JU, .CH_LU, .CH_SG, .CH_SH,
        .CH_SZ, .CH_TG, .CH_TI, .CH_UR, .CH_VD, .CH_ZH,
    ]

    /// The day only in years it falls on a Monday.
    private static func onlyOnMonday(_ rule: DateRule) -> DateRule {
        .custom { year in rule.date(in: year).flatMap { $0.isoWeekday == .monday ? $0 : nil } }
    }
}
