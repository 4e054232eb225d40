import VeckaEngine

/// A month's or a year's calendar: "show me December", "calendar for March 2027", "visa kalendern för
/// mars", "zeig mir den Dezember", "12月のカレンダー", "이번 달 달력", "给我看十二月的日历", "lịch tháng này",
/// "ปฏิทินเดือนนี้" (monthOverview); "show 2027", "kalender 2027" (yearOverview).
///
/// Decided by the words every language already has for the week overview — a show word ("show", "visa",
/// "zeig", "見せて", "보여줘", "给我看", "xem", "ขอดู") or a calendar word ("calendar", "kalender",
/// "カレンダー", "달력", "日历", "lịch", "ปฏิทิน") — and by the period the question names instead of a
/// week: a month (with its year), a year alone, or a bare month or year word ("show the month").
/// Questions that ask something of the period keep their own intents, whatever show word they hold:
/// a week or a date is the week overview's ("show week 49"), "how many days in December" is the
/// month's length, holidays in December are a holiday list (decided before this, `holidayIntent`),
/// and dates, starts, ends and counts are not a calendar.
extension IntentClassifier {
    func periodOverviewIntent(_ evidence: Evidence) -> Intent? {
        let cues = evidence.cues
        guard !cues.isDisjoint(with: [.overview, .show]),
              cues.isDisjoint(with: Self.cuesThatAskSomethingElse),
              evidence.dates.isEmpty, evidence.weeks.isEmpty, evidence.amounts.isEmpty, evidence.problems.isEmpty,
              !evidence.weekWordLeft || evidence.weekNumberWordLeft && cues.contains(.number) else { return nil }
        if let month = monthWithYear(evidence) {
            var intent = Intent(kind: .monthOverview)
            intent.month = month
            return intent
        }
        guard evidence.months.isEmpty else { return nil }
        // "Show 2027", "kalender nästa år", "今年のカレンダー": the year's calendar; "show the year" is this one.
        if evidence.years.count == 1, !evidence.monthWordLeft {
            return Intent(kind: .yearOverview, year: evidence.years[0])
        }
        guard evidence.years.isEmpty else { return nil }
        switch (evidence.monthWordLeft, evidence.yearWordLeft) {
        case (true, false):
            var intent = Intent(kind: .monthOverview)
            intent.month = .relative(0)
            return intent
        case (false, true):
            return Intent(kind: .yearOverview, year: .current)
        default:
            return nil
        }
    }

    /// Cues that ask for a number, a day or a count of the period rather than for its calendar.
    private static let cuesThatAskSomethingElse: CueSet = [
        .howMany, .dates, .start, .end, .when, .until, .since, .between, .remaining, .inclusive, .dayName,
        .holiday, .dayOfYear, .quarter, .leapYear,
    ]
}
