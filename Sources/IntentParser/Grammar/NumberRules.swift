/// Number words that combine: "twenty one" → 21, "24th" → ordinal 24.
enum NumberRules {
    static func combine(_ items: [Item]) -> [Item] {
        var output: [Item] = []
        let items = joiningDigitCharacters(items)
        output.reserveCapacity(items.count)
        for item in items {
            // (Not after a number written as one word: "zweitausenddreißig ein Schaltjahr" is 2030; "tjugo en
            // dagar", split, is still 21.)
            if let previous = output.last, previous.isWordNumber, item.isWordNumber,
               !(isArticle(item, after: previous) && output.dropLast().last.map { $0.isWordNumber && $0.range.upperBound == previous.range.lowerBound } == true),
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
        return spellingOutLargeNumbers(output)
    }

    /// "two thousand and eighteen", "nineteen hundred ninety three", "nineteen eighty six": number words
    /// in a row that only make sense together are one number; a year among them (1000–2999) reads
    /// like four digits. Runs that are not such a number ("ten twenty") are left as they are.
    static func spellingOutLargeNumbers(_ items: [Item]) -> [Item] {
        var output: [Item] = []
        output.reserveCapacity(items.count)
        var index = 0
        while index < items.count {
            guard items[index].isWordNumber, items[index].entity == nil else {
                output.append(items[index])
                index += 1
                continue
            }
            // The run: word numbers, with "and" allowed between them ("two thousand and eighteen").
            var values: [Int] = []
            var end = index
            var usesConjunction = false
            while end < items.count {
                // A word that is also a marker ends the run: vi "tháng sáu năm hai nghìn …" is June, then
                // the year marker năm and the year, not 6 + 5 + 2,000.
                // An article that is also "one" (ein, ett, a), written apart after the number, is the next
                // word's article: "ist zweitausendachtundzwanzig ein Schaltjahr" is 2028, not 2029 —
                // unless a hundred or thousand follows ("ett tusen").
                if end > index, isArticle(items[end], after: items[end - 1]),
                   !(end + 1 < items.count && [100, 1000].contains(items[end + 1].number ?? 0)) {
                    break
                }
                if items[end].isWordNumber, let value = items[end].number, items[end].ordinal == nil,
                   !items[end].isMarker {
                    values.append(value)
                    end += 1
                } else if items[end].has(.conjunction), !values.isEmpty, end + 1 < items.count, items[end + 1].isWordNumber {
                    usesConjunction = true
                    end += 1
                } else {
                    break
                }
            }
            if let value = spelledNumber(values, usesConjunction: usesConjunction) {
                var joined = Item(kind: items[index].kind, readings: [.number(value)],
                                  range: items[index].range.lowerBound..<items[end - 1].range.upperBound)
                if (1000...2999).contains(value) { joined.spelledDigits = 4 }
                output.append(joined)
                index = end
            } else {
                output.append(items[index])
                index += 1
            }
        }
        return output
    }

    /// An article that is also "one" (a, ein, ett), written apart after a number: the next word's article,
    /// never the number's last digit ("zweitausenddreißig ein Schaltjahr" is 2030, "twenty a" is no 21).
    private static func isArticle(_ item: Item, after previous: Item) -> Bool {
        item.isWordNumber && item.has(.filler) && !previous.has(.conjunction)
            && item.range.lowerBound > previous.range.upperBound
    }

    private static func spelledNumber(_ values: [Int], usesConjunction: Bool) -> Int? {
        guard values.count >= 2 else { return nil }
        if values.contains(100) || values.contains(1000) {
            var total = 0, current = 0
            // vi "hai nghìn không trăm hai mươi bảy": zero hundreds, said aloud, are none.
            var zeroSaid = false
            for value in values {
                switch value {
                case 1000: total += max(current, 1) * 1000; current = 0
                case 100: current = zeroSaid && current == 0 ? 0 : max(current, 1) * 100
                default: current += value
                }
                zeroSaid = value == 0
            }
            return total + current
        }
        guard !usesConjunction else { return nil }
        // Years said in pairs: "nineteen eighty six", "twenty twenty seven", "nineteen oh one".
        if values.count == 2, (11...99).contains(values[0]), (10...99).contains(values[1]) {
            return values[0] * 100 + values[1]
        }
        if values.count == 3, (11...99).contains(values[0]), values[1] == 0, (1...9).contains(values[2]) {
            return values[0] * 100 + values[2]
        }
        return nil
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
