/// "Zeig mir mal die nächste Woche, ich muss ein paar Termine koordinieren", "ปี 2569 มีกี่สัปดาห์คะ
/// ทำแพลนงานอยู่" (…, I'm making a work plan), "Cho mình xem lịch tuần sau với, đang sắp xếp lại công
/// việc": the whole question, then a remark of the asker's own in a clause of its own — after a comma, a
/// full stop, a Thai space or a space between Chinese words ("国庆节是什么时候 想提前订票") rather than a
/// question mark (those are `TrailingRemark`'s). Read past on the same terms as a remark before the question (`LeadingRemark`): it names no date, number, unit,
/// holiday, place or subject and asks nothing, and the answer holds wherever the asker is.
extension IntentClassifier {
    /// The intent, evidence and items of the question before the remark; nil when the text has no such shape.
    func trailingClauseRemarkReading(_ items: [Item], text: NormalizedText) -> (Intent, Evidence, [Item])? {
        let clauseOfItem = IntentClassifier.clauses(of: items, text: text, readCommasBreak: true, hanSpacesBreak: true)
        guard let lastClause = clauseOfItem.last, lastClause > 0 else { return nil }
        // The remark is as long as it can be: the last clauses that say nothing, the rest is the question.
        for start in 1...lastClause {
            let remark = items.indices.filter { clauseOfItem[$0] >= start }
            // A remark that says why the asker asks may name what the plan is about (`PurposeRemark`).
            let purpose = Self.givesAPurpose(remark.map { items[$0] })
            // Week words may echo a week question ("本周是第几周？填周报要写ISO周数": for the weekly report).
            let echoes = remark.filter {
                !(purpose ? Self.saysNothingInAPurposeRemark(items, at: $0, text: text) : Self.saysNothingInARemark(items, at: $0))
            }
            guard echoes.allSatisfy({ items[$0].echoesAWeekWord }),
                  purpose || remark.contains(where: { items[$0].isUnknown }),
                  !Self.namesAnUnknownPlace(remark.map { items[$0] }, text: text) else { continue }
            // A second question is not a remark ("what week is christmas? need to plan the family trip?").
            let remarkStart = items[remark[0]].range.lowerBound
            guard !text.scalars[remarkStart...].contains(where: { $0 == "?" || $0 == "\u{FF1F}" }) else { return nil }
            let asked = Array(items[..<remark[0]])
            // The question asks (a question word, "show"): a date alone before a clause is what that clause is
            // about ("来週の月曜、シフト代わってくれる人いないかな" asks for someone to swap a shift).
            // (Unless the remark took the question's own words as echoes: a shorter remark is tried.)
            // A week word asks for the week ("week number for dec 31 2028 please, need it for a report"), and a
            // remark that says what the answer is for asks for it ("cho mình xin ngày của tuần 33 năm 2027 với,
            // để xếp lịch trực": for the duty roster).
            guard purpose || asked.contains(where: { $0.isWeekWord || $0.readings.contains { if case .cue = $0 { return true }; return false } }) else {
                if echoes.isEmpty { return nil } else { continue }
            }
            guard let (intent, evidence) = readAlone(asked, text: text, anywhereOrNot: purpose && Self.namesNoPlace(remark.map { items[$0] })),
                  echoes.isEmpty || intent.asksAWeek else { continue }
            return (intent, evidence, asked)
        }
        return nil
    }

    /// ko "부처님오신날 내년에 무슨 요일이야 연차 붙여서 쉴까 생각중이거든" (…, thinking of taking leave around it): Korean
    /// chat runs the remark on after the question with no punctuation, but writes a space between words. The
    /// remark starts at a word after a space, holds a word the vocabulary does not know, and says nothing
    /// from there on (`saysNothingInARemark`; a known syllable inside an unknown word is that word's ending: the 네 of
    /// 헷갈리네요 is no four). Read on the same terms as a remark after a comma.
    func trailingHangulRemarkReading(_ items: [Item], text: NormalizedText) -> (Intent, Evidence, [Item])? {
        let starts = items.indices.filter { index in
            index > 0 && Self.isHangul(items[index], text)
                && (text.joinedSpaces.contains(items[index].range.lowerBound)
                    || text.scalars[items[index - 1].range.upperBound..<items[index].range.lowerBound].contains { $0 == " " })
        }
        for start in starts {
            let remark = Array(start..<items.count)
            let purpose = Self.givesAPurpose(remark.map { items[$0] })
            guard purpose || remark.contains(where: { items[$0].isUnknown }),
                  remark.allSatisfy({
                      (purpose ? Self.saysNothingInAPurposeRemark(items, at: $0, text: text) : Self.saysNothingInARemark(items, at: $0))
                          || Self.endsAnUnknownWord(items, at: $0, text)
                  }),
                  !Self.namesAnUnknownPlace(remark.map { items[$0] }, text: text),
                  !text.scalars[items[start].range.lowerBound...].contains(where: { $0 == "?" || $0 == "\u{FF1F}" }) else { continue }
            let asked = Array(items[..<start])
            guard asked.contains(where: { $0.readings.contains { if case .cue = $0 { return true }; return false } }),
                  let (intent, evidence) = readAlone(asked, text: text, anywhereOrNot: purpose && Self.namesNoPlace(remark.map { items[$0] }))
            else { continue }
            return (intent, evidence, asked)
        }
        return nil
    }

    private static func isHangul(_ item: Item, _ text: NormalizedText) -> Bool {
        text.scalars[item.range].allSatisfy { Script.of($0.value) == .hangul }
    }

    /// A one-syllable item written onto an unknown Hangul word before it, with no space: its ending.
    private static func endsAnUnknownWord(_ items: [Item], at index: Int, _ text: NormalizedText) -> Bool {
        guard items[index].range.count == 1, isHangul(items[index], text) else { return false }
        var previous = index - 1
        while previous >= 0, items[previous].range.upperBound == items[previous + 1].range.lowerBound {
            if items[previous].isUnknown, isHangul(items[previous], text) { return true }
            previous -= 1
        }
        return false
    }
}
