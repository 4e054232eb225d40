import IntentHandlers
import IntentParser
import MCP
import VeckaEngine

/// Counting days between dates and adding days to a date, calendar or working days.
enum DayCountTools {
    static let workingDaysNote = "With workingDays true, only working days count: Monday to Friday, minus the public holidays of `regions` (default: the server's --region, else the answer language's country), plus weekend days a government made working days (China's 调休); the regions used are returned."

    static let daysBetween = CalendarTool(
        name: "days_between", title: "Days between two dates",
        description: "The number of days from `start` to `end` (end − start: negative when end is earlier; +1 toward the end with inclusive: true), also as whole weeks and remaining days. \(workingDaysNote) Returns {start, end, days, weeks, remainderDays, inclusive, businessDays?, regions?}.",
        arguments: [
            "start": Schema.date, "end": Schema.date,
            "workingDays": Schema.described(Schema.boolean, "Count working days instead of calendar days (default false)."),
            "inclusive": Schema.described(Schema.boolean, "Count both the first and the last day (default false)."),
            "regions": Schema.described(Schema.regions, "Whose public holidays are not working days (only with workingDays)."),
            "lang": Schema.language,
        ], required: ["start", "end"],
        output: Schema.object([
            "start": Schema.date, "end": Schema.date, "days": Schema.integer, "weeks": Schema.integer,
            "remainderDays": ["type": "integer", "minimum": -6, "maximum": 6], "inclusive": Schema.boolean,
            "businessDays": Schema.described(Schema.integer, "Working days after start up to and including end (with workingDays)."),
            "regions": Schema.array(of: Schema.region, description: "The regions whose holidays were skipped (with workingDays)."),
        ], required: ["start", "end", "days", "weeks", "remainderDays", "inclusive"])
    ) { arguments, context throws(ToolFailure) in
        let start = try arguments.date("start")
        let end = try arguments.date("end")
        let workingDays = try arguments.optionalBool("workingDays") ?? false
        let inclusive = try arguments.optionalBool("inclusive") ?? false
        let given = try arguments.optionalRegions("regions")
        let language = try context.language(arguments)
        var intent = Intent(kind: .daysBetween, date: start.expression)
        intent.endDate = end.expression
        intent.countingUnit = workingDays ? .businessDay : .day
        intent.inclusive = inclusive
        intent.regions = context.regions(given, language: language)
        let answer = try context.answer(intent, language: language)
        let regions: [(String, JSONValue)] = workingDays ? [("regions", .array(intent.regions.map { .string($0.rawValue) }))] : []
        return ToolOutput(structured: .object(answer.data + regions), text: answer.text)
    }

    static let addDays = CalendarTool(
        name: "add_days", title: "Add days to a date",
        description: "The date `days` days after `date` (before it when negative), with its weekday and ISO week. \(workingDaysNote) Working days are counted from the next day: 1 working day after a Friday is the Monday. Returns {start, days, workingDays, date (the result), weekday, week, year (ISO week-year), regions?}.",
        arguments: [
            "date": Schema.described(Schema.date, "The date to count from, YYYY-MM-DD."),
            "days": Schema.described(Schema.integer, "How many days to add; negative to go back."),
            "workingDays": Schema.described(Schema.boolean, "Count working days instead of calendar days (default false)."),
            "regions": Schema.described(Schema.regions, "Whose public holidays are not working days (only with workingDays)."),
            "lang": Schema.language,
        ], required: ["date", "days"],
        output: Schema.object([
            "start": Schema.date, "days": Schema.integer, "workingDays": Schema.boolean,
            "date": Schema.described(Schema.date, "The resulting date."), "weekday": Schema.weekday,
            "week": Schema.weekNumber, "year": Schema.described(Schema.year, "The ISO week-year of the resulting date."),
            "regions": Schema.array(of: Schema.region, description: "The regions whose holidays were skipped (with workingDays)."),
        ], required: ["start", "days", "workingDays", "date", "weekday", "week", "year"])
    ) { arguments, context throws(ToolFailure) in
        let start = try arguments.date("date")
        // Beyond ±3.65 million days every result is outside the years 1–9999: refused with the same message.
        let days = try arguments.integer("days", in: -3_652_059...3_652_059, what: "a number of days")
        let workingDays = try arguments.optionalBool("workingDays") ?? false
        let given = try arguments.optionalRegions("regions")
        let language = try context.language(arguments)
        var intent = Intent(kind: .dayOfWeek, date: .offset(from: start.expression, unit: workingDays ? .businessDay : .day, count: days))
        intent.regions = context.regions(given, language: language)
        let answer = try context.answer(intent, language: language)
        var data: [(String, JSONValue)] = [("start", .string(start.isoString)), ("days", .int(days)), ("workingDays", .bool(workingDays))]
        data += answer.data
        if workingDays { data.append(("regions", .array(intent.regions.map { .string($0.rawValue) }))) }
        return ToolOutput(structured: .object(data), text: answer.text)
    }
}
