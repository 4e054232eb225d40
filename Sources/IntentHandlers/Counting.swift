import IntentParser

extension AnswerBuilder {
    /// "37 days", "1 day", "5 weeks": the count with the language's unit word (`unit.day.one` /
    /// `unit.day.other`; languages without plural forms give both the same text).
    func count(_ value: Int, _ unit: TimeUnit) -> String {
        let name = unit == .week ? "week" : unit == .businessDay ? "businessDay" : "day"
        return templates.render(abs(value) == 1 ? "unit.\(name).one" : "unit.\(name).other", ["count": String(abs(value))])
    }

    /// "5 weeks and 2 days", "5 weeks", "2 days".
    func weeksAndDays(_ days: Int) -> String {
        let weeks = abs(days) / 7
        let rest = abs(days) % 7
        if weeks == 0 { return count(rest, .day) }
        if rest == 0 { return count(weeks, .week) }
        return templates.render("span.weeksAndDays", ["weeks": count(weeks, .week), "days": count(rest, .day)])
    }

    /// The shared values of a counted span: days, weeks + remainder (truncated toward zero, so both
    /// carry the sign of a span that runs backwards).
    func spanData(_ days: Int) -> [(String, JSONValue)] {
        [("days", .int(days)), ("weeks", .int(days / 7)), ("remainderDays", .int(days % 7))]
    }

    /// Two sentences in the language's way: no space after a full-width stop (。), one otherwise.
    func joined(_ first: String, _ second: String) -> String {
        guard let last = first.unicodeScalars.last else { return second }
        return (0x3000...0x303F).contains(last.value) || (0xFF00...0xFF65).contains(last.value)
            ? first + second : first + " " + second
    }
}
