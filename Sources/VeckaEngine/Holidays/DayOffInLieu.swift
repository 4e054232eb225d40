extension HolidayCalendar {
    /// The day off a region gives for `holiday` because it falls on a rest day or on another
    /// holiday: its `.observed` substitute (the US Friday before a Saturday Fourth of July, Hong
    /// Kong's Monday after a Sunday festival, Japan's 振替休日), or a day its table says stands in for
    /// it on a rest day (`HolidayRule.inLieuOf`: Hong Kong's fourth day of the Lunar New Year).
    /// Nil when the day itself is the day off. `holiday` may also be an observance of the region
    /// (a Hong Kong festival on a Sunday that is not a statutory holiday that year).
    public static func dayOffInLieu(of holiday: Holiday) -> Holiday? {
        guard !holiday.isSubstitute else { return nil }
        let definition = definition(of: holiday.region)
        let key = String(holiday.id.dropFirst(3))
        let onRestDay = definition.weekend.contains(holiday.date.isoWeekday)
        // A substitute follows its holiday within days (the US one precedes it, across New Year).
        let nearby = (holiday.date.year - 1...holiday.date.year + 1)
            .flatMap { holidays(in: holiday.region, year: $0) }
            .filter { $0.isSubstitute && abs(holiday.date.days(until: $0.date)) <= 7 }
        let standIns = nearby.filter { day in
            if day.id == holiday.id + ".observed" { return true }
            guard onRestDay else { return false }
            let dayKey = day.id.dropFirst(3)
            return definition.rules.contains { $0.key == dayKey && $0.inLieuOf.contains(key) }
        }
        return standIns.min { abs(holiday.date.days(until: $0.date)) < abs(holiday.date.days(until: $1.date)) }
    }
}
