import IntentHandlers
import IntentParser
import LocalizationData
import Testing
import VeckaEngine

/// Canada, the United States, Australia, Switzerland and Austria: their states, provinces and cantons keep
/// public holidays this tool does not have. A "no" about them is a "no" nationwide only and says so, in every
/// language — "No, 12 October is not a public holiday in Canada" was a confident wrong answer for most
/// Canadians (Thanksgiving). Metamorphic: the same question about a country without such parts has no caveat.
@Suite struct PartsNotKnownTests {
    static let today = CalendarDate(isoString: "2026-11-24")!
    static let thanksgiving = CalendarDate(isoString: "2026-10-12")!

    static func isHoliday(_ date: CalendarDate, in region: HolidayRegion, language: String) -> Answer {
        Responder.shared.answer(Intent(kind: .isHoliday, date: .calendarDate(year: .absolute(date.year), month: date.month, day: date.day)),
                                context: AnswerContext(today: today, language: language, regions: [region]))
    }

    static func caveat(_ region: HolidayRegion, language: String) -> String {
        let name = Responder.shared.render("region.\(region.rawValue)", [:], language: language)
        return Responder.shared.render("holidays.partsNotKnown", ["region": name], language: language)
    }

    @Test(arguments: Localization.codes)
    func aNoAboutCanadaIsNationwideOnly(language: String) {
        let answer = Self.isHoliday(Self.thanksgiving, in: .CA, language: language)
        #expect(answer.shortValue == "no")
        #expect(answer.text.contains(Self.caveat(.CA, language: language)), "\(language): \(answer.text)")
    }

    @Test(arguments: [HolidayRegion.US, .AU, .CH, .AT])
    func everyCountryWithUnknownPartsSaysSo(region: HolidayRegion) {
        // 2026-11-24 is a Tuesday that is no nationwide holiday in any of them.
        let answer = Self.isHoliday(Self.today, in: region, language: "en")
        #expect(answer.text.contains("not a nationwide public holiday"), "\(region): \(answer.text)")
        #expect(answer.text.contains("are not known here"), "\(region): \(answer.text)")
    }

    @Test(arguments: [HolidayRegion.SE, .JP, .GB, .DE_BY])
    func countriesWithoutUnknownPartsAnswerPlainly(region: HolidayRegion) {
        let answer = Self.isHoliday(Self.today, in: region, language: "en")
        #expect(answer.shortValue == "no")
        #expect(!answer.text.contains("not known here"), "\(region): \(answer.text)")
    }

    /// A holiday named for Canada that only another country has is not said to be missing from Canada.
    @Test func aNameFoundElsewhereIsNotSaidToBeMissing() {
        let answer = Responder.shared.answer("when is thanksgiving in canada", context: AnswerContext(today: Self.today, language: "en"))
        #expect(answer.text.contains("no nationwide holiday by that name"), "\(answer.text)")
        #expect(answer.text.contains(Self.caveat(.CA, language: "en")), "\(answer.text)")
        let listing = Responder.shared.answer("holidays in canada in october 2026", context: AnswerContext(today: Self.today, language: "en"))
        #expect(listing.text.contains(Self.caveat(.CA, language: "en")), "\(listing.text)")
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
