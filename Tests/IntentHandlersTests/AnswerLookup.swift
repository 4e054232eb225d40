import IntentHandlers
import VeckaEngine

/// What the answer tests ask of an answer: one value of its data, and the answer on a fixed day.
extension Answer {
    /// The value of `key` in the answer's data ("date", "days" …); nil when the answer has none.
    func value(_ key: String) -> JSONValue? {
        data.first { $0.0 == key }?.1
    }

    /// The answer to `question` in `language` on `today` (default Wednesday 2026-11-25, ISO week 2026-W48).
    static func to(_ question: String, _ language: String, today: String = "2026-11-25") -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: CalendarDate(isoString: today)!, language: language))
    }
}
