/// "från den 1 till den 24 december", "từ ngày 1 đến 24 tháng 12", "from 1 to 24 December": a bare
/// number that opens a span whose other end is a date of a month is a day of the month — the
/// span's month, which `SpanYears.sharingMonth` gives it. Alone a number is no date (it may count
/// something), so only this shape makes it one: a "from"/"between" word before it, a "to"/"and" word
/// after it, then a date with its month.
enum SpanStartDays {
    static func marked(_ items: [Item]) -> [Item] {
        guard items.count >= 4 else { return items }
        var items = items
        for index in items.indices where isBareDay(items[index]) {
            guard let before = neighbour(of: index, step: -1, in: items), opensSpan(items[before]),
                  let middle = neighbour(of: index, step: 1, in: items), joinsSpan(items[middle]),
                  let end = neighbour(of: middle, step: 1, in: items), endsInMonth(items[end]) else { continue }
            items[index].kind = .entity(.date(.dayOfMonth(items[index].number!)))
        }
        return items
    }

    /// A number in digits that can be a day, and nothing else yet (not an ordinal, not part of a date).
    private static func isBareDay(_ item: Item) -> Bool {
        guard case .digits(let count) = item.kind, count <= 2, item.ordinal == nil else { return false }
        return (1...31).contains(item.number ?? 0)
    }

    /// The nearest item in that direction that is not a connector or filler ("den", "the", "ngày").
    private static func neighbour(of index: Int, step: Int, in items: [Item]) -> Int? {
        var next = index + step
        while items.indices.contains(next), items[next].isFillerOnly, !joinsSpan(items[next]) { next += step }
        return items.indices.contains(next) ? next : nil
    }

    private static func opensSpan(_ item: Item) -> Bool {
        item.entity == nil && item.has(.cue(.between))
    }

    private static func joinsSpan(_ item: Item) -> Bool {
        item.entity == nil && (item.has(.cue(.until)) || item.direction == 1 || item.has(.conjunction))
    }

    private static func endsInMonth(_ item: Item) -> Bool {
        if case .entity(.date(.calendarDate)) = item.kind { return true }
        return false
    }
}
