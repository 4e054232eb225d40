extension Decrees {
    /// New Zealand: one-off public holidays made by act of Parliament.
    static let newZealand: [DecreeDay] = [
        // Queen Elizabeth II Memorial Day Act 2022.
        DecreeDay(2022, 9, 26, "queen-elizabeth-memorial-day", "Queen Elizabeth II Memorial Day",
                  "Queen Elizabeth II Memorial Day"),
    ]
}
