/// Festivals of the Hindu calendar, kept by Indian communities in every region: universal
/// observances, dated as India's almanacs date them (`HinduCalendar`: New Delhi, Indian Standard
/// Time). Regional almanacs (Tamil, Bengali, Kerala) can keep a festival a day apart.
extension Observances {
    static let hindu: [ObservanceRule] = [
        ObservanceRule("vasant-panchami", nil, english: "Vasant Panchami", .hindu(.magha, 5, at: .midday)),
        ObservanceRule("maha-shivaratri", nil, english: "Maha Shivaratri", .hindu(.magha, 29, at: .midnight)),
        // Holika Dahan is lit on the full moon of Phalguna after dusk; the colours are thrown the day after.
        ObservanceRule("holika-dahan", nil, english: "Holika Dahan", .hindu(.phalguna, 15, at: .evening)),
        ObservanceRule("holi", nil, english: "Holi", .hindu(.phalguna, 15, at: .evening).plus(1)),
        ObservanceRule("ram-navami", nil, english: "Ram Navami", .hindu(.chaitra, 9, at: .midday)),
        ObservanceRule("raksha-bandhan", nil, english: "Raksha Bandhan", .hindu(.shravana, 15, at: .morning)),
        // The eighth of the waning Moon after the Shravana full moon: Bhadrapada in the north's reckoning.
        ObservanceRule("janmashtami", nil, english: "Janmashtami", .hindu(.shravana, 23)),
        ObservanceRule("ganesh-chaturthi", nil, english: "Ganesh Chaturthi", .hindu(.bhadrapada, 4, at: .midday)),
        ObservanceRule("maha-saptami", nil, english: "Maha Saptami", .hindu(.ashvin, 7)),
        ObservanceRule("maha-ashtami", nil, english: "Maha Ashtami", .hindu(.ashvin, 8)),
        ObservanceRule("maha-navami", nil, english: "Maha Navami", .hindu(.ashvin, 9, at: .afternoon)),
        ObservanceRule("dussehra", nil, english: "Dussehra", .hindu(.ashvin, 10, at: .afternoon)),
        ObservanceRule("karva-chauth", nil, english: "Karva Chauth", .hindu(.ashvin, 19, at: .evening)),
        ObservanceRule("dhanteras", nil, english: "Dhanteras", .hindu(.ashvin, 28, at: .evening)),
        ObservanceRule("naraka-chaturdashi", nil, english: "Naraka Chaturdashi", .hindu(.ashvin, 29)),
        ObservanceRule("diwali", nil, english: "Diwali", .hindu(.ashvin, 30, at: .evening)),
        // Annakut follows the night of Diwali, even when the almanac's first of Kartika comes a day later.
        ObservanceRule("govardhan-puja", nil, english: "Govardhan Puja", .hindu(.ashvin, 30, at: .evening).plus(1)),
        ObservanceRule("bhai-dooj", nil, english: "Bhai Dooj", .hindu(.kartika, 2, at: .afternoon)),
        ObservanceRule("chhath-puja", nil, english: "Chhath Puja", .hindu(.kartika, 6)),
        // The Sun entering Capricorn (sidereal) begins the Tamil month Thai: the four days of Pongal.
        ObservanceRule("makar-sankranti", nil, english: "Makar Sankranti", .sankranti(270)),
        ObservanceRule("bhogi", nil, english: "Bhogi", .sankranti(270).plus(-1)),
        ObservanceRule("pongal", nil, english: "Pongal", .sankranti(270)),
        ObservanceRule("mattu-pongal", nil, english: "Mattu Pongal", .sankranti(270).plus(1)),
        ObservanceRule("kaanum-pongal", nil, english: "Kaanum Pongal", .sankranti(270).plus(2)),
        ObservanceRule("vaisakhi", nil, english: "Vaisakhi", .sankranti(0)),
    ]
}
