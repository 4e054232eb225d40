/// The Hindu lunisolar calendar as almanacs (panchang) compute it today: true positions of Sun and
/// Moon, amanta months (new moon to new moon) named by the sidereal sign the Sun enters in them,
/// Lahiri's ayanamsa, and days reckoned from sunrise at New Delhi in Indian Standard Time.
///
/// A festival is a tithi (a twelfth-of-a-circle step of the Moon away from the Sun, 19 to 26 hours)
/// of a month, kept on the day that tithi holds at the hour its rite belongs to: at sunrise for most,
/// in the afternoon for Dussehra, after sunset for Diwali, at midnight for Janmashtami.
/// `scripts/compare-hindu` checks the dates against python-holidays' tables.
public enum HinduCalendar {
    /// The hour of the day at which the festival's tithi must hold.
    public enum Hour: Sendable {
        /// Arunodaya, the dawn four ghatis (96 minutes) before sunrise: Tamil almanacs keep Naraka
        /// Chaturdashi (Deepavali) on the day its tithi holds then, the hour of the oil bath.
        case dawn
        /// Udaya tithi: the tithi at sunrise names the day.
        case sunrise
        /// Six ghatis (2 h 24 min) after sunrise: a tithi must last that long into the day.
        case morning
        /// Madhyahna, midway between sunrise and sunset.
        case midday
        /// Aparahna, the fourth fifth of daylight.
        case afternoon
        /// Pradosh, the dusk after sunset.
        case evening
        /// Nishita, midway between sunset and the next sunrise.
        case midnight
    }

    static let place = SunEvents.Place(latitude: 28.6139, longitude: 77.2090, utcOffsetHours: 5.5)

    /// The day of `tithi` (1–15 waxing, 16–30 waning; 30 is the new moon) in the (non-leap) amanta
    /// `month` that falls in Gregorian `year`.
    public static func date(month: HinduMonth, tithi: Int, at hour: Hour, year: Int) -> CalendarDate? {
        guard (1...30).contains(tithi), (1...9999).contains(year) else { return nil }
        for lunarMonth in months(around: year) where lunarMonth.name == month && !lunarMonth.isLeap {
            let date = day(of: tithi, after: lunarMonth.newMoon, at: hour)
            if date.year == year { return date }
        }
        return nil
    }

    /// The day the Sun enters a sidereal sign (`siderealLongitude` 270 for Makara) in `year`: the
    /// civil day of the moment, or the next one when the moment is after sunset.
    public static func sankranti(siderealLongitude: Double, year: Int) -> CalendarDate? {
        guard (1...9999).contains(year) else { return nil }
        let moment = sankrantiMoment(siderealLongitude: siderealLongitude, year: year)
        let day = JulianDay.localDate(ofUT: moment, offsetHours: place.utcOffsetHours)
        return moment > SunEvents.moment(.sunset, on: day, at: place) ? CalendarDate(dayNumber: day.dayNumber + 1) : day
    }

    /// The instant (JD, UT) the Sun enters the sidereal longitude in `year`.
    static func sankrantiMoment(siderealLongitude: Double, year: Int) -> Double {
        let midYear = JulianDay.midnight(CalendarDate(year: year, month: 7, day: 1) ?? CalendarDate(dayNumber: 0))
        return SunLongitude.moment(longitude: siderealLongitude + ayanamsa(ut: midYear), year: year)
    }

    // MARK: Months

    struct LunarMonth {
        /// The new moon that begins it (JD, UT).
        let newMoon: Double
        let name: HinduMonth
        /// Adhika masa: no sign is entered in it, and it repeats the next month's name.
        let isLeap: Bool
    }

    /// The lunar months beginning from a month before `year` to its end.
    static func months(around year: Int) -> [LunarMonth] {
        cache.value(for: year) {
            let january = JulianDay.midnight(CalendarDate(year: year, month: 1, day: 1) ?? CalendarDate(dayNumber: 0))
            let first = NewMoon.lunation(near: january) - 2
            let newMoons = (first...(first + 15)).map { NewMoon.moment($0) }
            let signs = newMoons.map { Int(siderealSunLongitude(ut: $0) / 30) }
            return (0..<(newMoons.count - 1)).map { index in
                // The month that begins with the Sun in Pisces (sign 11) is Chaitra.
                LunarMonth(newMoon: newMoons[index], name: HinduMonth(rawValue: (signs[index] + 1) % 12 + 1)!,
                           isLeap: signs[index] == signs[index + 1])
            }
        }
    }

    private static let cache = LockedDictionary<Int, [LunarMonth]>(limit: 512)

    // MARK: Tithis

    /// The civil day on which `tithi` holds at `hour`; a tithi that holds at no such hour (it begins
    /// and ends between two of them) is kept on the day it begins.
    static func day(of tithi: Int, after newMoon: Double, at hour: Hour, place: SunEvents.Place = place) -> CalendarDate {
        let begins = moment(elongation: Double(tithi - 1) * 12, after: newMoon)
        let ends = moment(elongation: Double(tithi) * 12, after: newMoon)
        let first = JulianDay.localDate(ofUT: begins, offsetHours: place.utcOffsetHours)
        for offset in -1...2 {
            let day = CalendarDate(dayNumber: first.dayNumber + offset)
            let instant = time(of: hour, on: day, at: place)
            if instant >= begins && instant < ends { return day }
        }
        return first
    }

    /// The instant (UT) after `newMoon` at which the Moon is `elongation` degrees east of the Sun.
    static func moment(elongation target: Double, after newMoon: Double) -> Double {
        var jd = newMoon + target / 360 * 29.530588
        for _ in 0..<8 {
            let error = SunLongitude.signed(target - elongation(ut: jd))
            jd += error / 12.190749
            if abs(error) < 1e-5 { break }
        }
        return jd
    }

    static func elongation(ut jd: Double) -> Double {
        let jde = JulianDay.terrestrial(fromUT: jd)
        return SunLongitude.normalized(MoonLongitude.apparent(jde: jde) - SunLongitude.apparent(jde: jde))
    }

    static func time(of hour: Hour, on day: CalendarDate, at place: SunEvents.Place) -> Double {
        let sunrise = SunEvents.moment(.sunrise, on: day, at: place)
        // Sunset only when the hour needs it: one solar position fewer per candidate day.
        let sunset = { SunEvents.moment(.sunset, on: day, at: place) }
        switch hour {
        case .dawn: return sunrise - 0.4 / 6
        case .sunrise: return sunrise
        case .morning: return sunrise + 0.1
        case .midday: return (sunrise + sunset()) / 2
        case .afternoon: return sunrise + (sunset() - sunrise) * 0.7
        case .evening: return sunset() + 1.2 / 24
        case .midnight:
            let dusk = sunset()
            return dusk + (1 - (dusk - sunrise)) / 2
        }
    }

    // MARK: Sidereal zodiac

    /// Lahiri (Chitrapaksha) ayanamsa: the tropical longitude of the sidereal zodiac's origin.
    static func ayanamsa(ut jd: Double) -> Double {
        23.857_092 + 1.396_971 * (jd - JulianDay.j2000) / 36_525
    }

    static func siderealSunLongitude(ut jd: Double) -> Double {
        let jde = JulianDay.terrestrial(fromUT: jd)
        return SunLongitude.normalized(SunLongitude.apparent(jde: jde) - ayanamsa(ut: jd))
    }
}

/// The twelve lunar months, Chaitra first.
public enum HinduMonth: Int, Sendable {
    case chaitra = 1, vaishakha, jyeshtha, ashadha, shravana, bhadrapada, ashvin, kartika, margashirsha, pausha, magha, phalguna
}
