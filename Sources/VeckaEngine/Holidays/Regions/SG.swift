/// Singapore: the public holidays of the Holidays Act 1998 (Schedule), and the Holidays Ordinance
/// before it. A holiday on a Sunday gives the next day that is not itself a public holiday (s. 4(2));
/// python-holidays, the reference, applies it from 1998. Chinese New Year and Vesak Day follow the
/// Chinese calendar (Vesak: 15th of the 4th month); Hari Raya Puasa and Hari Raya Haji the dates the
/// Ministry of Manpower gazettes on MUIS's advice (MABIMS criteria: `SingaporeIslamicDates`); Deepavali
/// the Tamil almanacs (`TamilDeepavali`). Polling days are public holidays by the Parliamentary and
/// Presidential Elections Acts: see Decrees/SGDecrees.swift.
extension Regions {
    static let singapore = RegionDefinition(.SG, rules: [
        HolidayRule("new-years-day", "New Year's Day", "New Year's Day", .fixed(1, 1), substitute: sunday),
        HolidayRule("chinese-new-year", "Chinese New Year", "Chinese New Year", .lunar(.chinese, 1, 1), substitute: sunday),
        HolidayRule("chinese-new-year-2", "Chinese New Year", "Chinese New Year (second day)", .lunar(.chinese, 1, 2),
                    substitute: sunday),
        HolidayRule("eid-al-fitr", "Hari Raya Puasa", "Eid al-Fitr", .singapore(.hariRayaPuasa), substitute: sunday),
        HolidayRule("eid-al-fitr", "Hari Raya Puasa", "Eid al-Fitr", .singapore(.hariRayaPuasa, occurrence: 2),
                    substitute: sunday),
        HolidayRule("eid-al-adha", "Hari Raya Haji", "Eid al-Adha", .singapore(.hariRayaHaji), substitute: sunday),
        HolidayRule("eid-al-adha", "Hari Raya Haji", "Eid al-Adha", .singapore(.hariRayaHaji, occurrence: 2),
                    substitute: sunday),
        HolidayRule("good-friday", "Good Friday", "Good Friday", .easter(-2)),
        HolidayRule("labour-day", "Labour Day", "Labour Day", .fixed(5, 1), substitute: sunday),
        HolidayRule("vesak-day", "Vesak Day", "Vesak Day", .lunar(.chinese, 4, 15), substitute: sunday),
        HolidayRule("national-day", "National Day", "National Day", .fixed(8, 9), substitute: sunday),
        // The gazetted day was a day before the computed Naraka Chaturdashi in 2002 and 2003 (MOM);
        // every other gazetted date 2001–2027 is the computed one.
        HolidayRule("diwali", "Deepavali", "Deepavali", DateRule.tamilDeepavali.except([2002: (11, 3), 2003: (10, 23)]),
                    substitute: sunday),
        HolidayRule("christmas-day", "Christmas Day", "Christmas Day", .fixed(12, 25), substitute: sunday),
    ], decrees: Decrees.singapore, substitutePasses: [RuleSubstitutes()])

    /// Holidays Act 1998 s. 4(2): Sunday → the next day that is not a public holiday.
    private static let sunday = SubstitutePolicy.sundayToNextWorkday.since(1998)
}
