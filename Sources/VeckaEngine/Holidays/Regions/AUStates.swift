/// Australia's six states and two mainland territories, as python-holidays 0.109 has them with `subdiv=`
/// (its default category, `public`). Each state's and territory's act makes its own list: the seven
/// nationwide days (Regions/AU.swift) with its own weekend rules, and its own days (Labour Day, the
/// King's Birthday, the Easter Saturday and Sunday, the Melbourne Cup, …). The tables are in
/// AUStateHolidays.swift, one state per table; the one-off proclaimed days in Decrees/AUStatesDecrees.swift.
///
/// An act says in two ways what happens to a holiday on a weekend, and the tables keep them apart:
/// - it names another day *instead* ("when 26 January is a Saturday or Sunday, the following Monday"):
///   the rule's date is moved (`moved:`), the weekend day is not a holiday;
/// - it names an *additional* day ("and the following Monday"): the holiday stays on its date and a
///   substitute day is added (`substitute:`, id `<key>.observed`).
/// Every state has changed between the two over the years, so many holidays have one rule per era.
extension Regions {
    static let australianStates: [HolidayRegion: RegionDefinition] = [
        .AU_ACT: australianState(.AU_ACT, AustralianStateHolidays.capitalTerritory, decrees: Decrees.australianCapitalTerritory),
        .AU_NSW: australianState(.AU_NSW, AustralianStateHolidays.newSouthWales),
        .AU_NT: australianState(.AU_NT, AustralianStateHolidays.northernTerritory),
        .AU_QLD: australianState(.AU_QLD, AustralianStateHolidays.queensland, decrees: Decrees.queensland),
        .AU_SA: australianState(.AU_SA, AustralianStateHolidays.southAustralia),
        .AU_TAS: australianState(.AU_TAS, AustralianStateHolidays.tasmania),
        .AU_VIC: australianState(.AU_VIC, AustralianStateHolidays.victoria),
        .AU_WA: australianState(.AU_WA, AustralianStateHolidays.westernAustralia, decrees: Decrees.westernAustralia),
    ]

    /// A state's full table (not `australia.subdivision(…)`: every nationwide day but Good Friday and
    /// Easter Monday has the state's own weekend rule), with the nationwide decree days (the 2022 day
    /// of mourning was proclaimed in every state) and its own.
    private static func australianState(_ region: HolidayRegion, _ rules: [HolidayRule],
                                        decrees: [DecreeDay] = []) -> RegionDefinition {
        RegionDefinition(region, years: australia.years, rules: rules, decrees: australia.decrees + decrees,
                         substitutePasses: [RuleSubstitutes()])
    }
}

/// The building blocks of the state tables.
enum AustralianStateHolidays {
    // Where an act names another day instead of a holiday on a weekend (for `moved:`).

    /// "… or, when it falls on a Saturday or Sunday, the following Monday".
    static let weekendToMonday: [Weekday: Int] = [.saturday: 2, .sunday: 1]
    /// "… or, when it falls on a Sunday, the following Monday".
    static let sundayToMonday: [Weekday: Int] = [.sunday: 1]
    /// Christmas on a Saturday or Sunday: the Monday, or the Tuesday when Boxing Day has the Monday.
    static let weekendToMondayOrTuesday: [Weekday: Int] = [.saturday: 2, .sunday: 2]
    /// 26 December on a Saturday: the Monday; on a Sunday, or a Monday that Christmas has taken: the Tuesday.
    static let boxingDayToTuesday: [Weekday: Int] = [.saturday: 2, .sunday: 2, .monday: 1]
    /// 26 December on a Sunday, or on a Monday that Christmas has taken: the next day.
    static let boxingDayToNextDay: [Weekday: Int] = [.sunday: 1, .monday: 1]

    // Where an act adds a day (for `substitute:`).

    /// "… and when it falls on a Sunday, the following Monday".
    static let sundayToMondayToo = SubstitutePolicy([.sunday: .days(+1)])
    /// "… and when it falls on a Sunday, the following Tuesday" (Christmas Day: Boxing Day has the Monday).
    static let sundayToTuesdayToo = SubstitutePolicy([.sunday: .days(+2)])

    /// A holiday of a state table; the local and English names are the same (English).
    static func day(_ key: String, _ name: String, _ date: DateRule, _ years: ClosedRange<Int> = 1...9999,
                    except: Set<Int> = [], moved shifts: [Weekday: Int] = [:], substitute: SubstitutePolicy? = nil) -> HolidayRule {
        HolidayRule(key, name, name, shifts.isEmpty ? date : date.moved(shifts), years: years, except: except,
                    substitute: substitute)
    }

    // The nationwide days, with a state's years and weekend rule.

    static func newYearsDay(_ years: ClosedRange<Int> = 1...9999, moved: [Weekday: Int] = [:],
                            substitute: SubstitutePolicy? = nil) -> HolidayRule {
        day("new-years-day", "New Year's Day", .fixed(1, 1), years, moved: moved, substitute: substitute)
    }

    /// Australia Day (26 January since 1935 in every state).
    static func australiaDay(_ years: ClosedRange<Int> = 1935...9999, on date: DateRule = .fixed(1, 26),
                             moved: [Weekday: Int] = [:], substitute: SubstitutePolicy? = nil) -> HolidayRule {
        day("australia-day", "Australia Day", date, years, moved: moved, substitute: substitute)
    }

    /// 1959–1989 (ACT), 1973–1993 (NT to 1983, WA), 1984–1995 (Qld), 1984–1993 (SA): Australia Day was
    /// kept on the Monday on or after 26 January, a long weekend every year.
    static let mondayFromAustraliaDay: DateRule = .weekday(.monday, onOrAfter: 1, 26)

    static let goodFriday = day("good-friday", "Good Friday", .easter(-2))
    static func easterSaturday(_ years: ClosedRange<Int> = 1...9999) -> HolidayRule {
        day("easter-saturday", "Easter Saturday", .easter(-1), years)
    }
    static func easterSunday(_ years: ClosedRange<Int>) -> HolidayRule {
        day("easter-sunday", "Easter Sunday", .easter(0), years)
    }
    static let easterMonday = day("easter-monday", "Easter Monday", .easter(1))

    /// ANZAC Day (25 April since 1921 in every state).
    static func anzacDay(_ years: ClosedRange<Int> = 1921...9999, except: Set<Int> = [], moved: [Weekday: Int] = [:],
                         substitute: SubstitutePolicy? = nil) -> HolidayRule {
        day("anzac-day", "ANZAC Day", .fixed(4, 25), years, except: except, moved: moved, substitute: substitute)
    }

    /// The sovereign's birthday holiday, on the day each act gives it: "Queen's Birthday" 1952–2022,
    /// "King's Birthday" before and after (one key, `kings-birthday`).
    static func sovereignsBirthday(_ date: DateRule, _ years: ClosedRange<Int> = 1936...9999) -> [HolidayRule] {
        [(1...1951, "King's Birthday"), (1952...2022, "Queen's Birthday"), (2023...9999, "King's Birthday")]
            .compactMap { span, name in
                span.overlaps(years) ? day("kings-birthday", name, date, span.clamped(to: years)) : nil
            }
    }

    /// Labour Day (Eight Hours Day in Tasmania): key `labor-day`, as in CA, US and NZ (`labour-day` is
    /// 1 May elsewhere, and its names find May Day).
    static func labourDay(_ date: DateRule, _ years: ClosedRange<Int> = 1...9999, name: String = "Labour Day") -> HolidayRule {
        day("labor-day", name, date, years)
    }

    static func christmasDay(_ years: ClosedRange<Int> = 1...9999, moved: [Weekday: Int] = [:],
                             substitute: SubstitutePolicy? = nil) -> HolidayRule {
        day("christmas-day", "Christmas Day", .fixed(12, 25), years, moved: moved, substitute: substitute)
    }

    static func boxingDay(_ years: ClosedRange<Int> = 1...9999, name: String = "Boxing Day", key: String = "boxing-day",
                          moved: [Weekday: Int] = [:], substitute: SubstitutePolicy? = nil) -> HolidayRule {
        day(key, name, .fixed(12, 26), years, moved: moved, substitute: substitute)
    }
}
