import Foundation
import Testing
@testable import VeckaEngine

/// The Islamic calendar without ICU (generated tables, and the tabular rule after them) against ICU,
/// which the engine asked before: every month of every year it can reach, and the feast dates.
@Suite struct IslamicCalendarTests {
    /// Every month of 0–9700 AH: its first day and length, astronomical before 1420 AH, Umm
    /// al-Qura after (ICU's own table to 1600 AH, its tabular fallback beyond).
    @Test func everyMonthEqualsICU() {
        var compared = 0
        var mismatches: [String] = []
        for year in 0...ICUIslamicCalendar.lastCheckedYear {
            let calendar = ICUIslamicCalendar.calendar(for: year)
            for month in 1...12 {
                let icu = ICUIslamicCalendar.month(month, of: year, in: calendar)
                let engine = IslamicCalendar.month(month, of: year)
                compared += 1
                if engine?.firstDay != icu.firstDay || engine?.length != icu.length {
                    mismatches.append("\(year)-\(month): ICU \(icu), engine \(String(describing: engine))")
                }
            }
        }
        #expect(compared == 9701 * 12)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) months differ: \(mismatches.prefix(10))")
    }

    /// The days the engine's rules ask for (`grep -rn "islamic(" Sources`), and day 30 of every
    /// month (ICU rolled it into the next month when the month had 29), for every year 623–9999.
    @Test func feastsEqualICU() {
        let rules = [(1, 1), (1, 10), (3, 12), (7, 27), (9, 1), (9, 27), (10, 1), (12, 10)]
        let thirtieths = (1...12).map { ($0, 30) }
        #expect(compareWithICU(rules + thirtieths) == 20 * 9377)
    }

    /// All 12 × 30 days for every year 623–9999 (3.4 million dates, 10–20 s): run with
    /// VECKA_ISLAMIC_EXHAUSTIVE=1 after regenerating the table.
    @Test func everyDayEqualsICU() {
        guard ProcessInfo.processInfo.environment["VECKA_ISLAMIC_EXHAUSTIVE"] == "1" else { return }
        let pairs = (1...12).flatMap { month in (1...30).map { (month, $0) } }
        let compared = compareWithICU(pairs)
        print("Islamic dates compared with ICU: \(compared)")
        #expect(compared == 360 * 9377)
    }

    /// Outside the calendar's days there is no date (ICU would roll them into a neighbour).
    @Test func daysOutsideTheMonthHaveNoDate() {
        #expect(IslamicDay(month: 9, day: 0).date(in: 2026) == nil)
        #expect(IslamicDay(month: 9, day: 31).date(in: 2026) == nil)
        #expect(IslamicDay(month: 13, day: 1).date(in: 2026) == nil)
        #expect(IslamicDay(month: 9, day: 1).date(in: 622) == nil)
        #expect(IslamicDay(month: 9, day: 1).date(in: 10_000) == nil)
    }

    /// Compares `IslamicDay` with the ICU implementation it replaced for each (month, day) and
    /// every Gregorian year 623–9999; returns how many dates were compared.
    private func compareWithICU(_ pairs: [(month: Int, day: Int)]) -> Int {
        var compared = 0
        var mismatches: [String] = []
        for (month, day) in pairs {
            let rule = IslamicDay(month: month, day: day)
            for year in 623...9999 {
                let icu = ICUIslamicCalendar.date(month: month, day: day, in: year)
                let engine = rule.date(in: year)
                compared += 1
                if icu != engine {
                    mismatches.append("\(day)/\(month) in \(year): ICU \(icu?.isoString ?? "none"), engine \(engine?.isoString ?? "none")")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(10))")
        return compared
    }
}
