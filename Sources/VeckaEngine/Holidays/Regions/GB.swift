/// United Kingdom, England and Wales: bank holidays under the Banking and Financial Dealings Act
/// 1971 (Schedule 1) and royal proclamations, plus Good Friday and Christmas Day (common-law
/// holidays). A bank holiday on a weekend gives a substitute Monday (Tuesday for Boxing Day after
/// a weekend Christmas).
///
/// Known from 1971, the first year of the Act's spring and late-summer bank holidays. In 1965–1970
/// those two days were already moved by proclamation (the last Mondays of May and August, on
/// trial), which neither this table nor python-holidays has: 1970 would be answered with Whit
/// Monday and without any August holiday, so it is not answered at all.
extension Regions {
    static let unitedKingdom = RegionDefinition(.GB, years: 1971...2100, rules: [
        // By royal proclamation from 1974; python-holidays, our reference, lists it from 1975.
        HolidayRule("new-years-day", "New Year's Day", "New Year's Day", .fixed(1, 1), years: 1975...9999,
                    substitute: .weekendToMonday),
        HolidayRule("good-friday", "Good Friday", "Good Friday", .easter(-2)),
        HolidayRule("easter-monday", "Easter Monday", "Easter Monday", .easter(1)),
        // Moved to 8 May for the VE Day anniversaries of 1995 and 2020.
        HolidayRule("early-may-bank-holiday", "Early May Bank Holiday", "Early May Bank Holiday",
                    DateRule.nth(1, .monday, of: 5).except([1995: (5, 8), 2020: (5, 8)]), years: 1978...9999),
        // Moved for the Golden (2002), Diamond (2012) and Platinum (2022) Jubilees.
        HolidayRule("spring-bank-holiday", "Spring Bank Holiday", "Spring Bank Holiday",
                    DateRule.last(.monday, of: 5).except([2002: (6, 4), 2012: (6, 4), 2022: (6, 2)]),
                    years: 1971...9999),
        HolidayRule("whit-monday", "Whit Monday", "Whit Monday", .easter(50), years: 1...1970),
        HolidayRule("summer-bank-holiday", "Summer Bank Holiday", "Summer Bank Holiday", .last(.monday, of: 8),
                    years: 1971...9999),
        HolidayRule("christmas-day", "Christmas Day", "Christmas Day", .fixed(12, 25),
                    substitute: .weekendToMondayOrTuesday),
        HolidayRule("boxing-day", "Boxing Day", "Boxing Day", .fixed(12, 26), substitute: .weekendToMondayOrTuesday),
    ], decrees: Decrees.unitedKingdom, substitutePasses: [RuleSubstitutes()],
       substituteNames: .suffix(local: " (substitute day)", english: " (substitute day)"))
}
