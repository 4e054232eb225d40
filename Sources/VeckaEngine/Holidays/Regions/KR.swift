/// South Korea: 관공서의 공휴일에 관한 규정 (Regulations on Holidays of Government Offices, 1949 as
/// amended) and, from 2022, the Act on Public Holidays (공휴일에 관한 법률). Lunar holidays use the
/// Korean calendar (reckoned at UTC+9), which differs from the Chinese one in some years.
///
/// 대체공휴일 (substitute holidays): since 2014 for 설날 and 추석 (when one of the three days is a
/// Sunday or coincides with another holiday) and for 어린이날 (2015); extended to 3·1절, 광복절,
/// 개천절 and 한글날 from 2021 (Act on Public Holidays; 3·1절 first applicable in 2022), to
/// 부처님오신날 and 기독탄신일 from 2023, to 노동절 and 제헌절 from 2026.
extension Regions {
    static let korea = RegionDefinition(.KR, rules: [
        HolidayRule("new-years-day", "신정", "New Year's Day", .fixed(1, 1)),
        HolidayRule("new-years-day-2", "신정연휴", "New Year Holiday", .fixed(1, 2), years: 1...1998),
        HolidayRule("new-years-day-3", "신정연휴", "New Year Holiday", .fixed(1, 3), years: 1...1989),
        HolidayRule("folk-day", "민속의 날", "Folk Day", .lunar(.korean, 1, 1), years: 1985...1988),
        HolidayRule("seollal-eve", "설날 전날", "Day before Seollal", .lunar(.korean, 1, 1, offset: -1),
                    years: 1989...9999, substitute: threeDay),
        HolidayRule("seollal", "설날", "Seollal", .lunar(.korean, 1, 1), years: 1989...9999, substitute: threeDay),
        HolidayRule("seollal-2", "설날 다음날", "Day after Seollal", .lunar(.korean, 1, 1, offset: 1),
                    years: 1989...9999, substitute: threeDay),
        HolidayRule("independence-movement-day", "3·1절", "Independence Movement Day", .fixed(3, 1),
                    substitute: general.since(2022)),
        HolidayRule("arbor-day", "식목일", "Arbor Day", .fixed(4, 5), years: 1...2005),
        HolidayRule("buddhas-birthday", "부처님오신날", "Buddha's Birthday", .lunar(.korean, 4, 8), years: 1975...9999,
                    substitute: general.since(2023)),
        HolidayRule("labour-day", "노동절", "Labour Day", .fixed(5, 1), years: 2026...9999, substitute: general.since(2026)),
        HolidayRule("childrens-day", "어린이날", "Children's Day", .fixed(5, 5), years: 1975...9999,
                    substitute: general.since(2015)),
        HolidayRule("memorial-day", "현충일", "Memorial Day", .fixed(6, 6)),
        HolidayRule("constitution-day", "제헌절", "Constitution Day", .fixed(7, 17), except: Set(2008...2025),
                    substitute: general.since(2026)),
        HolidayRule("liberation-day", "광복절", "Liberation Day", .fixed(8, 15), substitute: general.since(2021)),
        HolidayRule("chuseok-eve", "추석 전날", "Day before Chuseok", .lunar(.korean, 8, 15, offset: -1),
                    years: 1989...9999, substitute: threeDay),
        HolidayRule("chuseok", "추석", "Chuseok", .lunar(.korean, 8, 15), substitute: threeDay),
        HolidayRule("chuseok-2", "추석 다음날", "Day after Chuseok", .lunar(.korean, 8, 15, offset: 1),
                    years: 1986...9999, substitute: threeDay),
        HolidayRule("armed-forces-day", "국군의 날", "Armed Forces Day", .fixed(10, 1), years: 1976...1990),
        HolidayRule("national-foundation-day", "개천절", "National Foundation Day", .fixed(10, 3),
                    substitute: general.since(2021)),
        HolidayRule("hangul-day", "한글날", "Hangul Day", .fixed(10, 9), except: Set(1991...2012),
                    substitute: general.since(2021)),
        HolidayRule("united-nations-day", "국제연합일", "United Nations Day", .fixed(10, 24), years: 1950...1975),
        HolidayRule("christmas-day", "기독탄신일", "Christmas Day", .fixed(12, 25), substitute: general.since(2023)),
        // Election days fixed by the Public Official Election Act (§34, 2006 amendment): a Wednesday.
        HolidayRule("national-assembly-election", "국회의원 선거일", "National Assembly Election Day",
                    .custom { year in (year - 2008) % 4 == 0 ? FloatingWeekday(.wednesday, onOrAfterMonth: 4, day: 9).date(in: year) : nil },
                    years: 2008...9999),
        HolidayRule("presidential-election", "대통령 선거일", "Presidential Election Day", .custom { year in
            switch year {
            case 2007, 2012: return NthWeekday(3, .wednesday, of: 12).date(in: year)
            case 2022: return NthWeekday(2, .wednesday, of: 3).date(in: year)
            // After the early election of 3 June 2025 the term ends in 2030; then every five years,
            // the first Wednesday from 25 March... as python-holidays predicts: a forecast.
            default: return year >= 2030 && (year - 2030) % 5 == 0
                ? FloatingWeekday(.wednesday, onOrAfterMonth: 3, day: 25).date(in: year) : nil
            }
        }, years: 2007...9999),
        HolidayRule("local-election", "지방선거일", "Local Election Day", .custom { year in
            guard (year - 2010) % 4 == 0 else { return nil }
            // The first Wednesday from 31 May, or the second when 6 June (Memorial Day) is a
            // Wednesday or Thursday.
            let june6 = CalendarDate(year: year, month: 6, day: 6)!
            let first = FloatingWeekday(.wednesday, onOrAfterMonth: 5, day: 31).date(in: year)!
            return june6.isoWeekday == .wednesday || june6.isoWeekday == .thursday ? first.shifted(7) : first
        }, years: 2010...9999),
    ], decrees: Decrees.korea,
       substitutePasses: [RuleSubstitutes(preferredKeys: ["seollal-eve", "seollal", "seollal-2",
                                                          "chuseok-eve", "chuseok", "chuseok-2"])],
       substituteNames: SubstituteNaming { local, english in ("대체공휴일(\(local))", "Alternative holiday for \(english)") })

    /// 설날/추석: a day of the three on a Sunday, or shared with another holiday → the next working day.
    private static let threeDay = SubstitutePolicy([.sunday: .nextWorkday], onCollision: true).since(2014)
    /// The other holidays: Saturday or Sunday, or shared with another holiday → the next working day.
    private static let general = SubstitutePolicy([.saturday: .nextWorkday, .sunday: .nextWorkday], onCollision: true)
}
