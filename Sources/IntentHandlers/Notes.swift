import IntentParser
import VeckaEngine

/// Notes on days: add one, list them, delete them.
extension AnswerBuilder {
    /// A list shows at most this many notes, then says how many more there are; JSON has them all.
    static let notesShown = 50

    func addNote(on expression: DateExpression, text: String, _ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        let (date, _) = try days(of: .day(expression))
        let note = try stored { () throws(PersonalStoreError) in try personal.store.addNote(user: personal.user, date: date, text: text) }
        let answerText = templates.render("note.added", ["date": format.longDate(date), "text": StoredText.shown(note.text), "number": String(note.number)])
        return answer(.addNote, text: answerText, data: [("note", noteData(note))], short: String(note.number))
    }

    func showNotes(_ period: NotePeriod?, _ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        let notes: [PersonalNote]
        var values: [String: String] = [:]
        let form: String
        var data: [(String, JSONValue)] = []
        if let period {
            let (start, end) = try days(of: period)
            notes = try stored { () throws(PersonalStoreError) in try personal.store.notes(user: personal.user, from: start, through: end) }
            form = start == end ? "day" : "span"
            values = ["date": format.longDate(start), "start": format.longDate(start), "end": format.longDate(end)]
            data = [("start", .string(start.isoString)), ("end", .string(end.isoString))]
        } else {
            notes = try stored { () throws(PersonalStoreError) in try personal.store.allNotes(user: personal.user) }
            form = "all"
        }
        data.append(("notes", .array(notes.map(noteData))))
        guard !notes.isEmpty else {
            return answer(.listNotes, text: templates.render("notes.none.\(form)", values), data: data, short: "0")
        }
        var lines = [templates.render("notes.title.\(form)", values)]
        lines += notes.prefix(Self.notesShown).map(noteLine)
        if notes.count > Self.notesShown {
            lines.append(templates.render("notes.more", ["count": String(notes.count - Self.notesShown)]))
        }
        return answer(.listNotes, text: lines.joined(separator: "\n"), data: data, short: String(notes.count))
    }

    func deleteNote(_ number: Int, _ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        let deleted = try stored { () throws(PersonalStoreError) in try personal.store.deleteNote(user: personal.user, number: number) }
        guard let deleted else {
            return failure(.deleteNote, code: .notFound, text: templates.render("note.notFound", ["number": String(number)]))
        }
        let text = templates.render("note.deleted", ["number": String(number), "date": format.longDate(deleted.date), "text": StoredText.shown(deleted.text)])
        return answer(.deleteNote, text: text, data: [("deleted", .array([noteData(deleted)]))], short: "1")
    }

    func deleteNotes(_ period: NotePeriod, _ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        let (start, end) = try days(of: period)
        let deleted = try stored { () throws(PersonalStoreError) in
            try personal.store.deleteNotes(user: personal.user, from: start, through: end)
        }
        let values = ["count": String(deleted.count), "start": format.longDate(start), "end": format.longDate(end)]
        let data: [(String, JSONValue)] = [("start", .string(start.isoString)), ("end", .string(end.isoString)),
                                           ("deleted", .array(deleted.map(noteData)))]
        guard !deleted.isEmpty else {
            return failure(.deleteNote, code: .notFound, text: templates.render("notes.noneToDelete", values))
        }
        if deleted.count == 1, let only = deleted.first {
            let text = templates.render("note.deleted", ["number": String(only.number), "date": format.longDate(only.date), "text": StoredText.shown(only.text)])
            return answer(.deleteNote, text: text, data: data, short: "1")
        }
        return answer(.deleteNote, text: templates.render("notes.deleted", values), data: data, short: String(deleted.count))
    }
}
