extension CalendarDate {
    /// The most working days one question may count. Beyond it (about 380 years) the walk would be
    /// long and the answer meaningless, so it is refused like any other out-of-range offset.
    public static let maximumBusinessDays = 100_000

    /// `count` working days after this date (before it when negative), counted from the next day:
    /// "in 1 business day" said on a Friday is Monday. A working day is a Monday to Friday that is
    /// not a public holiday (nor a substitute day off) in any of `regions`, or a weekend day that a
    /// government schedule made a working day (CN 调休). With no regions, only weekends are skipped.
    /// Throws `holidaysNotKnown` when the walk enters a year whose holidays a region does not know.
    public func adding(businessDays count: Int, in regions: [HolidayRegion]) throws(DateArithmeticError) -> CalendarDate {
        guard abs(count) <= Self.maximumBusinessDays else { throw .outOfRange(direction: count > 0 ? 1 : -1) }
        let step = count >= 0 ? 1 : -1
        var calendar = WorkingDayCalendar(regions: regions)
        var date = self
        var remaining = abs(count)
        while remaining > 0 {
            date = try date.adding(days: step)
            if try calendar.isWorkingDay(date) { remaining -= 1 }
        }
        return date
    }

    /// The working days after this date up to and including `other`; when `other` is earlier, minus
    /// those from `other` up to the day before this one. The inverse of `adding(businessDays:in:)`:
    /// what "how many business days until Christmas" asks.
    public func businessDays(until other: CalendarDate, in regions: [HolidayRegion]) throws(DateArithmeticError) -> Int {
        let step = other >= self ? 1 : -1
        // A year has at most 262 working days: a longer walk cannot stay under the bound.
        guard abs(days(until: other)) <= Self.maximumBusinessDays * 7 / 5 + 14 else { throw .outOfRange(direction: step) }
        var calendar = WorkingDayCalendar(regions: regions)
        var count = 0
        var date = self
        while date != other {
            // Either way the far end (`other`) counts and this date does not, as `adding` walks.
            date = CalendarDate(dayNumber: date.dayNumber + step)
            if try calendar.isWorkingDay(date) { count += step }
        }
        return count
    }
}

/// Which days are worked in a set of regions, one year's exceptions at a time.
private struct WorkingDayCalendar {
    let regions: [HolidayRegion]
    private var year: Int?
    private var daysOff: Set<Int> = []
    private var extraWorkdays: Set<Int> = []

    init(regions: [HolidayRegion]) { self.regions = regions }

    /// Throws when a day's year is outside a region's known years: a count through it would treat
    /// every weekday there as worked.
    mutating func isWorkingDay(_ date: CalendarDate) throws(DateArithmeticError) -> Bool {
        if year != date.year { try load(date.year) }
        if extraWorkdays.contains(date.dayNumber) { return true }
        return date.weekday <= 5 && !daysOff.contains(date.dayNumber)
    }

    private mutating func load(_ newYear: Int) throws(DateArithmeticError) {
        let unknown = regions.filter { !$0.knownYears.contains(newYear) }
        guard unknown.isEmpty else { throw .holidaysNotKnown(unknown) }
        year = newYear
        daysOff = []
        extraWorkdays = []
        for region in regions {
            for holiday in HolidayCalendar.holidays(in: region, year: newYear) where holiday.isPublic {
                daysOff.insert(holiday.date.dayNumber)
            }
            for day in HolidayCalendar.makeUpWorkdays(in: region, year: newYear) { extraWorkdays.insert(day.dayNumber) }
        }
    }
}
