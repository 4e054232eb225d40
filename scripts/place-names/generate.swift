// Writes Localization/<lang>/places.tsv from two sources (run it through scripts/generate-place-names):
//
//  1. ICU, through Foundation: every country's name in the language (Locale.localizedString(forRegionCode:)),
//     for the codes of Sources/VeckaEngine/Places/PlaceCodes.swift;
//  2. scripts/place-names/<lang>.tsv, written by hand: display names, aliases, the forms people type,
//     and every subdivision's names (ICU has none).
//
// Hand file lines (UTF-8, `#` starts a comment line):
//   CODE <TAB> name|alias|…   `*` in the list stands for ICU's name. A country line without `*` drops
//                             ICU's name (a wrong or colliding name: say why in a comment above it).
//                             The first name is the one answers show. A country without a line gets
//                             ICU's name alone.
//   @also <TAB> LOCALE        ICU's names in another locale are added as aliases to every country whose
//                             line keeps `*` (zh: zh_Hant, zh_Hant_HK).
//   @umlauts <TAB> yes        every name with ä, ö, ü or ß also gets its ae/oe/ue/ss spelling (de), which
//                             diacritic-insensitive matching does not cover (Oesterreich, Thueringen).
//
// Errors (exit 1): an unknown code, a code listed twice, a subdivision without a line, `*` on a
// subdivision, an empty name or one with a tab or `|`, a one-character name in a spaceless script,
// and an ICU name with brackets, " - ", "&" or a comma kept by `*` (such names are display forms:
// write the names by hand).
import Foundation

let languages = ["sv", "en", "de", "ja", "ko", "zh", "zh-Hant", "vi", "th"]
let languageNames = ["sv": "Swedish", "en": "English", "de": "German", "ja": "Japanese", "ko": "Korean",
                     "zh": "Chinese", "zh-Hant": "Traditional Chinese", "vi": "Vietnamese", "th": "Thai"]
let countryNames = ["DE": "Germany", "AT": "Austria", "CH": "Switzerland", "GB": "United Kingdom",
                    "US": "United States", "AU": "Australia", "CA": "Canada", "ES": "Spain"]

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
var failures: [String] = []
func fail(_ message: String) { failures.append(message) }

// MARK: - Codes, read from the engine's data so there is one list

let codesSource = try String(contentsOf: root.appendingPathComponent("Sources/VeckaEngine/Places/PlaceCodes.swift"),
                             encoding: .utf8)
func matches(_ pattern: String, in text: String) -> [[String]] {
    let regex = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).map { match in
        (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
    }
}
let countriesPart = codesSource.components(separatedBy: "subdivisions:")[0]
let subdivisionsPart = codesSource.components(separatedBy: "subdivisions:")[1]
let countries = matches(#""([A-Z]{2})""#, in: countriesPart).map { $0[0] }.sorted()
let subdivisions = matches(#""([A-Z]{2}-[A-Z0-9]{1,8})": "([A-Z]{2})""#, in: subdivisionsPart).map { ($0[0], $0[1]) }
let subdivisionParent = Dictionary(uniqueKeysWithValues: subdivisions)
guard countries.count == 249, subdivisions.count == subdivisionParent.count else {
    print("error: PlaceCodes.swift: \(countries.count) countries (249 expected) or a subdivision listed twice")
    exit(1)
}

// MARK: - Names

/// Scripts whose text is matched without word boundaries (docs/localization.md).
func isSpaceless(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0E00...0x0E7F, 0x0E80...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF,  // Thai, Lao, Myanmar, Khmer
         0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF,                   // Hangul
         0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,                   // kana
         0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: // Han
        return true
    default:
        return false
    }
}

/// Lower case, Latin letters without diacritics: the form two names are compared in.
func comparable(_ name: String) -> String {
    var output = ""
    for character in name.lowercased() {
        let latin = character.unicodeScalars.allSatisfy { $0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value) }
        let folded = character == "đ" ? "d" : String(character).folding(options: [.diacriticInsensitive], locale: nil)
        output += latin ? folded : String(character)
    }
    return output
}

func icuName(_ code: String, _ locale: String) -> String? {
    Locale(identifier: locale).localizedString(forRegionCode: code)
}

/// ICU names that are display forms, not names people type.
func isDisplayForm(_ name: String) -> Bool {
    ["(", "（", " - ", "&", ",", "，"].contains { name.contains($0) }
}

struct HandFile {
    var lines: [String: [String]] = [:]
    var also: [String] = []
    var umlauts = false
}

/// The ae/oe/ue/ss spelling of a German name, or nil when it has no umlaut or ß.
func umlautSpelling(_ name: String) -> String? {
    var output = ""
    for character in name {
        switch character {
        case "ä": output += "ae"
        case "ö": output += "oe"
        case "ü": output += "ue"
        case "Ä": output += "Ae"
        case "Ö": output += "Oe"
        case "Ü": output += "Ue"
        case "ß": output += "ss"
        default: output.append(character)
        }
    }
    return output == name ? nil : output
}

func readHandFile(_ language: String) -> HandFile {
    let path = root.appendingPathComponent("scripts/place-names/\(language).tsv")
    guard let text = try? String(contentsOf: path, encoding: .utf8) else {
        fail("\(path.path): missing")
        return HandFile()
    }
    var file = HandFile()
    for (number, line) in text.components(separatedBy: "\n").enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
        let columns = line.components(separatedBy: "\t")
        let place = "\(language).tsv:\(number + 1)"
        guard columns.count == 2 else {
            fail("\(place): expected CODE<TAB>names")
            continue
        }
        if columns[0] == "@also" {
            file.also.append(columns[1])
            continue
        }
        if columns[0] == "@umlauts" {
            file.umlauts = columns[1] == "yes"
            continue
        }
        let code = columns[0]
        guard countries.contains(code) || subdivisionParent[code] != nil else {
            fail("\(place): \(code) is not in PlaceCodes.swift")
            continue
        }
        guard file.lines[code] == nil else {
            fail("\(place): \(code) has two lines")
            continue
        }
        file.lines[code] = columns[1].components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    return file
}

/// The names of one place, first the one shown; nil when the line cannot be built.
func names(of code: String, language: String, hand: HandFile) -> [String]? {
    let isCountry = countries.contains(code)
    var list: [String] = []
    let written = hand.lines[code] ?? (isCountry ? ["*"] : [])
    if written.isEmpty {
        fail("\(language): \(code) has no names (a subdivision needs a line in scripts/place-names/\(language).tsv)")
        return nil
    }
    for name in written {
        if name == "*" {
            guard isCountry, let icu = icuName(code, language) else {
                fail("\(language): \(code): `*` but ICU has no name for it")
                continue
            }
            if isDisplayForm(icu) {
                fail("\(language): \(code): ICU's name \"\(icu)\" is a display form; write the names by hand")
            }
            list.append(icu)
            for locale in hand.also {
                if let other = icuName(code, locale), !isDisplayForm(other) { list.append(other) }
            }
        } else {
            list.append(name)
        }
    }
    if hand.umlauts {
        list = list.flatMap { name in [name] + (umlautSpelling(name).map { [$0] } ?? []) }
    }
    var seen = Set<String>()
    var unique: [String] = []
    for name in list where seen.insert(name.lowercased()).inserted {
        if name.isEmpty || name.contains("\t") || name.contains("|") {
            fail("\(language): \(code): bad name \"\(name)\"")
        }
        if name.count == 1, name.unicodeScalars.allSatisfy(isSpaceless) {
            fail("\(language): \(code): one-character name \"\(name)\" would match inside other words")
        }
        unique.append(name)
    }
    return unique
}

// MARK: - Output

let selected = CommandLine.arguments.count > 2 ? Array(CommandLine.arguments[2...]) : languages
for language in selected {
    let hand = readHandFile(language)
    var output = """
    # \(languageNames[language] ?? language) place names: code <TAB> name|alias|alias…
    # Generated by scripts/generate-place-names from ICU's country names and scripts/place-names/\(language).tsv
    # (display names, aliases, subdivisions). Do not edit here: edit that file and run the script again.
    # The code is ISO 3166-1 alpha-2 (a country or territory) or ISO 3166-2 (a subdivision); the codes are
    # Sources/VeckaEngine/Places/PlaceCodes.swift. The first name is the one answers show, in the form used
    # after "in" (as region.XX in answers.tsv); every name is also what people type. Matching ignores case
    # and, for Latin letters, diacritics. See docs/localization.md, places.tsv.

    # --- Countries and territories (ISO 3166-1) ---

    """
    var counts = (countries: 0, subdivisions: 0, names: 0)
    var owners: [String: [String]] = [:]
    for code in countries {
        guard let list = names(of: code, language: language, hand: hand) else { continue }
        output += "\(code)\t\(list.joined(separator: "|"))\n"
        counts.countries += 1
        counts.names += list.count
        for name in list { owners[comparable(name), default: []].append(code) }
    }
    var parent = ""
    for (code, country) in subdivisions {
        if country != parent {
            parent = country
            output += "\n# --- Subdivisions of \(countryNames[country] ?? country) (ISO 3166-2) ---\n"
        }
        guard let list = names(of: code, language: language, hand: hand) else { continue }
        output += "\(code)\t\(list.joined(separator: "|"))\n"
        counts.subdivisions += 1
        counts.names += list.count
        for name in list { owners[comparable(name), default: []].append(code) }
    }
    let shared = owners.filter { Set($0.value).count > 1 }.sorted { $0.key < $1.key }
    let path = root.appendingPathComponent("Localization/\(language)/places.tsv")
    try output.write(to: path, atomically: true, encoding: .utf8)
    print("\(language): \(counts.countries) countries, \(counts.subdivisions) subdivisions, "
        + "\(counts.names) names (\(counts.names - counts.countries - counts.subdivisions) aliases)")
    for (name, codes) in shared {
        print("  \(language): \"\(name)\" names \(Set(codes).sorted().joined(separator: " and "))")
    }
}

if !failures.isEmpty {
    for failure in failures { print("error: \(failure)") }
    exit(1)
}
