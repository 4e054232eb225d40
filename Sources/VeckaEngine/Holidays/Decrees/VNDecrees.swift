extension Decrees {
    /// Vietnam: swaps of a working day with a weekend day decided each year for civil servants
    /// (Labour Code 2019, art. 111–112 lets the Prime Minister move days off; the Office of the
    /// Government or the labour ministry announces them). The weekend day worked in exchange is
    /// `inExchangeFor`. Transcribed from the announcements as collected in python-holidays 0.109,
    /// so the comparison with that library cannot check them independently.
    static let vietnam: [DecreeDay] = [
        // Thông báo của Văn phòng Chính phủ on Tết 2010 (swap of 27 Feb).
        DecreeDay(2010, 2, 19, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2010, 2, 27)),
        // Văn phòng Chính phủ announcement for Tết Nhâm Thìn 2012.
        DecreeDay(2012, 1, 27, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2012, 2, 4)),
        // Văn phòng Chính phủ announcement for 30 April–1 May 2013.
        DecreeDay(2013, 4, 29, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2013, 5, 4)),
        // Văn phòng Chính phủ announcements for 2014 (30/4 and 2/9).
        DecreeDay(2014, 5, 2, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2014, 4, 26)),
        // Văn phòng Chính phủ announcements for 2014 (30/4 and 2/9).
        DecreeDay(2014, 9, 1, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2014, 9, 6)),
        // Văn phòng Chính phủ announcements for 2015 (New Year, Tết, 30/4).
        DecreeDay(2015, 1, 2, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2014, 12, 27)),
        // Văn phòng Chính phủ announcements for 2015 (New Year, Tết, 30/4).
        DecreeDay(2015, 2, 16, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2015, 2, 14)),
        // Văn phòng Chính phủ announcements for 2015 (New Year, Tết, 30/4).
        DecreeDay(2015, 4, 29, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2015, 4, 25)),
        // Official Dispatch 6519/VPCP-KGVX (2018).
        DecreeDay(2018, 12, 31, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2019, 1, 5)),
        // Văn phòng Chính phủ announcement for 30 April–1 May 2019.
        DecreeDay(2019, 4, 29, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2019, 5, 4)),
        // Official Dispatch 2450/VPCP-KGVX (2024).
        DecreeDay(2024, 4, 29, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2024, 5, 4)),
        // Bộ Lao động – Thương binh và Xã hội announcement 6150/TB-BLĐTBXH (2024) and the 30/4 swap for 2025.
        DecreeDay(2025, 5, 2, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2025, 4, 26)),
        // Government announcement of the 2 September 2026 schedule.
        DecreeDay(2026, 8, 31, "swapped-day-off", "Ngày nghỉ hoán đổi", "Swapped day off", inExchangeFor: (2026, 8, 22)),
    ]
}
