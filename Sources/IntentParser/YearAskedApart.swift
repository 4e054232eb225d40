/// "Christmas is stressful. how many weeks does 2027 have?": a year in a clause that asks a question of
/// its own belongs to that question, not to a date in another clause. Joined, 2027 made the remark's
/// Christmas the question's date, and the answer was the days until Christmas 2027 — confidently wrong.
/// "what week is christmas? in 2027" still joins: "in 2027" asks nothing by itself.
extension IntentClassifier {
    /// Whether a year (its range) and the date or week that could take it (its range) stand in different
    /// clauses and the year's clause, read alone, is a whole question that uses the year ("how many weeks
    /// does 2027 have"). A clause that needs the other's date keeps joining it: "Min dotter fyller år den 9
    /// april, vilken veckodag blir det nästa år?" is 9 April next year.
    func yearAskedApart(_ items: [Item], text: NormalizedText) -> (Range<Int>, Range<Int>) -> Bool {
        let clauseOfItem = Self.clauses(of: items, text: text)
        func clause(of range: Range<Int>) -> Int? {
            items.firstIndex { $0.range.overlaps(range) }.map { clauseOfItem[$0] }
        }
        return { year, taker in
            guard let yearClause = clause(of: year), let takerClause = clause(of: taker),
                  yearClause != takerClause else { return false }
            let asked = items.indices.filter { clauseOfItem[$0] == yearClause }.map { items[$0] }
            let evidence = Evidence(asked)
            let intent = decide(asked, evidence, text: text)
            return intent.kind != .unknown && Self.unusedParts(of: intent, in: evidence).isEmpty
        }
    }
}
