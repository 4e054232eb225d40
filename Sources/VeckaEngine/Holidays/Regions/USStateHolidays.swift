/// The holidays that only some states (and DC) keep, beyond the federal ones: one row per holiday and
/// span of years, with the states that keep it. As python-holidays 0.109 has them (`subdiv=`, `public`);
/// each row names the state law. Shared rules and the observance policies: Regions/USStates.swift.
enum USStateHolidays {
    typealias Row = SubdivisionRow

    static let table: [Row] = shared + alaskaToGeorgia + hawaiiToMissouri + mississippiToWyoming

    /// Days several states keep.
    private static let shared: [Row] = [
        // CT (C.G.S. 1-4), IL (5 ILCS 490/55), IA (Iowa Code 1C.1), NJ (N.J.S.A. 36:1-1), NY (Gen. Constr.
        // Law § 24) since the Monday holidays of 1971; California until 2009 (Gov. Code 19853, budget act of
        // 2009); Alaska until it gave the day to Martin Luther King Jr. (ch. 109 SLA 1989).
        Row(lincolnsBirthday.since(1971), [.US_CT, .US_IA, .US_IL, .US_NJ, .US_NY]),
        Row(lincolnsBirthday.during(1971...2009), [.US_CA]),
        Row(lincolnsBirthday.until(1989), [.US_AK]),
        // Susan B. Anthony Day, 15 February: Wisconsin from 1976 (Wis. Stat. 995.20), New York from 2004,
        // Florida from 2011 (F.S. 683.01), California from 2014: the years python-holidays gives.
        Row(susanBAnthonyDay.since(1976), [.US_WI]),
        Row(susanBAnthonyDay.since(2004), [.US_NY]),
        Row(susanBAnthonyDay.since(2011), [.US_FL]),
        Row(susanBAnthonyDay.since(2014), [.US_CA]),
        // Cesar Chavez Day, 31 March: California since 1995 (Gov. Code 6700, moved to the Monday when on a
        // Sunday), Texas since 2000 (Gov't Code 662.013, optional holiday), Colorado since 2001 (C.R.S. 24-11-112,
        // a state employee's day off in lieu of another holiday).
        Row(cesarChavezDay.with(substitute: sundayToMonday).since(1995), [.US_CA]),
        Row(cesarChavezDay.since(2000), [.US_TX]),
        Row(cesarChavezDay.since(2001), [.US_CO]),
        Row(goodFriday, [.US_CT, .US_DE, .US_IN, .US_KY, .US_LA, .US_NC, .US_NJ, .US_TN, .US_TX]),
        // Confederate Memorial Day: the fourth Monday of April in Alabama (Code 1-3-8), the last Monday in
        // Mississippi (Code 3-3-7); South Carolina's is 10 May (below).
        Row(day("confederate-memorial-day", "Confederate Memorial Day", .nth(4, .monday, of: 4)), [.US_AL]),
        Row(day("confederate-memorial-day", "Confederate Memorial Day", .last(.monday, of: 4)), [.US_MS]),
        // Patriots' Day, the third Monday of April since 1969 (M.G.L. c. 4 § 7; Maine's holiday law).
        Row(day("patriots-day", "Patriots' Day", .nth(3, .monday, of: 4)), [.US_MA, .US_ME]),
        // 20 January after a presidential election (D.C. Code 1-612.02; Md. Gen. Prov. 1-111; Va. Code 2.2-3300).
        Row(inaugurationDay, [.US_DC, .US_MD, .US_VA]),
        // Election Day in the years of the biennial general election: as python-holidays has it from 2008.
        Row(evenYearElectionDay.since(2008), [.US_DE, .US_HI, .US_IL, .US_LA, .US_MI, .US_MT, .US_NH, .US_NJ, .US_WV]),
        // New York (Gen. Constr. Law § 24) and Indiana (IC 1-1-9-1): every general election from 2015.
        Row(evenYearElectionDay.during(2008...2014), [.US_IN, .US_NY]),
        Row(electionDay.since(2015), [.US_IN, .US_NY]),
        Row(electionDay.since(2020), [.US_VA]),  // Va. Code 2.2-3300, amended 2020
        // The day after Thanksgiving since 1975 (state laws of the 1970s), under each state's name.
        Row(dayAfterThanksgiving().since(1975), [.US_CA, .US_DE, .US_NC, .US_NH, .US_OK, .US_VA, .US_WV]),
        Row(dayAfterThanksgiving("Friday After Thanksgiving").since(1975), [.US_FL, .US_TX]),
        Row(dayAfterThanksgiving().since(2017), [.US_MI]),
        Row(dayAfterThanksgiving(), [.US_PA]),
        // Christmas Eve and New Year's Eve, given to state employees by statute or standing order:
        // Kansas, Michigan and North Carolina from 2013, Wisconsin from 2012 (Wis. Stat. 230.35(4)(a)),
        // Texas from 1981 (Gov't Code 662.003(b)); New Year's Eve in Kentucky (KRS 18A.190) and Michigan
        // from 2013, Wisconsin from 2012.
        Row(christmasEve.since(2013), [.US_KS, .US_MI, .US_NC]),
        Row(christmasEve.since(2012), [.US_WI]),
        Row(christmasEve.since(1981), [.US_TX]),
        Row(newYearsEve.since(2013), [.US_KY, .US_MI]),
        Row(newYearsEve.since(2012), [.US_WI]),
    ]

    private static let alaskaToGeorgia: [Row] = [
        // AK: AS 44.12.010. Martin Luther King Jr. Day from 1990 (ch. 109 SLA 1989).
        Row(day("martin-luther-king-jr-day", "Martin Luther King Jr. Day", .nth(3, .monday, of: 1)).since(1990), [.US_AK]),
        Row(day("sewards-day", "Seward's Day", .last(.monday, of: 3)), [.US_AK]),
        Row(day("alaska-day", "Alaska Day", .fixed(10, 18), substitute: observed), [.US_AK]),
        // AL: Code of Alabama 1-3-8.
        Row(day("jefferson-davis-birthday", "Jefferson Davis Birthday", .nth(1, .monday, of: 6)), [.US_AL]),
        // CA: Gov. Code 19853 kept Columbus Day for state employees until 2008; Diwali from 2026 (AB 268, 2025).
        Row(columbusDay.during(1971...2008), [.US_CA]),
        Row(day("diwali", "Diwali", .hindu(.ashvin, 30, at: .evening)).since(2026), [.US_CA]),
        // CO: C.R.S. 24-11-101: Columbus Day was a legal holiday and a state employees' day off until HB20-1031
        // put Frances Xavier Cabrini Day, the first Monday of October, in its place from 2020 (python-holidays
        // drops Columbus Day in every year).
        Row(columbusDay.until(2019), [.US_CO]),
        Row(day("cabrini-day", "Frances Xavier Cabrini Day", .nth(1, .monday, of: 10)).since(2020), [.US_CO]),
        // DC: D.C. Code 1-612.02: Emancipation Day, 16 April, from 2005 (D.C. Law 15-240).
        Row(day("dc-emancipation-day", "Emancipation Day", .fixed(4, 16), substitute: observed).since(2005), [.US_DC]),
        // DE: 1 Del. C. § 501: Presidents' Day until 2009.
        Row(day("washingtons-birthday", "Presidents' Day", .nth(3, .monday, of: 2)).during(1971...2009), [.US_DE]),
        // GA: O.C.G.A. 1-4-1; the Governor designates the days. Confederate Memorial Day (a "State Holiday"
        // from 2016) on the fourth Monday of April until 2019, on Good Friday since; Robert E. Lee's
        // Birthday (a "State Holiday" from 2016) on the day after Thanksgiving.
        Row(day("confederate-memorial-day", "Confederate Memorial Day", .nth(4, .monday, of: 4)).until(2015), [.US_GA]),
        Row(day("state-holiday", "Georgia State Holiday", .nth(4, .monday, of: 4)).during(2016...2019), [.US_GA]),
        Row(day("state-holiday", "Georgia State Holiday", .easter(-2)).since(2020), [.US_GA]),
        Row(dayAfterThanksgiving("Robert E. Lee's Birthday", key: "robert-e-lees-birthday").during(1986...2015), [.US_GA]),
        Row(dayAfterThanksgiving("Georgia State Holiday").since(2016), [.US_GA]),
        // GA and IN (IC 1-1-9-1) keep Washington's Birthday on a working day next to Christmas.
        Row(washingtonsBirthdayAtChristmas, [.US_GA, .US_IN]),
    ]

    /// Georgia and Indiana: Washington's Birthday on the working day next to Christmas that makes a long
    /// weekend or bridges one: 26 December after a Monday or Thursday Christmas, 24 December before a
    /// Tuesday, Wednesday or Friday one, 23 December when Christmas falls on a weekend.
    private static let washingtonsBirthdayAtChristmas = day(
        "washingtons-birthday", "Washington's Birthday",
        DateRule.fixed(12, 25).moved([.monday: 1, .tuesday: -1, .wednesday: -1, .thursday: 1, .friday: -1,
                                      .saturday: -2, .sunday: -2])
    ).since(1971)

    private static let hawaiiToMissouri: [Row] = [
        // HI: HRS 8-1. Kamehameha Day moved off weekends since 2011.
        Row(day("prince-kuhio-day", "Prince Jonah Kuhio Kalanianaole Day", .fixed(3, 26), substitute: observed), [.US_HI]),
        Row(day("kamehameha-day", "Kamehameha Day", .fixed(6, 11), substitute: observed.since(2011)), [.US_HI]),
        Row(day("statehood-day", "Statehood Day", .nth(3, .friday, of: 8)), [.US_HI]),
        // IL: 5 ILCS 490/25, Casimir Pulaski Day from 1978.
        Row(day("casimir-pulaski-day", "Casimir Pulaski Day", .nth(1, .monday, of: 3)).since(1978), [.US_IL]),
        // IN: IC 1-1-9-1: primary election day (even years, every year from 2015) and Lincoln's Birthday
        // kept on the day after Thanksgiving from 2010.
        Row(day("primary-election-day", "Primary Election Day",
                .weekday(.tuesday, onOrAfter: 5, 2).unless { year, _ in year < 2015 && year % 2 != 0 }).since(2006),
            [.US_IN]),
        Row(dayAfterThanksgiving("Lincoln's Birthday", key: "lincolns-birthday").since(2010), [.US_IN]),
        // LA: La. R.S. 1:55.
        Row(day("mardi-gras", "Mardi Gras", .easter(-47)), [.US_LA]),
        // MD: State Pers. & Pens. 9-201: American Indian Heritage Day from 2008.
        Row(dayAfterThanksgiving("American Indian Heritage Day").since(2008), [.US_MD]),
        // MO: RSMo 9.010.
        Row(day("truman-day", "Truman Day", .fixed(5, 8), substitute: observed), [.US_MO]),
    ]

    private static let mississippiToWyoming: [Row] = [
        // NC: N.C.G.S. 126-4 (State Human Resources Commission holidays): the day after Christmas from
        // 2013, moved to the Tuesday when Christmas is kept on the Monday, to the Monday after a weekend.
        Row(dayAfterChristmas.with(substitute: SubstitutePolicy([.monday: .days(+1), .saturday: .days(+2),
                                                                 .sunday: .days(+1)])).since(2013), [.US_NC]),
        // NE: Neb. Rev. Stat. 25-2221: Arbor Day, 22 April; the last Friday of April from 1989.
        Row(day("arbor-day", "Arbor Day", .fixed(4, 22)).until(1988), [.US_NE]),
        Row(day("arbor-day", "Arbor Day", .last(.friday, of: 4)).since(1989), [.US_NE]),
        // NM: NMSA 12-5-2: Presidents' Day kept on the day after Thanksgiving.
        Row(dayAfterThanksgiving("Presidents' Day", key: "washingtons-birthday"), [.US_NM]),
        // NV: NRS 236.015: Nevada Day, 31 October, the last Friday of October from 2000; Family Day.
        Row(day("nevada-day", "Nevada Day", .fixed(10, 31), substitute: observed).until(1999), [.US_NV]),
        Row(day("nevada-day", "Nevada Day", .last(.friday, of: 10)).since(2000), [.US_NV]),
        Row(dayAfterThanksgiving("Family Day", key: "family-day"), [.US_NV]),
        // SC: S.C. Code 53-5-10: Confederate Memorial Day on 10 May, a holiday for all state offices from
        // 2001 (2000 Act No. 246; an optional one before), the day after Thanksgiving and 26 December (in the
        // section's text of 1996, the oldest checked), 24 December from 2009 (2009 Act No. 33). python-holidays
        // has the fourth Monday of April and none of the other three.
        Row(day("confederate-memorial-day", "Confederate Memorial Day", .fixed(5, 10)).since(2001), [.US_SC]),
        Row(dayAfterThanksgiving().since(1996), [.US_SC]),
        Row(dayAfterChristmas.since(1996), [.US_SC]),
        Row(day("christmas-eve", "Christmas Eve", .fixed(12, 24)).since(2009), [.US_SC]),
        // RI: R.I.G.L. 25-1-1: Victory Day, the second Monday of August.
        Row(day("victory-day", "Victory Day", .nth(2, .monday, of: 8)), [.US_RI]),
        // TX: Gov't Code 662.003: Confederate Heroes Day, Texas Independence Day, San Jacinto Day,
        // Emancipation Day (1980; the federal Juneteenth from 2021), Lyndon Baines Johnson Day (1973),
        // and the day after Christmas from 1981.
        Row(day("confederate-heroes-day", "Confederate Heroes Day", .fixed(1, 19)), [.US_TX]),
        Row(day("texas-independence-day", "Texas Independence Day", .fixed(3, 2)), [.US_TX]),
        Row(day("san-jacinto-day", "San Jacinto Day", .fixed(4, 21)), [.US_TX]),
        Row(day("emancipation-day-in-texas", "Emancipation Day In Texas", .fixed(6, 19)).during(1980...2020), [.US_TX]),
        Row(day("lbj-day", "Lyndon Baines Johnson Day", .fixed(8, 27)).since(1973), [.US_TX]),
        Row(dayAfterChristmas.since(1981), [.US_TX]),
        // UT: Utah Code 63G-1-301.
        Row(day("pioneer-day", "Pioneer Day", .fixed(7, 24), substitute: observed), [.US_UT]),
        // VA: Va. Code 2.2-3300: Lee-Jackson Day (19 January; the third Monday of January from 1983; the
        // Friday before it from 2000), repealed in 2020.
        Row(day("lee-jackson-day", "Lee Jackson Day", .fixed(1, 19)).until(1982), [.US_VA]),
        Row(day("lee-jackson-day", "Lee Jackson Day", .nth(3, .monday, of: 1)).during(1983...1999), [.US_VA]),
        Row(day("lee-jackson-day", "Lee Jackson Day", .nth(3, .monday, of: 1).plus(-3)).during(2000...2020), [.US_VA]),
        // VT: 1 V.S.A. § 371.
        Row(day("town-meeting-day", "Town Meeting Day", .nth(1, .tuesday, of: 3)), [.US_VT]),
        Row(day("bennington-battle-day", "Bennington Battle Day", .fixed(8, 16), substitute: observed), [.US_VT]),
        // WA: RCW 1.16.050: Native American Heritage Day from 2014.
        Row(dayAfterThanksgiving("Native American Heritage Day").since(2014), [.US_WA]),
        // WV: W. Va. Code 2-2-1.
        Row(day("west-virginia-day", "West Virginia Day", .fixed(6, 20), substitute: observed), [.US_WV]),
    ]
}
