import Foundation
import Testing
@testable import VeckaEngine

@Suite struct CalendarDateTests {
    @Test func impossibleDatesDoNotExist() {
        #expect(CalendarDate(year: 2026, month: 2, day: 31) == nil)
        #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CalendarDate(isoString: "2026-02-31") == nil)
        #expect(CalendarDate(isoString: "2026-2-3") == nil)
    }

    @Test func leapYears() {
        #expect(CalendarDate.isLeapYear(2000) && CalendarDate.isLeapYear(2024) && CalendarDate.isLeapYear(2400))
        #expect(!CalendarDate.isLeapYear(1900) && !CalendarDate.isLeapYear(2023) && !CalendarDate.isLeapYear(2100))
    }

    @Test func arithmetic() throws {
        let date = CalendarDate(isoString: "2026-01-31")!
        #expect(try date.adding(months: 1).isoString == "2026-02-28")
        #expect(try date.adding(days: 365).isoString == "2027-01-31")
        #expect(try date.adding(weeks: -1).isoString == "2026-01-24")
        #expect(try CalendarDate(isoString: "2024-02-29")!.adding(years: 1).isoString == "2025-02-28")
        #expect(date.dayOfYear == 31)
        #expect(CalendarDate(isoString: "2024-12-31")!.dayOfYear == 366)
    }

    @Test func hugeOffsetsAreOutOfRangeNotTraps() {
        let date = CalendarDate(isoString: "2026-11-21")!
        #expect(throws: DateArithmeticError.outOfRange(direction: 1)) { try date.adding(days: 1_000_000_000_000) }
        #expect(throws: DateArithmeticError.outOfRange(direction: 1)) { try date.adding(days: Int.max) }
        #expect(throws: DateArithmeticError.outOfRange(direction: -1)) { try date.adding(weeks: Int.min) }
        #expect(throws: DateArithmeticError.outOfRange(direction: 1)) { try date.adding(months: Int.max) }
        #expect(throws: DateArithmeticError.outOfRange(direction: 1)) { try date.adding(years: 8000) }
    }

    @Test func nextOccurrences() {
        let wednesday = CalendarDate(isoString: "2026-11-18")!
        #expect(wednesday.nextOccurrence(ofWeekday: 3) == wednesday)
        #expect(wednesday.nextOccurrence(ofWeekday: 5).isoString == "2026-11-20")
        #expect(wednesday.nextOccurrence(ofWeekday: 1).isoString == "2026-11-23")
        #expect(wednesday.nextOccurrence(month: 12, day: 24)?.isoString == "2026-12-24")
        #expect(wednesday.nextOccurrence(month: 1, day: 6)?.isoString == "2027-01-06")
        #expect(wednesday.nextOccurrence(month: 2, day: 29)?.isoString == "2028-02-29")
        #expect(wednesday.nextOccurrence(month: 2, day: 30) == nil)
    }

    @Test func todayHonoursTheTimeZone() {
        // 2026-11-21 23:30 UTC is already the 22nd in Tokyo and still the 21st in New York.
        let instant = UnixTime(seconds: 1_795_219_200 + 84_600)
        #expect(CalendarDate.today(in: TimeZoneRules(identifier: "UTC")!, now: instant).isoString == "2026-11-21")
        #expect(CalendarDate.today(in: TimeZoneRules(identifier: "Asia/Tokyo")!, now: instant).isoString == "2026-11-22")
        #expect(CalendarDate.today(in: TimeZoneRules(identifier: "America/New_York")!, now: instant).isoString == "2026-11-21")
        // Before 1970 the day is still rounded down.
        #expect(CalendarDate.today(in: .utc, now: UnixTime(seconds: -1)).isoString == "1969-12-31")
    }
}
