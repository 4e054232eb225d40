extension Decrees {
    static let germany: [DecreeDay] = [
        // 500th anniversary of the Reformation: a one-off nationwide holiday by the laws of all
        // sixteen Länder (e.g. Bavaria: Gesetz vom 12.07.2017; Baden-Württemberg: GBl. 2015 S. 1027).
        DecreeDay(2017, 10, 31, "reformation-day", "Reformationstag", "Reformation Day"),
    ]
}
