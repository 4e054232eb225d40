/// Canada, the holidays every province and territory keeps (python-holidays' list without `subdiv`):
/// New Year's Day, Good Friday, Canada Day (Dominion Day until 1982), Labour Day and Christmas Day.
/// Victoria Day, Thanksgiving, Remembrance Day, Boxing Day and the National Day for Truth and
/// Reconciliation are holidays of federally regulated workplaces (Canada Labour Code s. 166) and of
/// most provinces, but not of all, and are left for the provinces as subdivisions. New Year's Day and
/// Christmas Day on a Saturday or Sunday give the Monday after (the provinces' employment standards
/// acts and the federal practice); Canada Day on a Sunday moves to 2 July under the Holidays Act
/// (R.S.C. 1985, c. H-5, s. 2), which python-holidays' default list leaves out, as here.
extension Regions {
    static let canada = RegionDefinition(.CA, rules: [
        HolidayRule("new-years-day", "New Year's Day", "New Year's Day", .fixed(1, 1), substitute: .weekendToMonday),
        HolidayRule("good-friday", "Good Friday", "Good Friday", .easter(-2)),
        HolidayRule("dominion-day", "Dominion Day", "Dominion Day", .fixed(7, 1), years: 1879...1982),
        HolidayRule("canada-day", "Canada Day", "Canada Day", .fixed(7, 1), years: 1983...9999),
        // Key `labor-day`, as the US one: `labour-day` is 1 May (its names find May Day).
        HolidayRule("labor-day", "Labour Day", "Labor Day", .nth(1, .monday, of: 9), years: 1894...9999),
        HolidayRule("christmas-day", "Christmas Day", "Christmas Day", .fixed(12, 25), substitute: .weekendToMonday),
    ], substitutePasses: [RuleSubstitutes()])
}
