/// Observances kept on the same date wherever they are kept: ids `xx.<key>`.
///
/// Days that are public holidays in some of our regions (Good Friday, Christmas Eve, All Saints' Day,
/// Maundy Thursday) are not repeated here: a lookup finds the holiday of a region that keeps it, and
/// a region that keeps such a day in its own way has a regional observance (`de.all-saints-day`).
/// Should a region get a holiday with one of these keys, `ObservanceCalendar` leaves the universal day
/// out of that region, so a key never means two dates in one region.
extension Observances {
    static let universal: [ObservanceRule] = [
        // Secular days of the Western calendar.
        ObservanceRule("valentines-day", nil, english: "Valentine's Day", .fixed(2, 14)),
        ObservanceRule("womens-day", nil, english: "International Women's Day", .fixed(3, 8)),
        ObservanceRule("st-patricks-day", nil, english: "St. Patrick's Day", .fixed(3, 17)),
        ObservanceRule("april-fools-day", nil, english: "April Fools' Day", .fixed(4, 1)),
        // First held in 1970.
        ObservanceRule("earth-day", nil, english: "Earth Day", .fixed(4, 22), years: 1970...9999),
        ObservanceRule("halloween", nil, english: "Halloween", .fixed(10, 31)),

        // Days of the Western church year that no region has as a public holiday (Corpus Christi
        // was one in Italy until 1976: Italy's holiday is found first for those years).
        ObservanceRule("shrove-tuesday", nil, english: "Shrove Tuesday", .easter(-47)),
        ObservanceRule("ash-wednesday", nil, english: "Ash Wednesday", .easter(-46)),
        ObservanceRule("palm-sunday", nil, english: "Palm Sunday", .easter(-7)),
        ObservanceRule("trinity-sunday", nil, english: "Trinity Sunday", .easter(56)),
        ObservanceRule("corpus-christi", nil, english: "Corpus Christi", .easter(60)),
        ObservanceRule("all-souls-day", nil, english: "All Souls' Day", .fixed(11, 2)),
        ObservanceRule("st-martins-day", nil, english: "St. Martin's Day", .fixed(11, 11)),
        ObservanceRule("st-nicholas-day", nil, english: "St. Nicholas Day", .fixed(12, 6)),

        // The four Sundays before Christmas: the first is the Sunday 27 November – 3 December.
        ObservanceRule("first-advent", nil, english: "First Sunday of Advent", .weekday(.sunday, onOrAfter: 11, 27)),
        ObservanceRule("second-advent", nil, english: "Second Sunday of Advent", .weekday(.sunday, onOrAfter: 12, 4)),
        ObservanceRule("third-advent", nil, english: "Third Sunday of Advent", .weekday(.sunday, onOrAfter: 12, 11)),
        ObservanceRule("fourth-advent", nil, english: "Fourth Sunday of Advent", .weekday(.sunday, onOrAfter: 12, 18)),
    ]
}
