/// A step that adds substitute days to a year's holidays once every rule's date is known.
/// Passes run in the order a region lists them; each sees the days the earlier ones added, because
/// "the next working day" must skip substitutes already given.
protocol SubstitutePass: Sendable {
    func apply(to days: inout [Occurrence], year: Int, region: RegionDefinition)
}

/// Applies each rule's own `SubstitutePolicy`, going through the holidays in date order.
///
/// `perHoliday` decides what happens when two holidays share a date: CN gives each its own
/// substitute (2 October on a Saturday that is also Mid-Autumn: two days), JP/KR/VN/US one per date.
/// `preferredKeys` lists keys whose policy wins when several holidays with policies share a date
/// (KR: the Seollal/Chuseok three-day rule beats the general one).
struct RuleSubstitutes: SubstitutePass {
    var perHoliday = false
    var preferredKeys: Set<String> = []

    func apply(to days: inout [Occurrence], year: Int, region: RegionDefinition) {
        var taken = YearDays(year: year)
        // Dates with more than one holiday (KR gives those a substitute too).
        var shared = YearDays(year: year)
        for day in days where !taken.insert(day.date.dayNumber) {
            shared.insert(day.date.dayNumber)
        }
        let eligible = days.indices.filter { days[$0].rule?.substitute?.applies(in: year) == true }
            .sorted { days[$0].date < days[$1].date }
        var handledDates = YearDays(year: year)
        for index in eligible {
            var chosen = days[index]
            let day = chosen.date.dayNumber
            if !perHoliday {
                guard handledDates.insert(day) else { continue }
                if !preferredKeys.isEmpty,
                   let preferred = eligible.first(where: { days[$0].date.dayNumber == day && preferredKeys.contains(days[$0].key) }) {
                    chosen = days[preferred]
                }
            }
            guard let policy = chosen.rule?.substitute,
                  let target = region.substituteDate(for: chosen.date, policy: policy, holidays: taken,
                                                     collides: shared.contains(day), year: year) else { continue }
            days.append(chosen.substitute(on: target))
            taken.insert(target.dayNumber)
        }
    }
}
