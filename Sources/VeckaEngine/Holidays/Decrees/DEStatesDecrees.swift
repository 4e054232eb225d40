extension Decrees {
    /// One-off holidays of single Länder, by their own laws.
    static let germanStates: [HolidayRegion: [DecreeDay]] = [
        // Berlin: the 75th and 80th anniversaries of the end of the Second World War in Europe
        // (FTG BE § 1 as amended 2019 and 2024) and the 75th of the uprising of 17 June 1953 (2028).
        .DE_BE: [
            DecreeDay(2020, 5, 8, "end-of-war-anniversary", "75. Jahrestag der Befreiung vom Nationalsozialismus",
                      "75th Anniversary of the Liberation from Nazism"),
            DecreeDay(2025, 5, 8, "end-of-war-anniversary", "80. Jahrestag der Befreiung vom Nationalsozialismus",
                      "80th Anniversary of the Liberation from Nazism"),
            DecreeDay(2028, 6, 17, "uprising-anniversary", "75. Jahrestag des Aufstandes vom 17. Juni 1953",
                      "75th Anniversary of the Uprising of 17 June 1953"),
        ],
    ]
}
