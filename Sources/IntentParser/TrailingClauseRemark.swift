/// "Zeig mir mal die nächste Woche, ich muss ein paar Termine koordinieren", "ปี 2569 มีกี่สัปดาห์คะ
/// ทำแพลนงานอยู่" (…, I'm making a work plan), "Cho mình xem lịch tuần sau với, đang sắp xếp lại công
/// việc": the whole question, then a remark of the asker's own in a clause of its own — after a comma, a
/// full stop or a Thai space rather than a question mark (those are `TrailingRemark`'s). Read past on
/// the same terms as a remark before the question (`LeadingRemark`): it names no date, number, unit,
/// holiday, place or subject and asks nothing, and the answer holds wherever the asker is.
extension IntentClassifier {
    /// The intent, evidence and items of the question before the remark; nil when the text has no such shape.
    func trailingClauseRemarkReading(_ items: [Item], text: NormalizedText) -> (Intent, Evidence, [Item])? {
        let clauseOfItem = IntentClassifier.clauses(of: items, text: text, readCommasBreak: true)
        guard let lastClause = clauseOfItem.last, lastClause > 0 else { return nil }
        // The remark is as long as it can be: the last clauses that say nothing, the rest is the question.
        for start in 1...lastClause {
            let remark = items.indices.filter { clauseOfItem[$0] >= start }
            // Week words may echo a week question ("本周是第几周？填周报要写ISO周数": for the weekly report).
            let echoes = remark.filter { !Self.saysNothingInARemark(items, at: $0) }
            guard echoes.allSatisfy({ items[$0].echoesAWeekWord }),
                  remark.contains(where: { items[$0].isUnknown }),
                  !Self.namesAnUnknownPlace(remark.map { items[$0] }, text: text) else { continue }
            // A second question is not a remark ("what week is christmas? need to plan the family trip?").
            let remarkStart = items[remark[0]].range.lowerBound
            guard !text.scalars[remarkStart...].contains(where: { $0 == "?" || $0 == "\u{FF1F}" }) else { return nil }
            let asked = Array(items[..<remark[0]])
            // The question asks (a question word, "show"): a date alone before a clause is what that clause is
            // about ("来週の月曜、シフト代わってくれる人いないかな" asks for someone to swap a shift).
            // (Unless the remark took the question's own words as echoes: a shorter remark is tried.)
            guard asked.contains(where: { $0.readings.contains { if case .cue = $0 { return true }; return false } }) else {
                if echoes.isEmpty { return nil } else { continue }
            }
            guard let (intent, evidence) = readAlone(asked, text: text), echoes.isEmpty || intent.asksAWeek else { continue }
            return (intent, evidence, asked)
        }
        return nil
    }
}
