import IntentHandlers
import IntentParser
import LocalizationData
import Testing
import VeckaEngine

/// Countries whose states, provinces, cantons or nations keep public holidays of their own: a "no" about the
/// country says where the day is kept — "No, 12 October is not a public holiday in Canada" was a confident
/// wrong answer for most Canadians (Thanksgiving) — and a list of the country's holidays shows those days too.
@Suite struct SubdivisionAnswerTests {
    static let today = CalendarDate(isoString: "2026-11-24")!
    static let thanksgiving = CalendarDate(isoString: "2026-10-12")!

    static func isHoliday(_ date: CalendarDate, in region: HolidayRegion, language: String) -> Answer {
        Responder.shared.answer(Intent(kind: .isHoliday, date: .calendarDate(year: .absolute(date.year), month: date.month, day: date.day)),
                                context: AnswerContext(today: today, language: language, regions: [region]))
    }

    static func regionName(_ region: HolidayRegion, language: String) -> String {
        Responder.shared.regionName(region, language: language)
    }

    /// 12 October 2026, Thanksgiving in nine provinces and territories: not a flat "no" for Canada,
    /// but where it is kept, in every language; asked for a province, the province's own answer.
    @Test(arguments: Localization.codes)
    func aNoAboutCanadaSaysWhereItIsKept(language: String) {
        let answer = Self.isHoliday(Self.thanksgiving, in: .CA, language: language)
        #expect(answer.shortValue == "no")
        #expect(answer.json().serialized.contains(#""subdivisions":["CA-AB","CA-BC","CA-MB","CA-NT","CA-NU","CA-ON","CA-QC","CA-SK","CA-YT"]"#),
                "\(language): \(answer.json().serialized)")
        #expect(answer.text.contains(Self.regionName(.CA_ON, language: language)), "\(language): \(answer.text)")
        // Metamorphic: the same day in Ontario is a holiday, in Nova Scotia it is not, and nothing is said of elsewhere.
        #expect(Self.isHoliday(Self.thanksgiving, in: .CA_ON, language: language).shortValue == "yes")
        let novaScotia = Self.isHoliday(Self.thanksgiving, in: .CA_NS, language: language)
        #expect(novaScotia.shortValue == "no")
        #expect(!novaScotia.json().serialized.contains("subdivisionHolidays"), "\(language): \(novaScotia.text)")
    }

    /// Every country with subdivisions of its own answers a day no part keeps with a plain "no".
    @Test(arguments: [HolidayRegion.US, .AU, .CH, .AT, .CA, .DE])
    func aDayNoPartKeepsIsAPlainNo(region: HolidayRegion) {
        // 2026-11-24 is a Tuesday that no state, province, canton or Land keeps.
        let answer = Self.isHoliday(Self.today, in: region, language: "en")
        #expect(answer.shortValue == "no")
        #expect(!answer.json().serialized.contains("subdivisionHolidays"), "\(region): \(answer.text)")
        #expect(answer.text.hasPrefix("No, Tuesday, November 24, 2026 is not a public holiday in"), "\(region): \(answer.text)")
    }

    static func holidays(_ question: String, region: HolidayRegion, language: String) -> Answer {
        Responder.shared.answer(question, context: AnswerContext(today: today, language: language, regions: [region]))
    }

    /// German contracts "in" with the article of a place's name (`grammar.contractions`): "im Aargau", "im
    /// Saarland", never "in dem"; at a sentence's start too. Metamorphic: English names the places without one.
    @Test func germanContractsThePrepositionWithAPlacesArticle() {
        let berchtold = Self.isHoliday(CalendarDate(isoString: "2027-01-02")!, in: .CH, language: "de")
        #expect(berchtold.text.contains("einer im Aargau") && !berchtold.text.contains("in dem "), "\(berchtold.text)")
        let assumption = Self.isHoliday(CalendarDate(isoString: "2027-08-15")!, in: .DE, language: "de")
        #expect(assumption.text.contains("einer im Saarland"), "\(assumption.text)")
        let english = Self.isHoliday(CalendarDate(isoString: "2027-01-02")!, in: .CH, language: "en")
        #expect(english.text.contains("one in Aargau"), "\(english.text)")
    }

    static func period(_ period: HolidayPeriod, in region: HolidayRegion, language: String) -> Answer {
        var intent = Intent(kind: .holidaysInPeriod)
        intent.period = period
        return Responder.shared.answer(intent, context: AnswerContext(today: today, language: language, regions: [region]))
    }

    /// In every language: a month whose only holidays are some Länder's says "no nationwide holidays" and lists
    /// them with where; a month no part keeps one in is plainly "none"; a year of the US states is a count.
    @Test(arguments: Localization.codes)
    func periodListsNameTheDaysOnlySomePartsKeep(language: String) {
        let november = Self.period(.month(.absolute(month: 11, year: .absolute(2027))), in: .DE, language: language)
        #expect(november.text.contains("(BW, BY, NW, RP, SL)") && november.text.contains("(SN)"), "\(language): \(november.text)")
        #expect(november.json().serialized.contains(#""subdivisionHolidays":[{"#), "\(language)")
        let july = Self.period(.month(.absolute(month: 7, year: .absolute(2027))), in: .DE, language: language)
        #expect(!july.text.contains("(") && !july.json().serialized.contains("subdivisionHolidays"), "\(language): \(july.text)")
        #expect(november.text.split(separator: "\n").first != july.text.split(separator: "\n").first, "\(language)")
        let states = Self.period(.year(.absolute(2027)), in: .US, language: language)
        #expect(states.text.contains(Self.regionName(.US_PR, language: language)) && states.text.split(separator: "\n").count < 20,
                "\(language): \(states.text)")
    }

    /// Metamorphic: a period word added to a place's holiday list changes the answer — it is used, or said to
    /// be unusable — and is never dropped for the year's list ("퀘벡 달 공휴일" was answered with Québec's year).
    @Test(arguments: [("ko", "퀘벡 공휴일 알려줘", "퀘벡 달 공휴일 알려줘"), ("en", "holidays in quebec", "month holidays in quebec")])
    func aPeriodWordIsNeverDropped(language: String, plain: String, withPeriodWord: String) {
        let context = AnswerContext(today: Self.today, language: language)
        let year = Responder.shared.answer(plain, context: context)
        let changed = Responder.shared.answer(withPeriodWord, context: context)
        #expect(year.intent == .holidaysInPeriod && year.text.contains("2026"), "\(year.text)")
        #expect(changed.text != year.text, "\(changed.text)")
    }

    /// A subdivision's own day without a name line in the language is named in its country's language where
    /// that is the answer's (Berlin's 8 May 2025 in German), not in English.
    @Test func aSubdivisionsOwnDayHasItsLocalName() {
        let berlin = Self.isHoliday(CalendarDate(isoString: "2025-05-08")!, in: .DE_BE, language: "de")
        #expect(berlin.shortValue == "yes")
        #expect(berlin.text.contains("Jahrestag der Befreiung"), "\(berlin.text)")
    }

    /// A month whose only holidays are some Länder's is not "no holidays": they are listed with where.
    @Test func aPeriodListsTheDaysOnlySomePartsKeep() {
        let november = Self.holidays("Feiertage im November 2027", region: .DE, language: "de")
        #expect(november.text.hasPrefix("Keine landesweiten Feiertage in Deutschland"), "\(november.text)")
        #expect(november.text.contains("Allerheiligen (BW, BY, NW, RP, SL)"), "\(november.text)")
        #expect(november.text.contains("Buß- und Bettag (SN)"), "\(november.text)")
        // Metamorphic: asked for Bavaria, All Saints' Day is its own holiday, and Saxony's day is not listed.
        let bavaria = Self.holidays("Feiertage im November 2027", region: .DE_BY, language: "de")
        #expect(bavaria.text.contains("Allerheiligen") && !bavaria.text.contains("Buß- und Bettag"), "\(bavaria.text)")
        #expect(!bavaria.text.contains("(BW"), "\(bavaria.text)")
        // A month no part keeps a holiday in is still "none".
        let july = Self.holidays("Feiertage im Juli 2027", region: .DE, language: "de")
        #expect(july.text.hasPrefix("Keine Feiertage in Deutschland"), "\(july.text)")
        // A year of the US states is a count, not sixty lines.
        let states = Self.holidays("holidays in 2027", region: .US, language: "en")
        #expect(states.text.split(separator: "\n").count < 20, "\(states.text)")
        #expect(states.text.contains("holidays only some parts of the United States keep"), "\(states.text)")
    }

    /// GB is England and Wales: a day Scotland or Northern Ireland keep is not "not in all of England and
    /// Wales" but not in England and Wales at all, and the answer says where it is one.
    @Test func aUKQuestionSaysWhereScotlandOrNorthernIrelandKeepIt() {
        let standrews = Self.isHoliday(CalendarDate(isoString: "2026-11-30")!, in: .GB, language: "en")
        #expect(standrews.shortValue == "no")
        #expect(standrews.text == "No, Monday, November 30, 2026 is not a public holiday in England and Wales, but St Andrew's Day is one in Scotland.",
                "\(standrews.text)")
        let boyne = Self.isHoliday(CalendarDate(isoString: "2027-07-12")!, in: .GB, language: "sv")
        #expect(boyne.text.contains("England och Wales") && boyne.text.contains("Nordirland"), "\(boyne.text)")
        // Asked for Scotland itself, it is a holiday.
        #expect(Self.isHoliday(CalendarDate(isoString: "2026-11-30")!, in: .GB_SCT, language: "en").shortValue == "yes")
        // Metamorphic: Germany's Länder keep their "not in all of Germany".
        let corpusChristi = Self.isHoliday(CalendarDate(isoString: "2027-05-27")!, in: .DE, language: "en")
        #expect(corpusChristi.text.contains("not a public holiday in all of Germany"), "\(corpusChristi.text)")
    }

    /// The UK wording in every language: the answer is the language's `isHoliday.otherNation`, naming the day.
    @Test(arguments: Localization.codes)
    func theUKWordingInEveryLanguage(language: String) {
        let answer = Self.isHoliday(CalendarDate(isoString: "2026-11-30")!, in: .GB, language: language)
        #expect(answer.shortValue == "no")
        #expect(answer.json().serialized.contains(#""subdivisionHolidays":[{"#), "\(language): \(answer.json().serialized)")
        // Not the plain "no" of a day no nation keeps.
        let plain = Self.isHoliday(CalendarDate(isoString: "2026-11-24")!, in: .GB, language: language)
        #expect(answer.text.count > plain.text.count + 5, "\(language): \(answer.text)")
        #expect(!answer.text.contains("not known here"), "\(language): \(answer.text)")
        // Metamorphic: asked for Scotland itself, yes.
        #expect(Self.isHoliday(CalendarDate(isoString: "2026-11-30")!, in: .GB_SCT, language: language).shortValue == "yes")
    }
}
