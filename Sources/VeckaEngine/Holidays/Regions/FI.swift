/// Finland: the church holidays (kirkkolaki) plus Vappu, Independence Day and the Midsummer days.
/// From 1973 to 1990 Epiphany and Ascension Day were moved to Saturdays (laki 582/1972, repealed 1991).
/// Juhannusaatto and Jouluaatto are days off by law for most workers (työaikalaki): public.
extension Regions {
    static let finland = RegionDefinition(.FI, rules: [
        HolidayRule("new-years-day", "Uudenvuodenpäivä", "New Year's Day", .fixed(1, 1)),
        HolidayRule("epiphany", "Loppiainen", "Epiphany", .custom { year in
            (1973...1990).contains(year) ? FloatingWeekday(.saturday, onOrAfterMonth: 1, day: 6).date(in: year)
                : CalendarDate(year: year, month: 1, day: 6)
        }),
        HolidayRule("good-friday", "Pitkäperjantai", "Good Friday", .easter(-2)),
        HolidayRule("easter-sunday", "Pääsiäispäivä", "Easter Sunday", .easter(0)),
        HolidayRule("easter-monday", "Toinen pääsiäispäivä", "Easter Monday", .easter(1)),
        HolidayRule("may-day", "Vappu", "May Day", .fixed(5, 1)),
        HolidayRule("ascension-day", "Helatorstai", "Ascension Day", .custom { year in
            Easter.sunday(year).shifted((1973...1990).contains(year) ? 34 : 39)
        }),
        HolidayRule("whit-sunday", "Helluntaipäivä", "Whit Sunday", .easter(49)),
        HolidayRule("midsummer-eve", "Juhannusaatto", "Midsummer Eve", .weekday(.friday, onOrAfter: 6, 19)),
        HolidayRule("midsummer-day", "Juhannuspäivä", "Midsummer Day", .weekday(.saturday, onOrAfter: 6, 20)),
        HolidayRule("all-saints-day", "Pyhäinpäivä", "All Saints' Day", .weekday(.saturday, onOrAfter: 10, 31)),
        HolidayRule("independence-day", "Itsenäisyyspäivä", "Independence Day", .fixed(12, 6)),
        HolidayRule("christmas-eve", "Jouluaatto", "Christmas Eve", .fixed(12, 24)),
        HolidayRule("christmas-day", "Joulupäivä", "Christmas Day", .fixed(12, 25)),
        HolidayRule("boxing-day", "Tapaninpäivä", "St. Stephen's Day", .fixed(12, 26)),
    ])
}
