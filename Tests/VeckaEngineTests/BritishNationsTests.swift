import Testing
@testable import VeckaEngine

/// Scotland and Northern Ireland keep their own bank holidays (python-holidays 0.109 with subdiv=SCT/NIR,
/// scripts/compare-holidays); GB is England and Wales. Metamorphic: the same date in another nation.
@Suite struct BritishNationsTests {
    func ids(_ region: HolidayRegion, _ date: String) -> [String] {
        let day = CalendarDate(isoString: date)!
        return HolidayCalendar.holidays(in: [region], from: day, through: day).map(\.id)
    }

    @Test func scotlandsOwnDays() {
        #expect(ids(.GB_SCT, "2026-01-02") == ["gb.new-year-holiday"])
        #expect(ids(.GB_SCT, "2026-08-03") == ["gb.scottish-summer-bank-holiday"])
        #expect(ids(.GB_SCT, "2026-11-30") == ["gb.st-andrews-day"])
        #expect(ids(.GB_SCT, "2026-04-06").isEmpty, "no Easter Monday in Scotland")
        #expect(ids(.GB_SCT, "2026-08-31").isEmpty, "no late-August holiday in Scotland")
        // 1 January 2022 a Saturday, 2 January a Sunday: Monday and Tuesday off.
        #expect(!ids(.GB_SCT, "2022-01-03").isEmpty && !ids(.GB_SCT, "2022-01-04").isEmpty)
        #expect(ids(.GB_SCT, "2006-11-30").isEmpty, "St Andrew's Day is a bank holiday from 2007")
        #expect(ids(.GB_SCT, "1973-12-26").isEmpty && !ids(.GB_SCT, "1974-12-26").isEmpty, "Boxing Day from 1974")
    }

    @Test func northernIrelandsOwnDays() {
        #expect(ids(.GB_NIR, "2026-03-17") == ["gb.st-patricks-day"])
        #expect(ids(.GB_NIR, "2026-07-13") == ["gb.battle-of-the-boyne.observed"], "12 July 2026 is a Sunday")
        #expect(ids(.GB_NIR, "2026-04-06") == ["gb.easter-monday"])
    }

    @Test(arguments: ["2026-01-02", "2026-03-17", "2026-07-13", "2026-08-03", "2026-11-30"])
    func theseAreNotEnglandAndWalesDays(date: String) {
        #expect(ids(.GB, date).isEmpty, "\(date) in England and Wales")
    }

    @Test func englandAndWalesKeepWhatScotlandDoesNot() {
        #expect(ids(.GB, "2026-04-06") == ["gb.easter-monday"])
        #expect(ids(.GB, "2026-08-31") == ["gb.summer-bank-holiday"])
        #expect(HolidayRegion.GB.subdivisions == [.GB_NIR, .GB_SCT])
    }
}
