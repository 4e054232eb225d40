extension Decrees {
    /// Australian Capital Territory: days declared under the Holidays Act 1958 (s. 4).
    static let australianCapitalTerritory: [DecreeDay] = [
        // ANZAC Day 2020 was a Saturday, for which the Act gives no day: Monday 27 April was declared.
        DecreeDay(2020, 4, 27, "anzac-day.observed", "ANZAC Day (observed)", "ANZAC Day (observed)", isSubstitute: true),
    ]

    /// Queensland: days appointed under the Holidays Act 1983 (s. 4).
    static let queensland: [DecreeDay] = [
        // Christmas 2010 and New Year's Day 2011 fell on Saturdays (the Act then moved only Sunday
        // holidays): Tuesday 28 December and Monday 3 January were appointed.
        DecreeDay(2010, 12, 28, "christmas-day.observed", "Christmas Day (observed)", "Christmas Day (observed)",
                  isSubstitute: true),
        DecreeDay(2011, 1, 3, "new-years-day.observed", "New Year's Day (observed)", "New Year's Day (observed)",
                  isSubstitute: true),
        // The Queen's Diamond Jubilee: Monday 11 June 2012, the Queen's Birthday holiday's usual day, which
        // moved to 1 October that year.
        DecreeDay(2012, 6, 11, "queens-diamond-jubilee", "Queen's Diamond Jubilee", "Queen's Diamond Jubilee"),
    ]

    /// Western Australia: days proclaimed under the Public and Bank Holidays Act 1972 (s. 8).
    static let westernAustralia: [DecreeDay] = [
        // ANZAC Day 2011 was Easter Monday: Tuesday 26 April was proclaimed in its place.
        DecreeDay(2011, 4, 26, "anzac-day.observed", "ANZAC Day (observed)", "ANZAC Day (observed)", isSubstitute: true),
    ]
}
