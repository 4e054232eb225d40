import IntentParser
import VeckaEngine

/// What a month's calendar and a year's share: the words of the grid in the answer's language, the
/// holidays of the answer's regions and the user's notes by day, the lines under the grid (which
/// marks mean what, the holidays listed), and each month's data.
extension AnswerBuilder {
    /// The grid's words: the week column's name, the short weekday names from dates.tsv (CLDR's, no ICU).
    var monthGridLabels: MonthGridLabels {
        MonthGridLabels(weekColumn: templates.text("monthOverview.weekColumn"),
                        weekdays: (1...7).map(format.shortWeekday), number: format.number)
    }

    /// The holidays of the answer's regions from `first` through `last`, by day, and the regions whose
    /// holidays are not known for (part of) those days.
    func calendarHolidays(from first: CalendarDate, through last: CalendarDate)
        -> (byDay: [CalendarDate: [Holiday]], all: [Holiday], unknown: [HolidayRegion]) {
        let all = HolidayCalendar.holidays(in: regions, from: first, through: last)
        var byDay: [CalendarDate: [Holiday]] = [:]
        for holiday in all { byDay[holiday.date, default: []].append(holiday) }
        return (byDay, all, HolidayCalendar.regionsNotKnown(regions, from: first, through: last))
    }

    /// The marks of the days from `first` through `last`. Every month of one answer gets the same mark
    /// columns, so that a year's months are as wide as each other.
    func calendarMarks(holidays: [CalendarDate: [Holiday]], notesByDay: [CalendarDate: [PersonalNote]],
                       from first: CalendarDate, through last: CalendarDate) -> MonthGridMarks {
        let noteDays = Set(notesByDay.filter { !$0.value.isEmpty && $0.key >= first && $0.key <= last }.keys)
        return MonthGridMarks(today: today, holidays: Set(holidays.keys), notes: noteDays,
                              holidayColumn: !holidays.isEmpty, noteColumn: !noteDays.isEmpty)
    }

    /// The lines under the grid: what its marks mean (only those it shows), the holidays marked with
    /// their dates, or that there are none, and the years known when some are not.
    func calendarFooter(_ marks: MonthGridMarks, holidays: [Holiday], unknown: [HolidayRegion],
                        from first: CalendarDate, through last: CalendarDate) -> [MarkedText] {
        var legend: [String] = []
        if let today = marks.today, today >= first, today <= last {
            legend.append(templates.render("monthOverview.legend.today",
                                           ["mark": MonthGridMarks.todayOpen + " " + MonthGridMarks.todayClose]))
        }
        if !marks.holidays.isEmpty { legend.append(templates.render("monthOverview.legend.holiday", ["mark": MonthGridMarks.holiday])) }
        if !marks.notes.isEmpty { legend.append(templates.render("monthOverview.legend.note", ["mark": MonthGridMarks.note])) }
        var lines: [MarkedText] = []
        if !legend.isEmpty { lines.append(plain(legend.joined(separator: "   "))) }
        let listed = regions.filter { $0.knownYears.overlaps(first.year...last.year) }
        if !listed.isEmpty {
            let region = names(of: listed)
            if holidays.isEmpty {
                lines.append(plain(templates.render("monthOverview.noHolidays", ["region": region])))
            } else {
                lines.append(plain(templates.render("monthOverview.holidays", ["region": region])))
                let showRegion = regions.count > 1
                for holiday in holidays {
                    let name = describe(holiday) + (showRegion ? " (\(holiday.region.rawValue))" : "")
                    var line = MarkedText()
                    let date = format.shortDate(holiday.date)
                    let text = templates.render("monthOverview.holiday", ["date": date, "name": name])
                    // The date styled as the grid's holiday numbers are.
                    if let range = text.utf8Range(of: date) {
                        line.append(text)
                        line.addMark(TextMark(.holiday, range))
                    } else {
                        line.append(text)
                    }
                    lines.append(line)
                }
            }
        }
        if !unknown.isEmpty { lines.append(plain(knownYearsText(unknown))) }
        return lines
    }

    /// A month's data: `{year, month, weeks: [{week, year, days: [{date, weekday, holidays, notes}]}]}`;
    /// a week's days are only those of the month.
    func monthData(_ grid: MonthGrid, holidays: [CalendarDate: [Holiday]],
                   notesByDay: [CalendarDate: [PersonalNote]]) -> [(String, JSONValue)] {
        let weeks: [JSONValue] = grid.rows.map { row in
            let days: [JSONValue] = row.days.compactMap { $0 }.map { day in
                .object([
                    ("date", .string(day.isoString)), ("weekday", .int(day.weekday)),
                    ("holidays", .array((holidays[day] ?? []).map(holidayData))),
                    ("notes", .array((notesByDay[day] ?? []).sorted { $0.number < $1.number }.map { note in
                        .object([("number", .int(note.number)), ("text", .string(note.text))])
                    })),
                ])
            }
            return .object([("week", .int(row.week.week)), ("year", .int(row.week.year)), ("days", .array(days))])
        }
        return [("year", .int(grid.year)), ("month", .int(grid.month)), ("weeks", .array(weeks))]
    }

    private func plain(_ text: String) -> MarkedText {
        var line = MarkedText()
        line.append(text)
        return line
    }
}

extension String {
    /// Where `part` first occurs, in UTF-8 bytes.
    func utf8Range(of part: String) -> Range<Int>? {
        let bytes = Array(utf8), needle = Array(part.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start..<start + needle.count
        }
        return nil
    }
}
