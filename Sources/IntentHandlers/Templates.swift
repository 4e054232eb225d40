import LocalizationData
import Synchronization

/// Answer templates of one language, with English as the fallback for a missing key.
///
/// Read lazily: a one-shot answer renders two or three of the two hundred templates, so the English
/// fallback is parsed only when a key is missing and each template is cut into pieces when first used.
final class Templates: Sendable {
    /// A template cut once into literal text and `{placeholders}`, so rendering is concatenation.
    private enum Piece: Sendable {
        case text(String)
        case value(String)
    }

    private let answers: [String: String]
    private let fallbackPack: LanguagePack?
    private let fallbackAnswers = Mutex<[String: String]?>(nil)
    private let compiled = Mutex<[String: [Piece]]>([:])
    /// Words the language contracts where a template's text meets a value: German "in" before "dem
    /// Aargau" is "im Aargau". From `grammar.contractions` (`in dem=im|an dem=am`), as the words stand
    /// inside a sentence and at its start.
    private let contractions: [(from: String, to: String)]
    /// The last words of the contracted phrases, with spaces around (" dem "): a text without them has none.
    private let contractionEndings: [String]

    init(pack: LanguagePack, fallback: LanguagePack?) {
        answers = pack.answers
        fallbackPack = fallback
        contractions = (pack.answers["grammar.contractions"] ?? "").split(separator: "|").flatMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return [(from: String, to: String)]() }
            return [(" \(parts[0]) ", " \(parts[1]) "), (Self.capitalized(parts[0]) + " ", Self.capitalized(parts[1]) + " ")]
        }
        var endings: [String] = []
        for contraction in contractions {
            guard let last = contraction.from.split(separator: " ").last else { continue }
            if !endings.contains(" \(last) ") { endings.append(" \(last) ") }
        }
        contractionEndings = endings
    }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// Whether `text` holds `part`, byte by byte (String's own search is slower by far for this).
    private static func contains(_ text: String, _ part: String) -> Bool {
        let needle = Array(part.utf8)
        guard let first = needle.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            while index <= bytes.count - needle.count {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    private var fallback: [String: String] {
        fallbackAnswers.withLock { answers in
            if let answers { return answers }
            let parsed = fallbackPack?.answers ?? [:]
            answers = parsed
            return parsed
        }
    }

    private func pieces(_ key: String) -> [Piece]? {
        if let known = compiled.withLock({ $0[key] }) { return known }
        guard let template = answers[key] ?? fallback[key] else { return nil }
        let pieces = Templates.pieces(of: template)
        compiled.withLock { $0[key] = pieces }
        return pieces
    }

    /// This language's own template for `key`, without the English fallback.
    func own(_ key: String) -> String? { answers[key] }

    func text(_ key: String) -> String {
        answers[key] ?? fallback[key] ?? key
    }

    /// The template with every `{name}` replaced by its value (unknown names are left as written).
    /// The names of the `{placeholders}` a template uses.
    func placeholders(_ key: String) -> [String] {
        var names: [String] = []
        for case .value(let name) in pieces(key) ?? [] where !names.contains(name) { names.append(name) }
        return names
    }

    func render(_ key: String, _ values: [String: String] = [:]) -> String {
        guard let pieces = pieces(key) else { return key }
        var output = ""
        for piece in pieces {
            switch piece {
            case .text(let text): output += text
            case .value(let name): output += values[name] ?? "{\(name)}"
            }
        }
        return contractions.isEmpty ? output : contracted(output)
    }

    private func contracted(_ text: String) -> String {
        // Most answers hold none: one pass over the bytes for each word the contractions end in ("dem").
        guard contractionEndings.contains(where: { Self.contains(text, $0) }) else { return text }
        var text = text
        for (index, contraction) in contractions.enumerated() {
            // Even entries stand inside the sentence, odd ones at its start.
            if index % 2 == 0 {
                if text.contains(contraction.from) { text = text.replacing(contraction.from, with: contraction.to) }
            } else if text.hasPrefix(contraction.from) {
                text = contraction.to + text.dropFirst(contraction.from.count)
            }
        }
        return text
    }

    /// Lists written with `|` between items (example questions).
    func list(_ key: String) -> [String] {
        text(key).split(separator: "|").map { String($0) }
    }

    private static func pieces(of template: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            pieces.append(.value(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }
}
