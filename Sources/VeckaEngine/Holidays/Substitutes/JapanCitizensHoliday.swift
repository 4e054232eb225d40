/// 国民の休日 (祝日法 §3③, since 27 Dec 1985): a day that is not itself a holiday but lies between
/// two 国民の祝日 is a day off. In practice: 4 May until 2006 (when it is not a Sunday or already a
/// 振替休日), the Tuesday between 敬老の日 and 秋分の日 in some Septembers (2009, 2015, 2026, …),
/// and 30 April / 2 May 2019 around the enthronement day.
///
/// Only real holidays count as the neighbours, not substitute days; the day itself must not be a
/// Sunday (already a day off) or a holiday of any kind.
struct JapanCitizensHoliday: SubstitutePass {
    let firstYear: Int

    func apply(to days: inout [Occurrence], year: Int, region: RegionDefinition) {
        guard year >= firstYear else { return }
        let holidayDays = days.filter { !$0.isSubstitute }.map(\.date.dayNumber).sorted()
        let holidays = YearDays(year: year, holidayDays)
        var taken = YearDays(year: year, days.lazy.map(\.date.dayNumber))
        for day in holidayDays where holidays.contains(day + 2) {
            let between = CalendarDate(dayNumber: day + 1)
            guard !taken.contains(between.dayNumber), between.isoWeekday != .sunday, between.year == year else { continue }
            taken.insert(between.dayNumber)  // once, also when two holidays share `day`
            days.append(Occurrence(label: region.label("citizens-holiday", "国民の休日", "Citizens' Holiday",
                                                       isSubstitute: false), date: between))
        }
    }
}
