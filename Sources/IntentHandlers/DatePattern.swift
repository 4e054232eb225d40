/// A CLDR date pattern ("EEEE d MMMM y", "y年M月d日 EEEE", "EEEE, 'ngày' d MMMM, y") cut once into
/// literal text and fields, so that formatting a date is concatenation. The patterns and names come
/// from a language's dates.tsv (taken from ICU by scripts/generate-dates); this reads them as ICU
/// does, for the fields a date has: `y` year, `M`/`L` month (one or two letters: its number; three or
/// more: names), `d` day, `E` weekday names, `c` (three letters or more) stand-alone weekday names.
/// Letters are fields only outside quotes; `'…'` is literal text and `''` an apostrophe.
struct DatePattern: Sendable {
    enum Part: Sendable {
        case text(String)
        /// ICU's widths: `y` the year as it is (no padding), `yy` its last two digits, `yyy…` zero-padded.
        case year(width: Int)
        /// `M`, `MM`, `d`, `dd`: zero-padded to the width.
        case number(Number, width: Int)
        /// Names of the field (12 months from January, or 7 weekdays from Monday).
        case name(Number, [String])
    }

    enum Number: Sendable { case month, day, weekday }

    let parts: [Part]
    /// Fields this cannot format (an unknown letter, names missing or of the wrong count), for the
    /// localization tests; formatting writes them as they are, so a mistake shows in the answer.
    let problems: [String]

    /// - Parameter names: names by field as written in the pattern (`MMMM`, `LLLL`, `MMM`, `EEEE`, `cccc`).
    init(_ pattern: String, names: [String: [String]]) {
        var parts: [Part] = []
        var problems: [String] = []
        var text = String.UnicodeScalarView()
        // Unicode scalars, not Characters: a field letter stays a field before a combining mark, as in ICU.
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        var quoted = false
        func flushText() {
            if !text.isEmpty { parts.append(.text(String(text))) }
            text = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'" {
                // '' is an apostrophe, inside quotes or out; a single one opens or closes quoted text.
                if index + 1 < scalars.count, scalars[index + 1] == "'" {
                    text.append(scalar)
                    index += 2
                } else {
                    quoted.toggle()
                    index += 1
                }
                continue
            }
            guard !quoted, DatePattern.isLetter(scalar) else {
                text.append(scalar)
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, scalars[end] == scalar { end += 1 }
            // Appended one by one: the generic append(contentsOf:) looked up its associated types at run
            // time on first use, a twelfth of a one-shot answer's instructions.
            var fieldScalars = String.UnicodeScalarView()
            for fieldScalar in scalars[index..<end] { fieldScalars.append(fieldScalar) }
            let field = String(fieldScalars)
            flushText()
            if let part = DatePattern.part(field, names: names) {
                parts.append(part)
            } else {
                problems.append(field)
                parts.append(.text(field))
            }
            index = end
        }
        flushText()
        self.parts = parts
        self.problems = problems
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The field's part, or nil when it is not a date's or its names are missing.
    private static func part(_ field: String, names: [String: [String]]) -> Part? {
        let width = field.unicodeScalars.count
        func named(_ number: Number, count: Int) -> Part? {
            guard let list = names[field], list.count == count else { return nil }
            return .name(number, list)
        }
        switch field.unicodeScalars.first {
        case "y": return .year(width: width)
        case "M", "L": return width <= 2 ? .number(.month, width: width) : named(.month, count: 12)
        case "d": return .number(.day, width: width)
        case "E": return named(.weekday, count: 7)
        // One or two c's are ICU's local day-of-week number, which depends on the first day of the week.
        case "c": return width >= 3 ? named(.weekday, count: 7) : nil
        default: return nil
        }
    }

    /// The date written with the pattern. `year` is the one to show (era offset added); `weekday` is
    /// ISO's (1 = Monday); `digits`, when given, are the locale's ten digits from 0.
    func string(year: Int, month: Int, day: Int, weekday: Int, digits: [String]?) -> String {
        var output = ""
        for part in parts {
            switch part {
            case .text(let text):
                output += text
            case .year(let width):
                let shown = width == 2 ? year % 100 : year
                DatePattern.append(shown, width: width == 1 ? 1 : width, to: &output, digits: digits)
            case .number(let number, let width):
                DatePattern.append(number == .month ? month : number == .day ? day : weekday, width: width,
                                   to: &output, digits: digits)
            case .name(let number, let names):
                let index = (number == .month ? month : weekday) - 1
                if names.indices.contains(index) { output += names[index] }
            }
        }
        return output
    }

    /// The decimal number, zero-padded to `width`, in the locale's digits (ASCII without them).
    private static func append(_ value: Int, width: Int, to output: inout String, digits: [String]?) {
        if value < 0 { output += "-" }
        let decimal = String(value.magnitude)
        let padding = max(0, width - decimal.utf8.count)
        guard let digits, digits.count == 10 else {
            output += String(repeating: "0", count: padding) + decimal
            return
        }
        for _ in 0..<padding { output += digits[0] }
        for byte in decimal.utf8 { output += digits[Int(byte) - 48] }
    }
}
