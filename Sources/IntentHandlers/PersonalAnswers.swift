import IntentParser
import VeckaEngine

/// Answers to personal commands: each command has its handler (Notes.swift, Countdowns.swift,
/// Agenda.swift, Undo.swift); this file dispatches, resolves the days a command names, and turns the
/// store's errors into the user's language.
extension AnswerBuilder {
    func personalAnswer(_ reading: PersonalReading) -> Answer {
        switch reading.outcome {
        case .unusable(let words):
            if words.isEmpty { return failure(.listNotes, code: .notUnderstood, text: templates.text("personal.which")) }
            return failure(.listNotes, code: .notUnderstood,
                           text: templates.render("personal.unusable", ["words": quotedList(words)]), unused: words)
        case .missingText:
            return failure(.addNote, code: .notUnderstood, text: templates.text("note.missingText"))
        case .missingDate(let name):
            return countdownByName(name)
        case .command(let command):
            return personalCommand(command)
        }
    }

    private func personalCommand(_ command: PersonalCommand) -> Answer {
        guard let personal else {
            return failure(intentKind(of: command), code: .unavailable, text: templates.text("personal.notHere"))
        }
        do throws(PersonalFailure) {
            switch command {
            case .addNote(let date, let text): return try addNote(on: date, text: text, personal)
            case .showNotes(let period): return try showNotes(period, personal)
            case .agenda(let period): return try agenda(period, personal)
            case .deleteNote(let number): return try deleteNote(number, personal)
            case .deleteNotes(let period): return try deleteNotes(period, personal)
            case .setCountdown(let name, let date): return try setCountdown(name, on: date, personal)
            case .listCountdowns: return try listCountdowns(personal)
            case .deleteCountdown(let name): return try deleteCountdown(name, personal)
            case .undo: return try undo(personal)
            }
        } catch {
            switch error {
            case .problem(let problem): return self.problem(problem, intent: intentKind(of: command))
            case .store(let storeError): return storeFailure(storeError, intent: intentKind(of: command))
            }
        }
    }

    func intentKind(of command: PersonalCommand) -> IntentKind {
        switch command {
        case .addNote: return .addNote
        case .showNotes: return .listNotes
        case .agenda(.week): return .weekOverview
        case .agenda: return .agenda
        case .deleteNote, .deleteNotes: return .deleteNote
        case .setCountdown: return .addCountdown
        case .listCountdowns: return .listCountdowns
        case .deleteCountdown: return .deleteCountdown
        case .undo: return .undo
        }
    }

    func storeFailure(_ error: PersonalStoreError, intent: IntentKind) -> Answer {
        switch error {
        case .textTooLong(let limit):
            return failure(intent, code: .limitExceeded, text: templates.render("personal.textTooLong", ["limit": String(limit)]))
        case .nameTooLong(let limit):
            return failure(intent, code: .limitExceeded, text: templates.render("personal.nameTooLong", ["limit": String(limit)]))
        case .tooMany(let limit):
            return failure(intent, code: .limitExceeded, text: templates.render("personal.tooMany", ["limit": String(limit)]))
        case .unavailable(let reason):
            return failure(intent, code: .unavailable, text: templates.render("personal.unavailable", ["reason": reason]))
        }
    }

    /// The first and last day of a period a command names.
    func days(of period: NotePeriod) throws(PersonalFailure) -> (start: CalendarDate, end: CalendarDate) {
        do throws(ParseProblem) {
            switch period {
            case .day(let expression):
                let date = try expression.resolve(today: today, regions: regions)
                return (date, date)
            case .week(let expression):
                let week = try expression.resolve(today: today, regions: regions)
                return (week.monday, week.sunday)
            case .month(let expression):
                let (year, month) = try expression.resolve(today: today)
                return (CalendarDate(year: year, month: month, day: 1)!,
                        CalendarDate(year: year, month: month, day: CalendarDate.daysIn(month: month, year: year))!)
            case .year(let expression):
                let year = try expression.resolve(today: today)
                return (CalendarDate(year: year, month: 1, day: 1)!, CalendarDate(year: year, month: 12, day: 31)!)
            case .span(let from, let to):
                let start = try from.resolve(today: today, regions: regions)
                var end = try to.resolve(today: today, regions: regions)
                if end < start, case .calendarDate(nil, let month, let day) = to, let later = start.nextOccurrence(month: month, day: day) {
                    end = later
                }
                guard start <= end else { throw ParseProblem.invalidSpan }
                return (start, end)
            }
        } catch {
            throw .problem(error)
        }
    }

    /// The user's notes and countdowns on days `from` through `through`, for an overview: none while the
    /// user has stored nothing (the store is not started for them); when the store cannot be reached, the
    /// overview still answers, with a line that says so.
    func personalDays(from start: CalendarDate, through end: CalendarDate)
        -> (notes: [PersonalNote], countdowns: [Countdown], unreachable: String?) {
        guard let personal, personal.mayHaveData() else { return ([], [], nil) }
        do {
            let notes = try personal.store.notes(user: personal.user, from: start, through: end)
            let countdowns = try personal.store.countdowns(user: personal.user).filter { (start...end).contains($0.date) }
            return (notes, countdowns, nil)
        } catch {
            guard case .unavailable(let reason) = error else { return ([], [], nil) }
            return ([], [], templates.render("personal.unavailable", ["reason": reason]))
        }
    }

    /// A note as lists show it, and as JSON gives it.
    func noteLine(_ note: PersonalNote) -> String {
        templates.render("note.line", ["number": String(note.number), "date": format.shortDateWithYear(note.date), "text": StoredText.shown(note.text)])
    }

    func noteData(_ note: PersonalNote) -> JSONValue {
        .object([("number", .int(note.number)), ("date", .string(note.date.isoString)), ("text", .string(note.text)),
                 ("created", .string(note.created.isoString))])
    }

    func countdownData(_ countdown: Countdown) -> JSONValue {
        .object([("number", .int(countdown.number)), ("name", .string(countdown.name)), ("date", .string(countdown.date.isoString)),
                 ("created", .string(countdown.created.isoString)), ("days", .int(today.days(until: countdown.date)))])
    }
}

/// Why a personal command failed: a day that cannot be read, or the store.
enum PersonalFailure: Error {
    case problem(ParseProblem)
    case store(PersonalStoreError)
}

/// Calls the store, turning its errors into `PersonalFailure`.
func stored<T>(_ body: () throws(PersonalStoreError) -> T) throws(PersonalFailure) -> T {
    do { return try body() } catch { throw .store(error) }
}
