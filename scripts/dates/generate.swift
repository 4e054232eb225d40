// Writes Localization/<lang>/dates.tsv from ICU, through Foundation (run it through scripts/generate-dates):
// for each answer style, the CLDR pattern ICU resolves from the style's skeleton for the language's
// `locale` (language.tsv), and the month and weekday names of every name field those patterns use, as
// ICU writes them in the proleptic Gregorian calendar. The program formats dates from this file alone
// (Sources/IntentHandlers/DatePattern.swift), without ICU.
//
// Skeletons (the fields and their widths, order irrelevant) come from the file's own third column
// when it exists, else from `defaultSkeletons`: a new language gets the defaults, and a language that
// wants numeric dates edits its skeletons and runs the generator again (vi: dMy).
//
// Errors (exit 1; the language's file is then left as it was): no `locale`, a pattern with a field the
// program cannot format (only y, M, L, d, E and ccc… are: answers are dates), a pattern or name that the
// file cannot hold (a tab, `|` in a name, a space at either end), day numbers that are not one
// character per digit.
import Foundation

let styles = ["long", "plain", "short", "shortYear", "weekday", "month", "monthYear", "weekdayShort"]
// monthYear heads a month's calendar ("December 2026", "2026年12月"); weekdayShort names its columns
// ("Mo", "月", "周一", "T2"): ICU resolves six c's, the short stand-alone weekday, as itself.
let defaultSkeletons = ["long": "EEEEdMMMMy", "plain": "dMMMMy", "short": "dMMM", "shortYear": "yMMMd",
                        "weekday": "EEEE", "month": "MMMM", "monthYear": "yMMMM", "weekdayShort": "cccccc"]

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
let folder = root.appendingPathComponent("Localization")
var languages = Array(CommandLine.arguments.dropFirst(2))
if languages.isEmpty {
    languages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/language.tsv").path) }
        .sorted()
}
var failures: [String] = []

/// `key <TAB> fields…` lines, `#` comments skipped.
func rows(_ url: URL) -> [String: [String]] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
    var result: [String: [String]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if fields.count >= 2 { result[fields[0]] = Array(fields.dropFirst()) }
    }
    return result
}

let utc = TimeZone(identifier: "UTC")!
/// Set up as the program's former formatter was: Gregorian for every date (no Julian switch), UTC.
func formatter(_ locale: Locale) -> DateFormatter {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = utc
    formatter.gregorianStartDate = Date.distantPast
    return formatter
}

/// Noon UTC of a 2001 date (2001-01-01 was a Monday).
func noon(month: Int, day: Int) -> Date {
    let daysBefore = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    return Date(timeIntervalSinceReferenceDate: Double((daysBefore[month - 1] + day - 1) * 86_400 + 43_200))
}

/// The pattern's fields (runs of one ASCII letter outside quotes).
func fields(of pattern: String) -> [String] {
    var result: [String] = []
    var quoted = false
    var current = ""
    for character in pattern {
        if character == "'" { quoted.toggle() }
        if !quoted, character.isASCII, character.isLetter, current.isEmpty || current.last == character {
            current.append(character)
            continue
        }
        if !current.isEmpty { result.append(current) }
        current = !quoted && character.isASCII && character.isLetter ? String(character) : ""
    }
    if !current.isEmpty { result.append(current) }
    return result
}

/// Name fields: months and stand-alone weekdays as text (3 letters or more; fewer are numbers),
/// weekdays in a date (E: always text).
func isNameField(_ field: String) -> Bool {
    switch field.first {
    case "M", "L", "c": return field.count >= 3
    case "E": return true
    default: return false
    }
}

for language in languages {
    let directory = folder.appendingPathComponent(language)
    guard let localeID = rows(directory.appendingPathComponent("language.tsv"))["locale"]?.first, !localeID.isEmpty else {
        failures.append("\(language): language.tsv has no locale")
        continue
    }
    let locale = Locale(identifier: localeID)
    let path = directory.appendingPathComponent("dates.tsv")
    let existing = rows(path)

    var output = """
        # Dates in answers for \(localeID), written by scripts/generate-dates from ICU (CLDR) in the proleptic
        # Gregorian calendar. See docs/localization.md, dates.tsv. Years get displayYearOffset (language.tsv).
        # style <TAB> CLDR pattern that answers use <TAB> skeleton the generator asks ICU for

        """
    let failuresBefore = failures.count
    var nameFields: [String] = []
    for style in styles {
        let skeleton = existing["style.\(style)"].flatMap { $0.count >= 2 ? $0[1] : nil } ?? defaultSkeletons[style]!
        let resolver = formatter(locale)
        resolver.setLocalizedDateFormatFromTemplate(skeleton)
        let pattern = resolver.dateFormat ?? ""
        if pattern.isEmpty || pattern != pattern.trimmingCharacters(in: .whitespaces) || pattern.contains("\t") {
            failures.append("\(language): style.\(style) \"\(pattern)\" is empty, has a tab, or starts or ends with a space")
        }
        for field in fields(of: pattern) {
            guard let letter = field.first, "yMLdE".contains(letter) || (letter == "c" && field.count >= 3) else {
                failures.append("\(language): style.\(style) \"\(pattern)\" has the field \(field), which answers cannot format")
                continue
            }
            if isNameField(field), !nameFields.contains(field) { nameFields.append(field) }
        }
        output += "style.\(style)\t\(pattern)\t\(skeleton)\n"
    }

    output += "# Names of each name field in the patterns: months from January, weekdays from Monday.\n"
    // Months before weekdays, format forms before stand-alone ones, wide before abbreviated.
    let order = ["MMMM", "MMM", "LLLL", "LLL", "EEEE", "EEE", "cccc", "ccc", "cccccc"]
    nameFields.sort { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
    for field in nameFields {
        let writer = formatter(locale)
        writer.dateFormat = field
        let isMonth = field.first == "M" || field.first == "L"
        let names = isMonth ? (1...12).map { writer.string(from: noon(month: $0, day: 1)) }
                            : (1...7).map { writer.string(from: noon(month: 1, day: $0)) }
        // The file's reader trims fields and splits on `|`.
        if names.contains(where: { $0.contains("\t") || $0.contains("|") || $0.isEmpty || $0 != $0.trimmingCharacters(in: .whitespaces) }) {
            failures.append("\(language): a name of \(field) is empty, has a tab or |, or starts or ends with a space")
        }
        output += "names.\(field)\t\(names.joined(separator: "|"))\n"
    }

    // Numbers: ICU writes the locale's digits; the file lists them only when they are not ASCII.
    let digitWriter = formatter(locale)
    digitWriter.dateFormat = "d"
    let written = (1...10).map { digitWriter.string(from: noon(month: 1, day: $0)) }
    let digits = [String(written[9].dropFirst())] + written.prefix(9)
    if written[9].count != 2 || digits.contains(where: { $0.count != 1 }) {
        failures.append("\(language): ICU's day numbers \(written) are not one digit each")
    } else if digits.joined() != "0123456789" {
        output += "# The locale's digits, 0 to 9.\ndigits\t\(digits.joined(separator: "|"))\n"
    }

    guard failures.count == failuresBefore else { continue }
    try output.write(to: path, atomically: true, encoding: .utf8)
    print("\(language) (\(localeID)): \(styles.count) patterns, names for \(nameFields.joined(separator: " "))")
}

if !failures.isEmpty {
    for failure in failures { print("error: \(failure)") }
    exit(1)
}
