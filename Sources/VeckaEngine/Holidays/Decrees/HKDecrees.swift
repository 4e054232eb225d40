extension Decrees {
    /// Hong Kong: one-off general holidays (General Holidays Ordinance, Cap. 149, as amended for the
    /// year). Transcribed from python-holidays 0.109 (`HongKongStaticHolidays`).
    static let hongKong: [DecreeDay] = [
        // General holiday added by ordinance or by the Chief Executive in Council for that year.
        DecreeDay(1981, 7, 29, "royal-wedding-1981", "英國王儲查理斯王子與戴安娜婚禮", "Wedding of Prince Charles and Diana"),
        // General holiday added by ordinance or by the Chief Executive in Council for that year.
        DecreeDay(1986, 10, 22, "royal-visit-1986", "英女王伊利沙伯二世伉儷訪港的第二天", "Second day of Queen Elizabeth II and her husband's visit to Hong Kong"),
        // 1997 handover: General Holidays (Amendment) Ordinance 1997.
        DecreeDay(1997, 6, 28, "queens-birthday", "英女皇壽辰", "Queen's Birthday"),
        // 1997 handover: General Holidays (Amendment) Ordinance 1997.
        DecreeDay(1997, 6, 30, "queens-birthday", "英女皇壽辰", "Queen's Birthday"),
        // 1997 handover: General Holidays (Amendment) Ordinance 1997.
        DecreeDay(1997, 7, 2, "establishment-day-2", "香港特別行政區成立紀念日翌日", "The day following Hong Kong S.A.R. Establishment Day"),
        // General holiday added by ordinance or by the Chief Executive in Council for that year.
        DecreeDay(1997, 8, 18, "sino-japanese-war-victory-day", "抗日戰爭勝利紀念日", "Sino-Japanese War Victory Day"),
        // General holiday added by ordinance or by the Chief Executive in Council for that year.
        DecreeDay(1998, 8, 17, "sino-japanese-war-victory-day", "抗日戰爭勝利紀念日", "Sino-Japanese War Victory Day"),
        // General holiday added by ordinance or by the Chief Executive in Council for that year.
        DecreeDay(1999, 12, 31, "additional-public-holiday", "額外公眾假期", "Additional public holiday"),
        // General holiday added by ordinance or by the Chief Executive in Council for that year.
        DecreeDay(2015, 9, 3, "victory-day-70th", "中國人民抗日戰爭勝利70周年紀念日", "70th Anniversary of the Victory of the Chinese People's War of Resistance against Japanese Aggression and the World Anti-Fascist War"),
    ]
}
