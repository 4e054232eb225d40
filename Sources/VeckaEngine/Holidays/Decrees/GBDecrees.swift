extension Decrees {
    /// Extra bank holidays proclaimed under s.1(3) of the Banking and Financial Dealings Act 1971
    /// (before 1971: the Bank Holidays Act 1871).
    static let unitedKingdom: [DecreeDay] = [
        // Proclamation of 1977: Silver Jubilee of Elizabeth II.
        DecreeDay(1977, 6, 7, "silver-jubilee", "Silver Jubilee of Elizabeth II", "Silver Jubilee of Elizabeth II"),
        // Proclamation of 1981: wedding of the Prince of Wales and Lady Diana Spencer.
        DecreeDay(1981, 7, 29, "royal-wedding-1981", "Wedding of Charles and Diana", "Wedding of Charles and Diana"),
        // Proclamation of 1999: millennium celebrations.
        DecreeDay(1999, 12, 31, "millennium", "Millennium Celebrations", "Millennium Celebrations"),
        // Proclamation of 2001: Golden Jubilee (Spring bank holiday moved to 4 June, see GB.swift).
        DecreeDay(2002, 6, 3, "golden-jubilee", "Golden Jubilee of Elizabeth II", "Golden Jubilee of Elizabeth II"),
        // Proclamation of 2010: wedding of Prince William and Catherine Middleton.
        DecreeDay(2011, 4, 29, "royal-wedding-2011", "Wedding of William and Catherine", "Wedding of William and Catherine"),
        // Proclamation of 2010: Diamond Jubilee (Spring bank holiday moved to 4 June).
        DecreeDay(2012, 6, 5, "diamond-jubilee", "Diamond Jubilee of Elizabeth II", "Diamond Jubilee of Elizabeth II"),
        // Proclamation of 2021: Platinum Jubilee (Spring bank holiday moved to 2 June).
        DecreeDay(2022, 6, 3, "platinum-jubilee", "Platinum Jubilee of Elizabeth II", "Platinum Jubilee of Elizabeth II"),
        // Proclamation of 12 September 2022: state funeral of Queen Elizabeth II.
        DecreeDay(2022, 9, 19, "state-funeral", "State Funeral of Queen Elizabeth II", "State Funeral of Queen Elizabeth II"),
        // Proclamation of 2022: coronation of King Charles III.
        DecreeDay(2023, 5, 8, "coronation", "Coronation of Charles III", "Coronation of Charles III"),
    ]
}
