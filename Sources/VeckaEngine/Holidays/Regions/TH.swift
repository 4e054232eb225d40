/// Thailand: public holidays set by Cabinet resolutions (the annual list of the Secretariat of the
/// Cabinet). The Buddhist holy days follow the Thai lunar calendar (`ThaiLunarCalendar`).
///
/// Substitute days (วันหยุดชดเชย): a holiday on a Saturday or Sunday gives the next Monday off. The
/// rule was in force 1961–1973, 1995–1997 and again since 2001 (Cabinet resolution of 2001); in
/// 1974–1994 and 1998–2000 substitutes were granted case by case (Decrees/TH.swift).
extension Regions {
    static let thailand = RegionDefinition(.TH, rules: [
        HolidayRule("new-years-day", "วันขึ้นปีใหม่", "New Year's Day", .fixed(1, 1), substitute: era(toMonday)),
        HolidayRule("childrens-day", "วันเด็กแห่งชาติ", "National Children's Day", .nth(2, .saturday, of: 1),
                    years: 1965...9999),
        HolidayRule("makha-bucha", "วันมาฆบูชา", "Makha Bucha", .thaiLunar(month: 3, leapYearMonth: 4),
                    substitute: era(toMonday)),
        HolidayRule("chakri-day", "วันจักรี", "Chakri Memorial Day", .fixed(4, 6), substitute: era(toMonday)),
        // Songkran: 13 April until 1988, 12–14 April 1989–1997, 13–15 April since 1998 (not in
        // 2020: postponed because of COVID-19, see Decrees/TH.swift). Since 1995 a weekend in the
        // break is made up after it.
        HolidayRule("songkran", "วันสงกรานต์", "Songkran Festival", .fixed(4, 13), years: 1...1988, substitute: era(toMonday)),
        HolidayRule("songkran", "วันสงกรานต์", "Songkran Festival", .fixed(4, 12), years: 1989...1997,
                    substitute: era(songkran)),
        HolidayRule("songkran-2", "วันสงกรานต์", "Songkran Festival (day 2)", .fixed(4, 13), years: 1989...1997),
        HolidayRule("songkran-3", "วันสงกรานต์", "Songkran Festival (day 3)", .fixed(4, 14), years: 1989...1997),
        HolidayRule("songkran", "วันสงกรานต์", "Songkran Festival", .fixed(4, 13), years: 1998...9999, except: [2020],
                    substitute: era(songkran)),
        HolidayRule("songkran-2", "วันสงกรานต์", "Songkran Festival (day 2)", .fixed(4, 14), years: 1998...9999,
                    except: [2020]),
        HolidayRule("songkran-3", "วันสงกรานต์", "Songkran Festival (day 3)", .fixed(4, 15), years: 1998...9999,
                    except: [2020]),
        HolidayRule("labour-day", "วันแรงงานแห่งชาติ", "National Labour Day", .fixed(5, 1), years: 1974...9999,
                    substitute: era(toMonday)),
        HolidayRule("coronation-day", "วันฉัตรมงคล", "Coronation Day", .fixed(5, 5), years: 1958...2016,
                    substitute: era(toMonday)),
        HolidayRule("coronation-day", "วันฉัตรมงคล", "Coronation Day", .fixed(5, 4), years: 2020...9999,
                    substitute: era(toMonday)),
        HolidayRule("visakha-bucha", "วันวิสาขบูชา", "Visakha Bucha", .thaiLunar(month: 6, leapYearMonth: 7),
                    substitute: era(toMonday)),
        HolidayRule("queen-suthida-birthday", "วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าสุทิดา พัชรสุธาพิมลลักษณ พระบรมราชินี",
                    "HM Queen Suthida's Birthday", .fixed(6, 3), years: 2019...9999, substitute: era(toMonday)),
        HolidayRule("asanha-bucha", "วันอาสาฬหบูชา", "Asanha Bucha", .thaiLunar(month: 8), years: 1962...9999,
                    substitute: era(SubstitutePolicy([.saturday: .days(+2), .sunday: .days(+2)]))),
        HolidayRule("khao-phansa", "วันเข้าพรรษา", "Buddhist Lent Day", .thaiLunar(month: 8, offset: 1),
                    substitute: era(SubstitutePolicy([.saturday: .days(+2)]))),
        HolidayRule("king-vajiralongkorn-birthday",
                    "วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระปรเมนทรรามาธิบดีศรีสินทรมหาวชิราลงกรณ พระวชิรเกล้าเจ้าอยู่หัว",
                    "HM King Maha Vajiralongkorn's Birthday", .fixed(7, 28), years: 2017...9999, substitute: era(toMonday)),
        HolidayRule("queen-sirikit-birthday", "วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง",
                    "HM Queen Sirikit The Queen Mother's Birthday", .fixed(8, 12), years: 1976...9999,
                    substitute: era(toMonday)),
        HolidayRule("mothers-day", "วันแม่แห่งชาติ", "National Mother's Day", .fixed(8, 12), years: 1976...9999,
                    substitute: era(toMonday)),
        HolidayRule("king-bhumibol-memorial-day", "วันนวมินทรมหาราช", "HM King Bhumibol Adulyadej Memorial Day",
                    .fixed(10, 13), years: 2017...9999, substitute: era(toMonday)),
        HolidayRule("chulalongkorn-day", "วันปิยมหาราช", "HM King Chulalongkorn Memorial Day", .fixed(10, 23),
                    substitute: era(toMonday)),
        HolidayRule("king-bhumibol-birthday",
                    "วันคล้ายวันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร",
                    "HM King Bhumibol Adulyadej the Great's Birthday", .fixed(12, 5), substitute: era(toMonday)),
        HolidayRule("national-day", "วันชาติ", "National Day", .fixed(12, 5), substitute: era(toMonday)),
        HolidayRule("fathers-day", "วันพ่อแห่งชาติ", "National Father's Day", .fixed(12, 5), years: 1980...9999,
                    substitute: era(toMonday)),
        HolidayRule("constitution-day", "วันรัฐธรรมนูญ", "Constitution Day", .fixed(12, 10), substitute: era(toMonday)),
        HolidayRule("new-years-eve", "วันสิ้นปี", "New Year's Eve", .fixed(12, 31), years: 1989...9999),
        // New Year's Eve of the previous year on a weekend: made up on the Tuesday after it (Monday
        // being New Year's Day's own substitute). Not in 2024 (python-holidays, from the 2024 list).
        HolidayRule("new-years-eve.observed", "ชดเชยวันสิ้นปี", "New Year's Eve (in lieu)", .custom { year in
            let eve = CalendarDate(year: year - 1, month: 12, day: 31)!
            switch eve.isoWeekday {
            case .saturday: return eve.shifted(3)
            case .sunday: return eve.shifted(2)
            default: return nil
            }
        }, years: 1995...9999, except: Set(1998...2000).union([2024]), isSubstitute: true),
    ], decrees: Decrees.thailand,
       substitutePasses: [RuleSubstitutes()],
       substituteNames: SubstituteNaming { local, english in ("ชดเชย\(local)", "\(english) (in lieu)") })

    private static let toMonday = SubstitutePolicy.weekendToMonday
    /// Songkran since 1995: when the first day is a Thursday to Sunday, the break's weekend is made
    /// up on the first working day after it.
    private static let songkran = SubstitutePolicy([.thursday: .nextWorkday, .friday: .nextWorkday,
                                                    .saturday: .nextWorkday, .sunday: .nextWorkday])

    /// The years in which weekend holidays were made up by rule.
    private static func era(_ policy: SubstitutePolicy) -> SubstitutePolicy {
        SubstitutePolicy(policy.moves, years: 1961...9999, except: Set(1974...1994).union(1998...2000))
    }
}
