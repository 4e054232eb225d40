@testable import IntentHandlers
import LocalizationData
import Testing
import VeckaEngine

/// Dates in answers come from Localization/<lang>/dates.tsv through DatePattern, without ICU. These
/// are ICU's own outputs from before (the former formatter, compared with this one over every day of
/// 1900–2100 and every 11th day of 1–9999 in every style and language: equal), so a change of data or
/// code that alters an answer's date shows here first.
@Suite struct DateFormattingTests {
    /// Styles in `DateFormatting.Style` order: long, plain, short, shortWithYear, weekday, month, monthYear,
    /// weekdayShort.
    static let known: [(language: String, date: String, styles: [String])] = [
        ("en", "0001-01-01", ["Monday, January 1, 1", "January 1, 1", "Jan 1", "Jan 1, 1", "Monday", "January", "January 1", "Mo"]),
        ("en", "1582-10-04", ["Monday, October 4, 1582", "October 4, 1582", "Oct 4", "Oct 4, 1582", "Monday", "October", "October 1582", "Mo"]),
        ("en", "9999-12-31", ["Friday, December 31, 9999", "December 31, 9999", "Dec 31", "Dec 31, 9999", "Friday", "December", "December 9999", "Fr"]),
        ("sv", "2026-12-28", ["måndag 28 december 2026", "28 december 2026", "28 dec.", "28 dec. 2026", "måndag", "december", "december 2026", "må"]),
        ("sv", "0001-01-01", ["måndag 1 januari 1", "1 januari 1", "1 jan.", "1 jan. 1", "måndag", "januari", "januari 1", "må"]),
        ("de", "2026-12-28", ["Montag, 28. Dezember 2026", "28. Dezember 2026", "28. Dez.", "28. Dez. 2026", "Montag", "Dezember", "Dezember 2026", "Mo."]),
        ("de", "1582-10-04", ["Montag, 4. Oktober 1582", "4. Oktober 1582", "4. Okt.", "4. Okt. 1582", "Montag", "Oktober", "Oktober 1582", "Mo."]),
        ("ja", "2026-12-28", ["2026年12月28日 月曜日", "2026年12月28日", "12月28日", "2026年12月28日", "月曜日", "12月", "2026年12月", "月"]),
        ("ja", "0001-01-01", ["1年1月1日 月曜日", "1年1月1日", "1月1日", "1年1月1日", "月曜日", "1月", "1年1月", "月"]),
        ("ko", "2026-12-28", ["2026년 12월 28일 월요일", "2026년 12월 28일", "12월 28일", "2026년 12월 28일", "월요일", "12월", "2026년 12월", "월"]),
        ("ko", "9999-12-31", ["9999년 12월 31일 금요일", "9999년 12월 31일", "12월 31일", "9999년 12월 31일", "금요일", "12월", "9999년 12월", "금"]),
        ("zh", "2026-12-28", ["2026年12月28日 星期一", "2026年12月28日", "12月28日", "2026年12月28日", "星期一", "十二月", "2026年12月", "周一"]),
        ("zh", "1582-10-04", ["1582年10月4日 星期一", "1582年10月4日", "10月4日", "1582年10月4日", "星期一", "十月", "1582年10月", "周一"]),
        ("vi", "2026-12-28", ["Thứ Hai, ngày 28 tháng 12, 2026", "28/12/2026", "28/12", "28/12/2026", "Thứ Hai", "Tháng 12", "tháng 12 năm 2026", "T2"]),
        ("vi", "0001-01-01", ["Thứ Hai, ngày 1 tháng 1, 1", "1/1/1", "1/1", "1/1/1", "Thứ Hai", "Tháng 1", "tháng 1 năm 1", "T2"]),
        // Buddhist-era years (+543), also past 9999 + 543.
        ("th", "2026-12-28", ["วันจันทร์ที่ 28 ธันวาคม 2569", "28 ธันวาคม 2569", "28 ธ.ค.", "28 ธ.ค. 2569", "วันจันทร์", "ธันวาคม", "ธันวาคม 2569", "จ."]),
        ("th", "0001-01-01", ["วันจันทร์ที่ 1 มกราคม 544", "1 มกราคม 544", "1 ม.ค.", "1 ม.ค. 544", "วันจันทร์", "มกราคม", "มกราคม 544", "จ."]),
        ("th", "9999-12-31", ["วันศุกร์ที่ 31 ธันวาคม 10542", "31 ธันวาคม 10542", "31 ธ.ค.", "31 ธ.ค. 10542", "วันศุกร์", "ธันวาคม", "ธันวาคม 10542", "ศ."]),
    ]

    @Test func knownOutputs() throws {
        for row in Self.known {
            let format = DateFormatting(pack: try #require(Localization.pack(row.language)), fallback: Localization.pack("en"))
            let date = try #require(CalendarDate(isoString: row.date))
            let written = DateFormatting.Style.allCases.map { format.string(date, $0) }
            #expect(written == row.styles, "\(row.language) \(row.date)")
        }
    }

    /// The edges of a week at the ends of the supported years (week 52 of 9999 ends in 10000): ICU
    /// wrote year 0 as 1 (its year of the era, 1 BC); Thai adds its offset to the year as it is.
    @Test func yearsPastTheSupportedRange() throws {
        let english = DateFormatting(pack: try #require(Localization.pack("en")), fallback: nil)
        let thai = DateFormatting(pack: try #require(Localization.pack("th")), fallback: nil)
        let lastDayOfYear0 = CalendarDate(dayNumber: try #require(CalendarDate(isoString: "0001-01-01")).dayNumber - 1)
        #expect(english.longDate(lastDayOfYear0) == "Sunday, December 31, 1")
        #expect(thai.longDate(lastDayOfYear0) == "วันอาทิตย์ที่ 31 ธันวาคม 543")
        let firstDayOf10000 = CalendarDate(dayNumber: try #require(CalendarDate(isoString: "9999-12-31")).dayNumber + 1)
        #expect(english.shortDateWithYear(firstDayOf10000) == "Jan 1, 10000")
    }

    @Test func monthNamesAndYears() throws {
        let vietnamese = DateFormatting(pack: try #require(Localization.pack("vi")), fallback: nil)
        #expect((1...12).map(vietnamese.monthName) == (1...12).map { "Tháng \($0)" })
        let thai = DateFormatting(pack: try #require(Localization.pack("th")), fallback: nil)
        #expect(thai.year(2026) == "2569")
    }

    /// The pattern syntax beyond what the eight languages use, as ICU reads it.
    @Test func patternSyntax() {
        let months = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
                      "octubre", "noviembre", "diciembre"]
        let weekdays = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
        let names = ["MMMM": months, "EEEE": weekdays, "cccc": weekdays]
        func write(_ pattern: String, _ digits: [String]? = nil) -> String {
            DatePattern(pattern, names: names).string(year: 2026, month: 3, day: 5, weekday: 4, digits: digits)
        }
        #expect(write("EEEE, d 'de' MMMM 'de' y") == "jueves, 5 de marzo de 2026")
        #expect(write("dd.MM.yyyy") == "05.03.2026")
        #expect(write("yy-M-d") == "26-3-5")
        #expect(write("'o''clock' d''") == "o'clock 5'")
        #expect(write("'d'd") == "d5")
        #expect(write("cccc") == "jueves")
        #expect(write("d/M/y", ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"]) == "٥/٣/٢٠٢٦")
        // A field a date cannot fill, or one without names, is reported and written as it stands.
        #expect(DatePattern("G y HH:mm", names: names).problems == ["G", "HH", "mm"])
        #expect(DatePattern("d MMM", names: names).problems == ["MMM"])
        #expect(DatePattern("c", names: names).problems == ["c"])
        #expect(DatePattern("EEEE d MMMM y", names: names).problems.isEmpty)
    }

    /// Every language writes each style from its own dates.tsv: no style borrowed from English, and
    /// no field without its names.
    @Test(arguments: Localization.codes)
    func everyStyleIsComplete(language: String) throws {
        let pack = try #require(Localization.pack(language))
        let format = DateFormatting(pack: pack, fallback: nil)
        for style in DateFormatting.Style.allCases {
            #expect(pack.dates[style.key] != nil, "\(language)/dates.tsv lacks \(style.key)")
            #expect(format.pattern(style).problems.isEmpty, "\(language) \(style.key): \(format.pattern(style).problems)")
        }
    }
}
