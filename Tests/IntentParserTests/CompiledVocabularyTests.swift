import Foundation
import Testing
@testable import IntentParser
import LocalizationData
import VocabularyFormat

/// The vocabulary and texts the build compiled into the binary, against the files they came from: the
/// same tables as compiling those files now, the same settings, answers and dates as reading them now
/// (so a stale or broken build step cannot go unnoticed), and every phrase of every file found by
/// walking the trie, with its reading.
@Suite struct CompiledVocabularyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Localization")

    static func packFromFiles(_ code: String) -> LanguagePack {
        func file(_ name: String) -> String {
            (try? String(contentsOf: root.appendingPathComponent(code).appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        return LanguagePack(code: code, language: file("language.tsv"), lexicon: file("lexicon.tsv"), answers: "",
                            holidays: file("holidays.tsv"), places: file("places.tsv"))
    }

    @Test(arguments: Localization.codes)
    func builtInTablesAreTheFilesCompiled(code: String) throws {
        let embedded = try #require(Localization.pack(code)?.embeddedVocabulary)
        let compiled = VocabularyCompiler.compile(Self.packFromFiles(code))
        let bytes = Array(UnsafeBufferPointer(start: embedded.tables.utf8Start, count: embedded.tables.utf8CodeUnitCount))
        #expect(bytes == compiled.tables)
        #expect(embedded.readingKeys.description == compiled.readingKeys)
    }

    /// Settings, answers and dates as the build read them, against the files read now.
    @Test(arguments: Localization.codes)
    func builtInTextsAreTheFilesRead(code: String) throws {
        let builtIn = try #require(Localization.pack(code))
        #expect(builtIn.embeddedTexts != nil)
        func file(_ name: String) -> String {
            (try? String(contentsOf: Self.root.appendingPathComponent(code).appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        let read = LanguagePack(code: code, language: file("language.tsv"), lexicon: "", answers: file("answers.tsv"),
                                dates: file("dates.tsv"))
        #expect(builtIn.settings == read.settings)
        #expect(builtIn.answers == read.answers)
        #expect(builtIn.dates == read.dates)
        #expect(builtIn.answers.count > 100)
    }

    @Test(arguments: Localization.codes)
    func everyPhraseIsFoundWithItsReading(code: String) throws {
        let pack = Self.packFromFiles(code)
        let view = VocabularyView(VocabularyCompiler.compile(pack))
        var lines: [(key: String, phrases: [String])] = pack.lexicon.map { ($0.kind + "\t" + $0.value, $0.phrases) }
        lines += pack.holidayNames.map { ("holiday\t" + $0.id, $0.names) }
        lines += pack.placeNames.map { ("place\t" + $0.code, $0.names) }
        var checked = 0
        for line in lines {
            for phrase in line.phrases {
                let text = NormalizedText(phrase)
                guard !text.scalars.isEmpty else { continue }
                var node = 0
                for scalar in text.folded {
                    node = try #require(view.child(of: node, scalar.value), "\(code): '\(phrase)' is cut short")
                }
                let entry = view.entries(at: node).first { view.exactIs($0, text.scalars[...]) }
                let keys = entry.map { view.members(of: view.readingSet(of: $0)).map { view.readingKey($0) } } ?? []
                #expect(keys.contains { $0.kind + "\t" + $0.value == line.key }, "\(code): '\(phrase)' lacks \(line.key)")
                checked += 1
            }
        }
        #expect(checked > 1000)
        // A word that is no phrase's prefix leads nowhere.
        #expect(view.child(of: 0, 0x10FFFF) == nil)
    }
}
