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
        // getenv, not ProcessInfo: making ProcessInfo costs a tenth of a one-shot answer's start-up.
        if let value = getenv("VECKA_LOCALIZATION_DIR"), case let directory = String(cString: value), !directory.isEmpty {
            // A folder without a single language (a typo, a missing checkout) would leave no language
            // at all, which nothing downstream can work with: the embedded files stay then.
            let folders = readFolders(from: directory)
            if !folders.isEmpty {
                // Vocabularies, settings and texts are compiled from the folder's files when first used.
                return folders.map { code, files in
                    LanguagePack(code: code, settings: LanguagePack.settings(in: files.language), lexiconText: files.lexicon,
                                 answersText: files.answers, holidaysText: files.holidays, placesText: files.places,
                                 datesText: files.dates)
                }
            }
        }
        return embeddedLanguages.map { language in
            let files = language.files
            return LanguagePack(code: language.code, settings: language.settings, lexiconText: files.lexicon,
                                answersText: files.answers, holidaysText: files.holidays, placesText: files.places,
                                datesText: files.dates, embeddedVocabulary: language.vocabulary, embeddedTexts: language.texts)
        }
    }

    public static func makePack(code: String, language: String, lexicon: String, answers: String,
                                holidays: String = "", places: String = "", dates: String = "") -> LanguagePack {
        LanguagePack(code: code, language: language, lexicon: lexicon, answers: answers, holidays: holidays, places: places,
                     dates: dates)
    }

    /// The language folders of `directory` that have a `language.tsv`, in code order, with their files.
    static func readFolders(from directory: String) -> [(code: String, files: LanguageFiles)] {
        let manager = FileManager.default
        let codes = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return codes.compactMap { code in
            let files = LanguageFiles { name in try? String(contentsOfFile: directory + "/" + code + "/" + name, encoding: .utf8) }
            return files.language.isEmpty ? nil : (code, files)
        }
    }
}
