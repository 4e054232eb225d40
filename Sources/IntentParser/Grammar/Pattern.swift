/// A sequence of item tests, Duckling-style: a rule matches when consecutive items pass its tests.
/// Connectors ("of", "the", ",") and ordinal endings may stand between the parts.
struct Pattern: Sendable {
    struct Part: Sendable {
        let test: @Sendable (Item) -> Bool
        let optional: Bool
    }

    let parts: [Part]
    /// Whether connectors may stand between the parts ("24th of December" yes, "week of 24" no).
    let skipsConnectors: Bool
    /// The match fails when the next item passes this test ("vecka 1:a april" is a date, not week 1).
    let notFollowedBy: (@Sendable (Item) -> Bool)?
    /// The match fails when the item before passes this test ("how many *days from* 1 March" counts
    /// days; it is not "the day after 1 March").
    let notPrecededBy: (@Sendable (Item) -> Bool)?
    /// Whether the first part is optional (read once here: reading it from `parts` copies the part).
    private let startsOptional: Bool

    init(_ parts: [Part], skipsConnectors: Bool = true, notFollowedBy: (@Sendable (Item) -> Bool)? = nil,
         notPrecededBy: (@Sendable (Item) -> Bool)? = nil) {
        self.parts = parts
        self.skipsConnectors = skipsConnectors
        self.notFollowedBy = notFollowedBy
        self.notPrecededBy = notPrecededBy
        startsOptional = parts.first?.optional == true
    }

    /// Whether a match can begin with this item: it passes one of the leading optional parts or the
    /// first required one. (Before a leading optional part that is missing, a connector may be
    /// stepped over: "the October" — that case takes the full match.)
    /// `match` expects it to have passed for the item at the start.
    func mayStart(with item: Item) -> Bool {
        Self.mayStart(with: item, parts: parts, stepsOverConnector: skipsConnectors && startsOptional)
    }

    /// `mayStart` on the parts alone: a pattern read from a buffer would be copied whole for each
    /// call (its closures retained and released), the parts array alone is one reference.
    static func mayStart(with item: Item, parts: [Part], stepsOverConnector: Bool) -> Bool {
        if stepsOverConnector, item.isSkippable { return true }
        for index in parts.indices {
            if parts[index].test(item) { return true }
            if !parts[index].optional { return false }
        }
        return true
    }

    /// Whether a missing leading optional part may be stepped over with a connector.
    var stepsOverConnector: Bool { skipsConnectors && startsOptional }

    /// On success, the index after the match and one capture per part (nil for a missing optional part).
    /// The items come as a buffer so that each test borrows its item instead of copying it (from an
    /// array, each copy of an item retains and releases its readings). Call it only where `mayStart`
    /// passed for the item at `start`.
    func match(_ items: UnsafeBufferPointer<Item>, at start: Int) -> (end: Int, captures: [Item?])? {
        // Positions first, on the stack; items are copied out only for a whole match, because most
        // attempts fail part-way and each copied item costs reference counting on its readings.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: parts.count) { taken in
            var index = start
            for (position, part) in parts.enumerated() {
                var probe = index
                if position > 0 && skipsConnectors { while probe < items.count, items[probe].isSkippable { probe += 1 } }
                if probe < items.count, part.test(items[probe]) {
                    taken[position] = probe
                    index = probe + 1
                } else if part.optional {
                    taken[position] = -1
                } else {
                    return nil
                }
            }
            if let notPrecededBy, start > 0 {
                var previous = start - 1
                // A connector that is itself excluded counts ("nach", "after"): it is not stepped over.
                while previous > 0, items[previous].isSkippable, !notPrecededBy(items[previous]) { previous -= 1 }
                if notPrecededBy(items[previous]) { return nil }
            }
            if let notFollowedBy {
                var next = index
                while next < items.count, items[next].isSkippable, !notFollowedBy(items[next]) { next += 1 }
                if next < items.count, notFollowedBy(items[next]) { return nil }
            }
            return (index, taken.map { $0 < 0 ? nil : items[$0] })
        }
    }
}

/// A named rule: a pattern and what the matched items mean.
struct Rule: Sendable {
    let name: String
    let pattern: Pattern
    let produce: @Sendable ([Item?]) -> Entity?

    init(_ name: String, _ parts: [Pattern.Part], skipsConnectors: Bool = true,
         notFollowedBy: (@Sendable (Item) -> Bool)? = nil, notPrecededBy: (@Sendable (Item) -> Bool)? = nil,
         produce: @escaping @Sendable ([Item?]) -> Entity?) {
        self.name = name
        self.pattern = Pattern(parts, skipsConnectors: skipsConnectors, notFollowedBy: notFollowedBy, notPrecededBy: notPrecededBy)
        self.produce = produce
    }
}

func part(_ test: @escaping @Sendable (Item) -> Bool) -> Pattern.Part { .init(test: test, optional: false) }
func optional(_ test: @escaping @Sendable (Item) -> Bool) -> Pattern.Part { .init(test: test, optional: true) }

extension Array where Element == Item {
    /// Applies `rules` left to right: at each position the longest match wins (the earlier rule on a
    /// tie), and its items are replaced by one entity item.
    ///
    /// `starts` has, for each item, the rules of each pass that may start at it (`StartCache`), or nil
    /// for an item whose rules are tested here; the same comes back for the items returned.
    func rewritten(by rules: [Rule], pass: Int, starts: [[UInt64]?]) -> (items: [Item], starts: [[UInt64]?]) {
        // Started at the first rewrite: most passes rewrite nothing, and then the items are returned
        // as they are instead of copied one by one.
        var output: [Item]?
        var outputStarts: [[UInt64]?]?
        withUnsafeBufferPointer { items in
            rules.withUnsafeBufferPointer { rules in
                var index = 0
                while index < items.count {
                    var best: (end: Int, entity: Entity)?
                    func attempt(_ rule: Int) {
                        guard let (end, captures) = rules[rule].pattern.match(items, at: index),
                              end > index, best == nil || end > best!.end,
                              let entity = rules[rule].produce(captures) else { return }
                        best = (end, entity)
                    }
                    let known = starts[index]?[pass]
                    if let known, rules.count <= StartCache.rulesPerMask {
                        // Only the rules that may start here, in order.
                        var candidates = known
                        while candidates != 0 {
                            attempt(candidates.trailingZeroBitCount)
                            candidates &= candidates - 1
                        }
                    } else {
                        // Most rules fail on their first item. It is copied out once for all of them: a
                        // test given an item straight from the buffer gets a copy of its own each time
                        // (the closure might write through the pointer), retaining and releasing its readings.
                        let first = items[index]
                        for rule in rules.indices {
                            let mayStart = if let known, rule < StartCache.rulesPerMask {
                                known & (1 << UInt64(rule)) != 0
                            } else {
                                Pattern.mayStart(with: first, parts: rules[rule].pattern.parts,
                                                 stepsOverConnector: rules[rule].pattern.stepsOverConnector)
                            }
                            if mayStart { attempt(rule) }
                        }
                    }
                    if let best {
                        var item = Item(kind: .entity(best.entity), readings: [],
                                        range: items[index].range.lowerBound..<items[best.end - 1].range.upperBound)
                        item.numericOrder = items[index..<best.end].lazy.compactMap(\.numericOrder).first
                        if output == nil {
                            output = Array(items[..<index])
                            output!.reserveCapacity(items.count)
                            outputStarts = [[UInt64]?](starts[..<index])
                            outputStarts!.reserveCapacity(items.count)
                        }
                        output!.append(item)
                        outputStarts!.append(nil)
                        index = best.end
                    } else {
                        output?.append(items[index])
                        outputStarts?.append(starts[index])
                        index += 1
                    }
                }
            }
        }
        return (output ?? self, outputStarts ?? starts)
    }
}
