/// Text from the command line or the environment as a diagnostic quotes it back: control characters
/// (an escape sequence, a carriage return) and line separators are written as `\u{1B}`, so an error
/// message can neither redraw the terminal nor pass for more lines than it has.
enum VisibleText {
    /// One value inside a message; long values are cut.
    static func quoted(_ value: String, limit: Int = 200) -> String {
        let shown = escaped(String(value.unicodeScalars.prefix(limit)), keepingLineBreaks: false)
        return value.unicodeScalars.count > limit ? shown + "…" : shown
    }

    /// A whole message (the argument parser's, which quotes what was typed); its own line breaks stay.
    static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control where keepingLineBreaks && scalar == "\n":
                shown.unicodeScalars.append(scalar)
            case .control, .lineSeparator, .paragraphSeparator:
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
