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
