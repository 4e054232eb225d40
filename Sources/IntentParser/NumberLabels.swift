import TextNormalization

extension IntentClassifier {
    /// "room 1203 is booked for week 2", "sal 1203", "ห้อง 1203": four digits written right after a word we do
    /// not know label that thing (a room, a flight, an order) — read as a year, "week 2" was answered in the
    /// year 1203. The number is named as what could not be used. (Personal commands read their own words
    /// apart: "Notizen 2027" is the notes of 2027.)
    static func numberLabellingAThing(_ items: [Item], text: NormalizedText) -> String? {
        for index in items.indices.dropFirst() {
            guard case .entity(.year) = items[index].kind, items[index - 1].isUnknown,
                  items[index].range.lowerBound - items[index - 1].range.upperBound <= 1,
                  text.scalars[items[index].range].allSatisfy({ ("0"..."9").contains($0) }) else { continue }
            return String(String.UnicodeScalarView(text.scalars[items[index].range]))
        }
        return nil
    }
}
