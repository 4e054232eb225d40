import LocalizationData

/// Answer templates of one language, with English as the fallback for a missing key.
struct Templates: Sendable {
    /// A template cut once into literal text and `{placeholders}`, so rendering is concatenation.
    private enum Piece: Sendable {
        case text(String)
        case value(String)
    }

    private let answers: [String: String]
    private let fallback: [String: String]
    private let compiled: [String: [Piece]]
    /// The names each template uses, found once.
    private let names: [String: Set<String>]

    init(pack: LanguagePack, fallback: LanguagePack?) {
        answers = pack.answers
        self.fallback = fallback?.answers ?? [:]
        var compiled: [String: [Piece]] = [:]
        for (key, template) in self.fallback.merging(answers, uniquingKeysWith: { $1 }) {
            compiled[key] = Templates.pieces(of: template)
        }
        self.compiled = compiled
        names = compiled.mapValues { Set($0.compactMap { if case .value(let name) = $0 { return name }; return nil }) }
    }

    func text(_ key: String) -> String {
        answers[key] ?? fallback[key] ?? key
    }

    /// The template with every `{name}` replaced by its value (unknown names are left as written).
    /// The names of the `{placeholders}` a template uses.
    func placeholders(_ key: String) -> Set<String> { names[key] ?? [] }

    func render(_ key: String, _ values: [String: String] = [:]) -> String {
        guard let pieces = compiled[key] else { return key }
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
