import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "Sweden", "Sverige", "スウェーデン": the regions of the answer, joined.
    var regionNames: String {
        regions.map { templates.text("region." + $0.rawValue) }.joined(separator: ", ")
    }

    func holidayData(_ holiday: Holiday) -> JSONValue {
        .object([
            ("date", .string(holiday.date.isoString)), ("id", .string(holiday.id)), ("name", .string(names.name(of: holiday))),
            ("region", .string(holiday.region.rawValue)), ("public", .bool(holiday.isPublic)),
        ])
    }

    /// A holiday's name, with a note when it is an observance rather than a public holiday.
    func describe(_ holiday: Holiday) -> String {
        let name = names.name(of: holiday)
        return holiday.isPublic ? name : templates.render("holiday.observance", ["name": name])
    }

    /// The holidays of the answer's regions on one day.
    func holidays(on date: CalendarDate) -> [Holiday] {
        HolidayCalendar.holidays(in: regions, from: date, through: date)
    }
}
