/// ISO codes of places a question may name, whether or not the holiday engine knows their holidays.
///
/// The parser uses them to recognise a place it does not support ("Feiertage in Bayern", "holidays in
/// Scotland") instead of reading the question as if no place had been named. The names live in
/// `Localization/<lang>/places.tsv`; this file has no words.
///
/// Sources: `countries` is every officially assigned ISO 3166-1 alpha-2 code (249; user-assigned codes
/// such as XK are not included). `subdivisions` maps ISO 3166-2 codes to their country for the
/// countries below, with the code lists of python-holidays 0.109 (`country_holidays(cc).subdivisions`),
/// which the project compares its holidays with; python-holidays' non-ISO subdivisions (DE `Augsburg`,
/// CH `Stadt Zurich`, AU `NSW Western`, ES `Barcelona`) are left out. The US outlying areas (US-AS,
/// US-GU, US-MP, US-PR, US-UM, US-VI) also have ISO 3166-1 codes of their own (AS, GU, …): both are kept.
public enum PlaceCodes {
    /// ISO 3166-1 alpha-2 codes, all 249 officially assigned.
    public static let countries: Set<String> = [
        "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
        "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS",
        "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN",
        "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE",
        "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
        "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
        "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
        "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
        "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK",
        "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
        "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG",
        "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW",
        "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS",
        "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO",
        "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
        "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW",
    ]

    /// ISO 3166-2 subdivision codes → ISO 3166-1 code of their country.
    public static let subdivisions: [String: String] = [
        // Germany: the 16 Länder
        "DE-BB": "DE", "DE-BE": "DE", "DE-BW": "DE", "DE-BY": "DE", "DE-HB": "DE", "DE-HE": "DE",
        "DE-HH": "DE", "DE-MV": "DE", "DE-NI": "DE", "DE-NW": "DE", "DE-RP": "DE", "DE-SH": "DE",
        "DE-SL": "DE", "DE-SN": "DE", "DE-ST": "DE", "DE-TH": "DE",
        // Augsburg, python-holidays' one subdivision outside ISO 3166-2 (a city in DE-BY; HolidayRegion.DE_AUGSBURG)
        "DE-AUGSBURG": "DE",
        // Austria: the 9 Bundesländer (numeric codes, as ISO 3166-2 has them)
        "AT-1": "AT", "AT-2": "AT", "AT-3": "AT", "AT-4": "AT", "AT-5": "AT", "AT-6": "AT",
        "AT-7": "AT", "AT-8": "AT", "AT-9": "AT",
        // Switzerland: the 26 cantons
        "CH-AG": "CH", "CH-AI": "CH", "CH-AR": "CH", "CH-BE": "CH", "CH-BL": "CH", "CH-BS": "CH",
        "CH-FR": "CH", "CH-GE": "CH", "CH-GL": "CH", "CH-GR": "CH", "CH-JU": "CH", "CH-LU": "CH",
        "CH-NE": "CH", "CH-NW": "CH", "CH-OW": "CH", "CH-SG": "CH", "CH-SH": "CH", "CH-SO": "CH",
        "CH-SZ": "CH", "CH-TG": "CH", "CH-TI": "CH", "CH-UR": "CH", "CH-VD": "CH", "CH-VS": "CH",
        "CH-ZG": "CH", "CH-ZH": "CH",
        // United Kingdom: its 4 countries (England, Northern Ireland, Scotland, Wales)
        "GB-ENG": "GB", "GB-NIR": "GB", "GB-SCT": "GB", "GB-WLS": "GB",
        // United States: the 50 states, DC and the 6 outlying areas python-holidays has as subdivisions
        "US-AK": "US", "US-AL": "US", "US-AR": "US", "US-AZ": "US", "US-CA": "US", "US-CO": "US",
        "US-CT": "US", "US-DE": "US", "US-FL": "US", "US-GA": "US", "US-HI": "US", "US-IA": "US",
        "US-ID": "US", "US-IL": "US", "US-IN": "US", "US-KS": "US", "US-KY": "US", "US-LA": "US",
        "US-MA": "US", "US-MD": "US", "US-ME": "US", "US-MI": "US", "US-MN": "US", "US-MO": "US",
        "US-MS": "US", "US-MT": "US", "US-NC": "US", "US-ND": "US", "US-NE": "US", "US-NH": "US",
        "US-NJ": "US", "US-NM": "US", "US-NV": "US", "US-NY": "US", "US-OH": "US", "US-OK": "US",
        "US-OR": "US", "US-PA": "US", "US-RI": "US", "US-SC": "US", "US-SD": "US", "US-TN": "US",
        "US-TX": "US", "US-UT": "US", "US-VA": "US", "US-VT": "US", "US-WA": "US", "US-WI": "US",
        "US-WV": "US", "US-WY": "US", "US-DC": "US", "US-AS": "US", "US-GU": "US", "US-MP": "US",
        "US-PR": "US", "US-UM": "US", "US-VI": "US",
        // Australia: 6 states and 2 territories
        "AU-ACT": "AU", "AU-NSW": "AU", "AU-NT": "AU", "AU-QLD": "AU", "AU-SA": "AU", "AU-TAS": "AU",
        "AU-VIC": "AU", "AU-WA": "AU",
        // Canada: 10 provinces and 3 territories
        "CA-AB": "CA", "CA-BC": "CA", "CA-MB": "CA", "CA-NB": "CA", "CA-NL": "CA", "CA-NS": "CA",
        "CA-NT": "CA", "CA-NU": "CA", "CA-ON": "CA", "CA-PE": "CA", "CA-QC": "CA", "CA-SK": "CA",
        "CA-YT": "CA",
        // Spain: 17 autonomous communities and the autonomous cities Ceuta and Melilla
        "ES-AN": "ES", "ES-AR": "ES", "ES-AS": "ES", "ES-CB": "ES", "ES-CE": "ES", "ES-CL": "ES",
        "ES-CM": "ES", "ES-CN": "ES", "ES-CT": "ES", "ES-EX": "ES", "ES-GA": "ES", "ES-IB": "ES",
        "ES-MC": "ES", "ES-MD": "ES", "ES-ML": "ES", "ES-NC": "ES", "ES-PV": "ES", "ES-RI": "ES",
        "ES-VC": "ES",
    ]
}
