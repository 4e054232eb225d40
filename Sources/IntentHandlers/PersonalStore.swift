import VeckaEngine

/// A note a user keeps on a day ("note on Friday: dentist at 10").
public struct PersonalNote: Sendable, Equatable, Hashable {
    /// The user's own numbering, shown in lists and used by "remove note 3": per user, never reused
    /// while the note exists, so one user's count says nothing about another's.
    public var number: Int
    public var date: CalendarDate
    /// Exactly as typed (terminal output neutralises control characters; JSON escapes them).
    public var text: String
    /// When the note was added (the protocol's `created`; iCalendar's DTSTAMP); kept when an undo brings it back.
    public var created: UnixTime
    /// The iCalendar UID of the event it was imported from (`--import-ics`), nil for a note the user typed:
    /// exported again under the same UID, and importing that event again finds it here.
    public var uid: String?

    public init(number: Int, date: CalendarDate, text: String, created: UnixTime = UnixTime(seconds: 0), uid: String? = nil) {
        self.number = number
        self.date = date
        self.text = text
        self.created = created
        self.uid = uid
    }

    /// The UID it is exported under: its own when imported, else one made of what never changes while the
    /// note exists (its number and creation time), so every export names it the same way and a calendar
    /// that imports the file twice updates the event instead of doubling it.
    public var calendarUID: String { uid ?? "note-\(number)-\(created.seconds)@vecka-ask" }
}

/// An event of a calendar file, to be kept as a note (`--import-ics`).
public struct NoteImport: Sendable, Equatable {
    public var uid: String
    public var date: CalendarDate
    public var text: String

    public init(uid: String, date: CalendarDate, text: String) {
        self.uid = uid
        self.date = date
        self.text = text
    }
}

/// What an import did: the notes it added, and how many events were already there (by UID).
public struct NoteImportResult: Sendable, Equatable {
    public var added: [PersonalNote]
    public var alreadyPresent: Int
    /// Events not added because the user keeps `PersonalLimits.notesPerUser` notes.
    public var overLimit: Int

    public init(added: [PersonalNote], alreadyPresent: Int, overLimit: Int) {
        self.added = added
        self.alreadyPresent = alreadyPresent
        self.overLimit = overLimit
    }
}

/// A countdown to the user's own event ("count down to my vacation on 20 June"): its name then works
/// wherever a date does.
public struct Countdown: Sendable, Equatable, Hashable {
    public var number: Int
    /// As the user typed it ("vacation", "semestern", "試験").
    public var name: String
    public var date: CalendarDate
    /// When the countdown was first set; moving it to another date keeps it.
    public var created: UnixTime

    /// The UID it is exported under (see `PersonalNote.calendarUID`); a countdown is found again by its name.
    public var calendarUID: String { "countdown-\(number)-\(created.seconds)@vecka-ask" }

    public init(number: Int, name: String, date: CalendarDate, created: UnixTime = UnixTime(seconds: 0)) {
        self.number = number
        self.name = name
        self.date = date
        self.created = created
    }
}

/// One change to a user's data, as `undo` reverts it.
public enum PersonalChange: Sendable, Equatable {
    case addedNote(PersonalNote)
    case deletedNotes([PersonalNote])
    case setCountdown(Countdown, replaced: Countdown?)
    case deletedCountdown(Countdown)
}

/// Why personal data could not be read or changed: each is told to the user in their language.
public enum PersonalStoreError: Error, Sendable, Equatable {
    /// Note text longer than `limit` characters.
    case textTooLong(limit: Int)
    /// A countdown name longer than `limit` characters.
    case nameTooLong(limit: Int)
    /// The user already keeps `limit` notes (or countdowns).
    case tooMany(limit: Int)
    /// The database cannot be opened or written (missing store program, permissions, a full disk):
    /// nothing was changed; `reason` is for the error message, in English (it names a path or a cause).
    case unavailable(reason: String)
}

/// A user's notes and countdowns. Users are kept apart: every call names its user, and no call reaches
/// another user's data whatever its arguments. A call that returns has made its change durable.
public protocol PersonalStore: Sendable {
    func addNote(user: String, date: CalendarDate, text: String) throws(PersonalStoreError) -> PersonalNote
    /// Notes on days `from` through `through` (inclusive), by date then number.
    func notes(user: String, from: CalendarDate, through: CalendarDate) throws(PersonalStoreError) -> [PersonalNote]
    /// Every note of the user, by date then number.
    func allNotes(user: String) throws(PersonalStoreError) -> [PersonalNote]
    /// Deletes the user's note with that number; nil when the user has none with it.
    func deleteNote(user: String, number: Int) throws(PersonalStoreError) -> PersonalNote?
    /// Deletes the user's notes on days `from` through `through`; the deleted ones.
    func deleteNotes(user: String, from: CalendarDate, through: CalendarDate) throws(PersonalStoreError) -> [PersonalNote]
    /// Adds a countdown, or moves the user's countdown of the same name (compared without case) to `date`.
    func setCountdown(user: String, name: String, date: CalendarDate) throws(PersonalStoreError) -> (countdown: Countdown, replaced: Countdown?)
    /// The user's countdowns, by date.
    func countdowns(user: String) throws(PersonalStoreError) -> [Countdown]
    /// Deletes the user's countdown of that name (compared without case); nil when there is none.
    func deleteCountdown(user: String, name: String) throws(PersonalStoreError) -> Countdown?
    /// Reverts the user's latest change not yet undone; nil when there is none.
    func undo(user: String) throws(PersonalStoreError) -> PersonalChange?
    /// Adds the events as notes, in one change, except those whose UID one of the user's notes already has
    /// (its own, or the `calendarUID` it is exported under): importing a file twice adds nothing the second time.
    /// Not an undoable change (undo reverts what was said, not a file read).
    func importNotes(user: String, notes: [NoteImport]) throws(PersonalStoreError) -> NoteImportResult
}

/// Limits that keep one user's data, and one question's work, bounded.
public enum PersonalLimits {
    public static let noteCharacters = 1_000
    /// Note text in UTF-8 bytes, beside the characters: one character can be any number of combining marks
    /// ("Zalgo" text), and a request must fit the store's line limit. Past it the error is `textTooLong`.
    public static let noteBytes = 32_768
    public static let countdownNameCharacters = 100
    /// A countdown name in UTF-8 bytes (`nameTooLong` past it), for the same reason.
    public static let countdownNameBytes = 4_096
    public static let notesPerUser = 10_000
    public static let countdownsPerUser = 1_000
    /// A request's `user`, in UTF-8 bytes.
    public static let userBytes = 256
    /// An imported event's UID, in UTF-8 bytes (RFC 5545 sets none; real ones are under 200).
    public static let uidBytes = 1_024
}

/// The checks of `PersonalLimits` that need no stored data, shared by the store and its client, so an
/// over-long text gets its own error before it is ever sent.
extension PersonalLimits {
    /// Characters are what a reader sees (grapheme clusters: "👨‍👩‍👧" and "e\u{301}" are one each).
    public static func check(noteText text: String) throws(PersonalStoreError) {
        guard text.utf8.count <= noteBytes, text.count <= noteCharacters else {
            throw .textTooLong(limit: noteCharacters)
        }
    }

    public static func check(countdownName name: String) throws(PersonalStoreError) {
        guard name.utf8.count <= countdownNameBytes, name.count <= countdownNameCharacters else {
            throw .nameTooLong(limit: countdownNameCharacters)
        }
    }

    /// The request layer rejects a longer `user` first; the store refuses it too, so no path stores one.
    public static func check(user: String) throws(PersonalStoreError) {
        guard user.utf8.count <= userBytes else {
            throw .unavailable(reason: "a user name longer than \(userBytes) bytes")
        }
    }
}
