@testable import IntentHandlers
import IntentParser
import LocalizationData
import Testing
import VeckaEngine

/// The month's calendar follows its question: another month named gives that month's grid (its
/// heading, its weeks, its days), and a region added moves every holiday mark to that region's holidays
/// (as the holiday engine gives them) — in every language, from one question each whose month is
/// written with the language's own month names (dates.tsv).
@Suite struct MonthOverviewMetamorphicTests {
    /// A calendar question with the month and the year as the language writes them.
    static let questions: [String: String] = [
        "en": "show me the calendar for {month} {year}",
        "sv": "visa kalendern för {month} {year}",
        "de": "Kalender für {month} {year}",
        "ja": "{year}年{month}のカレンダーを見せて",
        "ko": "{year}년 {month} 달력 보여줘",
        "zh": "给我看{year}年{month}的日历",
        "zh-Hant": "給我看{year}年{month}的日曆",
        "vi": "xem lịch {month} năm {year}",
        "th": "ขอดูปฏิทินเดือน{month} {year}",
    ]

    static let today = CalendarDate(year: 2026, month: 11, day: 18)!

    static func question(_ language: String, month: Int, year: Int) -> String {
        let builder = Responder.shared.builder("", language: language, today: today)
        return (questions[language] ?? "")
            .replacingOccurrences(of: "{month}", with: builder.format.monthName(month))
            .replacingOccurrences(of: "{year}", with: builder.format.year(year))
    }

    static func answer(_ question: String, _ language: String) -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: today, fallbackLanguage: language))
    }

    /// The days the answer's data marks with holidays, and the regions of those holidays.
    static func holidayDays(_ answer: Answer) -> (days: Set<String>, regions: Set<String>) {
        var days = Set<String>(), regions = Set<String>()
        guard case .array(let weeks)? = answer.json["data"]?["weeks"] else { return ([], []) }
        for week in weeks {
            guard case .array(let list)? = week["days"] else { continue }
            for day in list {
                guard case .array(let holidays)? = day["holidays"], !holidays.isEmpty, case .string(let date)? = day["date"] else { continue }
                days.insert(date)
                for holiday in holidays { if case .string(let region)? = holiday["region"] { regions.insert(region) } }
            }
        }
        return (days, regions)
    }

    @Test(arguments: Localization.codes)
    func anotherMonthGivesThatMonthsGrid(language: String) throws {
        let builder = Responder.shared.builder("", language: language, today: Self.today)
        var grids = Set<String>()
        for year in [2027, 2031] {
            for month in 1...12 {
                let question = Self.question(language, month: month, year: year)
                let answer = Self.answer(question, language)
                #expect(answer.intent == .monthOverview && answer.language == language, "\(question) → \(answer.text.prefix(80))")
                #expect(answer.json["data"]?["month"] == .int(month) && answer.json["data"]?["year"] == .int(year), "\(question)")
                let heading = answer.text.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces)
                #expect(heading == builder.format.monthYear(year: year, month: month), "\(question)")
                let grid = try #require(MonthGrid(year: year, month: month))
                #expect(MonthGridTests.weeks(answer).map(\.week) == grid.rows.map(\.week.week), "\(question)")
                #expect(MonthGridTests.weeks(answer).flatMap(\.days) == grid.days.map(\.isoString), "\(question)")
                grids.insert(MonthGridTests.gridLines(answer).joined(separator: "\n"))
            }
        }
        #expect(grids.count == 24, "\(language): months with the same grid")
    }

    /// May 2027 has holidays in each of these regions, on different days.
    @Test(arguments: Localization.codes)
    func anotherRegionMovesTheHolidayMarks(language: String) throws {
        let material = try #require(Material(language: language))
        let question = Self.question(language, month: 5, year: 2027)
        let first = try #require(CalendarDate(year: 2027, month: 5, day: 1)), last = try #require(CalendarDate(year: 2027, month: 5, day: 31))
        var seen: [Set<String>] = []
        for region in ["JP", "DE", "US", "TH"] {
            let variant = try #require(material.withRegion(region, question))
            let answer = Self.answer(variant, language)
            #expect(answer.intent == .monthOverview, "\(variant) → \(answer.text.prefix(80))")
            let marked = Self.holidayDays(answer)
            let expected = Set(HolidayCalendar.holidays(in: [HolidayRegion(rawValue: region)!], from: first, through: last)
                .map(\.date.isoString))
            #expect(!expected.isEmpty)
            #expect(marked.days == expected, "\(variant)")
            #expect(marked.regions == [region], "\(variant)")
            // The text marks the same days: each holiday's number followed by `*` in the grid.
            let grid = MonthGridTests.gridLines(answer).dropFirst(2).joined(separator: "\n")
            for date in expected {
                let day = String(CalendarDate(isoString: date)!.day)
                #expect(grid.contains(" \(day)*") || grid.contains("[\(day)*"), "\(variant): \(date)")
            }
            #expect(grid.filter { $0 == "*" }.count == expected.count, "\(variant)")
            #expect(answer.text.contains(Material.regionName(region, in: language)), "\(variant)")
            seen.append(marked.days)
        }
        #expect(Set(seen).count == seen.count, "\(language): two regions with the same marks")
    }
}
