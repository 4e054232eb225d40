import Foundation
import Testing
@testable import VeckaEngine

/// ISO weeks checked against two computations that share no code with the engine:
/// Foundation's ISO 8601 calendar (ICU) and the definition itself, "the week of the year's
/// first Thursday", counted by stepping through days one at a time.
@Suite struct ISOWeekOracleTests {
    /// Every day from 1600-01-01 to 2400-12-31 against Foundation's `Calendar(identifier: .iso8601)`.
    @Test func everyDayFrom1600To2400MatchesFoundation() {
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = TimeZone(identifier: "UTC")!
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        let first = CalendarDate(year: 1600, month: 1, day: 1)!
        let last = CalendarDate(year: 2400, month: 12, day: 31)!
        var mismatches: [String] = []
        for dayNumber in first.dayNumber...last.dayNumber {
            let date = CalendarDate(dayNumber: dayNumber)
            let instant = Date(timeIntervalSince1970: Double(dayNumber) * 86_400 + 43_200)
            let expected = iso.dateComponents([.weekOfYear, .yearForWeekOfYear, .weekday], from: instant)
            let civil = gregorian.dateComponents([.year, .month, .day], from: instant)
            let week = ISOWeek(containing: date)
            let (year, month, day) = date.components
            let foundationWeekday = ((expected.weekday ?? 0) + 5) % 7 + 1  // Foundation: 1 = Sunday
            if week.week != expected.weekOfYear || week.year != expected.yearForWeekOfYear
                || date.weekday != foundationWeekday
                || year != civil.year || month != civil.month || day != civil.day {
                mismatches.append("\(date): engine \(week) wd \(date.weekday), Foundation "
                                  + "\(expected.yearForWeekOfYear ?? 0)-W\(expected.weekOfYear ?? 0) wd \(foundationWeekday)")
                if mismatches.count > 10 { break }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// The definition, computed naively: walk from 1 January to the first Thursday, step back to
    /// its Monday — that is week 1; count weeks from there.
    @Test func everyDayFrom1600To2400MatchesTheFirstThursdayDefinition() {
        var mismatches: [String] = []
        for year in 1600...2400 {
            let mondayOfWeekOne = naiveMondayOfWeekOne(year)
            let nextMondayOfWeekOne = naiveMondayOfWeekOne(year + 1)
            let weeks = (nextMondayOfWeekOne - mondayOfWeekOne) / 7
            if ISOWeek.weeksIn(year: year) != weeks { mismatches.append("\(year): \(weeks) weeks") }
            for dayNumber in mondayOfWeekOne..<nextMondayOfWeekOne {
                let week = ISOWeek(containing: CalendarDate(dayNumber: dayNumber))
                let expected = (dayNumber - mondayOfWeekOne) / 7 + 1
                if week.year != year || week.week != expected {
                    mismatches.append("\(CalendarDate(dayNumber: dayNumber)): \(week), expected \(year)-W\(expected)")
                }
            }
            if mismatches.count > 10 { break }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    private func naiveMondayOfWeekOne(_ year: Int) -> Int {
        var day = CalendarDate(year: year, month: 1, day: 1)!.dayNumber
        // 1970-01-01 (day 0) was a Thursday; count days independently of the engine's weekday.
        while ((day % 7) + 7) % 7 != 0 { day += 1 }
        return day - 3
    }
}
