extension Decrees {
    /// Ireland: one-off public holidays made by order under s. 21 of the Organisation of Working Time
    /// Act 1997 (before it, the Holidays (Employees) Act 1973).
    ///
    /// Not listed: the National Day of Mourning of Friday 14 September 2001, after the attacks in the
    /// United States. The Government asked businesses and schools to close, but made no order: it was
    /// not a public holiday under the Act. python-holidays 0.109 has it, dated 2011-09-14.
    static let ireland: [DecreeDay] = [
        // Regulations under the Organisation of Working Time Act 1997: the millennium's eve.
        DecreeDay(1999, 12, 31, "millennium", "Millennium Celebrations", "Millennium Celebrations"),
        // Organisation of Working Time (Public Holiday) Regulations 2022: a one-off day marking the
        // COVID-19 pandemic and the work of those who served through it.
        DecreeDay(2022, 3, 18, "day-of-remembrance-and-recognition", "Day of Remembrance and Recognition",
                  "Day of Remembrance and Recognition"),
    ]
}
