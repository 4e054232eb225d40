/// Taiwan's days in lieu, in the order the DGPA settles them (and python-holidays computes them): first
/// every other holiday by date, each its own day (two holidays on one Saturday give two days), then the
/// Lunar New Year days, whose days in lieu come after the whole break. Children's Day on the same date
/// as Tomb-Sweeping Day is settled first and moves by a fixed rule (紀念日及節日實施辦法 as amended in
/// 2012, 內政部台內民字第1010307327號令): to the Thursday or Friday next to a midweek pair, to the
/// Monday or Tuesday next to a pair at the start of the week, to the Friday before a weekend pair.
struct TaiwanSubstitutes: SubstitutePass {
    let lunarNewYear: Set<String>
    let childrensDay: String

    static let childrensDayShared = SubstitutePolicy([
        .monday: .days(+1), .tuesday: .days(-1), .wednesday: .days(-1), .thursday: .days(+1), .friday: .days(-1),
        .saturday: .days(-1), .sunday: .days(-2),
    ])

    func apply(to days: inout [Occurrence], year: Int, region: RegionDefinition) {
        var taken = YearDays(year: year, days.map(\.date.dayNumber))
        let holidays = days
        for lunarNewYearDays in [false, true] {
            let group = holidays.filter {
                $0.rule?.substitute?.applies(in: year) == true && lunarNewYear.contains($0.key) == lunarNewYearDays
            }.sorted { a, b in
                a.date != b.date ? a.date < b.date : (a.key == childrensDay && b.key != childrensDay)
            }
            for day in group {
                let shared = holidays.contains { $0.date == day.date && $0.key != day.key }
                let policy = day.key == childrensDay && shared ? Self.childrensDayShared : day.rule!.substitute!
                guard let target = region.substituteDate(for: day.date, policy: policy, holidays: taken, collides: false,
                                                         year: year) else { continue }
                days.append(day.substitute(on: target))
                taken.insert(target.dayNumber)
            }
        }
    }
}
