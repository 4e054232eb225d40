/// Everything the engine knows about one region: its rule table, its one-off decree days and the
/// passes that add substitute days. Each region's definition is in Regions/<CC>.swift.
struct RegionDefinition: Sendable {
    let region: HolidayRegion
    /// The years whose holidays the tables know (`HolidayRegion.knownYears`). Outside them: no
    /// holidays (rather than a guess that looks authoritative), and answers say which years are known.
    /// From the first year the rules are written for (1970, unless the region's table says later) to
    /// 2100, the last year they are checked for (`scripts/compare-holidays`) and the last the
    /// lunar and solar tables cover without extrapolating ΔT; beyond it a law, a decree schedule or a
    /// computed new moon would be a guess.
    let years: ClosedRange<Int>
    let rules: [HolidayRule]
    /// `rules` with their labels prepared.
    let entries: [RuleEntry]
    /// One-off days decreed by a government, from Decrees/<CC>.swift.
    let decrees: [DecreeDay]
    let decreeLabels: [HolidayLabel]
    /// Run in order after the rules' dates are known; each may add substitute days.
    let substitutePasses: [any SubstitutePass]
    /// Which days are not working days, for "next working day" searches.
    let weekend: Set<Weekday>
    /// How a substitute day is named in this region.
    let substituteNames: SubstituteNaming
    /// Whether decree days are known before the substitute passes run. JP: yes, the 2019
    /// enthronement day makes its neighbours 国民の休日. CN: no, the State Council schedule comes on
    /// top of the statutory substitute rule.
    let decreesBeforeSubstitutes: Bool
    /// `se.`, `us.`, … (a Land's is `de.`: see `HolidayRegion.code`)
    let idPrefix: String

    static let defaultYears = 1970...2100

    init(_ region: HolidayRegion, years: ClosedRange<Int> = defaultYears, weekend: Set<Weekday> = [.saturday, .sunday],
         rules: [HolidayRule], decrees: [DecreeDay] = [], substitutePasses: [any SubstitutePass] = [],
         substituteNames: SubstituteNaming = .observed, decreesBeforeSubstitutes: Bool = false,
         sharedEntries: [ObjectIdentifier: RuleEntry] = [:]) {
        self.region = region
        self.years = years
        self.rules = rules
        self.decrees = decrees
        self.substitutePasses = substitutePasses
        self.weekend = weekend
        self.substituteNames = substituteNames
        self.decreesBeforeSubstitutes = decreesBeforeSubstitutes
        let idPrefix = region.code + "."
        self.idPrefix = idPrefix
        // Subdivisions of one country share their rules' entries (`sharedEntries`, same prefix and naming).
        self.entries = rules.map { sharedEntries[ObjectIdentifier($0)] ?? RuleEntry(rule: $0, idPrefix: idPrefix, naming: substituteNames) }
        self.decreeLabels = decrees.map {
            HolidayLabel(key: $0.key, idPrefix: idPrefix, localName: $0.localName, englishName: $0.englishName,
                         isPublic: $0.isPublic, isSubstitute: $0.isSubstitute)
        }
    }

    /// A label for a day a substitute pass makes up (JP 国民の休日, VN Tết make-up days).
    func label(_ key: String, _ localName: String, _ englishName: String, isSubstitute: Bool) -> HolidayLabel {
        HolidayLabel(key: key, idPrefix: idPrefix, localName: localName, englishName: englishName, isPublic: true,
                     isSubstitute: isSubstitute)
    }
}

/// What a computed day is called and whether it is public: shared by every year's occurrences of
/// a rule (a class, so the engine copies a reference, not four strings, per day).
final class HolidayLabel: Sendable {
    let key: String
    let id: String
    let localName: String
    let englishName: String
    let isPublic: Bool
    let isSubstitute: Bool

    init(key: String, idPrefix: String, localName: String, englishName: String, isPublic: Bool, isSubstitute: Bool) {
        self.key = key
        self.id = idPrefix + key
        self.localName = localName
        self.englishName = englishName
        self.isPublic = isPublic
        self.isSubstitute = isSubstitute
    }
}

/// A rule of a region with its labels prepared: its own and its substitute day's.
final class RuleEntry: Sendable {
    let rule: HolidayRule
    let label: HolidayLabel
    let substituteLabel: HolidayLabel

    init(rule: HolidayRule, idPrefix: String, naming: SubstituteNaming) {
        self.rule = rule
        label = HolidayLabel(key: rule.key, idPrefix: idPrefix, localName: rule.localName, englishName: rule.englishName,
                             isPublic: rule.isPublic, isSubstitute: rule.isSubstitute)
        let names = naming.names(rule.localName, rule.englishName)
        substituteLabel = HolidayLabel(key: rule.key + ".observed", idPrefix: idPrefix, localName: names.local,
                                       englishName: names.english, isPublic: rule.isPublic, isSubstitute: true)
    }
}

/// A holiday while its year is being computed: the rule it came from is kept so that substitute
/// passes can read the rule's policy.
struct Occurrence: Sendable {
    let date: CalendarDate
    let label: HolidayLabel
    let entry: RuleEntry?

    var key: String { label.key }
    var isSubstitute: Bool { label.isSubstitute }
    var rule: HolidayRule? { entry?.rule }

    init(entry: RuleEntry, date: CalendarDate) {
        self.date = date
        self.label = entry.label
        self.entry = entry
    }

    init(label: HolidayLabel, date: CalendarDate) {
        self.date = date
        self.label = label
        self.entry = nil
    }

    /// The substitute day for this holiday, named by the region's convention.
    func substitute(on date: CalendarDate) -> Occurrence {
        Occurrence(label: entry!.substituteLabel, date: date)
    }
}

/// How a region names substitute days: "Independence Day (observed)", "振替休日", "대체공휴일(설날)".
struct SubstituteNaming: Sendable {
    let names: @Sendable (_ local: String, _ english: String) -> (local: String, english: String)

    static let observed = SubstituteNaming { local, english in ("\(local) (observed)", "\(english) (observed)") }

    static func suffix(local: String, english: String = " (observed)") -> SubstituteNaming {
        SubstituteNaming { l, e in (l + local, e + english) }
    }
}
