/// The days of a holiday that lasts several: their ids end in the day's number after the first (th.songkran,
/// th.songkran-2, th.songkran-3; kr.chuseok-2). Which one "the first day" or "the last day" is.
enum HolidayDays {
    /// Added to a holiday's names: its last day, which the names may not say ("songkran" names only
    /// th.songkran, the first of three) — `HolidayLookup.find` finds the holiday, then its last day.
    static let lastDayMark = "@last-day"

    /// The ids of the holiday's first or last day among `names`; when they name one day only, those (the first
    /// day) or, for the last, those with `lastDayMark`.
    static func day(of names: [String], last: Bool) -> [String] {
        let numbered = names.map { name in (name, dayNumber(of: name)) }
        let days = Set(numbered.map(\.1))
        guard days.count > 1 else { return last ? names + [lastDayMark] : names }
        let chosen = last ? days.max()! : days.min()!
        return numbered.filter { $0.1 == chosen }.map(\.0)
    }

    /// The id of the holiday's first day: "th.songkran-3" → "th.songkran".
    static func firstDayID(_ id: String) -> Substring {
        dayNumber(of: id) > 1 ? id[..<id.lastIndex(of: "-")!] : id[...]
    }

    /// 2…9 from a final "-2" … "-9"; 1 for the first day's id, which has none.
    private static func dayNumber(of id: String) -> Int {
        guard let dash = id.lastIndex(of: "-"), let number = Int(id[id.index(after: dash)...]), (2...9).contains(number) else { return 1 }
        return number
    }
}
