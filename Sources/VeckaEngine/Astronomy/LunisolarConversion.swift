/// Conversion between Gregorian and lunisolar dates, computed astronomically (see
/// `LunisolarSui`), not with ICU: ICU has no Vietnamese calendar, and one computation for all
/// three calendars keeps them consistent with each other.
///
/// Suì 1899–2102 (lunar years 1899–2101) come from the generated `LunisolarTables`; others are
/// computed on first use and kept (one year costs well under 1 ms; all of 1970–2100 for the three
/// calendars, ~170 M instructions, was most of the holiday engine's first-use time).
enum LunisolarConversion {
    static func gregorianDate(of lunar: LunarDate, in calendar: LunisolarCalendar) -> CalendarDate? {
        let sui = LunisolarCache.shared.sui(lunar.month >= 11 ? lunar.year + 1 : lunar.year, calendar)
        return sui.dayNumber(month: lunar.month, day: lunar.day, isLeapMonth: lunar.isLeapMonth)
            .map(CalendarDate.init(dayNumber:))
    }

    static func lunarDate(of date: CalendarDate, in calendar: LunisolarCalendar) -> LunarDate {
        // Suì Y starts in November/December of Y−1, so a date belongs to its own year's suì
        // unless it is on or after the start of the next one.
        let year = date.year
        let next = LunisolarCache.shared.sui(year + 1, calendar)
        let sui = date.dayNumber >= next.starts[0] ? next : LunisolarCache.shared.sui(year, calendar)
        return sui.lunarDate(ofDay: date.dayNumber)
    }
}

/// Suì from the generated table, or computed and memoised with their major solar terms, shared by
/// all threads. Lookups after the first are a dictionary access, so the holiday engine can ask
/// thousands of dates; bounded like the engine's other caches, so years far outside the table asked
/// one after another do not pile up.
final class LunisolarCache: Sendable {
    static let shared = LunisolarCache()

    private let suis = LockedDictionary<SuiKey, LunisolarSui>(limit: 512)
    private let majorTermMoments = LockedDictionary<Int, [Double]>(limit: 512)

    private struct SuiKey: Hashable, Sendable {
        let year: Int
        let calendar: LunisolarCalendar
    }

    func sui(_ year: Int, _ calendar: LunisolarCalendar) -> LunisolarSui {
        LunisolarTables.sui(year, calendar) ?? computedSui(year, calendar)
    }

    /// The suì by the astronomical rules, never from the table: outside the table, and to generate
    /// the table and check it (AstronomyTableTests).
    func computedSui(_ year: Int, _ calendar: LunisolarCalendar) -> LunisolarSui {
        suis.value(for: SuiKey(year: year, calendar: calendar)) {
            LunisolarSui(year: year, calendar: calendar) { termYear in
                self.majorTerms(termYear).map { moment in
                    JulianDay.localDate(ofUT: moment, offsetHours: calendar.utcOffsetHours(atUT: moment)).dayNumber
                }
            }
        }
    }

    /// Instants (JD, UT) of the 12 major solar terms of a Gregorian year in calendar order:
    /// 300° and 330° (January, February), then 0° … 270° (March … December).
    private func majorTerms(_ year: Int) -> [Double] {
        majorTermMoments.value(for: year) {
            [300, 330, 0, 30, 60, 90, 120, 150, 180, 210, 240, 270].map {
                SunLongitude.moment(longitude: Double($0), year: year)
            }
        }
    }
}
