/// Number words that combine: "twenty one" → 21, "24th" → ordinal 24.
enum NumberRules {
    static func combine(_ items: [Item]) -> [Item] {
        var output: [Item] = []
        let items = joiningDigitCharacters(items)
        output.reserveCapacity(items.count)
        for item in items {
            if let previous = output.last, previous.isWordNumber, item.isWordNumber,
               let tens = previous.number, let units = item.number,
               tens >= 20, tens < 100, tens % 10 == 0, (1...9).contains(units) {
                output[output.count - 1] = Item(kind: previous.kind, readings: [.number(tens + units)],
                                                range: previous.range.lowerBound..<item.range.upperBound)
                continue
            }
            // "第一个星期一", "제 3": an ordinal marker before a number makes it an ordinal as well (the
            // week rules still see the marker's number for 第12周).
            if let previous = output.last, previous.has(.ordinalMarker), previous.readings.count == 1,
               let number = item.number, item.entity == nil, (1...31).contains(number) {
                output[output.count - 1] = Item(kind: item.kind, readings: item.readings + [.ordinal(number)],
                                                range: previous.range.lowerBound..<item.range.upperBound)
                continue
            }
            // "third last", "2nd last": counted from the end.
            if item.ordinal == -1, let previous = output.last, let ordinal = previous.ordinal, ordinal > 0, previous.entity == nil {
                output[output.count - 1] = Item(kind: previous.kind, readings: [.ordinal(-ordinal)],
                                                range: previous.range.lowerBound..<item.range.upperBound)
                continue
            }
            if item.readings.contains(.ordinalSuffix), let previous = output.last,
               previous.digitCount > 0, previous.digitCount <= 2, let number = previous.number,
               previous.range.upperBound == item.range.lowerBound {
                output[output.count - 1].readings.append(.ordinal(number))
                output[output.count - 1].range = previous.range.lowerBound..<item.range.upperBound
                continue
            }
            output.append(item)
        }
        return output
    }

    /// 二〇二七: a year written digit by digit in characters. Three or more single-digit number
    /// characters in a row read as digits (two could be 三日 "the 3rd" after a number, 육일 "the 6th").
    static func joiningDigitCharacters(_ items: [Item]) -> [Item] {
        func isDigitCharacter(_ item: Item) -> Bool {
            item.isWordNumber && item.range.count == 1 && (0...9).contains(item.number ?? -1)
        }
        var output: [Item] = []
        var index = 0
        while index < items.count {
            var end = index
            while end < items.count, isDigitCharacter(items[end]),
                  end == index || items[end - 1].range.upperBound == items[end].range.lowerBound {
                end += 1
            }
            if end - index >= 3 {
                let value = items[index..<end].reduce(0) { $0 * 10 + ($1.number ?? 0) }
                var joined = Item(kind: items[index].kind, readings: [.number(value)],
                                  range: items[index].range.lowerBound..<items[end - 1].range.upperBound)
                joined.isDigitSequence = true
                output.append(joined)
                index = end
            } else {
                output.append(items[index])
                index += 1
            }
        }
        return output
    }
}
