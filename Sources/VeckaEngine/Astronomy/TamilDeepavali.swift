/// Deepavali as Tamil almanacs date it, and with them Singapore's Hindu Advisory Board (whose date the
/// Ministry of Manpower gazettes): Naraka Chaturdashi, the day on which the fourteenth tithi of the
/// waning Moon holds at dawn (arunodaya, the hour of the oil bath), in the solar month Aippasi (the Sun
/// already in sidereal Libra at that hour). North Indian almanacs keep Diwali on the new moon of the lunar month Ashvin instead: usually
/// the next day, and in years where that new moon comes before the Sun enters Libra (2009, 2028) a
/// month earlier.
extension HinduCalendar {
    /// Chennai, in Indian Standard Time: the almanacs' reference.
    static let tamilPlace = SunEvents.Place(latitude: 13.0827, longitude: 80.2707, utcOffsetHours: 5.5)

    public static func tamilDeepavali(year: Int) -> CalendarDate? {
        guard (1...9999).contains(year) else { return nil }
        let aippasi = sankrantiMoment(siderealLongitude: 180, year: year)
        for month in months(around: year) {
            let day = day(of: 29, after: month.newMoon, at: .dawn, place: tamilPlace)
            if time(of: .dawn, on: day, at: tamilPlace) >= aippasi { return day.year == year ? day : nil }
        }
        return nil
    }
}

