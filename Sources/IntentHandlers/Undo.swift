import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "undo": the user's latest change, reverted, and said what it was.
    func undo(_ personal: PersonalAccess) throws(PersonalFailure) -> Answer {
        let change = try stored { () throws(PersonalStoreError) in try personal.store.undo(user: personal.user) }
        let text: String
        var data: [(String, JSONValue)] = []
        switch change {
        case nil:
            return answer(.undo, text: templates.text("undo.nothing"), data: [("undone", .null)], short: "0")
        case .addedNote(let note):
            text = templates.render("undo.addedNote", ["date": format.longDate(note.date), "text": StoredText.shown(note.text)])
            data = [("undone", .string("addedNote")), ("notes", .array([noteData(note)]))]
        case .deletedNotes(let notes):
            if notes.count == 1, let note = notes.first {
                text = templates.render("undo.deletedNote", ["number": String(note.number), "date": format.longDate(note.date),
                                                             "text": StoredText.shown(note.text)])
            } else {
                text = templates.render("undo.deletedNotes", ["count": String(notes.count)])
            }
            data = [("undone", .string("deletedNotes")), ("notes", .array(notes.map(noteData)))]
        case .setCountdown(let countdown, let replaced):
            if let replaced {
                text = templates.render("undo.movedCountdown", ["name": quotedList([StoredText.shown(replaced.name)]), "date": format.longDate(replaced.date)])
            } else {
                text = templates.render("undo.setCountdown", ["name": quotedList([StoredText.shown(countdown.name)])])
            }
            data = [("undone", .string("setCountdown")), ("countdown", countdownData(countdown))]
            if let replaced { data.append(("restored", countdownData(replaced))) }
        case .deletedCountdown(let countdown):
            text = templates.render("undo.deletedCountdown", ["name": quotedList([StoredText.shown(countdown.name)]), "date": format.longDate(countdown.date)])
            data = [("undone", .string("deletedCountdown")), ("countdown", countdownData(countdown))]
        }
        return answer(.undo, text: text, data: data, short: "1")
    }
}
