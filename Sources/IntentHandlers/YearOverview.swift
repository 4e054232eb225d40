import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Show 2027", "kalender 2027", "2027年のカレンダー": the twelve months as the month's calendar shows
    /// them, side by side as many as fit in 80 columns, with one list of the year's holidays under them.
    func yearOverview(_ expression: YearExpression, notesByDay: [CalendarDate: [PersonalNote]] = [:]) -> Answer {
        let year: Int
        do { year = try expression.resolve(today: today) } catch { return problem(error, intent: .yearOverview) }
        let grids = (1...12).compactMap { MonthGrid(year: year, month: $0) }
        guard grids.count == 12, let first = grids.first?.days.first, let last = grids.last?.days.last else {
            return problem(.outOfRange, intent: .yearOverview)
        }
        let holidays = calendarHolidays(from: first, through: last)
        // The user's notes, when none were given: the store's (none for a user who has stored nothing).
        let notesByDay = notesByDay.isEmpty ? Dictionary(grouping: personalDays(from: first, through: last).notes, by: \.date) : notesByDay
        let marks = calendarMarks(holidays: holidays.byDay, notesByDay: notesByDay, from: first, through: last)
        let text = MonthGridText(labels: monthGridLabels, marks: marks)
        let headings = (1...12).map(format.monthName)
        let width = max(text.gridWidth, headings.map(DisplayWidth.of).max() ?? 0)
        let blocks = zip(grids, headings).map { text.lines($0, heading: $1, width: width) }

        let gap = String(repeating: " ", count: Self.monthGap)
        let across = max(1, min(Self.monthsAcross, (Self.lineWidth + Self.monthGap) / (width + Self.monthGap)))
        let totalWidth = across * width + (across - 1) * Self.monthGap
        var lines: [MarkedText] = []
        let heading = templates.render("yearOverview.title", ["year": format.year(year)])
        var title = MarkedText()
        title.append(String(repeating: " ", count: max(0, (totalWidth - DisplayWidth.of(heading)) / 2)))
        title.append(heading, .heading)
        lines.append(title)
        for bandStart in stride(from: 0, to: 12, by: across) {
            let band = blocks[bandStart..<min(bandStart + across, 12)]
            let height = band.map(\.count).max() ?? 0
            // An empty line between bands; a month of fewer weeks is filled with blank lines.
            if bandStart > 0 { lines.append(MarkedText()) }
            for index in 0..<height {
                var line = MarkedText()
                for (position, block) in band.enumerated() {
                    if position > 0 { line.append(gap) }
                    if index < block.count { line.append(block[index]) } else { line.append(String(repeating: " ", count: width)) }
                }
                lines.append(line)
            }
        }
        lines += calendarFooter(marks, holidays: holidays.all, unknown: holidays.unknown, from: first, through: last)
        let body = MarkedText.lines(lines)
        let months: [JSONValue] = grids.map { .object(monthData($0, holidays: holidays.byDay, notesByDay: notesByDay)) }
        let data: [(String, JSONValue)] = [("year", .int(year)), ("months", .array(months))] + unknownRegionsData(holidays.unknown)
        var answer = answer(.yearOverview, text: body.text, data: data, short: String(first.isoString.prefix(4)))
        answer.marks = body.marks
        return answer
    }

    /// A terminal's usual width, which a year's months are laid out to fit; at most three across.
    static let lineWidth = 80
    static let monthsAcross = 3
    static let monthGap = 2
}
