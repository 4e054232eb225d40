import IntentParser
import VeckaEngine

extension AnswerBuilder {
    /// "When is Easter 2027?", "när är midsommarafton?" — the date, its weekday and its week; the
    /// day off when the holiday falls on a rest day and another day is given for it; the region
    /// when it is not (only) the one asked about.
    func holidayDate(_ expression: DateExpression) -> Answer {
        // "Easter Sunday", "Pfingsten Montag": the holiday, if the weekday said with it is its own.
        if case .confirmedWeekday(let weekday, let inner) = expression {
            let answer = holidayDate(inner)
            guard case .string(let iso)? = answer.json["data"]?["date"], let date = CalendarDate(isoString: iso),
                  date.weekday != weekday else { return answer }
            return problem(.weekdayMismatch(date: date, weekday: weekday), intent: .holidayDate)
        }
        // "när är julafton den 24 december": the holiday, once the date said with it is its own.
        if case .confirmedHoliday(let patterns, _) = expression {
            let date: CalendarDate
            do { date = try expression.resolve(today: today, regions: regions) } catch { return problem(error, intent: .holidayDate) }
            guard let holiday = HolidayLookup.find(patterns, year: date.year, today: today, regions: regions) else {
                return problem(HolidayLookup.problem(year: date.year, today: today, regions: regions), intent: .holidayDate)
            }
            // "2027年10月5号是国庆节吗": the date said is one of the holiday's own days (its third, in lieu).
            let family = DateExpression.holidayFamily(holiday.id)
            if let own = HolidayCalendar.holidays(in: holiday.region, year: date.year)
                .first(where: { $0.date == date && DateExpression.holidayFamily($0.id) == family }) {
                return holidayDate(own)
            }
            return holidayDate(holiday)
        }
        if case .offset(.holiday(let patterns, let yearExpression), .day, let days) = expression {
            return holidayDate(days: days, from: patterns, year: yearExpression, expression)
        }
        guard case .holiday(let patterns, let yearExpression) = expression else { return weekForDate(expression) }
        let year: Int?
        do { year = try yearExpression?.resolve(today: today) } catch { return problem(error, intent: .holidayDate) }
        guard let holiday = HolidayLookup.find(patterns, year: year, today: today, regions: regions) else {
            return problem(HolidayLookup.problem(year: year, today: today, regions: regions), intent: .holidayDate)
        }
        return holidayDate(holiday)
    }

    /// "추석 다음날", "the day after Good Friday" in Hong Kong, "mùng 5 Tết": the holiday of the same
    /// region on the day counted from the named one (추석 다음날 is 추석 연휴's third day, kr.chuseok-2),
    /// and when none falls on it, the day as a date.
    private func holidayDate(days: Int, from patterns: [String], year yearExpression: YearExpression?,
                             _ expression: DateExpression) -> Answer {
        let year: Int?
        do { year = try yearExpression?.resolve(today: today) } catch { return problem(error, intent: .holidayDate) }
        guard let base = HolidayLookup.find(patterns, year: year, today: today, regions: regions) else { return weekForDate(expression) }
        let day = CalendarDate(dayNumber: base.date.dayNumber + days)
        // The region's own day first; a substitute day only when it is the day itself (HK "the day
        // following Labour Day" in a year Labour Day is a Sunday).
        let onDay = HolidayCalendar.holidays(in: base.region, year: day.year).filter { $0.date == day }
        guard let holiday = onDay.first(where: { !$0.isSubstitute }) ?? onDay.first else { return weekForDate(expression) }
        return holidayDate(holiday)
    }

    func holidayDate(_ holiday: Holiday) -> Answer {
        let week = ISOWeek(containing: holiday.date)
        let dayOff = HolidayCalendar.dayOffInLieu(of: holiday)
        let values = [
            "name": names.name(of: holiday), "date": format.longDate(holiday.date), "week": String(week.week),
            "weekPhrase": weekPhrase(week, calendarYear: holiday.date.year),
            "region": regionName(holiday.region), "day": format.longDate(holiday.mainDay),
            "weekday": format.weekday(holiday.date), "dayOff": dayOff.map { format.longDate($0.date) } ?? "",
        ]
        let key = holiday.beginsAtSundown ? "holidayDate.sundown" : "holidayDate"
        let past = holiday.date < today
        var text = templates.render(past ? key + ".past" : key, values)
        if let dayOff {
            // The day off is the answer's second half: a festival on a Sunday is still that day, but
            // no one takes that Sunday off (Hong Kong's Chung Yeung 2026, the US Fourth of July 2026).
            let reason = holiday.region.isRestDay(holiday.date) ? "holidayDate.dayOff" : "holidayDate.dayOff.shared"
            text = joined(text, templates.render(dayOff.date < today ? reason + ".past" : reason, values))
        } else if !holiday.isDayOff {
            // A catalogue observance (Valentine's Day): no one has the day off, so say only that
            // (where the region's holidays that year are known; `regionNote` says when they are not).
            if holiday.region.knownYears.contains(holiday.date.year) {
                text = joined(text, templates.render("holidayDate.notHoliday", values))
            }
        } else if !holiday.isPublic {
            text = joined(text, templates.render("holidayDate.observance", values))
        }
        let kept = keptInSubdivisions(holiday)
        if let note = subdivisionNote(holiday) ?? regionNote(holiday) { text = joined(text, note) }
        var data: [(String, JSONValue)] = [("date", .string(holiday.date.isoString))]
        if case .object(let pairs) = holidayData(holiday) { data += pairs.filter { $0.0 != "date" } }
        if let kept { data += subdivisionFields(kept) }
        data += [("week", .int(week.week)), ("year", .int(week.year))]
        return answer(.holidayDate, text: text, data: data, short: holiday.date.isoString)
    }
}
