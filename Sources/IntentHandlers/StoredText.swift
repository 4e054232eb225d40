/// Text a user stored (a note, a countdown's name) as answers show it: control characters, terminal
/// escape sequences and line separators are written out (`\u{1B}`), so a note can neither redraw the
/// terminal nor pass for more lines of the answer than it is. The data of the answer keeps it exactly.
enum StoredText {
    static func shown(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator,
                 .format where (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
