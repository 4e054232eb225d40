import Testing
@testable import IntentHandlers

/// A remark after a holiday question that says why the asker asks (`PurposeRemark`) is read past only while it
/// names no place: the same remark with a place in it must refuse, in every language — the holiday's date is
/// the asker's region's, and a place the remark names may be another region's.
@Suite("Purpose remarks")
struct PurposeRemarkTests {
    static let pairs: [(language: String, answered: String, withAPlace: String, date: String)] = [
        ("en", "when is labor day 2027? planning a camping trip", "when is labor day 2027? planning a camping trip in Canada", "2027-09-06"),
        ("sv", "när är kristi himmelsfärd 2027? planerar en långhelg", "när är kristi himmelsfärd 2027? planerar en långhelg i Norge", "2027-05-06"),
        ("de", "wann ist pfingstmontag 2027? plane einen kurzurlaub", "wann ist pfingstmontag 2027? plane einen kurzurlaub in Österreich", "2027-05-17"),
        ("ja", "2027年の海の日はいつ？旅行の計画を立てるために", "2027年の海の日はいつ？韓国旅行の計画を立てるために", "2027-07-19"),
        ("ko", "한글날 언제야? 여행 계획 세우게", "한글날 언제야? 일본 여행 계획 세우게", "2027-10-09"),
        // A space between Chinese words ends the question's clause.
        ("zh", "国庆节是什么时候 想提前订票", "国庆节是什么时候 想提前订去日本的票", "2027-10-01"),
        ("th", "วันแม่ปีหน้าวันที่เท่าไหร่ จะได้จองร้านอาหาร", "วันแม่ปีหน้าวันที่เท่าไหร่ จะได้จองร้านอาหารที่ญี่ปุ่น", "2027-08-12"),
        ("vi", "Quốc khánh năm sau là ngày nào, để mình đặt vé về quê", "Quốc khánh năm sau là ngày nào, để mình đặt vé đi Nhật Bản", "2027-09-02"),
    ]

    @Test(arguments: pairs.indices)
    func aReasonIsReadPastButAPlaceInItRefuses(_ index: Int) {
        let pair = Self.pairs[index]
        let answered = Answer.to(pair.answered, pair.language)
        #expect(answered.intent == .holidayDate, "\(pair.language): \(answered.text)")
        #expect(answered.value("date") == .string(pair.date), "\(pair.language): \(answered.text)")
        let refused = Answer.to(pair.withAPlace, pair.language)
        #expect(refused.intent == .unknown, "\(pair.language): \(refused.text)")
    }
}
