/// Days: "24 December 2026", "December 24th", "2026年12月24日", "ngày 24 tháng 12", weekdays with
/// and without a week ("next Friday", "来週の金曜日", "thứ sáu tuần sau"), today/tomorrow, and
/// offsets from today.
enum DateRules {
    static func calendarRules(_ settings: GrammarSettings) -> [Rule] {
        let day: @Sendable (Item) -> Bool = { $0.dayOfMonth != nil }
        let month: @Sendable (Item) -> Bool = { $0.monthValue != nil }
        let year: @Sendable (Item) -> Bool = { settings.year(of: $0) != nil }
        let trailingYear: @Sendable (Item) -> Bool = { settings.trailingYear(of: $0) != nil }
        let date: @Sendable (Item?, Item?, Item?) -> Entity? = { day, month, year in
            guard let day = day?.dayOfMonth, let month = month?.monthValue else { return nil }
            return .date(.calendarDate(year: year.flatMap { settings.trailingYear(of: $0) }, month: month, day: day))
        }
        // A month relative to this one has its year already: a year beside it is not its own ("the third
        // week of this month 2031" is refused, not answered for this month).
        let monthRef: @Sendable (Item, Item?) -> MonthExpression? = { item, yearItem in
            if case .entity(.relativeMonth(let offset)) = item.kind { return yearItem == nil ? .relative(offset) : nil }
            // "the first Monday of the month": the month word alone is this month.
            if item.entity == nil, item.unit == .month, item.modifier == nil { return yearItem == nil ? .relative(0) : nil }
            guard let month = item.monthValue else { return nil }
            return .absolute(month: month, year: yearItem.flatMap { settings.year(of: $0) })
        }
        let isMonthRef: @Sendable (Item) -> Bool = { monthRef($0, nil) != nil }
        let nth: @Sendable (Item) -> Int? = { item in
            guard let ordinal = item.ordinal, item.entity == nil, (-5...5).contains(ordinal), ordinal != 0 else { return nil }
            return ordinal
        }
        // A phrase asking for a start or an end ("last day", "början", "最終日"), but not one that
        // also means "until" (まで) or "since" (から): "12月まで" counts to December, it is no date.
        // A boundary word that asks ("몇일까지": up to which day) is the question's, not a day's: "담달 몇일까지임"
        // asks how long the month is, "letzter Tag im Oktober 2015" names a day.
        let isBoundary: @Sendable (Item, Cue) -> Bool = { item, cue in
            item.entity == nil && item.has(.cue(cue)) && !item.has(.cue(.until)) && !item.has(.cue(.howMany))
        }
        // A year named or a year word alone ("the year", "年"), which is this year: not a month's year,
        // and not a year word that counts ("how many days are in a year").
        let isYearRef: @Sendable (Item) -> Bool = { item in
            settings.year(of: item) != nil
                || (item.entity == nil && item.unit == .year && item.modifier == nil && item.number == nil
                    && !item.has(.cue(.end)) && !item.has(.cue(.start)))
        }
        let yearBoundary: @Sendable (Item, Item?) -> Entity? = { boundary, yearItem in
            let year = yearItem.flatMap { settings.year(of: $0) } ?? .current
            return isBoundary(boundary, .end)
                ? .date(.calendarDate(year: year, month: 12, day: 31))
                : .date(.calendarDate(year: year, month: 1, day: 1))
        }
        let holidayNames: @Sendable (Item) -> [String] = { item in
            item.readings.compactMap { if case .holiday(let name) = $0 { return name }; return nil }
        }
        // A month as a word, or marked ("เดือนเมษา"), for a two-digit year after it.
        let namedMonth: @Sendable (Item) -> Int? = { item in
            if case .entity(.month(let month)) = item.kind { return month }
            return item.entity == nil ? item.monthValue : nil
        }
        return [
            // th "วันศุกร์ที่สองของเดือนธันวาคม", "วันศุกร์สุดท้ายของเดือนนี้", vi "thứ sáu cuối cùng của tháng
            // 12": the weekday first, then which of them, "of", the month — the nth weekday of the month,
            // not "Friday, the 2nd (or last day) of December". The "of" tells it from a date ("วันศุกร์ที่ 2
            // ธันวาคม" is Friday 2 December).
            Rule("weekday + nth + of + month", [part { $0.weekday != nil && $0.entity == nil }, part { nth($0) != nil },
                                                part { $0.has(.connector) }, part(isMonthRef), optional(year)],
                 skipsConnectors: false) { items in
                guard let month = monthRef(items[3]!, items[4]) else { return nil }
                return .date(.nthWeekdayOfMonth(ordinal: nth(items[1]!)!, weekday: items[0]!.weekday!, month: month))
            },
            Rule("weekday + marker + number + of + month", [part { $0.weekday != nil && $0.entity == nil }, part { $0.has(.ordinalMarker) },
                                                            part { (1...5).contains($0.number ?? 0) && $0.entity == nil },
                                                            part { $0.has(.connector) }, part(isMonthRef), optional(year)],
                 skipsConnectors: false) { items in
                guard let month = monthRef(items[4]!, items[5]) else { return nil }
                return .date(.nthWeekdayOfMonth(ordinal: items[2]!.number!, weekday: items[0]!.weekday!, month: month))
            },
            // "Easter 2027", "midsommar nästa år", "2027年の春分の日": holiday names are dates.
            // "last Easter": the most recent one; "next/this Easter" are the default next occurrence.
            // Not a word that is also a direction: vi "sau Giáng sinh" is "after Christmas", not next Christmas.
            Rule("last + holiday", [part { $0.modifier == -1 && $0.direction == nil }, part { !holidayNames($0).isEmpty }]) { items in
                .date(.previousHoliday(names: holidayNames(items[1]!)))
            },
            Rule("next + holiday", [part { ($0.modifier ?? -1) >= 0 && $0.direction == nil }, part { !holidayNames($0).isEmpty }, optional(year)]) { items in
                .date(.holiday(names: holidayNames(items[1]!), year: items[2].flatMap { settings.year(of: $0) }))
            },
            // "the last day of October 2015", "the 20th day of next month", "fifth last day of May".
            Rule("nth day of month", [part { ($0.ordinal ?? 0) != 0 && $0.entity == nil }, part { $0.unit == .day },
                                      part(isMonthRef), optional(year)]) { items in
                guard let month = monthRef(items[2]!, items[3]) else { return nil }
                return .date(.dayOfMonthIn(day: items[0]!.ordinal!, month: month))
            },
            // "the last day of October", "end of next month", "fifth last day of May": a phrase that
            // asks for an end ("last day", "sista dagen", "Monatsende") before a month.
            // Not a month a day follows: "my leave ends june 14th" is 14 June, said after the verb.
            Rule("last day of month", [part { isBoundary($0, .end) }, part(isMonthRef), optional(year)],
                 notFollowedBy: isDayOfMonthNumber) { items in
                guard let month = monthRef(items[1]!, items[2]) else { return nil }
                return .date(.dayOfMonthIn(day: -1, month: month))
            },
            // "the last day of the year", "the end of 2027", "今年の最後の日", "2027年末", "Jahresende",
            // "연말": a year's last day; "the first day of next year", "年初", "đầu năm" its first. The
            // year word alone is this year's ("the end of the year"). A month between them is the
            // month's ("the end of March 2027" is 31 March).
            // Not a holiday's first or last day: "วันคริสต์มาสวันแรก ปี 2570" is Christmas 2027's first day.
            Rule("boundary of year", [part { isBoundary($0, .end) || isBoundary($0, .start) }, part(isYearRef)],
                 notFollowedBy: isMonthRef, notPrecededBy: { !holidayNames($0).isEmpty || $0.dateExpression != nil }) { items in
                yearBoundary(items[0]!, items[1])
            },
            // Not a week's year: "week 1 of 2027 starts", "tuần 1 năm 2027 bắt đầu" ask when the week starts.
            // Nor a year running up to a week: "ปี 2028 มีถึงสัปดาห์ที่ 53" asks whether 2028 has a week 53.
            Rule("year + boundary", [part(isYearRef), part { isBoundary($0, .end) || isBoundary($0, .start) }],
                 notFollowedBy: { item in
                     if case .entity(.week) = item.kind { return true }
                     return item.isWeekWord
                 },
                 notPrecededBy: { item in
                     if case .entity(.week) = item.kind { return true }
                     // Nor a holiday's: "Songkran … năm sau bắt đầu ngày nào" asks when the holiday starts.
                     if !holidayNames(item).isEmpty || item.dateExpression != nil { return true }
                     if item.readings.contains(where: { if case .region = $0 { return true }; if case .place = $0 { return true }; return false }) {
                         return true
                     }
                     return isMonthRef(item) || item.isWeekWord || item.ordinal != nil || (item.number != nil && item.entity == nil)
                 }) { items in
                yearBoundary(items[1]!, items[0])
            },
            // "年末", "Jahresende", "연말", "cuối năm": one word that says both the year and its end.
            Rule("year-boundary word", [optional(year), part { $0.unit == .year && (isBoundary($0, .end) || isBoundary($0, .start)) },
                                        optional(trailingYear)]) { items in
                yearBoundary(items[1]!, items[0] ?? items[2])
            },
            // "2015년 10월 마지막날", "10月の最終日": the month first.
            Rule("month + last day", [optional(year), part(isMonthRef), part { isBoundary($0, .end) }]) { items in
                guard let month = monthRef(items[1]!, items[0]) else { return nil }
                return .date(.dayOfMonthIn(day: -1, month: month))
            },
            // "ngày đầu tiên của tháng ba", "the start of October": its first day. Not a month a day follows:
            // "my vacation starts june 14th 2027" starts on 14 June.
            Rule("first day of month", [part { isBoundary($0, .start) }, part(isMonthRef), optional(year)],
                 notFollowedBy: isDayOfMonthNumber) { items in
                guard let month = monthRef(items[1]!, items[2]) else { return nil }
                return .date(.dayOfMonthIn(day: 1, month: month))
            },
            Rule("month + first day", [optional(year), part(isMonthRef), part { isBoundary($0, .start) }]) { items in
                guard let month = monthRef(items[1]!, items[0]) else { return nil }
                return .date(.dayOfMonthIn(day: 1, month: month))
            },
            // "tuần đầu tiên của tháng 9 năm 2017": the week word first, then which one, then "of" and
            // the month. Without the "of" the number is a day: "veckonummer 1:a april".
            Rule("week word + nth + month", [part { $0.isWeekWord }, part { nth($0) != nil || ($0.isWordNumber && (1...5).contains($0.number ?? 0)) },
                                             part { $0.readings.contains(.connector) }, part(isMonthRef), optional(year)],
                 skipsConnectors: false) { items in
                guard let month = monthRef(items[3]!, items[4]) else { return nil }
                return .week(.nthOfMonth(ordinal: nth(items[1]!) ?? items[1]!.number!, month: month))
            },
            Rule("nth last day of month", [part { ($0.ordinal ?? 0) > 1 && $0.entity == nil }, part { isBoundary($0, .end) },
                                           part(isMonthRef), optional(year)]) { items in
                guard let month = monthRef(items[2]!, items[3]) else { return nil }
                return .date(.dayOfMonthIn(day: -items[0]!.ordinal!, month: month))
            },
            // "the third last week of 2018": weeks counted from the end of a year.
            Rule("nth last week of year", [part { ($0.ordinal ?? 0) < -1 }, part { $0.isWeekWord }, optional(year)]) { items in
                .week(.number(items[0]!.ordinal!, year: items[2].flatMap { settings.year(of: $0) }))
            },
            // th "วันรอมฎอน", vi "ngày Giáng sinh": a day word right before a holiday's name is part of it.
            Rule("day word + holiday + year", [part(Item.isDayWord),
                                               part { !holidayNames($0).isEmpty }, optional(trailingYear)], skipsConnectors: false) { items in
                .date(.holiday(names: holidayNames(items[1]!), year: items[2].flatMap { settings.trailingYear(of: $0) }))
            },
            Rule("holiday + year", [part { !holidayNames($0).isEmpty }, optional(trailingYear)]) { items in
                .date(.holiday(names: holidayNames(items[0]!), year: items[1].flatMap { settings.trailingYear(of: $0) }))
            },
            Rule("year + holiday", [part(year), part { !holidayNames($0).isEmpty }]) { items in
                .date(.holiday(names: holidayNames(items[1]!), year: settings.year(of: items[0]!)))
            },
            // "first Tuesday of October (2014)", "last Monday of March", "十月第一个星期一".
            Rule("nth weekday of month", [part { nth($0) != nil }, part { $0.weekday != nil }, part(isMonthRef), optional(year)]) { items in
                guard let month = monthRef(items[2]!, items[3]) else { return nil }
                return .date(.nthWeekdayOfMonth(ordinal: nth(items[0]!)!, weekday: items[1]!.weekday!, month: month))
            },
            Rule("month nth weekday", [optional(year), part(isMonthRef), part { nth($0) != nil }, part { $0.weekday != nil }]) { items in
                guard let month = monthRef(items[1]!, items[0]) else { return nil }
                return .date(.nthWeekdayOfMonth(ordinal: nth(items[2]!)!, weekday: items[3]!.weekday!, month: month))
            },
            // "这个月最后一个星期五", "呢個月最後一個禮拜五": the last one, counted with a measure word.
            Rule("month nth one weekday", [optional(year), part(isMonthRef), part { nth($0) != nil },
                                           part { $0.number == 1 && $0.entity == nil }, part { $0.weekday != nil }]) { items in
                guard let month = monthRef(items[1]!, items[0]) else { return nil }
                return .date(.nthWeekdayOfMonth(ordinal: nth(items[2]!)!, weekday: items[4]!.weekday!, month: month))
            },
            // "the third week of March", "sista veckan i september 2014", "今月の第三週".
            Rule("nth week of month", [part { nth($0) != nil }, part { $0.isWeekWord }, part(isMonthRef), optional(year)]) { items in
                guard let month = monthRef(items[2]!, items[3]) else { return nil }
                return .week(.nthOfMonth(ordinal: nth(items[0]!)!, month: month))
            },
            Rule("month nth week", [optional(year), part(isMonthRef), part { nth($0) != nil }, part { $0.isWeekWord }]) { items in
                guard let month = monthRef(items[1]!, items[0]) else { return nil }
                return .week(.nthOfMonth(ordinal: nth(items[2]!)!, month: month))
            },
            // "the first Monday of 2027", "den sista fredagen nästa år", "明年第一个星期一", "2027年の最初の月曜日",
            // "thứ hai đầu tiên của năm 2027": with a year and no month, counted through the year (it is
            // not this month's, and not refused as a year left unused).
            Rule("nth weekday of year", [part { nth($0) != nil }, part { $0.weekday != nil && $0.entity == nil }, part(year)]) { items in
                .date(.nthWeekdayOfYear(ordinal: nth(items[0]!)!, weekday: items[1]!.weekday!, year: settings.year(of: items[2]!)!))
            },
            Rule("year nth weekday", [part(year), part { nth($0) != nil }, part { $0.weekday != nil && $0.entity == nil }],
                 notFollowedBy: isMonthRef) { items in
                .date(.nthWeekdayOfYear(ordinal: nth(items[1]!)!, weekday: items[2]!.weekday!, year: settings.year(of: items[0]!)!))
            },
            Rule("year nth one weekday", [part(year), part { nth($0) != nil }, part { $0.number == 1 && $0.entity == nil },
                                          part { $0.weekday != nil && $0.entity == nil }]) { items in
                .date(.nthWeekdayOfYear(ordinal: nth(items[1]!)!, weekday: items[3]!.weekday!, year: settings.year(of: items[0]!)!))
            },
            Rule("weekday + nth + of + year", [part { $0.weekday != nil && $0.entity == nil }, part { nth($0) != nil },
                                               part { $0.has(.connector) }, part(year)], skipsConnectors: false) { items in
                .date(.nthWeekdayOfYear(ordinal: nth(items[1]!)!, weekday: items[0]!.weekday!, year: settings.year(of: items[3]!)!))
            },
            // "andra söndagen", "the first Monday" with no month: that weekday of this month.
            // Not next to a direction: "the third Tuesday after Christmas", "圣诞节后的第三个星期二"
            // count from Christmas.
            Rule("nth weekday", [part { (1...5).contains(nth($0) ?? 0) }, part { $0.weekday != nil }],
                 notFollowedBy: { isMonthRef($0) || year($0) || $0.direction != nil }, notPrecededBy: { $0.direction != nil }) { items in
                .date(.nthWeekdayOfMonth(ordinal: nth(items[0]!)!, weekday: items[1]!.weekday!, month: .relative(0)))
            },
            // "the 20th of next month", "来月の二十日", "本月十日".
            Rule("day of relative month", [part(day), part { if case .entity(.relativeMonth) = $0.kind { return true }; return false }]) { items in
                guard let month = monthRef(items[1]!, nil) else { return nil }
                return .date(.dayOfMonthIn(day: items[0]!.dayOfMonth!, month: month))
            },
            Rule("relative month day", [part { if case .entity(.relativeMonth) = $0.kind { return true }; return false }, part(day)]) { items in
                guard let month = monthRef(items[0]!, nil) else { return nil }
                return .date(.dayOfMonthIn(day: items[1]!.dayOfMonth!, month: month))
            },
            Rule("day month year", [part(day), part(month), optional(trailingYear)]) { date($0[0], $0[1], $0[2]) },
            // "14 ก.พ. 70", "14 Feb 27": two digits right after a month written as a word are its year.
            Rule("day month-word short year", [part(day), part { $0.entity == nil && $0.monthValue != nil },
                                               part { $0.digitCount == 2 && $0.entity == nil && $0.ordinal == nil }],
                 skipsConnectors: false) { items in
                guard let day = items[0]?.dayOfMonth, let month = items[1]?.monthValue, let short = items[2]?.number else { return nil }
                return .date(.calendarDate(year: .absolute(settings.gregorianYear(settings.fullYear(twoDigits: short))), month: month, day: day))
            },
            // th "เมษา 70" (April 2570): two digits after a month word that no day can be are its year, in a
            // language that writes years with two digits in an era of its own (`twoDigitYearBase`).
            Rule("month-word short year", [part { namedMonth($0) != nil },
                                           part { $0.digitCount == 2 && $0.entity == nil && ($0.number ?? 0) > 31 }],
                 skipsConnectors: false) { items in
                guard settings.twoDigitYearBase != nil, let month = namedMonth(items[0]!), let short = items[1]?.number else { return nil }
                return .monthOfYear(month: month, year: settings.gregorianYear(settings.fullYear(twoDigits: short)))
            },
            Rule("month day year", [part(month), part(day), optional(trailingYear)]) { date($0[1], $0[0], $0[2]) },
            // "Sep-23-2020", "2020/23/Sep", "23-2020-September": with the month in words, a four-digit
            // year and a day can stand in any order around it.
            Rule("month word + day-year", [part { $0.entity == nil && $0.monthValue != nil }, part { $0.dayAndYear != nil }],
                 skipsConnectors: false) { items in
                let (day, year) = items[1]!.dayAndYear!
                return .date(.calendarDate(year: .absolute(settings.gregorianYear(year)), month: items[0]!.monthValue!, day: day))
            },
            Rule("day-year + month word", [part { $0.dayAndYear != nil }, part { $0.entity == nil && $0.monthValue != nil }],
                 skipsConnectors: false) { items in
                let (day, year) = items[0]!.dayAndYear!
                return .date(.calendarDate(year: .absolute(settings.gregorianYear(year)), month: items[1]!.monthValue!, day: day))
            },
            Rule("year month day", [part(year), part(month), part(day)]) { date($0[2], $0[1], $0[0]) },
            // "2026年 12月24日": a year before a date that is already whole.
            Rule("year + date", [part(year), part { $0.yearlessDate != nil }]) { items in
                let (month, day) = items[1]!.yearlessDate!
                return .date(.calendarDate(year: settings.year(of: items[0]!), month: month, day: day))
            },
            // "20161016": eight digits are a year, month and day when they make a real date.
            Rule("compact date", [part { $0.entity == nil && $0.digitCount == 8 && $0.spelledDigits == 0 }]) { items in
                guard let value = items[0]?.number, (1...12).contains(value / 100 % 100), (1...31).contains(value % 100) else { return nil }
                return .date(.calendarDate(year: .absolute(value / 10_000), month: value / 100 % 100, day: value % 100))
            },
            // "2016 10 16": a four-digit year, then a month and a day in digits.
            Rule("year month day in digits", [part { $0.entity == nil && $0.digitCount == 4 },
                                              part { $0.entity == nil && (1...2).contains($0.digitCount) && (1...12).contains($0.number ?? 0) },
                                              part { $0.entity == nil && (1...2).contains($0.digitCount) && (1...31).contains($0.number ?? 0) }],
                 skipsConnectors: false) { items in
                .date(.calendarDate(year: settings.year(of: items[0]!), month: items[1]!.number!, day: items[2]!.number!))
            },
            // vi "ngày 1/3", th "วันที่ 24/12": a day marker before a date that is already whole belongs to it
            // (it is not the unit counted in "còn bao nhiêu tuần nữa đến ngày 1/3").
            // With its year after it: "ngày 15/8 năm nay".
            Rule("day marker + date", [part { $0.entity == nil && $0.has(.dayMarker) }, part { $0.dateExpression != nil }, optional(year)],
                 skipsConnectors: false) { items in
                guard let yearItem = items[2] else { return items[1]!.entity }
                guard let (month, day) = items[1]!.yearlessDate else { return nil }
                return .date(.calendarDate(year: settings.year(of: yearItem), month: month, day: day))
            },
            // zh "8.8号第几周", ja "7/7日": a day marker after a date already whole in digits says its day again.
            Rule("date + day marker", [part { if case .entity(.date(.calendarDate)) = $0.kind { return true }; return false },
                                       part { settings.markersFollowNumber && $0.entity == nil && $0.has(.dayMarker) && $0.number == nil }],
                 skipsConnectors: false) { items in
                items[0]!.entity
            },
            // Before the offsets: "two days after *today*", "three weeks from *tomorrow*".
            Rule("relative day", [part { $0.relativeDay != nil }]) { .date(.relativeDays($0[0]!.relativeDay!)) },
            // "15/8 năm nay", "24/12 nästa år": a numeric date followed by its year.
            Rule("date + year", [part { $0.yearlessDate != nil }, part(year)]) { items in
                let (month, day) = items[0]!.yearlessDate!
                return .date(.calendarDate(year: settings.year(of: items[1]!), month: month, day: day))
            },
        ]
    }

    static func weekdayRules(_ settings: GrammarSettings) -> [Rule] {
        // Tests of an item's kind in place: `dateExpression` copies the expression (retaining its boxes), and these
        // run for every entity of every question.
        let holiday: @Sendable (Item) -> Bool = { if case .entity(.date(.holiday)) = $0.kind { return true }; return false }
        let weekday: @Sendable (Item) -> Bool = { $0.weekday != nil }
        let week: @Sendable (Item) -> WeekExpression? = { item in
            if case .entity(.week(let week)) = item.kind { return week }
            return nil
        }
        let isDate: @Sendable (Item) -> Bool = { $0.dateExpression != nil }
        let dayOfHoliday: @Sendable (Item, Bool) -> Entity? = { item, last in
            guard case .holiday(let names, let year)? = item.dateExpression else { return nil }
            return .date(.holiday(names: HolidayDays.day(of: names, last: last), year: year))
        }
        let isMonthDate: @Sendable (Item) -> Bool = { if case .entity(.date(.calendarDate)) = $0.kind { return true }; return false }
        // A holiday said with its date: the date takes the holiday's year when only the holiday says one.
        let confirmedHoliday: @Sendable (Item, Item) -> Entity? = { holidayItem, dateItem in
            guard case .holiday(let names, let holidayYear)? = holidayItem.dateExpression,
                  case .calendarDate(let dateYear, let month, let day)? = dateItem.dateExpression else { return nil }
            // Two years said ("2027年5月1日劳动节 2032年"): neither is dropped, so the two stay apart (and unanswered).
            if let holidayYear, let dateYear, holidayYear != dateYear { return nil }
            return .date(.confirmedHoliday(names: names, .calendarDate(year: dateYear ?? holidayYear, month: month, day: day)))
        }
        // An ordinal, or a number word standing for one (vi "đầu tiên", first).
        let nthWord: @Sendable (Item) -> Int? = { item in
            guard item.entity == nil else { return nil }
            if let ordinal = item.ordinal, ordinal > 0 { return ordinal }
            return item.isWordNumber ? item.number.flatMap { (1...5).contains($0) ? $0 : nil } : nil
        }
        let nearest: @Sendable (Item) -> Int? = { item in
            for case .nearest(let value) in item.readings { return value }
            return nil
        }
        // What "the closest … to" looks for: a weekday, or a holiday without a year.
        let closestTarget: @Sendable (Item) -> ClosestTarget? = { item in
            if let weekday = item.weekday, item.entity == nil { return .weekday(weekday) }
            if case .entity(.date(.holiday(let names, nil))) = item.kind { return .holiday(names: names) }
            return nil
        }
        // "to", "zum", "với": between the target and its date.
        let toward: @Sendable (Item) -> Bool = { $0.has(.cue(.until)) || $0.isFillerOnly }
        let closestRank: @Sendable (Item) -> Int? = { item in
            guard item.entity == nil, let ordinal = item.ordinal, (1...5).contains(ordinal) else { return nil }
            return ordinal
        }
        // "this Monday" said on a Tuesday: in English and German the coming Monday (today included),
        // as assistants and Duckling read it; elsewhere, and with "next"/"last", a day of the week named.
        let modifiedWeekday: @Sendable (Int, Int) -> Entity = { weekday, modifier in
            if modifier == 0 && settings.thisWeekdayIsComing {
                return .date(.weekdayCounted(from: .relativeDays(-1), weekday: weekday, count: 1))
            }
            return .date(.weekdayInWeek(weekday: weekday, week: .relative(modifier)))
        }
        let nearestWeekday: @Sendable (Int, Int) -> Entity = { weekday, side in
            .date(side > 0 ? .weekday(weekday) : .previousWeekday(weekday))
        }
        // A day of the year without its year, and the this/last word Vietnamese and Thai say after it.
        let yearlessDay: @Sendable (Item) -> (month: Int, day: Int)? = { item in
            guard case .calendarDate(nil, let month, let day)? = item.dateExpression else { return nil }
            return (month, day)
        }
        let yearlessHoliday: @Sendable (Item) -> [String]? = { item in
            guard case .holiday(let names, nil)? = item.dateExpression else { return nil }
            return names
        }
        let thisOrLast: @Sendable (Item) -> Int? = { item in
            guard item.entity == nil, let side = item.modifier ?? nearest(item), side == 0 || side == -1 else { return nil }
            return side
        }
        return [
            // ja "感謝祭の日", "2010年の感謝祭の日": a day word after a holiday's name is part of it.
            Rule("holiday + day word", [part(holiday), part(Item.isDayWord)]) { $0[0]!.entity },
            // vi "từ 20/11 vừa rồi đến nay", th "ตั้งแต่ 1 ต.ค. ที่ผ่านมา": with a last-word after it, the
            // last such day, not the next; th "7 ธ.ค. นี้" (this 7 December) is the coming one, as a day
            // without a year is anyway. Unread, the word refused the question.
            Rule("yearless day + this/last", [part { yearlessDay($0) != nil }, part { thisOrLast($0) != nil }],
                 skipsConnectors: false) { items in
                let (month, day) = yearlessDay(items[0]!)!
                return .date(thisOrLast(items[1]!)! < 0 ? .lastOccurrence(month: month, day: day)
                                                          : .calendarDate(year: nil, month: month, day: day))
            },
            // th "วันแม่ที่ผ่านมา", vi "Tết vừa rồi": a holiday with a last-word after it is the last one; with a
            // this-word ("สงกรานต์นี้") the coming one, as the name alone is.
            Rule("holiday + this/last", [part { yearlessHoliday($0) != nil }, part { thisOrLast($0) != nil }],
                 skipsConnectors: false) { items in
                let names = yearlessHoliday(items[0]!)!
                return .date(thisOrLast(items[1]!)! < 0 ? .previousHoliday(names: names) : .holiday(names: names, year: nil))
            },
            // Before the modifiers, which win nothing on a tie: "kommande fredag" is the coming Friday.
            Rule("nearest + weekday", [part { nearest($0) != nil }, part(weekday)]) { items in
                nearestWeekday(items[1]!.weekday!, nearest(items[0]!)!)
            },
            Rule("weekday + nearest", [part(weekday), part { nearest($0) != nil }]) { items in
                nearestWeekday(items[0]!.weekday!, nearest(items[1]!)!)
            },
            Rule("modifier + weekday", [part { $0.modifier != nil }, part(weekday)]) { items in
                modifiedWeekday(items[1]!.weekday!, items[0]!.modifier!)
            },
            Rule("weekday + modifier", [part(weekday), part { $0.modifier != nil }]) { items in
                modifiedWeekday(items[0]!.weekday!, items[1]!.modifier!)
            },
            Rule("week + weekday", [part { week($0) != nil }, part(weekday)]) { items in
                .date(.weekdayInWeek(weekday: items[1]!.weekday!, week: week(items[0]!)!))
            },
            Rule("weekday + week", [part(weekday), part { week($0) != nil }]) { items in
                .date(.weekdayInWeek(weekday: items[0]!.weekday!, week: week(items[1]!)!))
            },
            // "torsdag om två veckor": the weekday in the week the duration leads to.
            Rule("weekday + weeks from now", [part(weekday), part { $0.duration?.0 == .week }]) { items in
                .date(.weekdayInWeek(weekday: items[0]!.weekday!, week: .relative(items[1]!.duration!.1)))
            },
            Rule("weeks from now + weekday", [part { $0.duration?.0 == .week }, part(weekday)]) { items in
                .date(.weekdayInWeek(weekday: items[1]!.weekday!, week: .relative(items[0]!.duration!.1)))
            },
            // "Thursday, two years from now", "in 3 days on Friday": that weekday in the week the
            // offset leads to.
            Rule("weekday + months or years from now", [part(weekday), part { [.month, .year].contains($0.duration?.0) }]) { items in
                let (unit, count) = items[1]!.duration!
                return .date(.weekdayInWeek(weekday: items[0]!.weekday!, week: .containing(.fromToday(unit, count))))
            },
            Rule("months or years from now + weekday", [part { [.month, .year].contains($0.duration?.0) }, part(weekday)]) { items in
                let (unit, count) = items[0]!.duration!
                return .date(.weekdayInWeek(weekday: items[1]!.weekday!, week: .containing(.fromToday(unit, count))))
            },
            Rule("duration + on + weekday", [part { $0.duration != nil }, part { $0.readings.contains(.connector) }, part(weekday)],
                 skipsConnectors: false) { items in
                let (unit, count) = items[0]!.duration!
                return .date(.weekdayInWeek(weekday: items[2]!.weekday!, week: .containing(.fromToday(unit, count))))
            },
            // "Tuesday the 19th", "fredagen den 15": the month is the next in which the 19th is a Tuesday.
            Rule("weekday + day of month", [part(weekday), part { $0.dayOfMonth != nil && !$0.isWordNumber || $0.markedDayOfMonth != nil }],
                 notFollowedBy: { $0.unit != nil || $0.monthValue != nil }) { items in
                .date(.weekdayOnDay(weekday: items[0]!.weekday!, day: items[1]!.dayOfMonth!))
            },
            // "19일 화요일", "21日の月曜日", "the 19th, a Tuesday".
            Rule("day of month + weekday", [part { $0.markedDayOfMonth != nil || ($0.ordinal ?? 0) > 0 && $0.entity == nil }, part(weekday)]) { items in
                .date(.weekdayOnDay(weekday: items[1]!.weekday!, day: items[0]!.markedDayOfMonth ?? items[0]!.ordinal!))
            },
            // "Saturday 3 days from now": the weekday confirms the day.
            Rule("weekday + days from now", [part(weekday), part { $0.duration?.0 == .day }]) { items in
                .date(.relativeDays(items[1]!.duration!.1))
            },
            // "Sunday, Feb 10": the year is the nearest in which 10 February is a Sunday.
            Rule("weekday + yearless date", [part(weekday), part { $0.yearlessDate != nil }]) { items in
                let (month, day) = items[1]!.yearlessDate!
                return .date(.weekdayOnDate(weekday: items[0]!.weekday!, month: month, day: day))
            },
            Rule("yearless date + weekday", [part { $0.yearlessDate != nil }, part(weekday)]) { items in
                let (month, day) = items[0]!.yearlessDate!
                return .date(.weekdayOnDate(weekday: items[1]!.weekday!, month: month, day: day))
            },
            // "3 fridays from now", "2 thursdays ago".
            Rule("counted weekdays", [part { $0.number != nil && $0.entity == nil }, part(weekday), part { $0.direction != nil }]) { items in
                .date(.countedWeekday(weekday: items[1]!.weekday!, count: items[0]!.number! * items[2]!.direction!))
            },
            // "the third Tuesday after Christmas 2014", "the Monday after Easter", "2 Fridays before
            // Midsummer": weekdays counted from a date, strictly after or before it.
            // Side by side: sv "efter" is also a connector ("of"), which a rule would step over.
            Rule("nth weekday + direction + date", [part { ($0.ordinal ?? 0) > 0 && $0.entity == nil }, part(weekday),
                                                    part { $0.direction != nil }, part(isDate)], skipsConnectors: false) { items in
                .date(.weekdayCounted(from: items[3]!.dateExpression!, weekday: items[1]!.weekday!, count: items[0]!.ordinal! * items[2]!.direction!))
            },
            Rule("weekday + direction + date", [part(weekday), part { $0.direction != nil }, part(isDate)], skipsConnectors: false) { items in
                .date(.weekdayCounted(from: items[2]!.dateExpression!, weekday: items[0]!.weekday!, count: items[1]!.direction!))
            },
            Rule("counted weekdays + date", [part { $0.number != nil && $0.entity == nil }, part(weekday),
                                             part { $0.direction != nil }, part(isDate)], skipsConnectors: false) { items in
                .date(.weekdayCounted(from: items[3]!.dateExpression!, weekday: items[1]!.weekday!, count: items[0]!.number! * items[2]!.direction!))
            },
            // "thứ hai đầu tiên sau Giáng sinh", "วันจันทร์แรกหลังวันคริสต์มาส": the weekday, then which one.
            Rule("weekday + nth + direction + date", [part(weekday), part { nthWord($0) != nil }, part { $0.direction != nil }, part(isDate)],
                 skipsConnectors: false) { items in
                .date(.weekdayCounted(from: items[3]!.dateExpression!, weekday: items[0]!.weekday!, count: nthWord(items[1]!)! * items[2]!.direction!))
            },
            // "圣诞节后的第三个星期二", "クリスマスの後の最初の月曜日": the date first.
            Rule("date + direction + nth weekday", [part(isDate), part { $0.direction != nil },
                                                    part { ($0.ordinal ?? 0) > 0 && $0.entity == nil }, part(weekday)]) { items in
                .date(.weekdayCounted(from: items[0]!.dateExpression!, weekday: items[3]!.weekday!, count: items[2]!.ordinal! * items[1]!.direction!))
            },
            // zh "圣诞节之后的星期一", zh-Hant "聖誕節之後嗰個星期一": the date first, then the weekday after it.
            Rule("date + direction + weekday", [part(isDate), part { $0.direction != nil }, part(weekday)]) { items in
                .date(.weekdayCounted(from: items[0]!.dateExpression!, weekday: items[2]!.weekday!, count: items[1]!.direction!))
            },
            // "the closest Monday to Oct 5th", "the second closest xmas to today", "thứ hai gần nhất
            // với ngày 5/10", "10月5日に一番近い月曜日": which one, the word, what, and the date.
            Rule("closest + target + date", [optional { closestRank($0) != nil }, part { $0.has(.closest) }, part { closestTarget($0) != nil },
                                             optional(toward), part(isDate)]) { items in
                .date(.closest(closestTarget(items[2]!)!, to: items[4]!.dateExpression!, rank: items[0].flatMap(closestRank) ?? 1))
            },
            Rule("target + closest + date", [part { closestTarget($0) != nil }, part { $0.has(.closest) },
                                             optional(toward), part(isDate)]) { items in
                .date(.closest(closestTarget(items[0]!)!, to: items[3]!.dateExpression!, rank: 1))
            },
            // zh "离10月5日最近的星期一": 离 (from) belongs to the phrase, it asks no count.
            Rule("date + closest + target", [optional { $0.has(.cue(.until)) }, part(isDate), part { $0.has(.closest) },
                                             optional { closestRank($0) != nil }, part { closestTarget($0) != nil }]) { items in
                .date(.closest(closestTarget(items[4]!)!, to: items[1]!.dateExpression!, rank: items[3].flatMap(closestRank) ?? 1))
            },
            Rule("closest + target", [optional { closestRank($0) != nil }, part { $0.has(.closest) }, part { closestTarget($0) != nil }]) { items in
                .date(.closest(closestTarget(items[2]!)!, to: .relativeDays(0), rank: items[0].flatMap(closestRank) ?? 1))
            },
            // "3 days after January 12th", "two days before yesterday", "three weeks from tomorrow".
            Rule("duration + date", [part { $0.duration != nil }, part(isDate)]) { items in
                let (unit, count) = items[0]!.duration!
                return .date(.offset(from: items[1]!.dateExpression!, unit: unit, count: count))
            },
            // ja "明日から1週間後", ko "내일부터 일주일 뒤", zh "从明天起一周后": a time later counted from the day before it —
            // not a span from that day to a time later counted from today. A span names its end with an
            // until word after it ("…から3日後まで") and stays one.
            // (zh wraps the day: 从 … 起, whose 从 belongs to the phrase.)
            Rule("date + from + duration", [optional { $0.has(.cue(.until)) }, part(isDate), part { $0.has(.countedFrom) },
                                            part { ($0.duration?.1 ?? 0) > 0 }],
                 notFollowedBy: { $0.has(.cue(.until)) }) { items in
                let (unit, count) = items[3]!.duration!
                return .date(.offset(from: items[1]!.dateExpression!, unit: unit, count: count))
            },
            // "3 days from Tuesday": days counted from a weekday (weeks before a weekday say which
            // week: "om två veckor på fredag").
            Rule("days + weekday", [part { $0.duration?.0 == .day }, part(weekday)]) { items in
                .date(.offset(from: .weekday(items[1]!.weekday!), unit: .day, count: items[0]!.duration!.1))
            },
            // "昨日の2日前", "today in 3 weeks": an offset after the day it counts from.
            Rule("relative day + duration", [part { if case .entity(.date(.relativeDays)) = $0.kind { return true }; return false },
                                             part { $0.duration != nil }]) { items in
                let (unit, count) = items[1]!.duration!
                return .date(.offset(from: items[0]!.dateExpression!, unit: unit, count: count))
            },
            unitBesideDateRule(boundaryWord: boundaryWord),
            // "next 6th of April" is the next one, as the date alone is; "last 6th of April" the last one.
            Rule("next + yearless date", [part { $0.modifier == 1 }, part { $0.yearlessDate != nil }]) { $0[1]!.entity },
            Rule("last + yearless date", [part { $0.modifier == -1 }, part { $0.yearlessDate != nil }]) { items in
                let (month, day) = items[1]!.yearlessDate!
                return .date(.lastOccurrence(month: month, day: day))
            },
            // The weekday confirms the date: "Friday 24 December 2027", "12月24日（木）" — and must be its weekday.
            Rule("weekday + date", [part(weekday), part(isDate)]) { items in
                items[1]!.dateExpression.map { .date(.confirmedWeekday(items[0]!.weekday!, $0)) }
            },
            Rule("date + weekday", [part(isDate), part(weekday)]) { items in
                items[0]!.dateExpression.map { .date(.confirmedWeekday(items[1]!.weekday!, $0)) }
            },
            // "วันสงกรานต์วันสุดท้าย", "the last day of Songkran", "설날 첫날": the first or last day of a holiday
            // of several days (th.songkran, th.songkran-2, th.songkran-3); of a one-day holiday, itself. ("The
            // last day of Songkran" was answered with its first.)
            Rule("holiday + first or last day", [part(holiday), part(boundaryWord)]) { items in
                dayOfHoliday(items[0]!, items[1]!.has(.cue(.end)))
            },
            Rule("first or last day + holiday", [part(boundaryWord), part(holiday)]) { items in
                dayOfHoliday(items[1]!, items[0]!.has(.cue(.end)))
            },
            // The holiday confirms the date: "julafton den 24 december", "Tag der Deutschen Einheit am 3.
            // Oktober", "4月29日の昭和の日" — and must fall on it. Each alone was a date the answer could not
            // use, so the question was refused.
            Rule("holiday + date", [part(holiday), part(isMonthDate)]) { items in
                confirmedHoliday(items[0]!, items[1]!)
            },
            Rule("date + holiday", [part(isMonthDate), part(holiday)]) { items in
                confirmedHoliday(items[1]!, items[0]!)
            },
            // "2027年1月11日って成人の日？", "2027년 1월 1일은 신정이야?", "2027年1月1日是元旦吗": the date, a topic
            // particle or copula, the holiday it is asked to be — a filler and nothing else between.
            Rule("date + particle + holiday", [part(isMonthDate), part { $0.readings == [.filler] }, part(holiday)]) { items in
                confirmedHoliday(items[2]!, items[0]!)
            },
        ]
    }

    /// "the day after Christmas", "dagen före julafton", "der Tag nach Weihnachten": one unit. Not with a
    /// word that also starts a span ("days from 12/1 to 2/14" counts the days of the span). An article
    /// may stand before the date ("der Tag nach dem 3. Oktober", "the day after the 4th of July"). Not
    /// before a word that says which day of the date it is ("วันถัดจากวันสงกรานต์วันสุดท้าย": the day after
    /// Songkran's *last* day): that day is joined first (`weekdayRules`), and this rule is tried again after
    /// it (`standaloneRules`), since a pass does not go back to a rule that started before what it joined
    /// ("the day after the last day of Songkran").
    static func unitBesideDateRule(boundaryWord: @escaping @Sendable (Item) -> Bool) -> Rule {
        Rule("unit + direction + date", [part { $0.entity == nil && $0.number == nil && $0.unit != nil },
                                         part { $0.direction != nil && !$0.has(.cue(.between)) },
                                         optional { $0.isSkippable && $0.direction == nil }, part { $0.dateExpression != nil }],
             skipsConnectors: false, notFollowedBy: boundaryWord,
             notPrecededBy: { $0.has(.cue(.howMany)) || $0.number != nil }) { items in
            .date(.offset(from: items[3]!.dateExpression!, unit: items[0]!.unit!, count: items[1]!.direction!))
        }
    }

    /// A day of the month after a month's name ("june 14th", "june 14").
    static let isDayOfMonthNumber: @Sendable (Item) -> Bool = { item in
        if let ordinal = item.ordinal { return (1...31).contains(ordinal) }
        guard item.entity == nil, let number = item.number else { return false }
        return (1...31).contains(number)
    }

    /// A word that says the first or the last day of what stands before it ("last day", "วันสุดท้าย").
    static let boundaryWord: @Sendable (Item) -> Bool = { item in
        guard case .phrase = item.kind else { return false }
        return (item.has(.cue(.end)) != item.has(.cue(.start))) && !item.has(.cue(.until)) && !item.has(.cue(.between)) && item.unit == nil
    }

    static func standaloneRules(_ settings: GrammarSettings) -> [Rule] {
        let weekdayValue: @Sendable (Item) -> Int? = { item in
            switch item.kind {
            case .entity(.date(.weekday(let weekday))): return weekday
            case .phrase: return item.weekday
            default: return nil
            }
        }
        let weekdayOrItsDate: @Sendable (Item) -> Bool = { weekdayValue($0) != nil }
        let weekWordAlone: @Sendable (Item) -> Bool = { item in
            guard case .phrase = item.kind else { return false }
            return item.isWeekUnit && item.number == nil && item.modifier == nil
        }
        let dateNotWeekday: @Sendable (Item) -> Bool = { item in
            switch item.kind {
            case .entity(.date(.weekday)): return false
            case .entity(.date): return true
            default: return false
            }
        }
        return [
            unitBesideDateRule(boundaryWord: boundaryWord),
            Rule("weekday", [part { $0.weekday != nil }]) { .date(.weekday($0[0]!.weekday!)) },
            Rule("weekday in a relative week", [part { $0.weekdayInRelativeWeek != nil }]) { items in
                let (weekday, weeks) = items[0]!.weekdayInRelativeWeek!
                return .date(.weekdayInWeek(weekday: weekday, week: .relative(weeks)))
            },
            Rule("most recent weekday", [part { $0.pastWeekday != nil }]) { .date(.previousWeekday($0[0]!.pastWeekday!)) },
            // "the 24th", "den 15:e", "am 15.": a day of the month on its own.
            Rule("ordinal day of month", [part { ($0.ordinal ?? 0) >= 1 && ($0.ordinal ?? 0) <= 31 && $0.entity == nil }]) {
                .date(.dayOfMonth($0[0]!.ordinal!))
            },
            // "der Montag in der Woche von Heiligabend 2027", "the Monday of the week of Christmas", "クリスマスの週の
            // 月曜日": that weekday in the week the date is in. ("von" read as "from" made a span of the Monday and
            // Christmas Eve: 54 weeks, said with confidence.)
            Rule("weekday + week + date", [part(weekdayOrItsDate), part(weekWordAlone), part(dateNotWeekday)]) { items in
                guard let weekday = weekdayValue(items[0]!), let date = items[2]!.dateExpression else { return nil }
                return .date(.weekdayInWeek(weekday: weekday, week: .containing(date)))
            },
            Rule("date + week + weekday", [part(dateNotWeekday), part(weekWordAlone), part(weekdayOrItsDate)]) { items in
                guard let weekday = weekdayValue(items[2]!), let date = items[0]!.dateExpression else { return nil }
                return .date(.weekdayInWeek(weekday: weekday, week: .containing(date)))
            },
            // "3 weeks after Christmas on Friday": that weekday in the offset's week.
            Rule("offset + on + weekday", [part { if case .offset? = $0.dateExpression { return true }; return false },
                                           part { $0.readings.contains(.connector) }, part { $0.weekday != nil }],
                 skipsConnectors: false) { items in
                .date(.weekdayInWeek(weekday: items[2]!.weekday!, week: .containing(items[0]!.dateExpression!)))
            },
            // "this Friday, June 15", "next Friday (jun-15)", "来週の金曜日11月27日": the date says which Friday.
            Rule("weekday of a week + date", [part { item in
                switch item.dateExpression {
                // "this Friday" read as the coming one (`thisWeekday coming`) is a weekday of a week too.
                case .weekdayInWeek?, .weekdayCounted(from: .relativeDays(-1), weekday: _, count: 1)?: return true
                default: return false
                }
            },
                                              part { $0.yearlessDate != nil || $0.hasYearAndDate }]) { $0[1]!.entity },
            // vi "tháng 5/2027", "helgdagar 12/2027": a month and its year as numbers, when no week word took
            // them ("KW 5/2027" is week 5).
            Rule("numeric month/year", [part { item in
                if case .numericDate(let date) = item.kind {
                    return date.parts.count == 2 && date.separator == "/" && date.digitCounts[0] <= 2 && date.digitCounts[1] == 4
                }
                return false
            }]) { items in
                guard case .numericDate(let date) = items[0]!.kind else { return nil }
                guard (1...12).contains(date.parts[0]) else { return .invalid(.invalidMonth(date.parts[0])) }
                return .monthOfYear(month: date.parts[0], year: settings.gregorianYear(date.parts[1]))
            },
            // "クリスマスの3週間後", "크리스마스 3주 후", "圣诞节后三周", "国庆节前30天": where the offset follows
            // the day it counts from (the languages that write markers after the number), a day right
            // before "N weeks later" is where the counting starts, not today.
            Rule("date + offset after it", [part { item in
                guard settings.markersFollowNumber, let date = item.dateExpression else { return false }
                switch date {
                case .relativeWeeks, .relativeMonths, .relativeYears: return false
                default: return true
                }
            }, part { $0.duration != nil }]) { items in
                let (unit, count) = items[1]!.duration!
                return .date(.offset(from: items[0]!.dateExpression!, unit: unit, count: count))
            },
            Rule("duration from today", [part { $0.duration != nil }]) { items in
                let (unit, count) = items[0]!.duration!
                return .date(.fromToday(unit, count))
            },
            Rule("marked day of month", [part { item in
                if case .entity(.dayOfMonth) = item.kind { return true }
                return false
            }]) { items in
                guard case .entity(.dayOfMonth(let day)) = items[0]!.kind else { return nil }
                return .date(.dayOfMonth(day))
            },
            Rule("year", [part { $0.entity == nil && $0.digitCount >= 4 }]) { items in
                settings.year(of: items[0]!).map { .year($0) }
            },
        ]
    }
}

extension Item {
    var pastWeekday: Int? {
        for case .pastWeekday(let value) in readings { return value }
        return nil
    }

    var yearlessDate: (Int, Int)? {
        if case .entity(.date(.calendarDate(nil, let month, let day))) = kind { return (month, day) }
        return nil
    }

    /// Two numbers joined by a separator, one of four digits (a year), the other a possible day:
    /// "23-2020", "2020/23".
    var dayAndYear: (day: Int, year: Int)? {
        guard case .numericDate(let date) = kind, date.parts.count == 2 else { return nil }
        for (yearIndex, dayIndex) in [(0, 1), (1, 0)] where date.digitCounts[yearIndex] == 4 && date.digitCounts[dayIndex] <= 2 {
            guard (1...31).contains(date.parts[dayIndex]) else { return nil }
            return (date.parts[dayIndex], date.parts[yearIndex])
        }
        return nil
    }

    var hasYearAndDate: Bool {
        if case .entity(.date(.calendarDate(.some, _, _))) = kind { return true }
        return false
    }

    var markedDayOfMonth: Int? {
        if case .entity(.dayOfMonth(let day)) = kind { return day }
        return nil
    }

    var weekdayInRelativeWeek: (Int, Int)? {
        for case .weekdayInRelativeWeek(let weekday, let weeks) in readings { return (weekday, weeks) }
        return nil
    }

    var relativeDay: Int? {
        for case .relativeDay(let value) in readings { return value }
        return nil
    }

    /// The date of an item the grammar has already made a date.
    var dateExpression: DateExpression? {
        if case .entity(.date(let date)) = kind { return date }
        return nil
    }

    var duration: (TimeUnit, Int)? {
        if case .entity(.duration(let unit, let count)) = kind { return (unit, count) }
        return nil
    }
}

extension Item {
    /// A word that only says "day" (th วัน, vi ngày, ja 日): beside a holiday's name it is part of it.
    static let isDayWord: @Sendable (Item) -> Bool = { item in
        item.entity == nil && item.readings.contains { $0 == .unit(.day) || $0 == .dayMarker }
            && item.readings.allSatisfy { [.unit(.day), .dayMarker, .filler, .connector].contains($0) }
    }
}
