/// The 50 states, the District of Columbia and the six outlying areas (US-AK … US-WY), as python-holidays
/// 0.109 has them with `subdiv=` (its default, `public`, category): each keeps the federal holidays
/// (Regions/US.swift) less the ones its law does not have (`federalNotKept`), plus the days its own law adds
/// (`USStateHolidays.table`, Regions/USStateHolidays.swift; the territories' in Regions/USTerritories.swift).
/// A federal day a state keeps under a name of its own (Presidents' Day, Indigenous Peoples' Day,
/// Commonwealth Cultural Day …) is the federal rule: the date is the same. State days falling on a weekend
/// move as federal ones do (Saturday → Friday, Sunday → Monday) where the state's law says so; rows
/// without a policy are kept on their date. The laws are cited row by row and in docs/holidays.md.
extension Regions {
    static let unitedStatesStates: [HolidayRegion: RegionDefinition] = {
        let rows = USStateHolidays.table + USTerritoryHolidays.table
        let notKept = { (state: HolidayRegion) in Set(federalNotKept.filter { $0.value.contains(state) }.keys) }
        // Massachusetts on its own federal table (below); the others share the federal one's entries.
        var states = unitedStates.subdivisions(HolidayRegion.US.subdivisions.filter { $0 != .US_MA }, rows: rows, without: notKept)
        states[.US_MA] = massachusettsFederal.subdivision(.US_MA, rows: rows, without: notKept(.US_MA))
        return states
    }()

    /// Federal holidays that a state's (or territory's) own list does not have, by key. A state that keeps
    /// one only in some years, or on another date, gets it back from its rows.
    private static let federalNotKept: [String: Set<HolidayRegion>] = [
        // Not a state holiday (California dropped it from its state holidays in 2009, Gov. Code 19853, and
        // Colorado in 2020, C.R.S. 24-11-101: their rows give it back until then; Puerto Rico's Día de la
        // Raza has its own history, USTerritories.swift).
        "columbus-day": [.US_AR, .US_CA, .US_CO, .US_DE, .US_FL, .US_GU, .US_HI, .US_IA, .US_KS, .US_KY, .US_LA,
                         .US_MI, .US_MN, .US_MS, .US_NC, .US_ND, .US_NH, .US_NV, .US_OK, .US_OR, .US_PR, .US_SC,
                         .US_TN, .US_TX, .US_UM, .US_VT, .US_WA, .US_WI, .US_WY],
        // Delaware kept Presidents' Day until 2009 (1 Del. C. § 501); Florida's paid holidays never had it
        // (F.S. 110.117); Georgia and Indiana keep Washington's Birthday in the Christmas season, New Mexico
        // gives "Presidents' Day" on the day after Thanksgiving (NMSA 12-5-2); Puerto Rico's is its own row.
        "washingtons-birthday": [.US_DE, .US_FL, .US_GA, .US_IN, .US_NM, .US_PR],
        // Alaska from 1990 (ch. 109 SLA 1989), in place of Lincoln's Birthday.
        "martin-luther-king-jr-day": [.US_AK],
        // Puerto Rico: Día del Veterano, moved only off a Sunday (USTerritories.swift).
        "veterans-day": [.US_PR],
        // Massachusetts moves a holiday only off a Sunday (below): 1 January on a Saturday is not kept on
        // 31 December.
        "new-years-day.observed": [.US_MA],
    ]

    /// Massachusetts (M.G.L. c. 4 § 7, cl. 18): a legal holiday on a Sunday is kept on the Monday; one on a
    /// Saturday is not moved. The federal table with that policy.
    private static let massachusettsFederal = RegionDefinition(
        .US, rules: unitedStates.rules.map { rule in
            rule.substitute == nil ? rule : rule.with(substitute: USStateHolidays.sundayToMonday)
        },
        substitutePasses: unitedStates.substitutePasses)
}

extension USStateHolidays {
    // The observance policies of the state tables.

    /// Saturday → Friday, Sunday → Monday, as for federal holidays (5 U.S.C. 6103(b)); most states' laws
    /// say the same of their own days.
    static let observed = SubstitutePolicy.saturdayToFridaySundayToMonday
    /// Sunday → Monday only (Massachusetts; California's Cesar Chavez Day; Puerto Rico; Inauguration Day).
    static let sundayToMonday = SubstitutePolicy([.sunday: .days(+1)])
    /// Christmas Eve given as a day off: on a Friday the Thursday before (Christmas on Saturday is then kept
    /// on the Friday), on a weekend the Friday before.
    static let christmasEveObserved = SubstitutePolicy([.friday: .days(-1), .saturday: .days(-1), .sunday: .days(-2)])

    // Rules several states share.

    /// A state holiday: English names, which the state table lists as they are in python-holidays (en_US).
    static func day(_ key: String, _ name: String, _ date: DateRule, substitute: SubstitutePolicy? = nil) -> HolidayRule {
        HolidayRule(key, name, name, date, substitute: substitute)
    }

    static let goodFriday = day("good-friday", "Good Friday", .easter(-2))
    /// Columbus Day on its Monday date, for the states that kept it only in some years.
    static let columbusDay = day("columbus-day", "Columbus Day", .nth(2, .monday, of: 10))
    static let lincolnsBirthday = day("lincolns-birthday", "Lincoln's Birthday", .fixed(2, 12), substitute: observed)
    static let susanBAnthonyDay = day("susan-b-anthony-day", "Susan B. Anthony Day", .fixed(2, 15))
    static let cesarChavezDay = day("cesar-chavez-day", "Cesar Chavez Day", .fixed(3, 31))
    static let christmasEve = day("christmas-eve", "Christmas Eve", .fixed(12, 24), substitute: christmasEveObserved)
    static let dayAfterChristmas = day("day-after-christmas", "Day After Christmas", .fixed(12, 26))
    static let newYearsEve = day("new-years-eve", "New Year's Eve", .fixed(12, 31), substitute: observed)
    /// Election Day: the Tuesday after the first Monday of November (2 U.S.C. 7), in the years the state
    /// makes it a holiday (`evenYears` for the states that close for the biennial general election only).
    static let electionDay = day("election-day", "Election Day", .weekday(.tuesday, onOrAfter: 11, 2))
    static let evenYearElectionDay = day("election-day", "Election Day",
                                         .weekday(.tuesday, onOrAfter: 11, 2).unless { year, _ in year % 2 != 0 })
    /// Inauguration Day, 20 January of the year after a presidential election (U.S. Const. amend. XX),
    /// kept on the Monday when it is a Sunday (5 U.S.C. 6103(c); DC, Maryland and Virginia law follow it).
    static let inaugurationDay = day("inauguration-day", "Inauguration Day",
                                     .fixed(1, 20).unless { year, _ in year % 4 != 1 }, substitute: sundayToMonday)

    /// The Friday after Thanksgiving, under the name the state gives it.
    /// The Friday after Thanksgiving; `key` when a state keeps another holiday on it (Indiana's Lincoln's
    /// Birthday, New Mexico's Presidents' Day), so that the holiday's name finds it.
    static func dayAfterThanksgiving(_ name: String = "Day After Thanksgiving", key: String = "day-after-thanksgiving") -> HolidayRule {
        day(key, name, .nth(4, .thursday, of: 11).plus(1))
    }
}

extension HolidayRule {
    /// This rule, in force only in `years` (within its own years).
    func during(_ years: ClosedRange<Int>) -> HolidayRule {
        HolidayRule(key, localName, englishName, date, years: years.clamped(to: self.years), except: exceptYears,
                    isPublic: isPublic, substitute: substitute, isSubstitute: isSubstitute, inLieuOf: inLieuOf)
    }

    /// This rule from `year` on.
    func since(_ year: Int) -> HolidayRule { during(year...years.upperBound) }

    /// This rule until `year`.
    func until(_ year: Int) -> HolidayRule { during(years.lowerBound...year) }

    /// This rule with another substitute policy.
    func with(substitute policy: SubstitutePolicy?) -> HolidayRule {
        HolidayRule(key, localName, englishName, date, years: years, except: exceptYears, isPublic: isPublic,
                    substitute: policy, isSubstitute: isSubstitute, inLieuOf: inLieuOf)
    }
}
