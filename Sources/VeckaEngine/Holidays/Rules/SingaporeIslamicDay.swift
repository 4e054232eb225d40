/// Hari Raya Puasa or Hari Raya Haji as Singapore keeps them (`SingaporeIslamicDates`, MABIMS), not
/// as the Umm al-Qura calendar of `IslamicDay` has them. `occurrence` 1 is the first of the year, 2 the
/// second, which some years have (two 1 Shawwals in 2000, 2033, 2065, 2098).
public struct SingaporeIslamicDay: HolidayDateRule {
    public enum Feast: Sendable { case hariRayaPuasa, hariRayaHaji }

    public let feast: Feast
    public let occurrence: Int

    public func date(in year: Int) -> CalendarDate? {
        let table = feast == .hariRayaPuasa ? SingaporeIslamicDates.hariRayaPuasa : SingaporeIslamicDates.hariRayaHaji
        let inYear = table.lazy.filter { Int($0) / 10_000 == year }
        guard let value = inYear.dropFirst(occurrence - 1).first.map(Int.init) else { return nil }
        return CalendarDate(year: year, month: value / 100 % 100, day: value % 100)
    }
}

extension DateRule {
    public static func singapore(_ feast: SingaporeIslamicDay.Feast, occurrence: Int = 1) -> DateRule {
        DateRule(SingaporeIslamicDay(feast: feast, occurrence: occurrence))
    }
}
