import VeckaEngine

/// A month laid out Monday to Sunday: one row per ISO week that holds any of its days, each row with
/// its week. December 2026 has rows for weeks 49…53 (week 53 runs into January 2027); January 2027
/// starts in week 53 of 2026 (its 1st is a Friday).
public struct MonthGrid: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let week: ISOWeek
        /// Monday…Sunday; nil where the day belongs to another month.
        public let days: [CalendarDate?]
    }

    public let year: Int
    public let month: Int
    public let rows: [Row]

    public init?(year: Int, month: Int) {
        guard let first = CalendarDate(year: year, month: month, day: 1) else { return nil }
        let last = first.dayNumber + CalendarDate.daysIn(month: month, year: year) - 1
        self.year = year
        self.month = month
        var rows: [Row] = []
        var monday = first.dayNumber - (first.weekday - 1)
        while monday <= last {
            let days = (monday..<monday + 7).map { $0 >= first.dayNumber && $0 <= last ? CalendarDate(dayNumber: $0) : nil }
            rows.append(Row(week: ISOWeek(containing: CalendarDate(dayNumber: monday)), days: days))
            monday += 7
        }
        self.rows = rows
    }

    /// The month's days, in order.
    public var days: [CalendarDate] { rows.flatMap { $0.days.compactMap { $0 } } }
}

/// How one language writes a month's calendar: the words around the numbers.
struct MonthGridLabels {
    /// Over the week numbers: "Wk", "v.", "KW", "週", "주", "周", "Tuần", "สัปดาห์".
    let weekColumn: String
    /// Monday…Sunday, short: "Mo", "må", "月", "周一", "T2", "จ.".
    let weekdays: [String]
    /// Numbers in the language's digits.
    let number: (Int) -> String
}

/// What the cells of a calendar show besides the day's number. The mark columns are there for every
/// month of an answer alike (a year's months line up), whether or not a month has such a day.
struct MonthGridMarks {
    var today: CalendarDate?
    var holidays: Set<CalendarDate> = []
    var notes: Set<CalendarDate> = []
    var holidayColumn = false
    var noteColumn = false

    static let todayOpen = "[", todayClose = "]", holiday = "*", note = "+"
}

/// The text of a month's calendar: a heading, the weekday names, then a row per week, its number first.
/// Every line has the same display width (`DisplayWidth`), so the columns line up whatever script the
/// names are in — Han and Hangul take two columns each, Thai vowel and tone marks none:
///
///          December 2026
///     Wk Mo  Tu  We  Th  Fr  Sa  Su
///     49      1   2   3   4   5   6
///     50  7   8   9  10  11  12  13
///     51 14  15  16  17 [18] 19  20
///     52 21  22  23  24  25* 26  27
///     53 28  29  30  31
///
/// A day's number stands right-aligned under its weekday's name, followed by a column for each mark
/// the answer uses (`*` a holiday, `+` a day with notes); one column between days, which holds the
/// brackets around today.
struct MonthGridText {
    let labels: MonthGridLabels
    let marks: MonthGridMarks
    /// Columns of the week numbers and of a day's number.
    let weekWidth: Int
    let numberWidth: Int

    init(labels: MonthGridLabels, marks: MonthGridMarks) {
        self.labels = labels
        self.marks = marks
        weekWidth = max(DisplayWidth.of(labels.number(53)), DisplayWidth.of(labels.weekColumn))
        numberWidth = max((1...31).map { DisplayWidth.of(labels.number($0)) }.max() ?? 2,
                          labels.weekdays.map(DisplayWidth.of).max() ?? 2)
    }

    private var markColumns: Int { (marks.holidayColumn ? 1 : 0) + (marks.noteColumn ? 1 : 0) }
    /// The grid's width without a heading wider than it: the week column, then each day's separator,
    /// number and marks, and a last separator (for the bracket after a Sunday that is today).
    var gridWidth: Int { weekWidth + 7 * (1 + numberWidth + markColumns) + 1 }

    /// The lines of `grid`, each `width` columns wide (at least the grid's and the heading's width).
    func lines(_ grid: MonthGrid, heading: String, width: Int = 0) -> [MarkedText] {
        let width = max(width, gridWidth, DisplayWidth.of(heading))
        var lines: [MarkedText] = []
        var title = MarkedText()
        title.append(String(repeating: " ", count: (width - DisplayWidth.of(heading)) / 2))
        title.append(heading, .heading)
        lines.append(title)

        var header = MarkedText()
        header.append(DisplayWidth.padded(labels.weekColumn, to: weekWidth, right: true), .columnNames)
        for name in labels.weekdays {
            header.append(" ")
            header.append(DisplayWidth.padded(name, to: numberWidth, right: true), .columnNames)
            header.append(String(repeating: " ", count: markColumns))
        }
        lines.append(header)
        lines += grid.rows.map(row)
        return lines.map { line in
            var padded = line
            padded.append(String(repeating: " ", count: max(0, width - DisplayWidth.of(line.text))))
            return padded
        }
    }

    private func row(_ row: MonthGrid.Row) -> MarkedText {
        var line = MarkedText()
        line.append(DisplayWidth.padded(labels.number(row.week.week), to: weekWidth, right: true), .weekNumber)
        // Where today's cell starts, while its closing bracket is owed: when its marks leave no column
        // for it, the bracket takes the next separator.
        var openToday: Int?
        func separator() {
            guard let start = openToday else { return line.append(" ") }
            line.append(MonthGridMarks.todayClose)
            line.addMark(TextMark(.today, start..<line.text.utf8.count))
            openToday = nil
        }
        for day in row.days {
            guard let day else {
                separator()
                line.append(String(repeating: " ", count: numberWidth + markColumns))
                continue
            }
            let number = labels.number(day.day)
            let padding = numberWidth - DisplayWidth.of(number)
            let isToday = day == marks.today
            if isToday {
                // The bracket stands right before the number: in the separator, or in the padding.
                line.append(String(repeating: " ", count: padding))
                openToday = line.text.utf8.count
                line.append(MonthGridMarks.todayOpen)
            } else {
                separator()
                line.append(String(repeating: " ", count: padding))
            }
            var shown = 0
            if marks.holidays.contains(day) {
                line.append(number + MonthGridMarks.holiday, .holiday)
                shown += 1
            } else {
                line.append(number)
            }
            if marks.notes.contains(day) {
                line.append(MonthGridMarks.note, .note)
                shown += 1
            }
            if isToday, shown < markColumns {
                separator()
                shown += 1
            }
            line.append(String(repeating: " ", count: markColumns - shown))
        }
        separator()
        return line
    }
}
