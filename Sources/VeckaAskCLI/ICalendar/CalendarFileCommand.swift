import IntentHandlers
import VeckaEngine

/// `vecka-ask --export-ics [FILE]` and `--import-ics FILE`: the local user's notes and countdowns to and from
/// an iCalendar file (docs/personal-data.md). What was done is said in the user's language: on stdout for an
/// import (its answer), on stderr for an export to a file (stdout may be the file itself).
enum CalendarFileCommand {
    /// Events sent to the store per request: a request line stays under the store's line limit, and each
    /// request is one transaction, so an import cut short keeps what it reported and the next run adds the rest.
    static let batchBytes = 48_000

    // MARK: Export

    /// - Parameter path: nil or `-`: standard output.
    static func export(_ session: Session, to path: String?, output: Output, errors: Output) throws(IOFailure) -> Int32 {
        let messages = session.messages
        guard let personal = session.personalData else {
            errors.note(messages.text("personal.notHere"))
            return ExitStatus.notAnswered
        }
        var notes: [PersonalNote] = [], countdowns: [Countdown] = []
        // No database yet: nothing was ever stored, and nothing is started or created to find that out.
        if PersonalData.exists(personal.databasePath) {
            do throws(PersonalStoreError) {
                notes = try personal.store.allNotes(user: PersonalData.localUser)
                countdowns = try personal.store.countdowns(user: PersonalData.localUser)
            } catch {
                errors.note(storeError(error, messages))
                return ExitStatus.inputOutputFailure
            }
        }
        let file = ICalendarExport.file(notes: notes, countdowns: countdowns)
        guard let path, path != "-" else {
            do throws(StreamError) { try output.write(file) } catch { throw .writing(error) }
            return ExitStatus.answered
        }
        do throws(StreamError) {
            try CalendarFileIO.replace(path, with: file)
        } catch {
            errors.note(messages.render("ics.writeFailed", ["file": VisibleText.quoted(path), "reason": error.reason]))
            return ExitStatus.inputOutputFailure
        }
        errors.note(messages.render("ics.exported", ["file": VisibleText.quoted(path), "notes": String(notes.count),
                                                    "countdowns": String(countdowns.count)]))
        return ExitStatus.answered
    }

    // MARK: Import

    static func `import`(_ session: Session, from path: String, timeZone: TimeZoneRules, input: any ByteSource, output: Output,
                         errors: Output) throws(IOFailure) -> Int32 {
        let messages = session.messages
        let file = VisibleText.quoted(path)
        guard let personal = session.personalData else {
            errors.note(messages.text("personal.notHere"))
            return ExitStatus.notAnswered
        }
        let bytes: [UInt8]
        do throws(CalendarFileIO.ReadFailure) {
            bytes = try CalendarFileIO.read(path, standardInput: input)
        } catch {
            switch error {
            case .system(let failure):
                errors.note(messages.render("ics.readFailed", ["file": file, "reason": failure.reason]))
                return ExitStatus.inputOutputFailure
            case .tooLarge(let limit):
                errors.note(messages.render("ics.tooLarge", ["file": file, "limit": String(limit >> 20)]))
                return ExitStatus.notAnswered
            }
        }
        let contents = ICalendarReader.contents(of: bytes)
        guard contents.isCalendar else {
            errors.note(messages.render("ics.notCalendar", ["file": file]))
            return ExitStatus.notAnswered
        }
        let plan = ICalendarImport(contents, timeZone: timeZone)
        var added = 0, present = 0, overLimit = 0, countdownsSet = 0
        var failure: PersonalStoreError?
        do throws(PersonalStoreError) {
            for batch in batches(plan.notes) {
                let result = try personal.store.importNotes(user: PersonalData.localUser, notes: batch)
                added += result.added.count
                present += result.alreadyPresent
                overLimit += result.overLimit
            }
            if !plan.countdowns.isEmpty {
                let existing = try personal.store.countdowns(user: PersonalData.localUser)
                for countdown in plan.countdowns {
                    if existing.contains(where: { $0.name.lowercased() == countdown.name.lowercased() && $0.date == countdown.date }) {
                        present += 1
                    } else {
                        _ = try personal.store.setCountdown(user: PersonalData.localUser, name: countdown.name, date: countdown.date)
                        countdownsSet += 1
                    }
                }
            }
        } catch {
            failure = error
        }
        var lines = [messages.render("ics.imported", ["file": file, "added": String(added), "countdowns": String(countdownsSet),
                                                     "present": String(present)])]
        let skipped = ICalendarImport.Skip.allCases.compactMap { reason -> String? in
            guard let count = plan.skipped[reason] else { return nil }
            return messages.render("ics.skip.\(reason.rawValue)", ["count": String(count), "limit": String(PersonalLimits.noteCharacters)])
        }
        if !skipped.isEmpty { lines.append(messages.render("ics.skipped", ["reasons": skipped.joined(separator: ", ")])) }
        if plan.repeating > 0 { lines.append(messages.render("ics.repeating", ["count": String(plan.repeating)])) }
        if overLimit > 0 {
            lines.append(messages.render("ics.overLimit", ["count": String(overLimit), "limit": String(PersonalLimits.notesPerUser)]))
        }
        do throws(StreamError) {
            try output.line(lines.joined(separator: "\n"))
        } catch {
            throw .writing(error)
        }
        if let failure {
            errors.note(storeError(failure, messages))
            return ExitStatus.inputOutputFailure
        }
        return overLimit > 0 ? ExitStatus.notAnswered : ExitStatus.answered
    }

    /// The store's error in the words the answers use for it.
    static func storeError(_ error: PersonalStoreError, _ messages: Messages) -> String {
        switch error {
        case .textTooLong(let limit): messages.render("personal.textTooLong", ["limit": String(limit)])
        case .nameTooLong(let limit): messages.render("personal.nameTooLong", ["limit": String(limit)])
        case .tooMany(let limit): messages.render("personal.tooMany", ["limit": String(limit)])
        case .unavailable(let reason): messages.render("personal.unavailable", ["reason": reason])
        }
    }

    /// The events in runs whose request lines stay under `batchBytes` (one event always fits: PersonalLimits).
    static func batches(_ notes: [NoteImport]) -> [[NoteImport]] {
        var batches: [[NoteImport]] = []
        var current: [NoteImport] = []
        var size = 0
        for note in notes {
            let bytes = StoreProtocol.json(note).serialized.utf8.count + 1
            if !current.isEmpty && size + bytes > batchBytes {
                batches.append(current)
                current = []
                size = 0
            }
            current.append(note)
            size += bytes
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }
}
