import TextNormalization

extension IntentClassifier {
    /// "observed Christmas 2027", "ชดเชยวันวิสาขบูชา": the day off given for a named holiday, which the holiday's
    /// own answer is not — it was answered with the holiday itself. Only the next substitute day and a period's
    /// substitute days are answered (`Intent.substitutesOnly`); otherwise the substitute word is named as unused.
    static func unusedSubstituteWord(_ intent: Intent, _ evidence: Evidence, _ items: [Item], text: NormalizedText) -> String? {
        guard intent.kind != .holidaysInPeriod, intent.kind != .unknown, evidence.cues.contains(.substitute),
              evidence.dates.contains(where: \.namesHoliday),
              let word = items.first(where: { $0.has(.cue(.substitute)) }) else { return nil }
        return String(String.UnicodeScalarView(text.scalars[word.range]))
    }
}
