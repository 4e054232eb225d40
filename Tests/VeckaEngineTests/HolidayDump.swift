import Foundation
import Testing
@testable import VeckaEngine

/// Writes every holiday of every region for 1970–2100 as `region<TAB>date<TAB>id<TAB>public` lines
/// to the file named by `VECKA_HOLIDAY_DUMP`, for `scripts/compare-holidays --from-dump`. A no-op
/// when the variable is not set, so the normal test run does not write anything.
@Test func holidayDump() throws {
    guard let path = ProcessInfo.processInfo.environment["VECKA_HOLIDAY_DUMP"], !path.isEmpty else { return }
    var lines: [String] = []
    for region in HolidayRegion.allCases {
        for year in 1970...2100 {
            for holiday in HolidayCalendar.holidays(in: region, year: year) {
                lines.append("\(region.rawValue)\t\(holiday.date.isoString)\t\(holiday.id)\t\(holiday.isPublic)")
            }
        }
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
}

/// Reports (does not assert) how long computing all 17 regions for 1970–2100 takes, cold (first
/// computation in this process, lunar and solar caches empty) and warm (year cache filled).
/// Run with `VECKA_HOLIDAY_BENCH=1`.
@Test func holidayBenchmark() {
    guard ProcessInfo.processInfo.environment["VECKA_HOLIDAY_BENCH"] != nil else { return }
    let clock = ContinuousClock()
    var count = 0
    let cold = clock.measure {
        for region in HolidayRegion.allCases {
            for year in 1970...2100 { count += HolidayCalendar.holidays(in: region, year: year).count }
        }
    }
    let uncached = clock.measure {
        for region in HolidayRegion.allCases {
            let definition = HolidayCalendar.definition(of: region)
            for year in 1970...2100 { count += HolidayEvaluator.holidays(of: definition, year: year).count }
        }
    }
    let warm = clock.measure {
        for region in HolidayRegion.allCases {
            for year in 1970...2100 { count += HolidayCalendar.holidays(in: region, year: year).count }
        }
    }
    print("holiday benchmark: cold \(cold), rules only (astronomy cached) \(uncached), warm \(warm); \(count) rows")
}
