import TextNormalization

/// "presidents day 2027 is when exactly? planning a ski trip", "어린이날 언제지? 조카 선물 사야돼", "国庆节是什么时候
/// 想提前订票", "วันแม่ปีหน้าวันที่เท่าไหร่ จะได้จองร้านอาหาร" (so I can book a restaurant): a remark after the question
/// that says why the asker asks — it holds a purpose word ("planning", "need it for", 想, จะได้, để, 야 돼).
/// What the plan buys, books or visits (a ticket, a shop, a trip) is the plan's, not a second subject of the
/// question, and a number spelled in letters with no unit beside it counts nothing ("a ski trip", 사야 돼).
/// A remark that also names no place leaves a holiday's answer, which depends on the place, the asker's
/// region's as it would be without the remark; one that may name a place ("planning a trip to Narnia") is
/// read past only for an answer that holds everywhere, and one that names a place not ours ("… in
/// Atlantis") never.
extension IntentClassifier {
    /// Whether the remark gives the asker's reason.
    static func givesAPurpose(_ remark: [Item]) -> Bool {
        remark.contains { $0.has(.purpose) }
    }

    /// Whether the remark says nothing of where: no place word, and no unknown word a "to" leads to
    /// ("planning a trip to Atlantis", "fahren nach Lummerland").
    static func namesNoPlace(_ remark: [Item]) -> Bool {
        remark.indices.allSatisfy { index in
            let item = remark[index]
            if item.readings.contains(where: { if case .placeMarker = $0 { return true }; return false }) { return false }
            let leadsSomewhere = item.has(.cue(.until)) || item.has(.direction(1))
            return !(leadsSomewhere && index + 1 < remark.count && remark[index + 1].isUnknown)
        }
    }

    /// A word of a remark that gives a reason and cannot change the answer (see the type's comment).
    static func saysNothingInAPurposeRemark(_ items: [Item], at index: Int, text: NormalizedText) -> Bool {
        if saysNothingInARemark(items, at: index) { return true }
        let item = items[index]
        guard case .phrase = item.kind else { return false }
        if item.has(.offTopic) { return true }
        // A unit word with no number beside it counts nothing: "仕事納めの日を決めたい" (to fix the day of the last
        // working day), "年の変わり目が気になって" (the turn of the year).
        let isNumber = { (other: Item) in other.number != nil }
        if item.readings.contains(where: { if case .unit = $0 { return true }; return false }), item.number == nil,
           index == 0 || !isNumber(items[index - 1]), index + 1 == items.count || !isNumber(items[index + 1]),
           item.readings.allSatisfy({ if case .unit = $0 { return true }; return !$0.isContent || $0.isMarker }) {
            return true
        }
        // What the plan is about may be a calendar word that asks nothing ("契約期間の確認です", checking the
        // contract's period); a question word would be a second question.
        if item.readings.allSatisfy({ reading in
            guard case .cue(let cue) = reading else { return !reading.isContent }
            return ![.when, .which, .howMany, .dayName, .holiday].contains(cue)
        }) { return true }
        guard item.number != nil, item.readings.allSatisfy({ if case .number = $0 { return true }; return false }),
              text.scalars[item.range].allSatisfy(\.isWordLetter) else { return false }
        let next = items.index(after: index)
        return next == items.endIndex || !items[next].readings.contains { if case .unit = $0 { return true }; return false }
    }
}
