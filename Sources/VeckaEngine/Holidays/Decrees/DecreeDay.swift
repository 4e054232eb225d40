/// A day off that no rule produces: a royal wedding, a jubilee, a state funeral, a bridge day or a
/// day swapped with a weekend by a yearly government schedule. Each region's list is in
/// Decrees/<CC>.swift, with the legal source of every entry in a comment.
public struct DecreeDay: Sendable {
    public let date: CalendarDate
    public let key: String
    public let localName: String
    public let englishName: String
    public let isPublic: Bool
    /// For a swapped day off (CN 调休, VN hoán đổi): the weekend day that becomes a working day in
    /// exchange. Nil for an extra day off.
    public let workdayInExchange: CalendarDate?
    /// A day off given for a holiday on a rest day, decreed once rather than by a rule (SG's Hari Raya
    /// Haji of 31 December 2006, observed in 2007); a swapped day off (`workdayInExchange`) is one too.
    public let isSubstitute: Bool

    public init(_ year: Int, _ month: Int, _ day: Int, _ key: String, _ localName: String, _ englishName: String,
                isPublic: Bool = true, inExchangeFor exchange: (year: Int, month: Int, day: Int)? = nil,
                isSubstitute: Bool = false) {
        self.date = CalendarDate(year: year, month: month, day: day)!
        self.key = key
        self.localName = localName
        self.englishName = englishName
        self.isPublic = isPublic
        self.workdayInExchange = exchange.map { CalendarDate(year: $0.year, month: $0.month, day: $0.day)! }
        self.isSubstitute = isSubstitute || exchange != nil
    }
}
