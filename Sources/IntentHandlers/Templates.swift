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

    init(pack: LanguagePack, fallback: LanguagePack?) {
        answers = pack.answers
        fallbackPack = fallback
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
        return output
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
