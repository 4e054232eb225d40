import LocalizationData

/// Answer templates of one language, with English as the fallback for a missing key.
struct Templates: Sendable {
    private let answers: [String: String]
    private let fallback: [String: String]

    init(pack: LanguagePack, fallback: LanguagePack?) {
        answers = pack.answers
        self.fallback = fallback?.answers ?? [:]
    }

    func text(_ key: String) -> String {
        answers[key] ?? fallback[key] ?? key
    }

    /// The template with every `{name}` replaced by its value.
    func render(_ key: String, _ values: [String: String] = [:]) -> String {
        let template = text(key)
        guard template.contains("{") else { return template }
        var output = ""
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            if character == "{", let close = template[index...].firstIndex(of: "}") {
                let name = String(template[template.index(after: index)..<close])
                if let value = values[name] {
                    output += value
                    index = template.index(after: close)
                    continue
                }
            }
            output.append(character)
            index = template.index(after: index)
        }
        return output
    }

    /// Lists written with `|` between items (example questions).
    func list(_ key: String) -> [String] {
        text(key).split(separator: "|").map { String($0) }
    }
}
