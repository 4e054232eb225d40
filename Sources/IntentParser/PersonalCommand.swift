import VeckaEngine

/// Something the user asks to do with, or read from, their own notes and countdowns (issue 15):
/// read before the calendar question, because its text part is the user's and not for the grammar.
public enum PersonalCommand: Equatable, Sendable {
    /// "note on Friday: dentist at 10": the text exactly as typed after the cue.
    case addNote(date: DateExpression, text: String)
    /// "my notes this week", "what did I note for December"; nil: all of them.
    case showNotes(NotePeriod?)
    /// "what's on Friday": the day's notes, countdowns and holidays.
    case agenda(NotePeriod)
    /// "remove note 3": by the number lists show.
    case deleteNote(number: Int)
    /// "delete the note on Friday", "delete my notes in week 49".
    case deleteNotes(NotePeriod)
    /// "count down to my vacation on 20 June", "my exam is on 12 March".
    case setCountdown(name: String, date: DateExpression)
    /// "list my countdowns".
    case listCountdowns
    /// "delete the vacation countdown".
    case deleteCountdown(name: String)
    /// "undo": the user's latest change.
    case undo
}

/// The days a note command is about.
public enum NotePeriod: Equatable, Sendable {
    case day(DateExpression)
    case week(WeekExpression)
    case month(MonthExpression)
    case year(YearExpression)
    case span(from: DateExpression, to: DateExpression)
}

/// A personal command read from a question, or why one could not be read.
public struct PersonalReading: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case command(PersonalCommand)
        /// A note or countdown asked for, but a part of it could not be used ("note at the office: …"):
        /// refused naming the words, never stored on a guessed day.
        case unusable(unused: [String])
        /// A note to add with no text after its cue ("note on Friday"): asked for the text.
        case missingText
        /// A countdown to set without a date, or a name to delete that none has.
        case missingDate(name: String)
    }

    public let language: String
    public let outcome: Outcome

    public init(language: String, outcome: Outcome) {
        self.language = language
        self.outcome = outcome
    }
}
