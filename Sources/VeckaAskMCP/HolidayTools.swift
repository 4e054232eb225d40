import IntentHandlers
import IntentParser
import MCP
import VeckaEngine

/// Public holidays of the known regions: those in a period, and whether a date is one.
enum HolidayTools {
    static let holidayNote = "Holidays carry a stable `id`, a `name` in the answer's language, their `region`, and `public` (false for observances such as Swedish Midsommarafton, which are days off in practice but not public holidays)."

    static let holidays = CalendarTool(
        name: "holidays", title: "Public holidays in a period",
        description: "Every public holiday (and well-known observance) of the given regions from `start` to `end`, both included, sorted by date. \(holidayNote) A holiday on a rest day whose day off is another day has `dayOffInLieu`. Only years whose holidays are known are listed: `unknownRegions` names regions not known for part of the period, and a period with none known is an error that says which years are. A country's `holidays` are its nationwide ones; `subdivisionHolidays` are the days only some of its states, provinces, cantons or Länder keep, each with `subdivisions` (ISO 3166-2 codes) and `inParts`. Returns {start, end (the part of the period that is covered), holidays, subdivisionHolidays?, unknownRegions?}.",
        arguments: [
            "regions": Schema.regions,
            "start": Schema.described(Schema.date, "First day of the period, YYYY-MM-DD."),
            "end": Schema.described(Schema.date, "Last day of the period, YYYY-MM-DD (included)."),
            "lang": Schema.language,
        ], required: ["regions", "start", "end"],
        output: Schema.object([
            "start": Schema.date, "end": Schema.date, "holidays": Schema.array(of: Schema.holiday),
            "subdivisionHolidays": Schema.array(of: Schema.holiday, minItems: 1, description: "The days in the period that some subdivisions of a country given keep but the country as a whole does not (Allerheiligen in November for DE): each as the country's holiday, with `subdivisions` and `inParts`."),
            "unknownRegions": Schema.unknownRegions,
        ], required: ["start", "end", "holidays"])
    ) { arguments, context throws(ToolFailure) in
        let regions = try arguments.regions("regions")
        let start = try arguments.date("start")
        let end = try arguments.date("end")
        guard start <= end else { throw ToolFailure("`end` (\(end)) is before `start` (\(start)): the period must run forward.") }
        let language = try context.language(arguments)
        var intent = Intent(kind: .holidaysInPeriod)
        intent.period = .span(from: start.expression, to: end.expression)
        intent.regions = regions
        let answer = try context.answer(intent, language: language)
        return ToolOutput(structured: .object(answer.data), text: answer.text)
    }

    static let isHoliday = CalendarTool(
        name: "is_holiday", title: "Is a date a public holiday",
        description: "Whether `date` is a public holiday in any of the regions, and which holidays fall on it. `isHoliday` is true only for a public holiday (an observance alone gives false but is listed). \(holidayNote) Returns {date, isHoliday, holidays, subdivisionHolidays?, unknownRegions?}; a date in years whose holidays are not known for any region given is an error that says which years are.",
        arguments: ["date": Schema.date, "regions": Schema.regions, "lang": Schema.language], required: ["date", "regions"],
        output: Schema.object([
            "date": Schema.date, "isHoliday": Schema.boolean, "holidays": Schema.array(of: Schema.holiday),
            "subdivisionHolidays": Schema.array(of: Schema.holiday, minItems: 1, description: "When the date is no public holiday of a country given but some of its subdivisions keep one (Fronleichnam for DE): those holidays, as the country's, with `subdivisions` and `inParts`."),
            "unknownRegions": Schema.unknownRegions,
        ], required: ["date", "isHoliday", "holidays"])
    ) { arguments, context throws(ToolFailure) in
        let date = try arguments.date("date")
        let regions = try arguments.regions("regions")
        let language = try context.language(arguments)
        var intent = Intent(kind: .isHoliday, date: date.expression)
        intent.regions = regions
        let answer = try context.answer(intent, language: language)
        return ToolOutput(structured: .object(answer.data), text: answer.text)
    }
}
