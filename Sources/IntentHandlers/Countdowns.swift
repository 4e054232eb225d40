import IntentParser
import VeckaEngine

/// Countdowns to the user's own events: set (or move) one, list them, delete one, and one asked for
/// by its name alone ("count down to my vacation" once it exists).
extension AnswerBuilder {
    func setCountdown(_ name: String, on expression: DateExpression, _ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        let (date, _) = try days(of: .day(expression))
        let (countdown, replaced) = try stored { () throws(PersonalStoreError) in
            try personal.store.setCountdown(user: personal.user, name: name, date: date)
        }
        var values = ["name": quotedList([StoredText.shown(countdown.name)]), "date": format.longDate(date), "relative": relative(to: date)]
        var key = "countdown.set"
        var data: [(String, JSONValue)] = [("countdown", countdownData(countdown))]
        if let replaced {
            values["old"] = format.longDate(replaced.date)
            key = "countdown.moved"
            data.append(("replaced", countdownData(replaced)))
        }
        return answer(.addCountdown, text: templates.render(key, values), data: data, short: String(today.days(until: date)))
    }

    func listCountdowns(_ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        let countdowns = try stored { () throws(PersonalStoreError) in try personal.store.countdowns(user: personal.user) }
        let data: [(String, JSONValue)] = [("countdowns", .array(countdowns.map(countdownData)))]
        guard !countdowns.isEmpty else { return answer(.listCountdowns, text: templates.text("countdowns.none"), data: data, short: "0") }
        var lines = [templates.text("countdowns.title")]
        lines += countdowns.map(countdownLine)
        return answer(.listCountdowns, text: lines.joined(separator: "\n"), data: data, short: String(countdowns.count))
    }

    func deleteCountdown(_ name: String, _ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        let deleted = try stored { () throws(PersonalStoreError) in try personal.store.deleteCountdown(user: personal.user, name: name) }
        guard let deleted else {
            return failure(.deleteCountdown, code: .notFound, text: templates.render("countdown.notFound", ["name": quotedList([StoredText.shown(name)])]))
        }
        let text = templates.render("countdown.deleted", ["name": quotedList([StoredText.shown(deleted.name)]), "date": format.longDate(deleted.date)])
        return answer(.deleteCountdown, text: text, data: [("deleted", countdownData(deleted))], short: deleted.name)
    }

    /// "count down to my vacation" with no date: the countdown of that name when the user has one,
    /// else a question for its date.
    func countdownByName(_ name: String) -> Answer {
        if let personal, personal.mayHaveData() {
            do {
                let countdowns = try personal.store.countdowns(user: personal.user)
                let folded = Self.foldedName(name)
                if let countdown = countdowns.first(where: { Self.foldedName($0.name) == folded }) {
                    return answer(.listCountdowns, text: countdownLine(countdown), data: [("countdowns", .array([countdownData(countdown)]))],
                                  short: String(today.days(until: countdown.date)))
                }
            } catch {
                return storeFailure(error, intent: .listCountdowns)
            }
        }
        return failure(.addCountdown, code: .notUnderstood, text: templates.render("countdown.missingDate", ["name": quotedList([StoredText.shown(name)])]))
    }

    func countdownLine(_ countdown: Countdown) -> String {
        templates.render("countdown.line", ["name": StoredText.shown(countdown.name), "date": format.longDate(countdown.date),
                                            "relative": relative(to: countdown.date)])
    }

    /// "in 208 days", "that is today", "that was 3 days ago".
    func relative(to date: CalendarDate) -> String {
        let days = today.days(until: date)
        let key = days == 0 ? "countdown.relative.today" : days > 0 ? "countdown.relative.future" : "countdown.relative.past"
        return templates.render(key, ["days": count(days, .day)])
    }

    /// Names compare without case or white space differences ("Vacation" is "vacation").
    static func foldedName(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
