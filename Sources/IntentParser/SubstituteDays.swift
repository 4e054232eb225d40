import TextNormalization

extension IntentClassifier {
    /// "2027 한글날 대체공휴일 언제야", "when is Christmas observed 2027", "วันหยุดชดเชยวันพ่อปีนี้วันไหน": when is the day
    /// off given for a named holiday — answered as that day (`Intent.substitutesOnly` on holidayDate), or,
    /// in a year without one, with the holiday's date and that it has none.
    static func substituteDayAsked(_ intent: Intent, _ evidence: Evidence) -> Intent {
        guard evidence.cues.contains(.substitute), evidence.dates.count == 1, intent.kind == .holidayDate,
              case .holiday? = intent.date else { return intent }
        var asked = intent
        asked.substitutesOnly = true
        return asked
    }

    /// "ชดเชยวันวิสาขบูชา" asked any other way (a list, "is it a holiday"): the day off given for a named
    /// holiday, which the holiday's own answer is not — it was answered with the holiday itself. Only a
    /// named holiday's substitute asked as a day (`substituteDayAsked`), the next substitute day and a
    /// period's substitute days are answered (`Intent.substitutesOnly`); otherwise the substitute word is
    /// named as unused.
    static func unusedSubstituteWord(_ intent: Intent, _ evidence: Evidence, _ items: [Item], text: NormalizedText) -> String? {
        guard intent.kind != .holidaysInPeriod, intent.kind != .unknown, evidence.cues.contains(.substitute),
              evidence.dates.contains(where: \.namesHoliday),
              !(intent.kind == .holidayDate && intent.substitutesOnly),
              let word = items.first(where: { $0.has(.cue(.substitute)) }) else { return nil }
        return String(String.UnicodeScalarView(text.scalars[word.range]))
    }
}
