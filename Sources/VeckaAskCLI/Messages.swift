import IntentHandlers

/// The command's own messages (usage errors, I/O failures, the REPL's replies) in one language, from
/// the same answers.tsv files as the answers.
struct Messages {
    let responder: Responder
    let language: String

    func text(_ key: String) -> String {
        responder.text(key, language: language)
    }

    func render(_ key: String, _ values: [String: String]) -> String {
        responder.render(key, values, language: language)
    }
}
