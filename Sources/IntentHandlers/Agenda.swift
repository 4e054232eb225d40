import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "what's on Friday", "vad händer på lördag": each day's holidays, countdowns and notes. A week is
    /// the week overview, which shows the same beside each day.
    func agenda(_ period: NotePeriod, _ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        if case .week(let week) = period { return weekOverview(week) }
        let (start, end) = try days(of: period)
        let notes = try stored { () throws(PersonalStoreError) in try personal.store.notes(user: personal.user, from: start, through: end) }
        let countdowns = try stored { () throws(PersonalStoreError) in try personal.store.countdowns(user: personal.user) }
            .filter { (start...end).contains($0.date) }
        var lines: [String] = []
        var days: [JSONValue] = []
        var date = start
        // A long period lists only its days that have something; a day is always shown.
        while date <= end {
            let dayHolidays = holidays(on: date)
            let dayCountdowns = countdowns.filter { $0.date == date }
            let dayNotes = notes.filter { $0.date == date }
            if start == end || !(dayHolidays.isEmpty && dayCountdowns.isEmpty && dayNotes.isEmpty) {
                var entries = dayHolidays.map { templates.render("agenda.holiday", ["name": describe($0)]) }
                entries += dayCountdowns.map { templates.render("agenda.countdown", ["name": StoredText.shown($0.name)]) }
                entries += dayNotes.map { "\($0.number). \(StoredText.shown($0.text))" }
                if !entries.isEmpty {
                    lines.append(templates.render("agenda.title", ["date": format.longDate(date)]))
                    lines += entries.map { "  " + $0 }
                }
                days.append(.object([
                    ("date", .string(date.isoString)), ("holidays", .array(dayHolidays.map(holidayData))),
                    ("countdowns", .array(dayCountdowns.map(countdownData))), ("notes", .array(dayNotes.map(noteData))),
                ]))
            }
            guard let next = try? date.adding(days: 1) else { break }
            date = next
        }
        if lines.isEmpty {
            let key = start == end ? "agenda.nothing" : "notes.none.span"
            lines = [templates.render(key, ["date": format.longDate(start), "start": format.longDate(start), "end": format.longDate(end)])]
        }
        let data: [(String, JSONValue)] = [("start", .string(start.isoString)), ("end", .string(end.isoString)), ("days", .array(days))]
        return answer(.agenda, text: lines.joined(separator: "\n"), data: data, short: String(notes.count))
    }
}
