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
        // Asked for every holiday of every list: no arrays are made, and the id is compared last.
        var nearest: Holiday?
        for year in holiday.date.year - 1...holiday.date.year + 1 {
            for day in holidays(in: holiday.region, year: year) where day.isSubstitute {
                let distance = abs(holiday.date.days(until: day.date))
                guard distance <= 7, nearest.map({ distance < abs(holiday.date.days(until: $0.date)) }) ?? true else { continue }
                let standsIn = day.id.count == holiday.id.count + 9 && day.id.hasPrefix(holiday.id) && day.id.hasSuffix(".observed")
                    || onRestDay && definition.rules.contains { $0.key == day.id.dropFirst(3) && $0.inLieuOf.contains(key) }
                if standsIn { nearest = day }
            }
        }
        return nearest
    }
}
