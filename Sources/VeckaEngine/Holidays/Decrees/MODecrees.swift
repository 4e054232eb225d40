extension Decrees {
    /// Macau: one-off mandatory holidays.
    static let macau: [DecreeDay] = [
        // The 70th anniversary of the victory in the War of Resistance against Japanese Aggression,
        // declared a mandatory holiday for 2015 only (as in Hong Kong and the mainland).
        DecreeDay(2015, 9, 3, "victory-day-70th-anniversary", "中國人民抗日戰爭暨世界反法西斯戰爭勝利七十周年紀念日",
                  "70th Anniversary of the Victory of the Chinese People's War of Resistance against Japanese Aggression and the World Anti-Fascist War"),
    ]
}
