extension Decrees {
    static let italy: [DecreeDay] = [
        // 150th anniversary of Italian unification: decreto-legge 22 febbraio 2011, n. 5.
        DecreeDay(2011, 3, 17, "unification-anniversary", "Anniversario dell'Unità d'Italia",
                  "Anniversary of the Unification of Italy"),
    ]
}
