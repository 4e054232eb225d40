import Testing
@testable import IntentHandlers

/// A half of the year names the period a holiday list covers. Change the half and the period moves by six
/// months; change the year and it moves by a year; ask anything but a holiday list and it is refused.
@Suite("Halves of the year")
struct HalfYearTests {
    static let questions: [(language: String, first: String, second: String)] = [
        ("en", "holidays in the first half of 2027", "holidays in the second half of 2027"),
        ("sv", "helgdagar första halvåret 2027", "helgdagar andra halvåret 2027"),
        ("de", "Feiertage im ersten Halbjahr 2027", "Feiertage im zweiten Halbjahr 2027"),
        ("ja", "2027年上半期の祝日", "2027年下半期の祝日"),
        ("ko", "2027년 상반기 공휴일", "2027년 하반기 공휴일"),
        ("zh", "2027年上半年的节假日", "2027年下半年的节假日"),
        ("vi", "6 tháng đầu năm 2027 có ngày lễ nào", "6 tháng cuối năm 2027 có ngày lễ nào"),
        ("th", "วันหยุดครึ่งปีแรก 2570", "วันหยุดครึ่งปีหลัง 2570"),
    ]

    @Test(arguments: questions.indices)
    func theHalfAndTheYearPlaceThePeriod(_ index: Int) {
        let row = Self.questions[index]
        let first = Answer.to(row.first, row.language), second = Answer.to(row.second, row.language)
        #expect(first.intent == .holidaysInPeriod, "\(row.language): \(first.text)")
        #expect(first.value("start") == .string("2027-01-01") && first.value("end") == .string("2027-06-30"), "\(first.text)")
        #expect(second.value("start") == .string("2027-07-01") && second.value("end") == .string("2027-12-31"), "\(second.text)")
    }

    @Test func withoutAYearItIsThisYearsHalf() {
        let answer = Answer.to("holidays in the second half of the year", "en", today: "2026-11-25")
        #expect(answer.value("start") == .string("2026-07-01") && answer.value("end") == .string("2026-12-31"), "\(answer.text)")
    }

    @Test func onlyAHolidayListIsAskedOfAHalf() {
        #expect(Answer.to("how many days in the second half of 2027", "en").intent == .unknown)
        #expect(Answer.to("2027년 하반기 몇 주차야", "ko").intent == .unknown)
    }
}
