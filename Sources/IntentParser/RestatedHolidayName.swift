import VeckaEngine

/// "2028年3月3日って何曜日だっけ　ひな祭り", "2028년 5월 5일 요일 알려주세요~ 어린이날 여행 계획 중이에요", "är 30 april
/// 2027 en röd dag? valborg alltså": beside a date written out, the asker names the holiday that falls on it.
/// The name says the date again; it asks nothing of its own. Read as a second date it left the question
/// with two days and one question, and it was refused.
///
/// A name is read past only when it is checked against the date: the holiday it stands for falls on
/// that very day (in the date's year, else the name's, or — when neither says one — on that day every year
/// from 2020 to 2040, as days fixed in the calendar do). A name that falls elsewhere ("3月4日 … ひな祭り")
/// contradicts the date and stays, and the question is refused as before. Only questions about that one
/// day are read this way, and only when the question asks the same with the date alone and with the
/// name alone (the caller's check): "from 5 May 2028 to Children's Day" is a span and keeps both, and
/// "なんで文化の日は11月3日なの" (why is Culture Day on 3 November) asks neither the date's week nor the
/// holiday's date.
extension IntentClassifier {
    /// The items with each holiday name that restates the question's one written-out date turned into
    /// a filler word (its place in the text kept), or nil when there is none.
    /// `dateAlone` keeps the date and makes the names filler; `namesAlone` the other way round.
    static func withoutHolidayNamesRestatingTheDate(_ items: [Item]) -> (dateAlone: [Item], namesAlone: [Item])? {
        var written: (year: Int?, month: Int, day: Int)?
        var writtenIndex = 0
        var writtenYearIsRelative = false
        var names: [Int] = []
        for (index, item) in items.enumerated() {
            guard case .entity(.date(let date)) = item.kind else { continue }
            switch date {
            case .calendarDate(let year, let month, let day):
                // One date written out, with an absolute year or none.
                guard written == nil else { return nil }
                writtenIndex = index
                switch year {
                case nil: written = (nil, month, day)
                case .absolute(let value)?: written = (value, month, day)
                // "今年12月25号": a year counted from today is checked like no year (the name must fall on the day
                // every year), and the date keeps it.
                default: written = (nil, month, day); writtenYearIsRelative = true
                }
            case .holiday, .offset(from: .holiday, unit: .day, count: _):
                names.append(index)
            default:
                return nil
            }
        }
        guard let written, !names.isEmpty else { return nil }
        var result = items
        for index in names {
            guard case .entity(.date(let named)) = items[index].kind else { return nil }
            // A date without a year takes the name's ("annandag påsk 2027 … dvs 29 mars").
            var namedYear: Int?
            if case .holiday(_, .absolute(let year)?) = named {
                // Two years, one counted from today: which is meant is not for the parser to guess.
                guard !writtenYearIsRelative else { return nil }
                namedYear = year
            }
            let years = (written.year ?? namedYear).map { [$0] } ?? Array(2020...2040)
            let fallsOnTheDate = years.allSatisfy { year in
                guard let date = CalendarDate(year: year, month: written.month, day: written.day) else { return false }
                return day(named, in: year, near: date) == date
            }
            guard fallsOnTheDate else { return nil }
            result[index] = Item(kind: .phrase(exact: true), readings: [.filler], range: items[index].range)
            // Read alone, the date keeps the year the name gave it.
            if written.year == nil, let namedYear {
                result[writtenIndex].kind = .entity(.date(.calendarDate(year: .absolute(namedYear), month: written.month, day: written.day)))
            }
        }
        var namesAlone = items
        namesAlone[writtenIndex] = Item(kind: .phrase(exact: true), readings: [.filler], range: items[writtenIndex].range)
        return (result, namesAlone)
    }

    /// The day a holiday's name (or a day counted from it: ko "현충일 다음날", the day after Memorial Day)
    /// stands for in `year`, when the name says no other year. A day counted from a holiday may cross
    /// into the next or the previous year (the day after New Year's Eve), so the holiday is looked for
    /// in the years around `date` too.
    private static func day(_ named: DateExpression, in year: Int, near date: CalendarDate) -> CalendarDate? {
        switch named {
        case .holiday(let names, let stated):
            switch stated {
            case nil: break
            case .absolute(let value)? where value == year: break
            default: return nil
            }
            return HolidayLookup.find(names, year: year, today: date, regions: [])?.date
        case .offset(from: .holiday(let names, nil), unit: .day, let count):
            for holidayYear in [year, year - 1, year + 1] {
                guard let holiday = HolidayLookup.find(names, year: holidayYear, today: date, regions: []),
                      let day = try? holiday.date.adding(days: count) else { continue }
                if day == date { return day }
            }
            return nil
        default:
            return nil
        }
    }

    /// The intents a restated name may be read past in: each asks about one day.
    static let askAboutOneDay: Set<IntentKind> = [.weekForDate, .dayOfWeek, .isHoliday, .dayOfYear, .daysUntil, .quarter]
}
