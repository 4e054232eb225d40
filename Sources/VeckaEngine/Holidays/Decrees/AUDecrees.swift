extension Decrees {
    /// Australia: one-off days proclaimed in every state and territory.
    static let australia: [DecreeDay] = [
        // Proclaimed by the Governor-General and in each state and territory (Prime Minister's
        // announcement of 11 September 2022): the National Day of Mourning for Queen Elizabeth II.
        DecreeDay(2022, 9, 22, "national-day-of-mourning", "National Day of Mourning for Queen Elizabeth II",
                  "National Day of Mourning for Queen Elizabeth II"),
    ]
}
