/// Germany's sixteen Länder (DE-BB … DE-TH): each keeps the nationwide holidays (Regions/DE.swift)
/// and the ones its own holiday law (Feiertagsgesetz) adds, listed below holiday by holiday with the
/// Länder that keep it, as python-holidays 0.109 has them (its `subdiv=` reference; the laws are
/// cited in docs/holidays.md). The years are those of the nationwide table: 1991 onwards.
extension Regions {
    static let germanStates = germany.subdivisions(HolidayRegion.DE.subdivisions, rows: GermanStateHolidays.table,
                                                   decrees: { Decrees.germanStates[$0] ?? [] })
}

/// The holidays that only some Länder keep. One row per holiday and span of years; a Land is in a
/// row when the holiday is a public holiday across the whole Land.
enum GermanStateHolidays {
    typealias Row = SubdivisionRow

    static let table: [Row] = [
        Row(HolidayRule("epiphany", "Heilige Drei Könige", "Epiphany", .fixed(1, 6)),
            [.DE_BW, .DE_BY, .DE_AUGSBURG, .DE_ST]),
        // Berlin from 2019 (FTG BE, amended 2019), Mecklenburg-Vorpommern from 2023.
        Row(HolidayRule("womens-day", "Internationaler Frauentag", "International Women's Day", .fixed(3, 8),
                        years: 2019...9999), [.DE_BE]),
        Row(HolidayRule("womens-day", "Internationaler Frauentag", "International Women's Day", .fixed(3, 8),
                        years: 2023...9999), [.DE_MV]),
        // Brandenburg names Easter Sunday and Whit Sunday as holidays of their own (FTG BB § 2).
        Row(HolidayRule("easter-sunday", "Ostersonntag", "Easter Sunday", .easter(0)), [.DE_BB]),
        Row(HolidayRule("whit-sunday", "Pfingstsonntag", "Whit Sunday", .easter(49)), [.DE_BB]),
        // Catholic Länder. Saxony and Thuringia keep it only in some Catholic municipalities (see
        // `partial`), which python-holidays leaves out of their default (public) holidays.
        Row(HolidayRule("corpus-christi", "Fronleichnam", "Corpus Christi", .easter(60)),
            [.DE_BW, .DE_BY, .DE_AUGSBURG, .DE_HE, .DE_NW, .DE_RP, .DE_SL]),
        // Saarland and Augsburg; elsewhere in Bavaria only in the mostly Catholic municipalities (see `partial`).
        Row(HolidayRule("assumption-day", "Mariä Himmelfahrt", "Assumption Day", .fixed(8, 15)), [.DE_SL, .DE_AUGSBURG]),
        // Augsburg (city): the Hohes Friedensfest, kept since 1650 for the Peace of Westphalia's restoration of
        // Protestant worship there, a public holiday in the city by the Bavarian Feiertagsgesetz (Art. 1 Abs. 2).
        Row(HolidayRule("augsburg-peace-festival", "Augsburger Hohes Friedensfest", "Augsburg Peace Festival", .fixed(8, 8)),
            [.DE_AUGSBURG]),
        // Thuringia from 2019 (ThürFtG, amended 2019).
        Row(HolidayRule("world-childrens-day", "Weltkindertag", "World Children's Day", .fixed(9, 20),
                        years: 2019...9999), [.DE_TH]),
        // The five eastern Länder since reunification; the four northern ones from 2018, when they
        // made it a holiday after the one-off nationwide Reformationstag of 2017.
        Row(HolidayRule("reformation-day", "Reformationstag", "Reformation Day", .fixed(10, 31)),
            [.DE_BB, .DE_MV, .DE_SN, .DE_ST, .DE_TH]),
        Row(HolidayRule("reformation-day", "Reformationstag", "Reformation Day", .fixed(10, 31),
                        years: 2018...9999), [.DE_HB, .DE_HH, .DE_NI, .DE_SH]),
        Row(HolidayRule("all-saints-day", "Allerheiligen", "All Saints' Day", .fixed(11, 1)),
            [.DE_BW, .DE_BY, .DE_AUGSBURG, .DE_NW, .DE_RP, .DE_SL]),
        // Nationwide until 1994 (Regions/DE.swift); Saxony kept it when the others gave it up to
        // fund the long-term care insurance.
        Row(HolidayRule("repentance-day", "Buß- und Bettag", "Repentance and Prayer Day",
                        .weekday(.wednesday, onOrAfter: 11, 16), years: 1995...9999), [.DE_SN]),
    ]

    /// Holidays kept only in part of a Land (in the municipalities with a mostly Catholic
    /// population, by the Land's law and census figures): not a holiday of the Land as a whole, so
    /// not in its table, but answers say so rather than a flat "no". python-holidays has them in
    /// its `catholic` category.
    static let partial: [String: [HolidayRegion]] = [
        "corpus-christi": [.DE_SN, .DE_TH],
        "assumption-day": [.DE_BY],
    ]
}
