import Foundation

/// A question reduced to the form the lexicon is matched against.
///
/// - `scalars`: NFKC (so full-width letters and digits become ASCII), lower case, every decimal digit
///   (Thai, Arabic-Indic, …) as ASCII, control and format characters (RTL marks, zero-width joiners,
///   NUL) removed, runs of white space collapsed to one space, and no spaces between characters of
///   scripts that do not separate words (一 月 → 一月, 다음 주 → 다음주).
/// - `folded`: the same with Latin diacritics removed (ä → a, ư → u, đ → d), used to match words
///   typed without diacritics; an exact match is still preferred when both exist.
public struct NormalizedText: Sendable {
    public let scalars: [Unicode.Scalar]
    public let folded: [Unicode.Scalar]
    /// Scripts of digits that were converted to ASCII (๑๒ is Thai even with no Thai letter).
    public let digitScripts: Set<Script>

    public var count: Int { scalars.count }
    public var text: String { String(String.UnicodeScalarView(scalars)) }

    public init(_ input: String) {
        let compatible = input.precomposedStringWithCompatibilityMapping.lowercased()
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(compatible.unicodeScalars.count)
        var pendingSpace = false
        var digitScripts = Set<Script>()
        for scalar in compatible.unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace || scalar == "_" {
                pendingSpace = !output.isEmpty
                continue
            }
            let category = properties.generalCategory
            if category == .control || category == .format || category == .surrogate
                || category == .privateUse || category == .nonspacingMark && Script.of(scalar.value) == nil
                    && !NormalizedText.isCombiningMarkKept(scalar, after: output.last) {
                continue
            }
            var current = scalar
            if properties.numericType == .decimal, let digit = properties.numericValue, scalar.value > 0x7F {
                current = Unicode.Scalar(UInt8(48 + Int(digit)))
                if let script = Script.of(scalar.value) { digitScripts.insert(script) }
            }
            if pendingSpace {
                pendingSpace = false
                let previous = output.last.flatMap { Script.of($0.value) }
                let next = Script.of(current.value)
                // Spaces between characters of spaceless scripts carry no meaning for matching.
                if !(previous?.isSpaceless == true && next?.isSpaceless == true) {
                    output.append(" ")
                }
            }
            output.append(current)
        }
        scalars = output
        self.digitScripts = digitScripts
        folded = output.map(NormalizedText.fold)
    }

    /// Combining marks that survive NFKC belong to the letter before them (Thai vowels, Vietnamese
    /// tone marks on letters without a precomposed form); stray marks (zalgo) are dropped.
    private static func isCombiningMarkKept(_ mark: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        guard let previous else { return false }
        return Script.of(previous.value) != nil && Script.of(previous.value) != .latin
    }

    /// Latin letters without their diacritics; everything else unchanged.
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        guard value >= 0xC0, value <= 0x1EFF else { return scalar }
        return foldTable[Int(value - 0xC0)]
    }

    private static let foldTable: [Unicode.Scalar] = (UInt32(0xC0)...UInt32(0x1EFF)).map { value -> Unicode.Scalar in
        guard let scalar = Unicode.Scalar(value) else { return " " }
        guard Script.of(value) == .latin else { return scalar }
        switch value {
        case 0x111, 0x110: return "d"   // đ has no canonical decomposition
        case 0xF8, 0xD8: return "o"
        case 0x142, 0x141: return "l"
        default: break
        }
        let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
        return base.value < 0x80 ? base : scalar
    }
}
