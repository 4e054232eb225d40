import TextNormalization

extension IntentClassifier {
    /// An unknown word that a place word introduces — "in Atlantis", "アトランティスで", "在亚特兰蒂斯",
    /// "ở Atlantis" — names a place vecka-ask does not know. Answering as if it were not there would
    /// be answering for another place, so the question is refused and the place named. (An unknown
    /// word elsewhere at the edge of a question may be a greeting or a name and is tolerated by
    /// `isExplained`.) Returns the place as written, or nil.
    static func unknownPlace(_ items: [Item], text: NormalizedText) -> String? {
        for (index, item) in items.enumerated() {
            for case .placeMarker(let before) in item.readings {
                var stretch = before ? (index + 1)..<(index + 1) : index..<index
                if before {
                    while stretch.upperBound < items.count, items[stretch.upperBound].isUnknown { stretch = stretch.lowerBound..<(stretch.upperBound + 1) }
                } else {
                    while stretch.lowerBound > 0, items[stretch.lowerBound - 1].isUnknown { stretch = (stretch.lowerBound - 1)..<stretch.upperBound }
                }
                guard !stretch.isEmpty else { continue }
                let range = items[stretch.lowerBound].range.lowerBound..<items[stretch.upperBound - 1].range.upperBound
                // One letter is a particle or an ending ("祝日なので"), not a name.
                guard text.scalars[range].filter({ Script.of($0.value) != nil }).count >= 2 else { continue }
                return String(String.UnicodeScalarView(text.scalars[range]))
            }
        }
        return nil
    }
}

extension IntentClassifier {
    /// A holiday answer depends on the place, and an unknown word may be one that no place word
    /// introduces ("lào có những ngày lễ nào trong tháng 12" — Laos, said first). `isExplained` lets a
    /// short unknown word at the edge pass as a greeting or a slip; in a question whose answer depends
    /// on the place that is a guess, so the question is refused naming the word. Words of letters
    /// only (a spaceless script leaves particles as unknown characters; its place names are phrases).
    static func unknownWordInPlaceQuestion(_ intent: Intent, _ items: [Item], text: NormalizedText) -> String? {
        guard intent.answerDependsOnPlace else { return nil }
        for item in withoutContextClauses(items, text: text) where item.isUnknown && item.range.count >= 3 {
            let word = text.scalars[item.range]
            if word.allSatisfy(\.isWordLetter) { return String(String.UnicodeScalarView(word)) }
        }
        return nil
    }
}

extension IntentClassifier {
    /// The asker's own place said without its name ("tỉnh mình", "my state") in a question whose answer
    /// depends on the place: the words as written, or nil. Answering with the country's holidays would
    /// be answering for a place the asker did not mean.
    static func unnamedPlace(_ intent: Intent, _ items: [Item], text: NormalizedText) -> String? {
        guard intent.answerDependsOnPlace, let item = items.first(where: { $0.has(.unnamedPlace) }) else { return nil }
        return String(String.UnicodeScalarView(text.scalars[item.range]))
    }
}

extension Intent {
    /// Whether the answer is one place's: its holidays, or a count of its business days.
    var answerDependsOnPlace: Bool {
        switch kind {
        case .holidayDate, .isHoliday, .holidaysInPeriod: return true
        case .daysUntil, .daysBetween: return countingUnit == .businessDay
        default: return false
        }
    }
}
