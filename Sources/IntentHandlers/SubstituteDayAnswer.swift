import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "2027 한글날 대체공휴일 언제야", "when is Christmas observed 2027", "วันหยุดชดเชยวันพ่อปีนี้วันไหน": the day
    /// off given for the named holiday — its own substitute, or the one given for another holiday on the
    /// same day (Thailand's Father's Day shares 5 December with King Bhumibol's birthday, whose Monday it
    /// is). When the holiday has none that year, the answer says so beside its date: never the holiday
    /// itself passed off as its day off, and never "no such holiday" for one that exists.
    func substituteDay(_ expression: DateExpression) -> Answer {
        guard case .holiday(let patterns, let yearExpression) = expression else { return holidayDate(expression) }
        let year: Int?
        do { year = try yearExpression?.resolve(today: today) } catch { return problem(error, intent: .holidayDate) }
        guard let holiday = HolidayLookup.find(patterns, year: year, today: today, regions: regions) else {
            return problem(HolidayLookup.problem(year: year, today: today, regions: regions), intent: .holidayDate)
        }
        let sameDay = HolidayCalendar.holidays(in: holiday.region, year: holiday.date.year).filter { $0.date == holiday.date }
        if let dayOff = ([holiday] + sameDay).lazy.compactMap({ HolidayCalendar.dayOffInLieu(of: $0) }).first {
            return holidayDate(dayOff)
        }
        let answer = holidayDate(holiday)
        let values = ["name": names.name(of: holiday), "date": format.longDate(holiday.date)]
        let key = holiday.date < today ? "holidayDate.noDayOff.past" : "holidayDate.noDayOff"
        let data = answer.data + [("dayOffInLieu", JSONValue.null)]
        return self.answer(.holidayDate, text: joined(answer.text, templates.render(key, values)), data: data,
                           short: holiday.date.isoString)
    }
}
