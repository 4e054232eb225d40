/// "Mein Geburtstag ist am 14. Februar. Welcher Wochentag ist der Tag danach?", "mamma fyller år 14 mars,
/// vilken veckodag är dagen efter?", "Thanksgiving 2027 – what week is the Monday after it?": a day or a
/// weekday with "after" or "before" and no date after it counts from the date said before it. The rules join
/// only a date that follows ("the day after Christmas"), so these were answered with the date said first —
/// "the day after" dropped, with confidence.
enum BackReferences {
    static func resolved(_ items: [Item]) -> [Item] {
        // Read from the direction word back: most questions have none standing alone, and cost one scan.
        guard items.count >= 3,
              let directionIndex = items.lastIndex(where: { item in
                  if case .phrase = item.kind { return item.direction != nil }
                  return false
              }),
              directionIndex >= 2, saysNothingAfter(directionIndex, in: items),
              let index = previousWord(before: directionIndex, in: items),
              let counted = countedThing(items[index]), !isCounted(index, in: items),
              let direction = items[directionIndex].direction else { return items }
        var items = items
        guard let referenced = items[..<index].lastIndex(where: { $0.dateExpression != nil }),
              let date = items[referenced].dateExpression else {
            // "what day is the day after": a day after nothing said is a part no answer can use (it was
            // answered with today), so the question is refused naming it. (A weekday stays a weekday: "was hab
            // ich am Samstag vor" — vor of vorhaben.)
            if case .day = counted {
                items[index].kind = .digits(count: 0)
                items[index].readings = []
            }
            return items
        }
        let offset: DateExpression = switch counted {
        case .day: .offset(from: date, unit: .day, count: direction)
        case .weekday(let weekday): .weekdayCounted(from: date, weekday: weekday, count: direction)
        }
        items[referenced].kind = .entity(.date(offset))
        // The words that said it are used: "the day", "after", and an "it"/"den" pointing back.
        for used in index...min(directionIndex + 1, items.count - 1) where used <= directionIndex || pointsBack(items[used]) {
            items[used].kind = .phrase(exact: true)
            items[used].readings = [.filler]
        }
        return items
    }

    private enum Counted { case day, weekday(Int) }

    /// "the day" (a day word, no number) or a weekday, not yet part of a date.
    private static func countedThing(_ item: Item) -> Counted? {
        if case .entity(.date(.weekday(let weekday))) = item.kind { return .weekday(weekday) }
        guard item.entity == nil else { return nil }
        if let weekday = item.weekday, !item.readings.contains(where: { if case .cue = $0 { return true }; return false }) {
            return .weekday(weekday)
        }
        // A day word alone: not "how many days" (กี่วัน, bao nhiêu ngày), which counts, its "more"/"already" after it.
        if item.number == nil, item.readings.contains(.unit(.day)),
           item.readings.allSatisfy({ $0 == .unit(.day) || !$0.isContent }) { return .day }
        return nil
    }

    /// A day word after "how many" or a number is what is counted ("กี่วันแล้ว": how many days already).
    private static func isCounted(_ index: Int, in items: [Item]) -> Bool {
        var previous = index - 1
        while previous >= 0, items[previous].isFillerOnly { previous -= 1 }
        guard previous >= 0 else { return false }
        return items[previous].has(.cue(.howMany)) || (items[previous].number != nil && items[previous].entity == nil)
    }

    /// The item before that is not a word of no meaning ("der Tag danach": Tag).
    private static func previousWord(before index: Int, in items: [Item]) -> Int? {
        var previous = index - 1
        while previous >= 0, items[previous].isFillerOnly { previous -= 1 }
        return previous >= 0 ? previous : nil
    }

    /// Nothing that could be the date counted from follows: only words of no meaning, question words, or a
    /// word pointing back ("it").
    /// (Nor does a remark that says why the asker asks: "…, vilken veckodag är dagen innan? behöver det till jobbet"
    /// kept "dagen innan" unread, and the wedding day itself was answered. Its words not known are the plan's.)
    private static func saysNothingAfter(_ index: Int, in items: [Item]) -> Bool {
        let after = items[(index + 1)...]
        let firstPurpose = after.firstIndex { $0.has(.purpose) || $0.has(.purposeLast) }
        return after.indices.allSatisfy { position in
            let item = items[position]
            if item.isUnknown, let firstPurpose, items[firstPurpose].has(.purpose) ? position > firstPurpose : position < firstPurpose {
                return true
            }
            guard case .phrase = item.kind else { return false }
            return item.isFillerOnly || pointsBack(item) || item.readings.allSatisfy { if case .cue = $0 { return true }; return !$0.isContent }
        }
    }

    /// "it" (read as "now" in "what week is it"): here the date said before.
    private static func pointsBack(_ item: Item) -> Bool {
        guard case .phrase = item.kind else { return false }
        return item.readings.contains(.cue(.now)) && item.readings.allSatisfy { $0 == .cue(.now) || !$0.isContent }
    }
}
