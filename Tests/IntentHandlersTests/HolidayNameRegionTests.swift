import IntentHandlers
import IntentParser
import LocalizationData
import Testing
import VeckaEngine

/// A name that the asked region's holidays go by must find that region's holiday, never another
/// region's day of the same or a similar name ("May Day" asked for the United Kingdom is its Early May
/// bank holiday, not Finland's 1 May). Generated from the name tables: for every language, every
/// region and every name its holidays have in that language's holidays.tsv (a line of the holiday's
/// own id or its `*.key`), "when is <name> <year>" asked with that region, in a year that has the
/// holiday, must answer a holiday of that region that goes by the name.
@Suite struct HolidayNameRegionTests {
    static let today = CalendarDate(isoString: "2026-11-18")!

    /// "when is <name> <year>" in each language, as its corpus asks it.
    static func question(_ name: String, year: Int, language: String) -> String {
        switch language {
        case "sv": return "när är \(name) \(year)"
        case "de": return "wann ist \(name) \(year)"
        case "ja": return "\(year)年の\(name)はいつ"
        case "ko": return "\(year)년 \(name) 언제야"
        case "zh": return "\(year)年\(name)是几号"
        case "zh-Hant": return "\(year)年\(name)係幾號"
        case "vi": return "\(name) năm \(year) là ngày nào"
        case "th": return "\(name)ปี \(year + 543) วันไหน"
        default: return "when is \(name) \(year)"
        }
    }

    /// A year the holiday has, in the region's known years: the first from 2027, else the last before.
    static func year(of id: String, in region: HolidayRegion) -> Int? {
        let known = region.knownYears
        let has = { (year: Int) in HolidayCalendar.holidays(in: region, year: year).contains { $0.id == id } }
        return (max(2027, known.lowerBound)...known.upperBound).first(where: has)
            ?? (known.lowerBound...min(2026, known.upperBound)).reversed().first(where: has)
    }

    static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    @Test(arguments: Localization.codes)
    func everyNameOfARegionsHolidayFindsThatRegionsHoliday(language: String) throws {
        let pack = try #require(Localization.pack(language))
        let lines = pack.holidayNames
        // Every pattern (id or `*.key`) a name stands for in this language.
        var patterns: [String: Set<String>] = [:]
        for line in lines {
            for name in line.names { patterns[name.lowercased(), default: []].insert(line.id) }
        }
        let localRegions = Set(pack.list("holidayRegions"))
        var failures: [String] = []
        var asked = 0
        for region in HolidayRegion.allCases {
            for id in HolidayCalendar.ids(in: region) where !id.hasSuffix(".observed") {
                let key = "*." + id.dropFirst(3)
                var names = lines.filter { $0.id == id || $0.id == key }.flatMap(\.names)
                // Decree days (one-offs) have no line and are left out.
                guard !names.isEmpty, let year = Self.year(of: id, in: region),
                      let holiday = HolidayCalendar.holidays(in: region, year: year).first(where: { $0.id == id }) else { continue }
                // The engine's own names (python-holidays' names for the region): the English one in
                // English, the local one in the language the region speaks.
                var ownNames: [String] = []
                if language == "en" { ownNames.append(holiday.englishName) }
                if localRegions.contains(region.country.rawValue) { ownNames.append(holiday.localName) }
                names += ownNames
                let own = Set(ownNames.map { $0.lowercased() })
                for name in Set(names.map { $0.lowercased() }) {
                    asked += 1
                    let question = Self.question(name, year: year, language: language)
                    let answer = Responder.shared.answer(question, context: AnswerContext(
                        today: Self.today, language: language, regions: [region]))
                    let data = answer.json["data"]
                    let foundRegion = Self.string(data?["region"])
                    let foundID = Self.string(data?["id"]) ?? ""
                    let named = patterns[name, default: []].contains { HolidayLookup.matches($0, id: foundID) }
                        || (own.contains(name) && foundID == id)
                    // A name that is itself a date (Hong Kong's 一月一日, "the first day of January")
                    // is read as that date: right when it is the holiday's.
                    let sameDate = foundID.isEmpty && Self.string(data?["date"]) == holiday.date.isoString
                    if !sameDate && (foundRegion != region.rawValue || !named) {
                        failures.append("\(region) \(id) \"\(question)\" → \(foundRegion ?? "-") \(foundID) \(answer.text)")
                    }
                }
            }
        }
        #expect(asked > 100)
        #expect(failures.isEmpty, "\(failures.count) of \(asked):\n\(failures.joined(separator: "\n"))")
    }

    static func ask(_ question: String, _ language: String, _ regions: [HolidayRegion] = [],
                    territory: HolidayRegion? = nil, fallbackLanguage: String = "en") -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: today, language: language, fallbackLanguage: fallbackLanguage,
                                                                 regions: regions, territory: territory?.rawValue))
    }

    /// A generic name the asked region's holiday goes by (python-holidays' name for it) finds it,
    /// not another region's holiday of that name.
    @Test(arguments: [
        // The United Kingdom's early May bank holiday is its "May Day" (python-holidays GB).
        ("en", "when is May Day 2027", HolidayRegion.GB, "2027-05-03"),
        // France's Fête nationale is its "National Day", in every language that has a word for it.
        ("en", "when is National Day", .FR, "2027-07-14"), ("sv", "när är nationaldagen", .FR, "2027-07-14"),
        ("de", "wann ist der Nationalfeiertag", .FR, "2027-07-14"), ("ja", "建国記念日はいつ", .FR, "2027-07-14"),
        ("zh", "国庆节是几号", .FR, "2027-07-14"), ("vi", "Quốc khánh là ngày nào", .FR, "2027-07-14"),
        ("th", "วันชาติวันไหน", .FR, "2027-07-14"),
        // Vietnam's 30 April: "Liberation Day/Reunification Day" (python-holidays VN).
        ("en", "when is Liberation Day", .VN, "2027-04-30"), ("sv", "när är befrielsedagen", .VN, "2027-04-30"),
        ("de", "wann ist der Befreiungstag", .VN, "2027-04-30"), ("vi", "ngày giải phóng là ngày nào", .VN, "2027-04-30"),
        // Norway's Grunnlovsdag, not Denmark's Grundlovsdag (which a typo correction used to reach).
        ("en", "when is Grunnlovsdag", .NO, "2027-05-17"), ("sv", "när är grunnlovsdagen", .NO, "2027-05-17"),
        ("de", "wann ist Grunnlovsdag", .NO, "2027-05-17"), ("vi", "grunnlovsdag là ngày nào", .NO, "2027-05-17"),
        // The first of May under the other keys region tables use: Sweden's "May Day", Denmark's "Workers' Day".
        ("en", "when is Labour Day 2027", .SE, "2027-05-01"), ("en", "when is Labour Day 2027", .DK, "2027-05-01"),
        ("de", "wann ist der Tag der Arbeit 2027", .FI, "2027-05-01"),
    ])
    func aGenericNameFindsTheAskedRegionsHoliday(language: String, question: String, region: HolidayRegion, date: String) {
        let answer = Self.ask(question, language, [region])
        #expect(answer.json["data"]?["date"] == .string(date), "\(answer.text)")
        #expect(answer.json["data"]?["region"] == .string(region.rawValue), "\(answer.text)")
    }

    /// A name none of the asked regions keeps is found elsewhere, and the answer names that region
    /// and says the asked one has no holiday by that name (in every language).
    @Test(arguments: [
        ("en", "when is thanksgiving 2027", "the United States", "Sweden"),
        ("sv", "när är thanksgiving 2027", "USA", "Sverige"),
        ("de", "wann ist Thanksgiving 2027", "den USA", "Schweden"),
        ("ja", "2027年の感謝祭はいつ", "アメリカ", "スウェーデン"),
        ("ko", "2027년 추수감사절 언제야", "미국", "스웨덴"),
        ("zh", "2027年感恩节是几号", "美国", "瑞典"),
        ("vi", "Lễ Tạ ơn năm 2027 là ngày nào", "Mỹ", "Thụy Điển"),
        ("th", "วันขอบคุณพระเจ้าปี 2570 วันไหน", "สหรัฐอเมริกา", "สวีเดน"),
    ])
    func aHolidayOfAnotherRegionNamesThatRegion(language: String, question: String, found: String, asked: String) {
        let answer = Self.ask(question, language, [.SE])
        #expect(answer.json["data"]?["region"] == .string("US"))
        #expect(answer.text.contains(found) && answer.text.contains(asked), "\(answer.text)")
        // The asked region's own holiday needs no such note.
        let own = Self.ask(question, language, [.US])
        #expect(!own.text.contains(found), "\(own.text)")
    }

    /// Without --region, the user's territory decides in English and in the locale's own language.
    @Test func theLocalesTerritoryChoosesTheRegion() {
        let british = Self.ask("when is May Day 2027", "en", territory: .GB)
        #expect(british.json["data"]?["region"] == .string("GB"))
        #expect(british.json["data"]?["date"] == .string("2027-05-03"))
        // LANG=zh_HK asking in Chinese: Hong Kong's Chung Yeung, not a search through China.
        let hongKong = Self.ask("2027年重阳节是几号", "zh", territory: .HK, fallbackLanguage: "zh")
        #expect(hongKong.json["data"]?["id"] == .string("hk.chung-yeung-festival"), "\(hongKong.text)")
        // A locale of another language does not choose the region of a Swedish answer.
        let swedish = Self.ask("när är första maj 2027", "sv", territory: .GB, fallbackLanguage: "en")
        #expect(swedish.json["data"]?["region"] == .string("SE"))
    }
}
