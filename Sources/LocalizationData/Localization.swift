#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
// FoundationEssentials (no ICU) lists and reads the folder VECKA_LOCALIZATION_DIR names.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_exported import LocalizationFormat

/// The language packs compiled into the binary from `Localization/` (see the EmbedLocalization
/// plugin). Setting `VECKA_LOCALIZATION_DIR` reads the folder from disk instead, so vocabulary can be
/// edited and tried without rebuilding.
public enum Localization {
    public static let packs: [LanguagePack] = load()

    public static let byCode: [String: LanguagePack] = Dictionary(
        packs.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    public static func pack(_ code: String) -> LanguagePack? { byCode[code] }

    /// The personal-command words as the build compiled them; nil when the packs were read from
    /// `VECKA_LOCALIZATION_DIR` (then they are compiled from the packs when first needed).
    public static let personalWords: EmbeddedPersonalWords? = {
        if let value = getenv("VECKA_LOCALIZATION_DIR"), value.pointee != 0 { return nil }
        return embeddedPersonalWords
    }()

    public static var codes: [String] { packs.map(\.code) }

    static func load() -> [LanguagePack] {
        var files = embeddedLocalizationFiles
        var vocabularies = embeddedVocabularies
        var settings = embeddedSettings
        var texts = embeddedTexts
        // getenv, not ProcessInfo: making ProcessInfo costs a tenth of a one-shot answer's start-up.
        if let value = getenv("VECKA_LOCALIZATION_DIR"), case let directory = String(cString: value), !directory.isEmpty {
            // A folder without a single language (a typo, a missing checkout) would leave no language
            // at all, which nothing downstream can work with: the embedded files stay then.
            let disk = readFiles(from: directory)
            if disk.keys.contains(where: { $0.hasSuffix("/language.tsv") }) {
                files = disk
                vocabularies = [:]  // compiled from the folder's files when first used
                settings = [:]
                texts = [:]
            }
        }
        // The folder of each file: cut at the slash by bytes, since walking the keys by Character (a
        // split) was a fifth of a one-shot answer's instructions.
        let codes = Set(files.keys.compactMap { key -> String? in
            key.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(key[..<$0]) }
        })
        return codes.sorted().compactMap { code in
            let folder = code + "/"
            guard let language = files[folder + "language.tsv"] else { return nil }
            return LanguagePack(code: code, settings: settings[code] ?? LanguagePack.settings(in: language),
                                lexiconText: files[folder + "lexicon.tsv"] ?? "", answersText: files[folder + "answers.tsv"] ?? "",
                                holidaysText: files[folder + "holidays.tsv"] ?? "", placesText: files[folder + "places.tsv"] ?? "",
                                datesText: files[folder + "dates.tsv"] ?? "", embeddedVocabulary: vocabularies[code],
                                embeddedTexts: texts[code])
        }
    }

    public static func makePack(code: String, language: String, lexicon: String, answers: String,
                                holidays: String = "", places: String = "", dates: String = "") -> LanguagePack {
        LanguagePack(code: code, language: language, lexicon: lexicon, answers: answers, holidays: holidays, places: places,
                     dates: dates)
    }

    static func readFiles(from directory: String) -> [String: String] {
        var files: [String: String] = [:]
        let manager = FileManager.default
        for code in (try? manager.contentsOfDirectory(atPath: directory)) ?? [] where !code.hasPrefix(".") {
            for name in ["language.tsv", "lexicon.tsv", "answers.tsv", "holidays.tsv", "places.tsv", "dates.tsv"] {
                let path = directory + "/" + code + "/" + name
                if let text = try? String(contentsOfFile: path, encoding: .utf8) { files["\(code)/\(name)"] = text }
            }
        }
        return files
    }
}
