/// The cues of one question, as bits: the classifier asks "any of these?" and "none of those?" dozens
/// of times per question, and a `Set<Cue>` hashed a string-backed enum for every one of them (4 % of the
/// instructions of a pipe of distinct questions). Reads like a set: `cues.isDisjoint(with: [.when, .dates])`.
struct CueSet: Equatable, Sendable, ExpressibleByArrayLiteral {
    private var bits: UInt32 = 0

    init() {}

    init(arrayLiteral cues: Cue...) {
        for cue in cues { insert(cue) }
    }

    var isEmpty: Bool { bits == 0 }

    func contains(_ cue: Cue) -> Bool { bits & cue.bit != 0 }

    mutating func insert(_ cue: Cue) { bits |= cue.bit }

    mutating func formUnion(_ other: CueSet) { bits |= other.bits }

    func isDisjoint(with other: CueSet) -> Bool { bits & other.bits == 0 }

    func isSubset(of other: CueSet) -> Bool { bits & ~other.bits == 0 }
}

extension Cue {
    /// Its bit in a `CueSet` (the case's position; there are fewer than 32 cues).
    fileprivate var bit: UInt32 {
        let position: UInt32 = switch self {
        case .which: 0
        case .howMany: 1
        case .number: 2
        case .overview: 3
        case .show: 4
        case .dates: 5
        case .start: 6
        case .end: 7
        case .when: 8
        case .now: 9
        case .have: 10
        case .until: 11
        case .remaining: 12
        case .between: 13
        case .since: 14
        case .holiday: 15
        case .inclusive: 16
        case .dayName: 17
        case .dayOfYear: 18
        case .quarter: 19
        case .leapYear: 20
        case .asksWhere: 21
        case .substitute: 22
        case .firstHalf: 23
        case .secondHalf: 24
        }
        return 1 << position
    }
}
