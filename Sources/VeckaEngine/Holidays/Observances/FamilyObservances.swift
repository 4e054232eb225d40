/// Mother's, Father's, Parents' and Children's Day: the name travels, the date does not, so each
/// region has its own rule (`us.mothers-day`, `se.mothers-day`). Thailand's Mother's and Father's Day
/// and the Children's Days of JP, KR and TH are public holidays and live in their region tables.
extension Observances {
    static let family: [ObservanceRule] =
        // The American date (second Sunday of May), adopted by most regions.
        ObservanceRule.kept(in: [
            .US: "Mother's Day", .DE: "Muttertag", .DK: "Mors dag", .FI: "Äitienpäivä", .IS: "Mæðradagurinn",
            .IT: "Festa della mamma", .NL: "Moederdag", .JP: "母の日", .CN: "母亲节", .HK: "母親節",
            .VN: "Ngày của Mẹ",
        ], "mothers-day", english: "Mother's Day", .nth(2, .sunday, of: 5))
        + [
            // Sweden and France: the last Sunday of May, a week later when that is Whit Sunday
            // (France: décret 50-577, the same rule).
            ObservanceRule("mothers-day", .SE, english: "Mother's Day", local: "Mors dag", Regions.swedishMothersDay),
            ObservanceRule("mothers-day", .FR, english: "Mother's Day", local: "Fête des mères", Regions.swedishMothersDay),
            ObservanceRule("mothers-day", .NO, english: "Mother's Day", local: "Morsdag", .nth(2, .sunday, of: 2)),
            // Mothering Sunday: the fourth Sunday of Lent.
            ObservanceRule("mothers-day", .GB, english: "Mothering Sunday", local: "Mothering Sunday", .easter(-21)),
            // 어버이날 replaced Mother's Day (1956–72) in 1973; it stands for both parents.
            ObservanceRule("parents-day", .KR, english: "Parents' Day", local: "어버이날", .fixed(5, 8), years: 1973...9999),
        ]
        // The third Sunday of June.
        + ObservanceRule.kept(in: [
            .US: "Father's Day", .GB: "Father's Day", .FR: "Fête des pères", .NL: "Vaderdag", .JP: "父の日",
            .CN: "父亲节", .HK: "父親節", .VN: "Ngày của Cha",
        ], "fathers-day", english: "Father's Day", .nth(3, .sunday, of: 6))
        // The second Sunday of November in the Nordic countries.
        + ObservanceRule.kept(in: [.SE: "Fars dag", .NO: "Farsdag", .FI: "Isänpäivä", .IS: "Feðradagurinn"],
                              "fathers-day", english: "Father's Day", Regions.swedishFathersDay)
        + [
            // Denmark shares the day with Grundlovsdag; Italy keeps San Giuseppe. Germany's Vatertag
            // is Ascension Day, a public holiday: the name points at `*.ascension-day` (holidays.tsv).
            ObservanceRule("fathers-day", .DK, english: "Father's Day", local: "Fars dag", .fixed(6, 5)),
            ObservanceRule("fathers-day", .IT, english: "Father's Day", local: "Festa del papà", .fixed(3, 19)),
            // International Children's Day in China and Vietnam; Weltkindertag in Germany.
            ObservanceRule("childrens-day", .CN, english: "Children's Day", local: "儿童节", .fixed(6, 1)),
            ObservanceRule("childrens-day", .VN, english: "Children's Day", local: "Tết Thiếu nhi", .fixed(6, 1)),
            ObservanceRule("childrens-day", .DE, english: "Children's Day", local: "Weltkindertag", .fixed(9, 20)),
        ]
}
