import Foundation
import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// The text of an answer says what its data says, in every language: dates before 1582 in the
/// proleptic Gregorian calendar (as ISO 8601 counts them), and week numbers with their ISO week-year
/// wherever that is not the calendar year of the date or of today.
@Suite struct CalendarTextTests {
    /// The weekday (1 = Monday … 7 = Sunday) by Zeller's congruence in the proleptic Gregorian
    /// calendar: an oracle independent of the engine and of Foundation.
    static func zellerWeekday(year: Int, month: Int, day: Int) -> Int {
        let (m, y) = month < 3 ? (month + 12, year - 1) : (month, year)
        let h = (day + (13 * (m + 1)) / 5 + y + y / 4 - y / 100 + y / 400) % 7   // 0 = Saturday
        return (h + 5) % 7 + 1
    }

    /// A language's question asking the weekday of a date, from its corpus, with the date replaced.
    static func dayOfWeekQuestion(_ language: String, date: String) -> String? {
        for row in CorpusFile.cases(language: language, file: "corpus.tsv") where row.intent == "dayOfWeek" {
            let layout = QuestionParser.shared.layout(row.query, preferredLanguage: language)
            guard let span = layout.spans.first(where: { $0.kind == .date }) else { continue }
            let scalars = Array(layout.text)
            return String(String.UnicodeScalarView(scalars[..<span.range.lowerBound])) + " " + date + " "
                + String(String.UnicodeScalarView(scalars[span.range.upperBound...]))
        }
        return nil
    }

    static func answer(_ question: String, language: String, today: String = "2026-11-24") -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: CalendarDate(isoString: today)!, language: language))
    }

    @Test(arguments: CorpusFile.languages)
    func datesFromYearOneAreWrittenAsTheirDataSays(language: String) throws {
        let offset = Material.yearOffset(language)
        // The weekday names as the language writes them, from a week of this century.
        var names: [Int: String] = [:]
        for offset in 0..<7 {
            let date = CalendarDate(dayNumber: CalendarDate(year: 2026, month: 11, day: 23)!.dayNumber + offset)
            let question = try #require(Self.dayOfWeekQuestion(language, date: date.isoString))
            let name = try #require(Self.answer(question, language: language).shortValue)
            names[date.weekday] = name
        }
        #expect(Set(names.values).count == 7)
        var checked = 0
        // Dates spread over years 1 to 1700, the Julian-to-Gregorian change of 1582 among them.
        var dates = [(1582, 10, 4), (1582, 10, 15), (1582, 10, 10), (1, 1, 1), (1600, 2, 29), (1000, 12, 31)]
        for step in 0..<60 { dates.append((1 + step * 28, 1 + step % 12, 1 + (step * 7) % 28)) }
        for (year, month, day) in dates {
            let iso = CalendarDate(year: year, month: month, day: day)!.isoString
            let question = try #require(Self.dayOfWeekQuestion(language, date: iso))
            let answer = Self.answer(question, language: language)
            let expected = Self.zellerWeekday(year: year, month: month, day: day)
            #expect(answer.json["data"]?["date"] == .string(iso), "\(question)")
            #expect(answer.json["data"]?["weekday"] == .int(expected), "\(question)")
            #expect(answer.shortValue == names[expected], "\(iso): \(answer.text) — expected \(names[expected] ?? "?")")
            // The same month and day in a modern year with the same calendar (leap year, weekday of
            // 1 January) must read the same but for the year: ICU's Julian dates before 15 October
            // 1582 would not ("September 24, 1582" for 1582-10-04).
            if year >= 1000, let modern = Self.sameCalendar(as: year) {
                let twin = CalendarDate(year: modern, month: month, day: day)!.isoString
                let twinAnswer = Self.answer(try #require(Self.dayOfWeekQuestion(language, date: twin)), language: language)
                #expect(Self.withoutYears(answer.text, year + offset) == Self.withoutYears(twinAnswer.text, modern + offset),
                        "\(iso): \(answer.text) | \(twin): \(twinAnswer.text)")
            }
            checked += 1
        }
        #expect(checked == dates.count)
    }

    /// A year of 1900–2025 whose calendar is the same as `year`'s (same leap, same first weekday).
    static func sameCalendar(as year: Int) -> Int? {
        func leap(_ y: Int) -> Bool { y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) }
        return (1900...2025).first { leap($0) == leap(year) && zellerWeekday(year: $0, month: 1, day: 1) == zellerWeekday(year: year, month: 1, day: 1) }
    }

    static func withoutYears(_ text: String, _ year: Int) -> String {
        text.replacingOccurrences(of: String(year), with: "‹Y›")
            .replacingOccurrences(of: String(year - 1), with: "‹Y-1›").replacingOccurrences(of: String(year + 1), with: "‹Y+1›")
    }

    /// 2 January 2027 is in week 53 of 2026, which runs from 28 December 2026 to 3 January 2027.
    @Test(arguments: CorpusFile.languages)
    func aWeekAcrossNewYearNamesItsYears(language: String) throws {
        let offset = Material.yearOffset(language)
        let row = try #require(CorpusFile.cases(language: language, file: "corpus.tsv").first { $0.intent == "currentWeek" })
        let current = Self.answer(row.query, language: language, today: "2027-01-02")
        #expect(current.intent == .currentWeek)
        #expect(current.text.contains(String(2026 + offset)) && current.text.contains(String(2027 + offset)), "\(current.text)")
        #expect(current.shortValue == "2026-W53")
        // The same week seen from a day of 2026 still says where it ends.
        let december = Self.answer(row.query, language: language, today: "2026-12-30")
        #expect(december.text.contains(String(2027 + offset)), "\(december.text)")
        #expect(december.shortValue == "53")

        let date = Self.answer("2027-01-01", language: language)
        #expect(date.intent == .weekForDate)
        #expect(date.text.contains(String(2026 + offset)), "week-year missing: \(date.text)")
        #expect(date.shortValue == "2026-W53")
        let question = try #require(Self.dayOfWeekQuestion(language, date: "2027-01-01"))
        let weekday = Self.answer(question, language: language)
        #expect(weekday.text.contains(String(2026 + offset)), "week-year missing: \(weekday.text)")
        // A week number in its own year carries no other year.
        let plain = Self.answer("2027-06-01", language: language)
        #expect(!plain.text.contains(String(2026 + offset)), "\(plain.text)")
        #expect(plain.shortValue == "22")
    }
}
