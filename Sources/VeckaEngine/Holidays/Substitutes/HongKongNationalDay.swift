/// HK National Day: 1 October, a statutory holiday listed whatever day it falls on; when it is a
/// Sunday or already the day after Mid-Autumn or Chung Yeung, the general holiday is the next day that
/// is neither a Sunday nor a holiday ("the day following National Day").
struct HongKongNationalDay: SubstitutePass {
    func apply(to days: inout [Occurrence], year: Int, region: RegionDefinition) {
        guard year >= 1997 else { return }
        let october1 = CalendarDate(year: year, month: 10, day: 1)!
        let taken = YearDays(year: year, days.lazy.map(\.date.dayNumber))
        let special = [Regions.dayAfterMidAutumn.date(in: year), LunarDay(.chinese, month: 9, day: 9).date(in: year)]
        if october1.isoWeekday == .sunday || special.contains(october1),
           let next = region.workday(from: october1, direction: 1, holidays: taken, year: year) {
            days.append(Occurrence(label: region.label("national-day.observed", "國慶日翌日", "The day following National Day",
                                                       isSubstitute: true), date: next))
        }
        days.append(Occurrence(label: region.label("national-day", "國慶日", "National Day", isSubstitute: false),
                               date: october1))
    }
}
