/// Feasts of the Islamic, Hebrew and Orthodox calendars, kept by communities in every region:
/// universal observances (`xx.<key>`), so "what week is Ramadan?" is answered wherever it is asked.
///
/// A Hebrew feast begins at sundown and is dated by that evening (erev), as Jewish calendars announce
/// it ("Yom Kippur begins at sundown on …") and Duckling dates it; answers name the day itself too,
/// which is the date python-holidays gives. An Islamic feast is dated by its day (`IslamicDay`):
/// where a community waits for the sighted moon it may come a day earlier or later.
extension Observances {
    static let otherCalendars: [ObservanceRule] = islamic + hebrew + orthodox + [
        // Western Holy Saturday: a public holiday only in Hong Kong (`hk.holy-saturday`).
        ObservanceRule("holy-saturday", nil, english: "Holy Saturday", .easter(-1)),
    ]

    private static let islamic: [ObservanceRule] = [
        ObservanceRule("islamic-new-year", nil, english: "Islamic New Year", .islamic(1, 1)),
        ObservanceRule("ashura", nil, english: "Ashura", .islamic(1, 10)),
        ObservanceRule("mawlid", nil, english: "Mawlid", .islamic(3, 12)),
        ObservanceRule("isra-miraj", nil, english: "Isra and Mi'raj", .islamic(7, 27)),
        ObservanceRule("ramadan-start", nil, english: "Start of Ramadan", .islamic(9, 1)),
        ObservanceRule("laylat-al-qadr", nil, english: "Laylat al-Qadr", .islamic(9, 27)),
        ObservanceRule("eid-al-fitr", nil, english: "Eid al-Fitr", .islamic(10, 1)),
        ObservanceRule("eid-al-adha", nil, english: "Eid al-Adha", .islamic(12, 10)),
    ]

    private static let hebrew: [ObservanceRule] = [
        ObservanceRule("tu-bishvat", nil, english: "Tu BiShvat", .hebrew(.shevat, 15), beginsAtSundown: true),
        ObservanceRule("purim", nil, english: "Purim", .hebrew(.adar, 14), beginsAtSundown: true),
        ObservanceRule("passover", nil, english: "Passover", .hebrew(.nisan, 15), beginsAtSundown: true),
        // 5 Iyar, moved off the Sabbath's eve and the Sabbath to Thursday, and (since 2004) off
        // Monday to Tuesday, so that Memorial Day before it does not follow the Sabbath.
        ObservanceRule("yom-haatzmaut", nil, english: "Yom Ha'atzmaut", .custom { year in
            guard let date = DateRule.hebrew(.iyar, 5).date(in: year) else { return nil }
            switch date.isoWeekday {
            case .friday: return date.shifted(-1)
            case .saturday: return date.shifted(-2)
            case .monday where year >= 2004: return date.shifted(1)
            default: return date
            }
        }, years: 1948...9999, beginsAtSundown: true),
        ObservanceRule("lag-baomer", nil, english: "Lag BaOmer", .hebrew(.iyar, 18), beginsAtSundown: true),
        ObservanceRule("shavuot", nil, english: "Shavuot", .hebrew(.sivan, 6), beginsAtSundown: true),
        // A fast is never kept on the Sabbath: 9 Av on a Saturday is kept on the Sunday.
        ObservanceRule("tisha-bav", nil, english: "Tisha B'Av", .hebrew(.av, 9).moved([.saturday: 1]), beginsAtSundown: true),
        ObservanceRule("rosh-hashanah", nil, english: "Rosh Hashanah", .hebrew(.tishri, 1), beginsAtSundown: true),
        ObservanceRule("yom-kippur", nil, english: "Yom Kippur", .hebrew(.tishri, 10), beginsAtSundown: true),
        ObservanceRule("sukkot", nil, english: "Sukkot", .hebrew(.tishri, 15), beginsAtSundown: true),
        ObservanceRule("shemini-atzeret", nil, english: "Shemini Atzeret", .hebrew(.tishri, 22), beginsAtSundown: true),
        ObservanceRule("simchat-torah", nil, english: "Simchat Torah", .hebrew(.tishri, 23), beginsAtSundown: true),
        ObservanceRule("hanukkah", nil, english: "Hanukkah", .hebrew(.kislev, 25), beginsAtSundown: true),
    ]

    private static let orthodox: [ObservanceRule] = [
        ObservanceRule("clean-monday", nil, english: "Clean Monday", .orthodoxEaster(-48)),
        ObservanceRule("lazarus-saturday", nil, english: "Lazarus Saturday", .orthodoxEaster(-8)),
        ObservanceRule("orthodox-palm-sunday", nil, english: "Orthodox Palm Sunday", .orthodoxEaster(-7)),
        ObservanceRule("orthodox-good-friday", nil, english: "Orthodox Good Friday", .orthodoxEaster(-2)),
        ObservanceRule("orthodox-holy-saturday", nil, english: "Orthodox Holy Saturday", .orthodoxEaster(-1)),
        ObservanceRule("orthodox-easter", nil, english: "Orthodox Easter", .orthodoxEaster(0)),
        ObservanceRule("orthodox-easter-monday", nil, english: "Orthodox Easter Monday", .orthodoxEaster(1)),
        ObservanceRule("orthodox-pentecost", nil, english: "Orthodox Pentecost", .orthodoxEaster(49)),
    ]
}
