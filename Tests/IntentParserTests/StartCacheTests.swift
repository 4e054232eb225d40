import Foundation
import Testing
@testable import IntentParser
import LocalizationData

/// The grammar's start cache (which rules may start at an item, kept across questions) against testing
/// every rule at every item: every corpus and held-out question of every language, read by a parser
/// whose cache has already seen all of them once (in another order), must parse exactly as without the
/// cache. A rule test that read something of an item the cache's key leaves out would show here.
@Suite struct StartCacheTests {
    static let questions: [(language: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localization")
        var questions: [(String, String)] = []
        for code in Localization.codes {
            for name in ["corpus.tsv", "heldout.tsv"] {
                let path = root.appendingPathComponent(code).appendingPathComponent(name)
                guard let text = try? String(contentsOf: path, encoding: .utf8) else { continue }
                for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                    questions.append((code, String(line.split(separator: "\t").first ?? "")))
                }
            }
        }
        return questions
    }()

    @Test func cachedStartsParseAsTestingEveryRule() {
        let cached = QuestionParser(packs: Localization.packs, cachesRuleStarts: true)
        let direct = QuestionParser(packs: Localization.packs, cachesRuleStarts: false)
        for question in Self.questions.reversed() {
            _ = cached.parseUncached(question.text, preferredLanguage: question.language)
        }
        var differences: [String] = []
        for question in Self.questions {
            let withCache = cached.parseUncached(question.text, preferredLanguage: question.language)
            let without = direct.parseUncached(question.text, preferredLanguage: question.language)
            if withCache.intent != without.intent || withCache.language != without.language {
                differences.append("\(question.language): \(question.text)")
            }
        }
        #expect(Self.questions.count > 3000)
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }
}
