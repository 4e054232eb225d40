import IntentHandlers
import IntentParser
import MCP

/// ISO 8601 weeks: the week of a date, the dates of a week, the weeks of a year.
enum WeekTools {
    /// Said in every week tool: the week-year is the trap a model falls into.
    static let weekYearNote = "ISO 8601 weeks start on Monday; week 1 is the week with the year's first Thursday, so a week belongs to the week-year of its Thursday: 2027-01-01 is in week 53 of 2026, 2024-12-30 in week 1 of 2025."

    static let weekOfDate = CalendarTool(
        name: "week_of_date", title: "ISO week of a date",
        description: "The ISO 8601 week number of a date, with its week-year and weekday. \(weekYearNote) Use this, not your own arithmetic, whenever a week number is needed. Returns {date, week, year (the ISO week-year), weekday (1 = Monday … 7 = Sunday)}.",
        arguments: ["date": Schema.date, "lang": Schema.language], required: ["date"],
        output: Schema.object([
            "date": Schema.date, "week": Schema.weekNumber,
            "year": Schema.described(Schema.year, "The ISO week-year, which differs from the date's calendar year in late December and early January."),
            "weekday": Schema.weekday,
        ], required: ["date", "week", "year", "weekday"])
    ) { arguments, context throws(ToolFailure) in
        let date = try arguments.date("date")
        let language = try context.language(arguments)
        let answer = try context.answer(Intent(kind: .weekForDate, date: date.expression), language: language)
        return ToolOutput(structured: .object(answer.data), text: answer.text)
    }

    static let datesOfWeek = CalendarTool(
        name: "dates_of_week", title: "Dates of an ISO week",
        description: "The Monday and Sunday of ISO week `week` of week-year `year`. \(weekYearNote) A year has 52 or 53 weeks; asking for week 53 of a 52-week year is an error that says so. Returns {week, year, start (Monday), end (Sunday)}.",
        arguments: [
            "week": Schema.described(Schema.weekNumber, "The ISO week number, 1–53."),
            "year": Schema.described(Schema.year, "The ISO week-year the week belongs to."),
            "lang": Schema.language,
        ], required: ["week", "year"],
        output: Schema.object([
            "week": Schema.weekNumber, "year": Schema.year,
            "start": Schema.described(Schema.date, "Monday of the week."), "end": Schema.described(Schema.date, "Sunday of the week."),
        ], required: ["week", "year", "start", "end"])
    ) { arguments, context throws(ToolFailure) in
        let week = try arguments.integer("week", in: 1...53, what: "an ISO week number")
        let year = try arguments.integer("year", in: 1...9999, what: "an ISO week-year")
        let language = try context.language(arguments)
        let intent = Intent(kind: .datesOfWeek, week: .number(week, year: .absolute(year)))
        let answer = try context.answer(intent, language: language)
        return ToolOutput(structured: .object(answer.data), text: answer.text)
    }

    static let weeksInYear = CalendarTool(
        name: "weeks_in_year", title: "Weeks in an ISO week-year",
        description: "How many ISO weeks a week-year has: 53 when it starts on a Thursday (or is a leap year starting on a Wednesday), else 52. Returns {year, weeks}.",
        arguments: ["year": Schema.described(Schema.year, "The ISO week-year."), "lang": Schema.language], required: ["year"],
        output: Schema.object(["year": Schema.year, "weeks": ["enum": [52, 53]]], required: ["year", "weeks"])
    ) { arguments, context throws(ToolFailure) in
        let year = try arguments.integer("year", in: 1...9999, what: "a year")
        let language = try context.language(arguments)
        let answer = try context.answer(Intent(kind: .weeksInYear, year: .absolute(year)), language: language)
        return ToolOutput(structured: .object(answer.data), text: answer.text)
    }
}
