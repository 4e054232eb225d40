/// "วันจันทร์ถึงอาทิตย์ของสัปดาห์หน้า" (Monday to Sunday of next week): Thai says Sunday bare, อาทิตย์,
/// which is also the week ("อาทิตย์หน้า", next week). Read as the week, the span's end was lost and the
/// question was answered as days until Monday. A word the lexicon marks `spanweekday` is that weekday
/// where it ends a span from another weekday — a weekday, then a "to" word, then it — and the week word
/// everywhere else.
enum SpanEndWeekdays {
    static func marked(_ items: [Item]) -> [Item] {
        guard items.count >= 3 else { return items }
        var items = items
        for index in items.indices.dropFirst(2) {
            guard let weekday = items[index].readings.lazy.compactMap(\.spanEndWeekday).first,
                  let middle = neighbour(before: index, in: items), joinsSpan(items[middle]),
                  let start = neighbour(before: middle, in: items), startsWithAWeekday(items[start]) else { continue }
            items[index].readings = [.weekday(weekday)]
        }
        return items
    }

    /// The nearest item before `index` that is not only filler ("วัน", "the").
    private static func neighbour(before index: Int, in items: [Item]) -> Int? {
        var previous = index - 1
        while previous >= 0, items[previous].isFillerOnly, !joinsSpan(items[previous]) { previous -= 1 }
        return previous >= 0 ? previous : nil
    }

    private static func joinsSpan(_ item: Item) -> Bool {
        item.entity == nil && (item.has(.cue(.until)) || item.direction == 1)
    }

    private static func startsWithAWeekday(_ item: Item) -> Bool {
        item.readings.contains { if case .weekday = $0 { return true }; return false }
    }
}

private extension Reading {
    var spanEndWeekday: Int? {
        if case .spanEndWeekday(let weekday) = self { return weekday }
        return nil
    }
}
