import Testing
@testable import VeckaEngine

/// The generated tables (scripts/generate-astronomy-tables) against the astronomical computation
/// they replace, year by year, so that a change to the algorithm that is not followed by a
/// regeneration fails here instead of silently answering from stale data.
@Suite struct AstronomyTableTests {
    @Test(arguments: LunisolarCalendar.allCases)
    func lunisolarTableEqualsTheComputation(calendar: LunisolarCalendar) {
        var mismatches: [Int] = []
        for year in AstronomyTableSpec.suiYears {
            guard let table = LunisolarTables.sui(year, calendar) else {
                mismatches.append(year)
                continue
            }
            if table != LunisolarCache.shared.computedSui(year, calendar) { mismatches.append(year) }
        }
        #expect(mismatches.isEmpty, "\(calendar): suì \(mismatches) differ from the computation or are missing")
        // Exactly the span, so the fallback starts where the table ends.
        #expect(LunisolarTables.sui(AstronomyTableSpec.suiYears.lowerBound - 1, calendar) == nil)
        #expect(LunisolarTables.sui(AstronomyTableSpec.suiYears.upperBound + 1, calendar) == nil)
    }

    @Test func solarTermTableEqualsTheComputation() {
        #expect(SolarTermTables.series.count == AstronomyTableSpec.solarTerms.count)
        for (longitude, offset) in AstronomyTableSpec.solarTerms {
            var mismatches: [Int] = []
            for year in AstronomyTableSpec.solarTermYears {
                let table = SolarTermTables.date(longitude: longitude, year: year, utcOffsetHours: offset)
                if table != SolarTerms.astronomicalDate(longitude: longitude, year: year, utcOffsetHours: offset) {
                    mismatches.append(year)
                }
            }
            #expect(mismatches.isEmpty, "\(longitude)° UTC+\(offset): \(mismatches) differ or are missing")
        }
    }

    /// Packing is lossless for computed suì on both sides of the table (leap and common years).
    @Test func packingRoundTrips() throws {
        for year in [1890, 2033, 2150, 2151] {
            let sui = LunisolarCache.shared.computedSui(year, .chinese)
            let packed = try #require(sui.packed)
            #expect(LunisolarSui(packed: packed, year: year) == sui)
        }
    }
}

/// `YearDays`, the bit set the substitute passes use instead of `Set<Int>`, behaves like one,
/// including for days outside its year.
@Test func yearDaysActsAsASet() {
    var days = YearDays(year: 2024)
    let first = CalendarDate(year: 2024, month: 1, day: 1)!.dayNumber
    let probes = [first - 1, first, first + 63, first + 64, first + 365, first + 366, first + 1000]
    let firstInserts = probes.map { days.insert($0) }, secondInserts = probes.map { days.insert($0) }
    #expect(firstInserts.allSatisfy { $0 } && !secondInserts.contains(true))
    #expect(probes.allSatisfy(days.contains))
    #expect(![first + 1, first - 2, first + 367].contains(where: days.contains))
}
