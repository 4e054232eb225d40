/// Vietnam's Tết days (the eve and days 1–3, or 1–4 from 2013) that fall on a weekend are made up
/// next to the break, so that workers get the full number of working days off (since 1995):
/// a Sunday by the next working day after Tết; a Saturday likewise until 2013, and from 2014 by
/// the working day before Tết (the 29th of the last lunar month, "29 Tết").
struct VietnamTet: SubstitutePass {
    func apply(to days: inout [Occurrence], year: Int, region: RegionDefinition) {
        guard year >= 1995, let newYear = LunarDay(.vietnamese, month: 1, day: 1).date(in: year) else { return }
        var taken = YearDays(year: year, days.lazy.map(\.date.dayNumber))
        let lastDay = year >= 2013 ? 3 : 2
        for offset in -1...lastDay {
            let day = newYear.shifted(offset)
            let target: CalendarDate?
            switch day.isoWeekday {
            case .saturday:
                target = region.workday(from: day, direction: year >= 2014 ? -1 : +1, holidays: taken, year: year)
            case .sunday:
                target = region.workday(from: day, direction: +1, holidays: taken, year: year)
            default:
                target = nil
            }
            guard let target else { continue }
            let names = VietnamTet.names[newYear.days(until: target)]
                ?? ("Ngày nghỉ bù Tết", "Lunar New Year (observed)")
            days.append(Occurrence(label: region.label("tet.observed", names.0, names.1, isSubstitute: true),
                                   date: target))
            taken.insert(target.dayNumber)
        }
    }

    private static let names: [Int: (String, String)] = [
        -2: ("29 Tết", "29th Day of the Last Lunar Month"),
        3: ("Mùng bốn Tết Nguyên Đán", "Fourth Day of Lunar New Year"),
        4: ("Mùng năm Tết Nguyên Đán", "Fifth Day of Lunar New Year"),
        5: ("Mùng sáu Tết Nguyên Đán", "Sixth Day of Lunar New Year"),
    ]
}
