extension Decrees {
    /// Japan: days off made by a special act for one occasion. Each act also declared the day a
    /// 国民の祝日 for that year, so the 国民の休日 rule applies around it (30 April and 2 May 2019).
    /// The 2020/2021 Olympic moves of 海の日, スポーツの日 and 山の日 are in JP.swift (they moved
    /// existing holidays rather than adding days).
    static let japan: [DecreeDay] = [
        // 昭和天皇の大喪の礼の行われる日を休日とする法律 (平成元年法律第4号).
        DecreeDay(1989, 2, 24, "state-funeral-showa", "昭和天皇の大喪の礼", "State Funeral of Emperor Shōwa"),
        // 即位礼正殿の儀の行われる日を休日とする法律 (平成2年法律第24号).
        DecreeDay(1990, 11, 12, "enthronement-ceremony", "即位礼正殿の儀", "Enthronement Ceremony"),
        // 皇太子徳仁親王の結婚の儀の行われる日を休日とする法律 (平成5年法律第32号).
        DecreeDay(1993, 6, 9, "imperial-wedding", "皇太子徳仁親王の結婚の儀", "Wedding of Crown Prince Naruhito"),
        // 天皇の即位の日及び即位礼正殿の儀の行われる日を休日とする法律 (平成30年法律第99号).
        DecreeDay(2019, 5, 1, "enthronement-day", "天皇の即位の日", "Emperor's Enthronement Day"),
        DecreeDay(2019, 10, 22, "enthronement-ceremony", "即位礼正殿の儀", "Enthronement Ceremony"),
    ]
}
