import IntentParser
import VeckaEngine

/// Builds answers in one language for one question; each intent adds its own method in its own file.
struct AnswerBuilder {
    let query: String
    let language: String
    let today: CalendarDate
    let templates: Templates
    let format: DateFormatting
    let names: HolidayNames
    let placeNames: PlaceNames
    /// The holiday regions this answer is about (never empty once the responder has set them).
    var regions: [HolidayRegion] = [.US]
    /// The user's notes and countdowns; nil where there are none to reach (typed MCP tools, tests).
    var personal: PersonalAccess?

    init(query: String, language: String, today: CalendarDate, templates: Templates, format: DateFormatting,
         names: HolidayNames, placeNames: PlaceNames) {
        self.query = query
        self.language = language
        self.today = today
        self.templates = templates
        self.format = format
        self.names = names
        self.placeNames = placeNames
    }

    func answer(_ intent: IntentKind, text: String, data: [(String, JSONValue)], short: String?) -> Answer {
        Answer(query: query, language: language, intent: intent, text: text, data: data, failure: nil, shortValue: short)
    }

    func failure(_ intent: IntentKind, code: Answer.ErrorCode, text: String, unused: [String] = []) -> Answer {
        Answer(query: query, language: language, intent: intent, text: text, data: [],
               failure: Answer.Failure(code: code, message: text, unused: unused), shortValue: nil)
    }

    /// Words or names as the language quotes and lists them: “2027”, “Bayern” / 「2027」、「バイエルン」.
    func quotedList(_ words: [String]) -> String {
        let quoted = words.map { templates.render("quote", ["text": $0]) }
        return quoted.dropFirst().reduce(quoted.first ?? "") { templates.render("list.pair", ["first": $0, "second": $1]) }
    }

    /// Values every week answer can use in its template.
    /// The values of a week that the template `key` uses: only those are formatted (most templates
    /// use two or three of them).
    func weekValues(_ week: ISOWeek, for key: String) -> [String: String] {
        var values: [String: String] = [:]
        for name in templates.placeholders(key) {
            switch name {
            case "week": values[name] = String(week.week)
            case "year": values[name] = format.year(week.year)
            case "start": values[name] = format.longDate(week.monday)
            case "end": values[name] = format.longDate(week.sunday)
            case "startShort": values[name] = format.shortDate(week.monday)
            case "endShort": values[name] = format.shortDate(week.sunday)
            // Calendar years of the first and last day: week 53 of 2026 ends on 3 January 2027.
            case "startYear": values[name] = format.year(week.monday.year)
            case "endYear": values[name] = format.year(week.sunday.year)
            case "startShortYear": values[name] = format.shortDateWithYear(week.monday)
            case "endShortYear": values[name] = format.shortDateWithYear(week.sunday)
            default: break
            }
        }
        return values
    }

    /// "week 53", or "week 53 of 2026" when the week belongs to another ISO week-year than the
    /// calendar year of the date it is said of (1 January 2027 is in week 53 *of 2026*).
    func weekPhrase(_ week: ISOWeek, calendarYear: Int) -> String {
        templates.render(week.year == calendarYear ? "week.phrase" : "week.phraseOfYear",
                         ["week": String(week.week), "year": format.year(week.year)])
    }

    /// The `--short` value of a week: "53", or "2026-W53" when the week-year is not `calendarYear`.
    func shortWeek(_ week: ISOWeek, calendarYear: Int) -> String {
        week.year == calendarYear ? String(week.week) : week.description
    }

    func weekData(_ week: ISOWeek) -> [(String, JSONValue)] {
        [
            ("week", .int(week.week)),
            ("year", .int(week.year)),
            ("start", .string(week.monday.isoString)),
            ("end", .string(week.sunday.isoString)),
        ]
    }

    /// The answer for a date that cannot exist or cannot be computed.
    func problem(_ problem: ParseProblem, intent: IntentKind) -> Answer {
        switch problem {
        case .invalidDay(let day, let month, let year, let days):
            let values = ["day": String(day), "month": String(month), "monthName": format.monthName(month),
                          "year": year.map(format.year) ?? "", "days": String(days)]
            return failure(intent, code: .invalidDate,
                           text: templates.render(year == nil ? "error.invalidDayNoYear" : "error.invalidDay", values))
        case .invalidMonth(let month):
            return failure(intent, code: .invalidDate, text: templates.render("error.invalidMonth", ["month": String(month)]))
        case .invalidWeek(let week, let year, let weeks):
            return failure(intent, code: .invalidDate, text: templates.render(
                "error.invalidWeek", ["week": String(week), "year": format.year(year), "weeks": String(weeks)]))
        case .weekdayMismatch(let date, let weekday):
            let named = CalendarDate(dayNumber: date.dayNumber + weekday - date.weekday)
            return failure(intent, code: .invalidDate, text: templates.render(
                "error.weekdayMismatch", ["date": format.plainDate(date), "actual": format.weekday(date), "weekday": format.weekday(named)]))
        case .holidayMismatch(let date, let holiday):
            return failure(intent, code: .invalidDate, text: templates.render(
                "error.holidayMismatch", ["date": format.plainDate(date), "holiday": names.name(of: holiday),
                                          "holidayDate": format.longDate(holiday.date)]))
        case .invalidSpan:
            return failure(intent, code: .invalidDate, text: templates.render("error.invalidSpan"))
        case .invalidDayOfYear(let day, let year, let days):
            return failure(intent, code: .invalidDate, text: templates.render(
                "error.invalidDayOfYear", ["day": String(day), "year": format.year(year), "days": String(days)]))
        case .outOfRange:
            return failure(intent, code: .outOfRange, text: templates.render("error.outOfRange"))
        case .holidaysNotKnown(let regions):
            return holidaysNotKnown(regions, intent: intent)
        case .noSuchHoliday(let year):
            return failure(intent, code: .invalidDate, text: templates.render(
                year == nil ? "error.noSuchHoliday" : "error.noSuchHolidayInYear",
                ["year": year.map(format.year) ?? "", "region": regionNames]))
        }
    }
}
