/// A holiday name with an apostrophe is also read without it, as people type it: "kings birthday", "new years
/// eve", "valentines day". Without these forms "when is the kings birthday in Thailand" found only New
/// Zealand's, whose aliases happened to list that spelling, and said Thailand had no holiday by that name.
enum HolidayApostropheForms {
    static func withoutApostrophes(_ names: [String]) -> [String] {
        var result = names
        for name in names where name.contains("'") || name.contains("\u{2019}") {
            let bare = name.replacingApostrophes()
            if !result.contains(bare) { result.append(bare) }
        }
        return result
    }
}

private extension String {
    func replacingApostrophes() -> String {
        String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "'" && $0 != "\u{2019}" }))
    }
}
