/// Why a calculation has no answer inside the supported calendar.
public enum DateArithmeticError: Error, Equatable, Sendable {
    /// The result lies outside `CalendarDate.supportedYears`; `direction` is +1 (too late) or -1 (too early).
    case outOfRange(direction: Int)
    /// Working days were counted through a year whose public holidays are not known for these
    /// regions (`HolidayRegion.knownYears`): counting weekends only would give a wrong number.
    case holidaysNotKnown([HolidayRegion])
}

extension CalendarDate {
    /// Adding huge offsets ("in 10^12 days") must neither trap nor wrap, so every step checks overflow
    /// and the supported range.
    public func adding(days: Int) throws(DateArithmeticError) -> CalendarDate {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        guard !overflow else { throw .outOfRange(direction: days > 0 ? 1 : -1) }
        let result = CalendarDate(dayNumber: sum)
        guard result.isInSupportedRange else { throw .outOfRange(direction: days > 0 ? 1 : -1) }
        return result
    }

    public func adding(weeks: Int) throws(DateArithmeticError) -> CalendarDate {
        let (days, overflow) = weeks.multipliedReportingOverflow(by: 7)
        guard !overflow else { throw .outOfRange(direction: weeks > 0 ? 1 : -1) }
        return try adding(days: days)
    }

    /// Calendar months: the day is clamped to the target month's length (31 Jan + 1 month = 28/29 Feb).
    public func adding(months: Int) throws(DateArithmeticError) -> CalendarDate {
        let (year, month, day) = components
        let (total, overflow) = (year * 12 + (month - 1)).addingReportingOverflow(months)
        guard !overflow else { throw .outOfRange(direction: months > 0 ? 1 : -1) }
        let newYear = total >= 0 ? total / 12 : (total - 11) / 12
        let newMonth = total - newYear * 12 + 1
        guard CalendarDate.supportedYears.contains(newYear) else { throw .outOfRange(direction: months > 0 ? 1 : -1) }
        let clampedDay = min(day, CalendarDate.daysIn(month: newMonth, year: newYear))
        return CalendarDate(dayNumber: CalendarDate.dayNumber(year: newYear, month: newMonth, day: clampedDay))
    }

    public func adding(years: Int) throws(DateArithmeticError) -> CalendarDate {
        let (months, overflow) = years.multipliedReportingOverflow(by: 12)
        guard !overflow else { throw .outOfRange(direction: years > 0 ? 1 : -1) }
        return try adding(months: months)
    }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(until other: CalendarDate) -> Int { other.dayNumber - dayNumber }

    /// 1…366.
    public var dayOfYear: Int {
        dayNumber - CalendarDate.dayNumber(year: year, month: 1, day: 1) + 1
    }

    /// The first date on or after `self` that falls on `weekday` (1 = Monday … 7 = Sunday).
    public func nextOccurrence(ofWeekday weekday: Int) -> CalendarDate {
        CalendarDate(dayNumber: dayNumber + ((weekday - self.weekday) % 7 + 7) % 7)
    }

    /// The next date on or after `self` with this month and day, looking up to eight years ahead
    /// so that 29 February finds the next leap year. Nil when the month/day never exists.
    public func nextOccurrence(month: Int, day: Int) -> CalendarDate? {
        for year in self.year...(self.year + 8) {
            if let candidate = CalendarDate(year: year, month: month, day: day), candidate >= self {
                return candidate
            }
        }
        return nil
    }
}
