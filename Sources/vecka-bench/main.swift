import IntentHandlers
import IntentParser
import VeckaEngine

// In-process figures that the command-line benchmark (scripts/benchmark) cannot isolate: the holiday
// engine alone, and the parser alone over the conformance phrases. Not a test: it prints numbers.
//
// Usage: vecka-bench [conformance-dir]

// 1. Holidays: every holiday of every region (the 28 countries and territories and their 132 subdivisions:
// `HolidayRegion.allCases`) for 1970–2100, first in a cold process, then again.
var count = 0
let cold = seconds {
    for region in HolidayRegion.allCases {
        for year in 1970...2100 { count += HolidayCalendar.holidays(in: region, year: year).count }
    }
}
let warm = seconds {
    for region in HolidayRegion.allCases {
        for year in 1970...2100 { count += HolidayCalendar.holidays(in: region, year: year).count }
    }
}
print("holidays: \(count / 2) holidays of \(HolidayRegion.allCases.count) regions, 1970-2100: \(fixed(cold * 1000, 1)) ms cold, \(fixed(warm * 1000, 2)) ms warm")

// 2. Date expressions: parse and resolve every conformance phrase with its language and reference date.
// By default the conformance folder beside the repository (#filePath is <repo>/Sources/vecka-bench/main.swift).
let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1]
    : #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/") + "/shared/conformance"
var phrases: [(language: String, today: CalendarDate, text: String)] = []
for file in fileNames(in: directory).sorted() where file.hasSuffix(".tsv") {
    let language = String(file.dropLast(4).split(separator: "-").last ?? "en")
    guard let text = contents(ofFile: directory + "/" + file) else { continue }
    for line in text.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 2, let today = CalendarDate(isoString: String(fields[0])) else { continue }
        phrases.append((language, today, String(fields[1])))
    }
}
if phrases.isEmpty {
    print("parser: no conformance phrases found in \(directory)")
} else {
    let parser = QuestionParser.shared
    for phrase in phrases.prefix(200) { _ = parser.parse(phrase.text, preferredLanguage: phrase.language) }  // warm the lexicons
    var resolved = 0
    let rounds = 20
    let elapsed = seconds {
        for _ in 0..<rounds {
            for phrase in phrases {
                let parsed = parser.parseUncached(phrase.text, preferredLanguage: phrase.language)
                if let date = parsed.intent.date, (try? date.resolve(today: phrase.today)) != nil { resolved += 1 }
            }
        }
    }
    let total = phrases.count * rounds
    print("parser: \(phrases.count) conformance phrases x \(rounds): \(fixed(Double(total) / elapsed, 0)) parses/s (parse + resolve, one thread)")
    let answers = seconds {
        for phrase in phrases {
            _ = Responder.shared.answer(phrase.text, context: AnswerContext(today: phrase.today, language: phrase.language)).json.serialized
        }
    }
    print("answers: \(fixed(Double(phrases.count) / answers, 0)) questions/s (parse, answer, localized text and JSON, one thread)")
}
