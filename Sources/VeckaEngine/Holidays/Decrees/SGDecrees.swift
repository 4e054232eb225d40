extension Decrees {
    /// Singapore: polling days of general and presidential elections (a public holiday by s. 34 of the
    /// Parliamentary Elections Act and s. 24 of the Presidential Elections Act), and days declared by
    /// the Minister under s. 8 of the Holidays Act. From the Ministry of Manpower's announcements, as
    /// collected in python-holidays 0.109, which has none before 2001.
    static let singapore: [DecreeDay] = [
        DecreeDay(2001, 11, 3, "polling-day", "Polling Day", "Polling Day"),
        DecreeDay(2006, 5, 6, "polling-day", "Polling Day", "Polling Day"),
        // Hari Raya Haji on Sunday 31 December 2006: its day off, across the new year (and past
        // New Year's Day), was Tuesday 2 January 2007 (MOM).
        DecreeDay(2007, 1, 2, "eid-al-adha.observed", "Hari Raya Haji (observed)", "Eid al-Adha (observed)",
                  isSubstitute: true),
        DecreeDay(2011, 5, 7, "polling-day", "Polling Day", "Polling Day"),
        // SG50: the 50th anniversary of independence (MOM press release, 2015).
        DecreeDay(2015, 8, 7, "sg50-public-holiday", "SG50 Public Holiday", "SG50 Public Holiday"),
        DecreeDay(2015, 9, 11, "polling-day", "Polling Day", "Polling Day"),
        DecreeDay(2020, 7, 10, "polling-day", "Polling Day", "Polling Day"),
        DecreeDay(2023, 9, 1, "polling-day", "Polling Day", "Polling Day"),
        DecreeDay(2025, 5, 3, "polling-day", "Polling Day", "Polling Day"),
    ]
}
