/// The United Kingdom's other two nations, Scotland (GB-SCT) and Northern Ireland (GB-NIR), as
/// python-holidays 0.109 has them with `subdiv=` (its reference). GB itself stays England and Wales
/// (Regions/GB.swift; `GB-ENG` and `GB-WLS` name it, and python-holidays' ENG and WLS are the same days every
/// year 1971–2100), the table most people mean by "UK bank holidays"; its answers name England and Wales.
///
/// - Scotland (Banking and Financial Dealings Act 1971, Sch. 1 §2; St Andrew's Day Bank Holiday (Scotland)
///   Act 2007, in force from its Royal Assent of 15 January 2007, so not in 2006 as python-holidays has it):
///   2 January, the first Monday of August instead of the last, St Andrew's Day from 2007; no
///   Easter Monday. 1–2 January on a weekend move to the next Monday and Tuesday, as Christmas and Boxing Day do.
/// - Northern Ireland (Sch. 1 §3): GB's days plus St Patrick's Day and the Battle of the Boyne (12 July),
///   each moved to the Monday after a weekend.
extension Regions {
    static let britishNations: [HolidayRegion: RegionDefinition] = [
        .GB_SCT: nation(.GB_SCT, rules: scotland, decrees: Decrees.scotland),
        .GB_NIR: nation(.GB_NIR, rules: unitedKingdom.rules + northernIreland),
    ]

    private static func nation(_ region: HolidayRegion, rules: [HolidayRule], decrees: [DecreeDay] = []) -> RegionDefinition {
        RegionDefinition(region, years: unitedKingdom.years, rules: rules, decrees: unitedKingdom.decrees + decrees,
                         substitutePasses: [RuleSubstitutes()],
                         substituteNames: .suffix(local: " (substitute day)", english: " (substitute day)"))
    }

    /// Scotland's days: GB's without Easter Monday and the late-August holiday, with its own.
    private static let scotland: [HolidayRule] = unitedKingdom.rules
        .filter { !["easter-monday", "summer-bank-holiday", "new-years-day", "boxing-day"].contains($0.key) } + [
            HolidayRule("new-years-day", "New Year's Day", "New Year's Day", .fixed(1, 1), substitute: .weekendToMondayOrTuesday),
            HolidayRule("new-year-holiday", "New Year Holiday", "New Year Holiday", .fixed(1, 2), substitute: .weekendToMondayOrTuesday),
            // A bank holiday in Scotland by the proclamation of 1974, not by the Act of 1971.
            HolidayRule("boxing-day", "Boxing Day", "Boxing Day", .fixed(12, 26), years: 1974...9999,
                        substitute: .weekendToMondayOrTuesday),
            HolidayRule("scottish-summer-bank-holiday", "Summer Bank Holiday", "Summer Bank Holiday", .nth(1, .monday, of: 8)),
            HolidayRule("st-andrews-day", "Saint Andrew's Day", "Saint Andrew's Day", .fixed(11, 30), years: 2007...9999,
                        substitute: .weekendToMonday),
        ]

    private static let northernIreland: [HolidayRule] = [
        HolidayRule("st-patricks-day", "Saint Patrick's Day", "Saint Patrick's Day", .fixed(3, 17), substitute: .weekendToMonday),
        HolidayRule("battle-of-the-boyne", "Battle of the Boyne", "Battle of the Boyne", .fixed(7, 12), substitute: .weekendToMonday),
    ]
}

extension Decrees {
    /// Scotland's own proclaimed days.
    static let scotland: [DecreeDay] = [
        // 15 June 2026, a Scottish bank holiday for the national team's place at the FIFA World Cup, as
        // python-holidays 0.109 lists it (its name there: "Scotland's participation in the FIFA World Cup final").
        DecreeDay(2026, 6, 15, "world-cup-2026", "Scotland's World Cup bank holiday", "Scotland's World Cup bank holiday"),
    ]
}
