import VeckaEngine

/// What a matched word or phrase can mean. A phrase may have several readings ("next" is a modifier
/// and a filler word; "năm" is five and year); the grammar picks the one that fits its context.
enum Reading: Hashable, Sendable {
    case number(Int)
    case ordinal(Int)
    case ordinalSuffix
    case weekday(Int)
    /// A weekday in a week relative to the current one ("i tisdags": Tuesday, week −1).
    case weekdayInRelativeWeek(weekday: Int, weeks: Int)
    /// The most recent such weekday before today (sv "i tisdags").
    case pastWeekday(Int)
    case month(Int)
    case relativeDay(Int)
    case relativeWeek(Int)
    case relativeMonth(Int)
    case relativeYear(Int)
    case unit(TimeUnit)
    /// A number and a unit in one word: ko 이틀 "two days", en "fortnight" (two weeks).
    case span(TimeUnit, Int)
    /// The word that introduces a week number ("week", "vecka", "KW", "週", "tuần").
    case weekWord
    case dayMarker
    case monthMarker
    case yearMarker
    /// 第, 제, ที่: turns a number into an ordinal.
    case ordinalMarker
    case modifier(Int)
    /// "kommande", "this coming" (1), "vừa rồi" (−1): before or after a weekday, the nearest one
    /// ahead or behind, whichever week it is in (a `modifier` names the week instead).
    case nearest(Int)
    case direction(Int)
    /// The day before (−1) or after (1) a holiday, said after its name in one word: ko 전날, 다음날;
    /// ja 前日, 翌日; zh 前一天, 次日 ("설날 전날", "クリスマスの前日").
    case neighbourDay(Int)
    /// A word that counts the days of a festival before the number: vi mùng/mồng ("mùng 5 Tết" is
    /// the fifth day of Tết).
    case festivalDay
    /// "closest", "närmast", "一番近い": the nearest such day on either side of a date.
    case closest
    /// A direction that holds only at the end of the question: ja "2週間で" is in two weeks, but
    /// "1週間で何日" asks how many days a week has; "今日から4日" is four days from today, but
    /// "今日から4日まで" counts to the 4th.
    case finalDirection(Int)
    /// A particle that counts what follows from the day before it: ja から, ko 부터, zh 起 ("明日から
    /// 1週間後", "내일부터 일주일 뒤", "从明天起一周后" are a week after tomorrow). Grammar, not content.
    case countedFrom
    /// An era name: the era's year 1 is Gregorian year `offset + 1`.
    case era(Int)
    case cue(Cue)
    /// A holiday's name: its id, or `*.key` for every region that has the holiday.
    case holiday(String)
    case region(HolidayRegion)
    /// A place with no holiday rules of its own here (an ISO 3166 code: `ES`, `AT-7`, `GB-SCT`): a
    /// holiday question about it is refused with what is known, never answered for another place.
    case place(String)
    case filler
    case connector
    /// "and", "och", "und": joins the parts of a compound amount ("1 month and 21 days").
    case conjunction
    /// A unit of time no answer counts in (hours, minutes, quarters): a question about it is refused,
    /// not answered in days.
    case otherUnit
    /// A word that introduces a place: before it (in, i, ở, 在) or after it (で, 에서, 的). An unknown word
    /// on that side is a place vecka-ask does not know ("in Atlantis"), and the question is refused.
    case placeMarker(before: Bool)
    /// A subject that is not ours — the weather, sport, shops and their opening hours, transport, TV,
    /// people's birthdays, prices, news: the question is about it, not about the date it mentions
    /// ("will it rain tomorrow"), and is refused naming it.
    case offTopic
    /// The asker's own event ("my birthday", "tentan", "개학날"): context for a date said beside it;
    /// without one it names a day only the asker knows, and the question is refused naming it.
    case personalEvent
    /// "asked", "frågade", "hỏi", "ถามว่า": someone else's question is reported; what comes before it
    /// (who asked) is context, not the question.
    case reportingVerb
    /// A connective that ends a clause where no punctuation does: ko 는데, 니까; ja けど, ので
    /// ("근무표가 주차로 나와서 헷갈리는데 지금 몇 주차야"): what comes before it says why.
    case clauseEnd
    /// "need it for", "planning", "ska", "để", "จะได้", "想", "ために", "하려고": the asker says why they ask. A remark
    /// after the question that gives its reason is the asker's plan, not a second subject (`TrailingRemark`).
    case purpose
    /// A purpose word that ends its remark, as in languages that put the verb last: ja ために, 予約したい; ko
    /// 하려고 (lexicon value `last`). What the plan is about comes before it ("チケット予約したい"); before a
    /// leading purpose word ("เกิดอะไรขึ้น จะได้วางแผน") it is still the question's.
    case purposeLast
    /// The asker's own province, state or town, not named: vi "tỉnh mình", en "my state", de "in meinem
    /// Bundesland". A holiday there is that place's, which vecka-ask cannot know, so a holiday question
    /// saying it is refused naming the words ("ngày giải phóng tỉnh mình" was answered with the national
    /// Reunification Day).
    case unnamedPlace
    /// A week word that is also a weekday's name said bare, read as the weekday only where a span from
    /// another weekday ends: th "จันทร์ถึงอาทิตย์" is Monday to Sunday, but bare อาทิตย์ is the week
    /// ("อาทิตย์หน้า", next week). `SpanEndWeekdays` decides.
    case spanEndWeekday(Int)

    init?(kind: String, value: String) {
        let number = Int(value)
        switch kind {
        case "number": guard let number else { return nil }; self = .number(number)
        case "ordinal": guard let number else { return nil }; self = .ordinal(number)
        case "ordsuffix": self = .ordinalSuffix
        case "weekday": guard let number, (1...7).contains(number) else { return nil }; self = .weekday(number)
        case "weekdayrel":
            let parts = value.split(separator: ",").compactMap { Int($0) }
            guard parts.count == 2, (1...7).contains(parts[0]) else { return nil }
            self = .weekdayInRelativeWeek(weekday: parts[0], weeks: parts[1])
        case "pastweekday": guard let number, (1...7).contains(number) else { return nil }; self = .pastWeekday(number)
        case "month": guard let number, (1...12).contains(number) else { return nil }; self = .month(number)
        case "relday": guard let number else { return nil }; self = .relativeDay(number)
        case "relweek": guard let number else { return nil }; self = .relativeWeek(number)
        case "relmonth": guard let number else { return nil }; self = .relativeMonth(number)
        case "relyear": guard let number else { return nil }; self = .relativeYear(number)
        case "span":
            let parts = value.split(separator: ",")
            guard parts.count == 2, let unit = TimeUnit(rawValue: String(parts[0])), let count = Int(parts[1]) else { return nil }
            self = .span(unit, count)
        case "unit": guard let unit = TimeUnit(rawValue: value) else { return nil }; self = .unit(unit)
        case "week": self = .weekWord
        case "daymarker": self = .dayMarker
        case "monthmarker": self = .monthMarker
        case "yearmarker": self = .yearMarker
        case "ordmark": self = .ordinalMarker
        case "modifier": guard let number else { return nil }; self = .modifier(number)
        case "direction": guard let number, number == 1 || number == -1 else { return nil }; self = .direction(number)
        case "neighbourday": guard let number, number == 1 || number == -1 else { return nil }; self = .neighbourDay(number)
        case "festivalday": self = .festivalDay
        case "finaldirection": guard let number, number == 1 || number == -1 else { return nil }; self = .finalDirection(number)
        case "closest": self = .closest
        case "countedfrom": self = .countedFrom
        case "nearest": guard let number, number == 1 || number == -1 else { return nil }; self = .nearest(number)
        case "era": guard let number else { return nil }; self = .era(number)
        case "cue": guard let cue = Cue(rawValue: value) else { return nil }; self = .cue(cue)
        case "region": guard let region = HolidayRegion(code: value) else { return nil }; self = .region(region)
        // places.tsv: a place is a region when its holidays are one's rules.
        case "place": self = HolidayRegion(place: value).map(Reading.region) ?? .place(value.uppercased())
        case "filler": self = .filler
        case "connector": self = .connector
        case "conjunction": self = .conjunction
        case "otherunit": self = .otherUnit
        case "offtopic": self = .offTopic
        case "event": self = .personalEvent
        case "report": self = .reportingVerb
        case "clauseend": self = .clauseEnd
        case "purpose": self = value == "last" ? .purposeLast : .purpose
        case "ownplace": self = .unnamedPlace
        case "spanweekday": guard let number, (1...7).contains(number) else { return nil }; self = .spanEndWeekday(number)
        case "placemarker":
            guard value == "before" || value == "after" else { return nil }
            self = .placeMarker(before: value == "before")
        default: return nil
        }
    }

    /// Words worth correcting a typo into: names of days, months, units and question words. Not the
    /// small grammatical words ("weiter", "nästa"), whose misspellings are as likely another word.
    var isCorrectionTarget: Bool {
        switch self {
        case .weekday, .month, .weekWord, .unit, .relativeDay, .relativeWeek, .relativeMonth, .relativeYear, .cue,
             .weekdayInRelativeWeek, .pastWeekday, .holiday, .region:
            return true
        default:
            return false
        }
    }

    /// A question word ("1年の何日目", a cue written with a number in it).
    var isCue: Bool {
        if case .cue = self { return true }
        return false
    }

    /// A day, month or year marker (日, 월, năm).
    var isMarker: Bool { self == .dayMarker || self == .monthMarker || self == .yearMarker }

    /// A holiday name (`se.midsummer-eve`, `*.christmas-day`).
    var isHoliday: Bool {
        if case .holiday = self { return true }
        return false
    }

    /// Words that name calendar things, safe to borrow from another language.
    var isDateWord: Bool {
        switch self {
        case .weekWord, .weekday, .month, .relativeDay, .relativeWeek, .relativeYear, .unit, .weekdayInRelativeWeek,
             .pastWeekday:
            return true
        default:
            return false
        }
    }

    /// Latin words a sentence in another script (or a phrase of another Latin-letter language)
    /// borrows beside the date words: the modifiers that
    /// place a date ("next week 幾號到幾號"), a month counted from this one, and the commands that ask
    /// for an overview, a list or the holidays ("show下個禮拜", "list下個月嘅假期", "다음 달 holiday 알려줘"), the
    /// calendar's own terms ("ปีหน้าเป็นleap yearป่ะ", "Q3は何月から", "今日はday of yearで何日目"), and the
    /// asker's event named in English ("离deadline 1月15号还有几天": context for the date beside it, or a
    /// refusal naming it — never a reason to read the whole sentence as English).
    var isBorrowedIntoOtherScript: Bool {
        switch self {
        case .modifier, .relativeMonth, .cue(.show), .cue(.overview), .cue(.dates), .cue(.start), .cue(.end), .cue(.holiday),
             .cue(.leapYear), .cue(.quarter), .cue(.dayOfYear), .personalEvent:
            return true
        default: return false
        }
    }

    /// Whether this reading says something about the question (as opposed to filler).
    var isContent: Bool {
        switch self {
        // A final direction is grammar only when it ends the question; elsewhere it is a particle.
        case .filler, .connector, .conjunction, .ordinalSuffix, .finalDirection, .countedFrom, .placeMarker, .personalEvent, .reportingVerb,
             .clauseEnd, .purpose, .purposeLast:
            return false
        default: return true
        }
    }
}

public enum TimeUnit: String, Sendable, Hashable {
    case day, week, month, year
    /// Working days: weekdays that are not public holidays in the asker's regions.
    case businessDay
}

/// The question words left over once dates are found; they decide the intent.
public enum Cue: String, Sendable, Hashable, CaseIterable {
    case which, howMany, number, overview, show, dates, start, end, when, now, have
    /// "until", "till", "bis", "まで", "까지", "离…还有", "đến", "ถึง": counting days to a date.
    case until
    /// "left", "kvar", "übrig", "残り", "남은", "还剩", "còn lại", "เหลือ": with a date, counting to it
    /// like `until`; with a year, month or week instead, counting what is left of it
    /// ("how many days are left this year").
    case remaining
    /// "between", "mellan", "zwischen", "から", "부터", "从", "giữa", "ระหว่าง": counting between two dates.
    case between
    /// "since", "sedan", "seit", "以来", "이후", "以来", "kể từ", "ตั้งแต่": counting back to a past date.
    case since
    /// "holiday", "röd dag", "Feiertag", "祝日", "공휴일", "节假日", "ngày lễ", "วันหยุด".
    case holiday
    /// "inclusive", "both days included": a span counts its first and last day.
    case inclusive
    /// "what day", "vilken veckodag", "Wochentag", "何曜日", "무슨 요일", "星期几", "thứ mấy", "วันอะไร".
    case dayName
    /// "day of the year", "dag på året", "Tag des Jahres", "何日目", "몇 번째 날", "第几天", "ngày thứ mấy
    /// trong năm", "วันที่เท่าไหร่ของปี": a date's ordinal number in its year.
    case dayOfYear
    /// "quarter", "kvartal", "Quartal", "四半期", "분기", "季度", "quý", "ไตรมาส".
    case quarter
    /// "leap year", "skottår", "Schaltjahr", "閏年", "윤년", "闰年", "năm nhuận", "ปีอธิกสุรทิน".
    case leapYear
    /// "where", "wo", "どこ", "어디", "哪里", "邊度", "ở đâu", "ที่ไหน": asks where something is or happens —
    /// never ours, and never a command ("元旦倒數煙花喺邊度睇最好" is not a countdown named 煙花). Its words are
    /// also `offtopic`, which refuses the question.
    case asksWhere = "where"
    /// "振替休日", "대체공휴일", "補假", "observed", "Ersatzfeiertag", "nghỉ bù", "วันหยุดชดเชย": the day off
    /// given for a holiday on a rest day. "次の振替休日はいつ" asks for the next of those, not the next holiday.
    case substitute
    /// "the first half of the year", "上半年", "상반기", "上半期", "första halvåret", "erstes Halbjahr",
    /// "6 tháng đầu năm", "ครึ่งปีแรก": January to June; `secondHalf` July to December.
    case firstHalf, secondHalf
}
