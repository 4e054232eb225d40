import Foundation
import Testing

/// One row of `Localization/<lang>/corpus.tsv` or `heldout.tsv` (format in docs/localization.md).
struct CorpusCase: Sendable, CustomTestStringConvertible {
    let language: String
    let file: String
    let line: Int
    let today: String
    let query: String
    let intent: String
    let expected: [(String, String)]

    var testDescription: String { "\(language)/\(file):\(line) \(query)" }
}

enum CorpusFile {
    static let localizationFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localization")

    /// Every language folder, so a new language's corpus is picked up without touching the tests.
    static let languages: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: localizationFolder.path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    static func cases(_ name: String) -> [CorpusCase] {
        languages.flatMap { cases(language: $0, file: name) }
    }

    static func cases(language: String, file name: String) -> [CorpusCase] {
        let url = localizationFolder.appendingPathComponent(language).appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var today = "2026-11-18"
        var cases: [CorpusCase] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line.hasPrefix("# today:") {
                today = line.dropFirst("# today:".count).trimmingCharacters(in: .whitespaces)
                continue
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2 else { continue }
            let expected = fields.count > 2
                ? fields[2].split(separator: " ").compactMap { pair -> (String, String)? in
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    return parts.count == 2 ? (parts[0], parts[1]) : nil
                }
                : []
            cases.append(CorpusCase(language: language, file: name, line: index + 1, today: today,
                                    query: fields[0], intent: fields[1], expected: expected))
        }
        return cases
    }
}
