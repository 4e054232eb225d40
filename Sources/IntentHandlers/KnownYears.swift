import IntentParser
import VeckaEngine

/// Answers about holidays in years a region's holidays are not known for (`HolidayRegion.knownYears`):
/// they say which years are known rather than "no holidays", which would be a guess that looks
/// like a fact.
extension AnswerBuilder {
    /// "I know the public holidays of Germany only from 1991 to 2100." — regions with the same
    /// range named together, one sentence per range.
    func knownYearsText(_ regions: [HolidayRegion]) -> String {
        var ranges: [ClosedRange<Int>] = []
        for region in regions where !ranges.contains(region.knownYears) { ranges.append(region.knownYears) }
        return ranges.map { range in
            templates.render("holidays.knownYears", [
                "region": names(of: regions.filter { $0.knownYears == range }),
                "first": format.year(range.lowerBound), "last": format.year(range.upperBound),
            ])
        }.joined(separator: " ")
    }

    /// The refusal when no region asked about has known holidays for the dates asked about.
    func holidaysNotKnown(_ regions: [HolidayRegion], intent: IntentKind) -> Answer {
        failure(intent, code: .outOfRange, text: knownYearsText(regions))
    }

    /// "Sweden, Germany": region names as answers show them.
    func names(of regions: [HolidayRegion]) -> String {
        // A loop, not joined(separator:), whose generic first use costs more than the answer around it.
        var names = ""
        for region in regions {
            if !names.isEmpty { names += ", " }
            names += regionName(region)
        }
        return names
    }

    /// The `unknownRegions` field of an answer that covers only part of what was asked.
    func unknownRegionsData(_ regions: [HolidayRegion]) -> [(String, JSONValue)] {
        regions.isEmpty ? [] : [("unknownRegions", .array(regions.map { .string($0.rawValue) }))]
    }
}

extension ParseProblem {
    /// A working-day count's failure as an answer's problem: holidays not known in a year it
    /// crosses, else a count too large to walk.
    init(_ error: DateArithmeticError) {
        if case .holidaysNotKnown(let regions) = error { self = .holidaysNotKnown(regions) } else { self = .outOfRange }
    }
}
