/// The public holidays of each Australian state and territory, one table each (see AUStates.swift for the
/// building blocks and for "moved" versus "substitute"). Year spans are those of the acts and their
/// amendments; the engine computes 1970–2100, so the eras before 1970 are written only as far as they
/// reach into it.
extension AustralianStateHolidays {
    /// New South Wales: Public Holidays Act 2010 (from 2011), before it the Banks and Bank Holidays Act 1912.
    static let newSouthWales: [HolidayRule] = [
        // 1912 Act: a Sunday holiday gave the Monday as well; 2010 Act s. 5: also a Saturday one.
        newYearsDay(1...2010, substitute: sundayToMondayToo),
        newYearsDay(2011...9999, substitute: .weekendToMonday),
        // 2010 Act s. 4(2): on a weekend, the Monday instead.
        australiaDay(1935...2010, substitute: sundayToMondayToo),
        australiaDay(2011...9999, moved: weekendToMonday),
        goodFriday,
        easterSaturday(),
        easterSunday(2011...9999),  // 2010 Act s. 4(1)
        easterMonday,
        // The 2010 Act gives no day for Anzac Day on a weekend; the Monday was added for 2026 and 2027
        // (NSW Government, public holidays 2026–2027).
        anzacDay(1921...2010, substitute: sundayToMondayToo),
        anzacDay(2011...9999, except: [2026, 2027]),
        anzacDay(2026...2027, substitute: .weekendToMonday),
        labourDay(.nth(1, .monday, of: 10)),
        // A public holiday for everyone under the 1912 Act; since 2011 a bank holiday only (2010 Act s. 6).
        day("bank-holiday", "NSW Bank Holiday", .nth(1, .monday, of: 8), 1912...2010),
        // 1912 Act: Christmas on a Sunday gave the Tuesday, Boxing Day on a Sunday the Monday;
        // 2010 Act s. 5: either on a weekend gives the next weekday not already one of the two.
        christmasDay(1...2010, substitute: sundayToTuesdayToo),
        christmasDay(2011...9999, substitute: .weekendToMondayOrTuesday),
        boxingDay(1...2010, substitute: sundayToMondayToo),
        boxingDay(2011...9999, substitute: .weekendToMondayOrTuesday),
    ] + sovereignsBirthday(.nth(2, .monday, of: 6))

    /// Victoria: Public Holidays Act 1993 (s. 6, 7), before it the Public and Bank Holidays Act 1953.
    static let victoria: [HolidayRule] = [
        newYearsDay(1...1993),
        newYearsDay(1994...1997, substitute: sundayToMondayToo),
        newYearsDay(1998...2008, moved: sundayToMonday),
        newYearsDay(2009...9999, substitute: .weekendToMonday),  // Public Holidays Amendment Act 2008
        australiaDay(1935...2008),
        australiaDay(2009...9999, moved: weekendToMonday),
        labourDay(.nth(2, .monday, of: 3), 1954...9999),
        goodFriday,
        easterSaturday(2003...9999),
        easterSunday(2016...9999),  // Public Holidays Amendment Act 2015
        easterMonday,
        anzacDay(),
        // Public Holidays Amendment Act 2015: the Friday before the AFL Grand Final, whose date the AFL
        // sets (the last Saturday of September, save in 2015, 2016 and the Brisbane final of 2020).
        day("afl-grand-final-friday", "Friday before the AFL Grand Final",
            DateRule.last(.saturday, of: 9).plus(-1).except([2015: (10, 2), 2016: (9, 30), 2020: (10, 23)]), 2015...9999),
        // Statewide since the Public Holidays Amendment Act 2008 (before: metropolitan Melbourne only).
        day("melbourne-cup-day", "Melbourne Cup Day", .nth(1, .tuesday, of: 11), 2009...9999),
        // Christmas on a weekend gives the Monday or Tuesday instead 2008–2018, as well since 2019; Boxing
        // Day on a Sunday gave the Monday instead 1994–2007, and since 2008 gives an additional day.
        christmasDay(1...2007),
        christmasDay(2008...2018, moved: weekendToMondayOrTuesday),
        christmasDay(2019...9999, substitute: .weekendToMondayOrTuesday),
        boxingDay(1...1993),
        boxingDay(1994...2007, moved: sundayToMonday),
        boxingDay(2008...9999, substitute: .weekendToMondayOrTuesday),
    ] + sovereignsBirthday(.nth(2, .monday, of: 6))

    /// Queensland: Holidays Act 1983 (s. 2, 4, 5), in force from 1984.
    static let queensland: [HolidayRule] = [
        newYearsDay(1...1983),
        newYearsDay(1984...2011, moved: sundayToMonday),
        newYearsDay(2012...9999, substitute: .weekendToMonday),
        australiaDay(1935...1983),
        australiaDay(1984...1995, on: mondayFromAustraliaDay),
        australiaDay(1996...9999, moved: weekendToMonday),
        goodFriday,
        easterSaturday(),
        easterSunday(2017...9999),
        easterMonday,
        anzacDay(1921...1983),
        anzacDay(1984...9999, moved: sundayToMonday),
        // The first Monday of May; of October 2013–2015 (amendments of 2012, undone from 2016, when the
        // Queen's Birthday moved to October instead).
        labourDay(.nth(1, .monday, of: 5), 1905...2012),
        labourDay(.nth(1, .monday, of: 10), 2013...2015),
        labourDay(.nth(1, .monday, of: 5), 2016...9999),
        // The Wednesday of the Royal Queensland Show (the Ekka), which opens on the first Friday of August
        // not before the 5th; appointed for Brisbane by s. 4 (elsewhere each district has its own show
        // day). Moved in 2020 to 14 August and in 2021 to 29 October (COVID-19).
        day("royal-queensland-show", "The Royal Queensland Show",
            DateRule.weekday(.wednesday, onOrAfter: 8, 10).except([2020: (8, 14), 2021: (10, 29)])),
        // Holidays Act s. 5: Christmas on a Sunday gave the Monday instead, and Boxing Day then the Tuesday;
        // from 2011 either on a weekend gives an additional Monday or Tuesday.
        christmasDay(1...1983),
        christmasDay(1984...2010, moved: sundayToMonday),
        christmasDay(2011...9999, substitute: .weekendToMondayOrTuesday),
        boxingDay(1...1983),
        boxingDay(1984...2010, moved: boxingDayToNextDay),
        boxingDay(2011...9999, substitute: .weekendToMondayOrTuesday),
    ]
        // The second Monday of June, the first of October from 2016 (and in 2012, the Diamond Jubilee year).
        + sovereignsBirthday(DateRule.nth(2, .monday, of: 6).except([2012: (10, 1)]), 1936...2015)
        + sovereignsBirthday(.nth(1, .monday, of: 10), 2016...9999)

    /// South Australia: Holidays Act 1910 (to 2023, with a proclamation each year 2004–2023 for the days
    /// after a weekend holiday), Public Holidays Act 2023 from 2024.
    static let southAustralia: [HolidayRule] = [
        newYearsDay(1...1983),
        newYearsDay(1984...2003, moved: weekendToMonday),
        newYearsDay(2004...2023, moved: [.saturday: 2], substitute: sundayToMondayToo),
        newYearsDay(2024...9999, substitute: .weekendToMonday),
        australiaDay(1935...1983),
        australiaDay(1984...1993, on: mondayFromAustraliaDay),
        australiaDay(1994...2003, moved: weekendToMonday),
        australiaDay(2004...2023, moved: [.saturday: 2], substitute: sundayToMondayToo),
        australiaDay(2024...9999, moved: weekendToMonday),
        // A holiday since 1973; the second Monday of March since 2006 (by proclamation until 2023, in the
        // 2023 Act since), the third Monday of May before.
        day("adelaide-cup-day", "Adelaide Cup Day", .nth(3, .monday, of: 5), 1973...2005),
        day("adelaide-cup-day", "Adelaide Cup Day", .nth(2, .monday, of: 3), 2006...9999),
        goodFriday,
        easterSaturday(),
        easterSunday(2024...9999),  // Public Holidays Act 2023
        easterMonday,
        anzacDay(1921...2023, substitute: sundayToMondayToo),
        anzacDay(2024...9999),
        // Holidays Act 1910 as amended 1947 (the second Monday of October) and by the Holidays (Labour Day)
        // Amendment Act 1991 (the first, from 1992).
        labourDay(.nth(2, .monday, of: 10), 1947...1991),
        labourDay(.nth(1, .monday, of: 10), 1992...9999),
        // Proclamation Day (26 December, the proclamation of the colony in 1836) is SA's Boxing Day.
        boxingDay(1...1983, name: "Proclamation Day", key: "proclamation-day"),
        boxingDay(1984...1992, name: "Proclamation Day", key: "proclamation-day", moved: weekendToMonday),
        boxingDay(1993...2002, name: "Proclamation Day", key: "proclamation-day", moved: boxingDayToTuesday),
        // 2003–2023 (proclamations): on a Saturday the Monday instead, on a Sunday the Tuesday as well;
        // since 2024 (2023 Act) an additional day for either. Christmas likewise; Christmas on a Sunday
        // gives the Tuesday (Proclamation Day has the Monday).
        boxingDay(2003...2023, name: "Proclamation Day", key: "proclamation-day", moved: [.saturday: 2],
                  substitute: sundayToTuesdayToo),
        boxingDay(2024...9999, name: "Proclamation Day", key: "proclamation-day", substitute: .weekendToMondayOrTuesday),
        christmasDay(1...1983),
        christmasDay(1984...2002, moved: weekendToMonday),
        christmasDay(2003...2023, moved: [.saturday: 2], substitute: sundayToTuesdayToo),
        christmasDay(2024...9999, substitute: .weekendToMondayOrTuesday),
    ] + sovereignsBirthday(.nth(2, .monday, of: 6))

    /// Western Australia: Public and Bank Holidays Act 1972 (Schedule 2), in force from 1973.
    static let westernAustralia: [HolidayRule] = [
        newYearsDay(1...1972),
        newYearsDay(1973...9999, substitute: .weekendToMonday),
        australiaDay(1935...1972),
        australiaDay(1973...1993, on: mondayFromAustraliaDay),
        australiaDay(1994...9999, moved: weekendToMonday),
        // The first Monday of March since the Bank Holidays Act Amendment Act 1948.
        labourDay(.nth(1, .monday, of: 3), 1949...9999),
        goodFriday,
        easterSunday(2022...9999),  // since 2022; WA has no Easter Saturday holiday
        easterMonday,
        anzacDay(1921...1972),
        anzacDay(1973...9999, substitute: .weekendToMonday),
        // Foundation Day, renamed Western Australia Day from 2012.
        day("western-australia-day", "Foundation Day", .nth(1, .monday, of: 6), 1833...2011),
        day("western-australia-day", "Western Australia Day", .nth(1, .monday, of: 6), 2012...9999),
        christmasDay(1...1971),
        christmasDay(1972...9999, substitute: .weekendToMondayOrTuesday),
        boxingDay(1...1971),
        boxingDay(1972...9999, substitute: .weekendToMondayOrTuesday),
    ]
        // Proclaimed each year (Schedule 2): the second Monday of October until 1983, since 1984 the last
        // Monday of September save 28 October 2011 (CHOGM in Perth), 1 October 2012 and 23 September 2024.
        + sovereignsBirthday(.nth(2, .monday, of: 10), 1936...1983)
        + sovereignsBirthday(DateRule.last(.monday, of: 9).except([2011: (10, 28), 2012: (10, 1), 2024: (9, 23)]),
                             1984...9999)

    /// Tasmania: Statutory Holidays Act 2000 (from 2000/2001), before it the Bank Holidays Act 1944.
    static let tasmania: [HolidayRule] = [
        newYearsDay(1...2000),
        newYearsDay(2001...9999, moved: weekendToMonday),
        australiaDay(1935...2000),
        australiaDay(2001...9999, moved: weekendToMonday),
        // Eight Hours Day: the first Monday of March (1944 Act), the second since the 2000 Act.
        labourDay(.nth(1, .monday, of: 3), 1945...2000, name: "Eight Hours Day"),
        labourDay(.nth(2, .monday, of: 3), 2001...9999, name: "Eight Hours Day"),
        goodFriday,
        easterSunday(2027...9999),  // Statutory Holidays Amendment Act 2026
        easterMonday,
        day("easter-tuesday", "Easter Tuesday", .easter(2), 1...2010),
        anzacDay(),
        christmasDay(1...1999),
        christmasDay(2000...2009, moved: weekendToMondayOrTuesday),
        christmasDay(2010...9999, substitute: .weekendToMondayOrTuesday),
        boxingDay(1...1999),
        boxingDay(2000...9999, moved: weekendToMondayOrTuesday),
    ] + sovereignsBirthday(.nth(2, .monday, of: 6))

    /// Northern Territory: Public Holidays Act 1981, before it the Holidays Ordinance (1973 for the weekend rules).
    static let northernTerritory: [HolidayRule] = [
        newYearsDay(1...1972),
        newYearsDay(1973...2016, moved: weekendToMonday),
        newYearsDay(2017...9999, substitute: .weekendToMonday),
        australiaDay(1935...1972),
        australiaDay(1973...1983, on: mondayFromAustraliaDay),
        australiaDay(1984...9999, moved: weekendToMonday),
        goodFriday,
        easterSaturday(),
        easterSunday(2024...9999),
        easterMonday,
        anzacDay(1921...1972),
        anzacDay(1973...9999, moved: sundayToMonday),
        // The first Monday of May since the Holidays Ordinance 1963.
        day("may-day", "May Day", .nth(1, .monday, of: 5), 1963...9999),
        // The first Monday of August since the Public Holidays Act 1981.
        day("picnic-day", "Picnic Day", .nth(1, .monday, of: 8), 1982...9999),
        // 1973–2015 on a weekend the Monday instead (Boxing Day then the Tuesday); Christmas since 2016
        // and Boxing Day since 2023 stay holidays and give an additional Monday or Tuesday.
        christmasDay(1...1972),
        christmasDay(1973...2015, moved: weekendToMonday),
        christmasDay(2016...9999, substitute: .weekendToMondayOrTuesday),
        boxingDay(1...1972),
        boxingDay(1973...2015, moved: boxingDayToTuesday),
        boxingDay(2016...2022, moved: weekendToMondayOrTuesday),
        boxingDay(2023...9999, substitute: .weekendToMondayOrTuesday),
    ] + sovereignsBirthday(.nth(2, .monday, of: 6))

    /// Australian Capital Territory: Holidays Act 1958 (s. 3, Schedule 1).
    static let capitalTerritory: [HolidayRule] = [
        newYearsDay(1...1958),
        newYearsDay(1959...1992, moved: sundayToMonday),
        newYearsDay(1993...2014, moved: weekendToMonday),
        newYearsDay(2015...9999, substitute: .weekendToMonday),
        australiaDay(1935...1958),
        australiaDay(1959...1989, on: mondayFromAustraliaDay),
        australiaDay(1990...9999, moved: weekendToMonday),
        // The third Monday of March, the second since 2008.
        day("canberra-day", "Canberra Day", .nth(3, .monday, of: 3), 1959...2007),
        day("canberra-day", "Canberra Day", .nth(2, .monday, of: 3), 2008...9999),
        goodFriday,
        easterSaturday(),
        easterSunday(2016...9999),
        easterMonday,
        // On a Sunday, the Monday instead; in 2021 (declared) and 2026 the day itself and the Monday.
        anzacDay(1921...1958),
        anzacDay(1959...9999, except: [2021, 2026], moved: sundayToMonday),
        anzacDay(2021...2026, except: Set(2022...2025), substitute: .weekendToMonday),
        // Holidays (Reconciliation Day) Amendment Act 2017: the Monday on or after 27 May.
        day("reconciliation-day", "Reconciliation Day", .weekday(.monday, onOrAfter: 5, 27), 2018...9999),
        // Declared each year under s. 3(1)(b), 2007–2017: Melbourne Cup Day 2007–2009, then the first
        // Monday of the September–October school holidays (the second when that was Labour Day).
        day("family-and-community-day", "Family & Community Day", .custom { year in
            familyAndCommunityDay[year].flatMap { CalendarDate(year: year, month: $0.month, day: $0.day) }
        }, 2007...2017),
        labourDay(.nth(1, .monday, of: 10), 1931...9999),
        christmasDay(1...1957),
        christmasDay(1958...1991, moved: sundayToMonday),
        christmasDay(1992...2013, moved: weekendToMonday),
        christmasDay(2014...9999, substitute: .weekendToMondayOrTuesday),
        boxingDay(1...1957),
        boxingDay(1958...1991, moved: boxingDayToNextDay),
        boxingDay(1992...2013, moved: boxingDayToTuesday),
        boxingDay(2014...9999, substitute: .weekendToMondayOrTuesday),
    ] + sovereignsBirthday(.nth(2, .monday, of: 6))

    private static let familyAndCommunityDay: [Int: (month: Int, day: Int)] = [
        2007: (11, 6), 2008: (11, 4), 2009: (11, 3), 2010: (9, 27), 2011: (10, 10), 2012: (10, 8), 2013: (9, 30),
        2014: (9, 29), 2015: (9, 28), 2016: (9, 26), 2017: (9, 25),
    ]
}
