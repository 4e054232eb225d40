/// Days named from a holiday: the day before or after it, said after its name (ko "설날 전날",
/// "추석 다음날"; ja "クリスマスの前日"; zh "除夕的前一天"), and a day of a festival counted from its
/// first (vi "mùng 5 Tết", en "the fifth day of Lunar New Year", th "วันตรุษเต๊ตวันที่ห้า"). Each language gives the words (`neighbourday`, `festivalday` in
/// lexicon.tsv); a name of its own (ko 설날전날, vi mùng 2 Tết) is longer and wins.
/// The holiday is read here without a year: a year on either side joins it as a leftover year
/// (`Evidence.attachLeftoverYear`), so "2027년 설날 전날" is the day before 설날 2027.
enum HolidayDayRules {
    /// How many days of a festival "day N" may count: Tết's are numbered up to mùng 10.
    static let festivalDays = 1...10

    static func rules(_ settings: GrammarSettings) -> [Rule] {
        let holidayNames: @Sendable (Item) -> [String] = { item in
            item.readings.compactMap { if case .holiday(let name) = $0 { return name }; return nil }
        }
        let isHoliday: @Sendable (Item) -> Bool = { !holidayNames($0).isEmpty }
        let dayOf: @Sendable (Item, Int) -> Entity = { holiday, day in
            let named = DateExpression.holiday(names: holidayNames(holiday), year: nil)
            return .date(day == 1 ? named : .offset(from: named, unit: .day, count: day - 1))
        }
        let isDayWord: @Sendable (Item) -> Bool = { $0.entity == nil && ($0.unit == .day || $0.has(.dayMarker)) }
        return [
            // zh-Hant "七一回歸紀念日", "國慶節雙十": one day said by two of its names, not two days (a span of
            // none between them). Only names of exactly the same holidays.
            Rule("holiday + same holiday", [part(isHoliday), part { isHoliday($0) }], skipsConnectors: false) { items in
                let first = holidayNames(items[0]!), second = holidayNames(items[1]!)
                guard Set(first) == Set(second) else { return nil }
                return .date(.holiday(names: first, year: nil))
            },
            // vi "ngày hôm sau Giỗ Tổ": the neighbour day said before the holiday's name.
            Rule("neighbour day + holiday", [part { $0.neighbourDay != nil }, part(isHoliday)]) { items in
                .date(.offset(from: .holiday(names: holidayNames(items[1]!), year: nil), unit: .day, count: items[0]!.neighbourDay!))
            },
            Rule("holiday + neighbour day", [part(isHoliday), part { $0.neighbourDay != nil }]) { items in
                .date(.offset(from: .holiday(names: holidayNames(items[0]!), year: nil), unit: .day, count: items[1]!.neighbourDay!))
            },
            Rule("festival day + number + holiday", [part { $0.has(.festivalDay) },
                                                      part { $0.entity == nil && festivalDays.contains($0.number ?? 0) },
                                                      part(isHoliday)]) { items in
                dayOf(items[2]!, items[1]!.number!)
            },
            // en "the fifth day of Lunar New Year" (a name of its own, "second day of Christmas", wins).
            Rule("ordinal + day + holiday", [part { $0.entity == nil && festivalDays.contains($0.ordinal ?? 0) },
                                             part(isDayWord), part(isHoliday)]) { items in
                dayOf(items[2]!, items[0]!.ordinal!)
            },
            // th "วันตรุษเต๊ตวันที่ห้า": the day word and a spelled number after the name. Not digits:
            // "วันแม่วันที่ 12" names the date, not the twelfth day.
            Rule("holiday + day + spelled number", [part(isHoliday), part(isDayWord),
                                                    part { $0.isWordNumber && $0.entity == nil && festivalDays.contains($0.number ?? 0) }],
                 skipsConnectors: false) { items in
                dayOf(items[0]!, items[2]!.number!)
            },
        ]
    }
}
