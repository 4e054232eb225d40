import Foundation
import Glibc
@testable import IntentHandlers
import IntentParser
import LocalizationData
import Testing
import VeckaEngine

/// The month's calendar (monthOverview) and the year's (yearOverview): rows that are ISO weeks, checked
/// against Foundation's ISO 8601 calendar; columns that line up in every script; today, holidays and
/// notes marked where they are.
@Suite struct MonthGridTests {
    static let november18 = CalendarDate(year: 2026, month: 11, day: 18)!

    static func answer(_ question: String, today: CalendarDate = november18, language: String? = nil,
                       regions: [HolidayRegion] = []) -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: today, language: language, fallbackLanguage: "en",
                                                                 regions: regions))
    }

    /// The heading, the weekday names and one line per week: the lines that must line up.
    static func gridLines(_ answer: Answer) -> [String] {
        guard case .array(let weeks)? = answer.json["data"]?["weeks"] else { return [] }
        return Array(answer.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(2 + weeks.count).map(String.init))
    }

    static func weeks(_ answer: Answer) -> [(week: Int, year: Int, days: [String])] {
        guard case .array(let weeks)? = answer.json["data"]?["weeks"] else { return [] }
        return weeks.map { week in
            guard case .int(let number)? = week["week"], case .int(let year)? = week["year"],
                  case .array(let days)? = week["days"] else { return (0, 0, []) }
            return (number, year, days.compactMap { if case .string(let date)? = $0["date"] { return date }; return nil })
        }
    }

    // MARK: - Rows are ISO weeks

    /// Every month of 1990–2040: each row is the ISO week (number and week-year) Foundation's ISO 8601
    /// calendar gives its Monday, the rows are consecutive weeks, and each of the month's days is in its
    /// weekday's column exactly once.
    @Test func rowsAreTheMonthsISOWeeks() throws {
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = try #require(TimeZone(identifier: "UTC"))
        for year in 1990...2040 {
            for month in 1...12 {
                let grid = try #require(MonthGrid(year: year, month: month))
                var seen: [Int] = []
                for (index, row) in grid.rows.enumerated() {
                    let monday = try #require(iso.date(from: DateComponents(year: row.week.monday.year, month: row.week.monday.month,
                                                                            day: row.week.monday.day, hour: 12)))
                    #expect(iso.component(.weekday, from: monday) == 2, "\(year)-\(month) row \(index) does not start on a Monday")
                    #expect(row.week.week == iso.component(.weekOfYear, from: monday), "\(year)-\(month) row \(index)")
                    #expect(row.week.year == iso.component(.yearForWeekOfYear, from: monday), "\(year)-\(month) row \(index)")
                    if index > 0 { #expect(row.week.monday.dayNumber == grid.rows[index - 1].week.monday.dayNumber + 7) }
                    for (column, day) in row.days.enumerated() {
                        guard let day else { continue }
                        #expect(day.month == month && day.year == year)
                        #expect(day.weekday == column + 1)
                        seen.append(day.day)
                    }
                }
                #expect(seen == Array(1...CalendarDate.daysIn(month: month, year: year)), "\(year)-\(month)")
            }
        }
    }

    /// December 2026 ends in week 53, which runs into 2027; January 2027 starts in that week 53 of 2026.
    @Test func weeksAtTheYearsEdge() throws {
        let december = Self.answer("show me December 2026")
        #expect(december.intent == .monthOverview)
        let decemberWeeks = Self.weeks(december)
        #expect(decemberWeeks.map(\.week) == [49, 50, 51, 52, 53])
        #expect(decemberWeeks.allSatisfy { $0.year == 2026 })
        #expect(decemberWeeks.last?.days == ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"])
        let rows = Self.gridLines(december).dropFirst(2)
        #expect(rows.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["49", "50", "51", "52", "53"])

        let january = Self.answer("show me January 2027")
        let januaryWeeks = Self.weeks(january)
        #expect(januaryWeeks.first?.week == 53 && januaryWeeks.first?.year == 2026)
        #expect(januaryWeeks.first?.days == ["2027-01-01", "2027-01-02", "2027-01-03"])
        #expect(januaryWeeks.dropFirst().first?.week == 1 && januaryWeeks.dropFirst().first?.year == 2027)
        #expect(Self.gridLines(january).dropFirst(2).first?.hasPrefix("53") == true)
        #expect(january.shortValue == "2027-01")
    }

    // MARK: - Alignment

    /// Every grid line has the same display width, and each day's number ends in the column where its
    /// weekday's name ends — in every language, and in those whose names are double-width (ja, ko, zh)
    /// or carry zero-width marks (th), with today, holidays and both mark columns in the grid.
    @Test(arguments: Localization.codes)
    func columnsLineUp(language: String) throws {
        let resource = Responder.shared.builder("", language: language, today: Self.november18)
        let labels = resource.monthGridLabels
        var notes: [CalendarDate: [PersonalNote]] = [:]
        let noted = try #require(CalendarDate(year: 2026, month: 11, day: 3))
        notes[noted] = [PersonalNote(number: 1, date: noted, text: "x")]
        for (month, regions) in [(11, [HolidayRegion.JP, .US, .SE]), (12, [.TH]), (2, [.KR, .CN])] {
            var builder = resource
            builder.regions = regions
            let answer = builder.monthOverview(.absolute(month: month, year: .absolute(month == 2 ? 2027 : 2026)), notesByDay: notes)
            let lines = Self.gridLines(answer)
            #expect(lines.count >= 6)
            let widths = Set(lines.map(DisplayWidth.of))
            #expect(widths.count == 1, "\(language) \(month): widths \(lines.map(DisplayWidth.of))\n\(lines.joined(separator: "\n"))")
            // Where each weekday's name ends, in display columns.
            let header = lines[1]
            var ends: [Int] = []
            var searchFrom = header.startIndex
            for name in labels.weekdays {
                let range = try #require(header.range(of: name, range: searchFrom..<header.endIndex), "\(language): \(name)")
                ends.append(DisplayWidth.of(String(header[..<range.upperBound])))
                searchFrom = range.upperBound
            }
            for (row, week) in zip(lines.dropFirst(2), Self.weeks(answer)) {
                // Runs of digits: the week number, then the days.
                var runs: [(value: Int, end: Int)] = []
                var column = 0, digits = ""
                for character in row {
                    if character.isASCII, character.isNumber { digits.append(character) } else if !digits.isEmpty {
                        runs.append((Int(digits)!, column))
                        digits = ""
                    }
                    column += DisplayWidth.of(String(character))
                }
                if !digits.isEmpty { runs.append((Int(digits)!, column)) }
                #expect(runs.first?.value == week.week)
                let days = week.days.compactMap { CalendarDate(isoString: $0) }
                #expect(runs.dropFirst().map(\.value) == days.map(\.day), "\(language): \(row)")
                for (run, day) in zip(runs.dropFirst(), days) {
                    #expect(run.end == ends[day.weekday - 1], "\(language) \(day): \(row)")
                }
            }
        }
    }

    @Test func displayWidths() {
        #expect(DisplayWidth.of("Mo") == 2)
        #expect(DisplayWidth.of("周一") == 4)
        #expect(DisplayWidth.of("월") == 2)
        #expect(DisplayWidth.of("２０") == 4)
        // Thai: ั and ์ are combining marks, no column of their own.
        #expect(DisplayWidth.of("สัปดาห์") == 5)
        #expect(DisplayWidth.of("กุมภาพันธ์") == 7)
        // Vietnamese written with combining marks takes the columns of its letters.
        #expect(DisplayWidth.of("Thu\u{301}") == 3)
        #expect(DisplayWidth.of("a\u{200D}b") == 2)
    }

    /// The widths against Python's Unicode database (`unicodedata.east_asian_width` W and F: two
    /// columns; general categories Mn, Me, Cf, Cc: none), for every character it knows in the blocks
    /// the languages and their dates use.
    @Test func displayWidthsAgreeWithPython() throws {
        let script = """
        import sys, unicodedata
        blocks = [(0x20, 0x24F), (0x300, 0x36F), (0xE00, 0xE7F), (0x1100, 0x11FF), (0x1E00, 0x1EFF), (0x2000, 0x206F),
                  (0x2E80, 0x2FFF), (0x3000, 0x30FF), (0x3130, 0x318F), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7A3),
                  (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF)]
        for low, high in blocks:
            for cp in range(low, high + 1):
                c = chr(cp)
                category = unicodedata.category(c)
                if category == 'Cn' or category == 'Cs':
                    continue
                width = 0 if category in ('Mn', 'Me', 'Cf', 'Cc') else 2 if unicodedata.east_asian_width(c) in ('W', 'F') else 1
                print(cp, width)
        """
        let output = try Self.python(script)
        var differences: [String] = []
        var compared = 0
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let value = UInt32(fields[0]), let width = Int(fields[1]),
                  let scalar = Unicode.Scalar(value) else { continue }
            compared += 1
            if DisplayWidth.of(scalar) != width { differences.append(String(format: "U+%04X %d≠%d", value, DisplayWidth.of(scalar), width)) }
        }
        #expect(compared > 40_000)
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(20))")
    }

    /// The output of a python script. Through `popen`, not Foundation's `Process`: its `run()` crashed a test
    /// run when another test's child process closed a descriptor at the same moment (EBADF in a `try!`).
    static func python(_ script: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-grid-\(UUID().uuidString).py").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let stream = popen("/usr/bin/env python3 '\(path)'", "r") else { throw POSIXError(.EIO) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, stream)
            if count == 0 { break }
            output.append(contentsOf: buffer[..<count])
        }
        pclose(stream)
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Marks

    @Test func todayIsMarkedOnceWhereItIs() throws {
        let answer = Self.answer("show me this month")
        let lines = Self.gridLines(answer)
        #expect(lines.filter { $0.contains("[") || $0.contains("]") }.count == 1)
        let row = try #require(lines.first { $0.hasPrefix("47") })
        #expect(row.contains("[18]"))
        let today = answer.marks.filter { $0.kind == .today }
        #expect(today.count == 1)
        if let mark = today.first {
            #expect(String(decoding: Array(answer.text.utf8)[mark.range], as: UTF8.self) == "[18]")
        }
        #expect(answer.text.contains("[ ] today"))

        // A Sunday: the closing bracket takes the column after the grid's last day.
        let sunday = Self.answer("show me this month", today: CalendarDate(year: 2026, month: 11, day: 29)!)
        #expect(Self.gridLines(sunday).first { $0.hasPrefix("48") }?.trimmingCharacters(in: .whitespaces).hasSuffix("[29]") == true)
        // A holiday today: both marks, inside the brackets (勤労感謝の日).
        let holiday = Self.answer("今月のカレンダー", today: CalendarDate(year: 2026, month: 11, day: 23)!)
        #expect(holiday.text.contains("[23*]"))

        // Another month has no today.
        let december = Self.answer("show me December")
        #expect(!Self.gridLines(december).contains { $0.contains("[") })
        #expect(!december.marks.contains { $0.kind == .today })
        #expect(!december.text.contains("today"))
    }

    /// Each mark covers what it names: the heading, the week numbers, a holiday's number and `*`.
    @Test func marksCoverWhatTheyName() throws {
        let answer = Self.answer("show me December 2026", regions: [.SE])
        let bytes = Array(answer.text.utf8)
        func text(_ mark: TextMark) -> String { String(decoding: bytes[mark.range], as: UTF8.self) }
        #expect(answer.marks.filter { $0.kind == .heading }.map(text) == ["December 2026"])
        #expect(answer.marks.filter { $0.kind == .weekNumber }.map { text($0).trimmingCharacters(in: .whitespaces) }
                == ["49", "50", "51", "52", "53"])
        let holidayDays = Set(HolidayCalendar.holidays(in: [.SE], from: CalendarDate(year: 2026, month: 12, day: 1)!,
                                                       through: CalendarDate(year: 2026, month: 12, day: 31)!).map(\.date.day))
        let gridEnd = Self.gridLines(answer).joined(separator: "\n").utf8.count
        let marked = answer.marks.filter { $0.kind == .holiday && $0.range.upperBound <= gridEnd }.map(text)
        #expect(Set(marked) == Set(holidayDays.map { "\($0)*" }))
        #expect(marked.count == holidayDays.count)
    }

    /// Notes come in as a dictionary (the store is built elsewhere): their days are marked `+`, the
    /// legend says so, and each day of the data carries its notes as `{number, text}`, in number order.
    @Test func notesAreMarkedAndCarriedInTheData() throws {
        let eve = try #require(CalendarDate(year: 2026, month: 12, day: 24))
        let ninth = try #require(CalendarDate(year: 2026, month: 12, day: 9))
        let january = try #require(CalendarDate(year: 2027, month: 1, day: 5))
        let notes: [CalendarDate: [PersonalNote]] = [
            eve: [PersonalNote(number: 7, date: eve, text: "buy the tree"), PersonalNote(number: 3, date: eve, text: "call \u{1B}[31mmum\n")],
            ninth: [PersonalNote(number: 4, date: ninth, text: "dentist at 10")],
            january: [PersonalNote(number: 9, date: january, text: "not this month")],
        ]
        var builder = Responder.shared.builder("", language: "en", today: Self.november18)
        builder.regions = [.SE]
        let answer = builder.monthOverview(.absolute(month: 12, year: .absolute(2026)), notesByDay: notes)
        let lines = Self.gridLines(answer)
        #expect(lines.first { $0.hasPrefix("52") }?.contains("24*+") == true)
        #expect(lines.first { $0.hasPrefix("50") }?.contains("  9+ ") == true)
        #expect(answer.marks.filter { $0.kind == .note }.count == 2)
        #expect(answer.text.contains("+ notes"))
        #expect(Set(lines.map(DisplayWidth.of)).count == 1)

        func notesOf(_ date: String) -> [JSONValue]? {
            guard case .array(let weeks)? = answer.json["data"]?["weeks"] else { return nil }
            for week in weeks {
                guard case .array(let days)? = week["days"] else { continue }
                for day in days where day["date"] == .string(date) {
                    if case .array(let notes)? = day["notes"] { return notes }
                }
            }
            return nil
        }
        #expect(notesOf("2026-12-24") == [.object([("number", .int(3)), ("text", .string("call \u{1B}[31mmum\n"))]),
                                          .object([("number", .int(7)), ("text", .string("buy the tree"))])])
        #expect(notesOf("2026-12-09")?.count == 1)
        #expect(notesOf("2026-12-10") == [])
        #expect(!answer.json.serialized.contains("2027-01-05"))
        // JSON never carries a raw escape or line break: the note's are written as \u001b and \n.
        let serialized = answer.json.serialized
        #expect(!serialized.unicodeScalars.contains("\u{1B}") && !serialized.contains("\n"))
        #expect(serialized.contains("\\u001b[31mmum\\n"))

        // Without notes there is no mark column for them.
        let plain = Self.answer("show me December 2026", regions: [.SE])
        #expect(!plain.text.contains("+"))
        #expect(DisplayWidth.of(Self.gridLines(plain)[1]) < DisplayWidth.of(lines[1]))
    }

    // MARK: - The year

    @Test func aYearHasItsTwelveMonths() throws {
        for language in ["en", "de", "ja", "th"] {
            let answer = Self.answer("show 2027", language: language)
            #expect(answer.intent == .yearOverview)
            #expect(answer.shortValue == "2027")
            guard case .array(let months)? = answer.json["data"]?["months"] else {
                Issue.record("\(language): no months")
                continue
            }
            #expect(months.map { $0["month"] } == (1...12).map { .int($0) })
            // Its months are the month's answers' data, weeks and all.
            let march = Self.answer("calendar for March 2027", language: "en")
            #expect(months[2]["weeks"] == march.json["data"]?["weeks"] || language != "en")
            // Laid out to fit a terminal of 80 columns.
            let widest = answer.text.split(separator: "\n").prefix { !$0.contains(":") }.map { DisplayWidth.of(String($0)) }.max() ?? 0
            #expect(widest <= 80, "\(language): \(widest) columns")
        }
    }

    // MARK: - Snapshots

    /// The whole text, as a person sees it, in three scripts (trailing spaces aside; `columnsLineUp`
    /// checks them).
    @Test(arguments: [
        ("show me December 2026", "en", [HolidayRegion.US], """
                  December 2026
         Wk Mo  Tu  We  Th  Fr  Sa  Su
         49      1   2   3   4   5   6
         50  7   8   9  10  11  12  13
         51 14  15  16  17  18  19  20
         52 21  22  23  24  25* 26  27
         53 28  29  30  31
         * holiday
         Holidays in the United States:
         Dec 25: Christmas Day
         """),
        ("今月のカレンダー", "ja", [HolidayRegion.JP], """
                   2026年11月
         週 月  火  水  木  金  土  日
         44                          1
         45  2   3*  4   5   6   7   8
         46  9  10  11  12  13  14  15
         47 16  17 [18] 19  20  21  22
         48 23* 24  25  26  27  28  29
         49 30
         [ ] 今日   * 祝日
         日本の祝日：
         11月3日：文化の日
         11月23日：勤労感謝の日
         """),
        ("ปฏิทินเดือนกุมภาพันธ์ 2570", "th", [HolidayRegion.TH], """
                       กุมภาพันธ์ 2570
         สัปดาห์  จ.   อ.   พ.  พฤ.   ศ.   ส.  อา.
             5   1    2    3    4    5    6    7
             6   8    9   10   11   12   13   14
             7  15   16   17   18   19   20   21*
             8  22*  23   24   25   26   27   28
         * วันหยุด
         วันหยุดในประเทศไทย:
         21 ก.พ.: วันมาฆบูชา
         22 ก.พ.: วันมาฆบูชา (วันหยุดชดเชย)
         """),
    ])
    func snapshot(question: String, language: String, regions: [HolidayRegion], expected: String) {
        let answer = Self.answer(question, regions: regions)
        #expect(answer.language == language)
        let shown = answer.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
        #expect(shown == expected, "\n\(shown)")
    }
}
