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
    /// Where a space between two letters of a spaceless script was dropped (the index of the letter
    /// after it): Thai writes a space where other languages end a clause.
    public let joinedSpaces: [Int]

    public var count: Int { scalars.count }
    public var text: String { String(String.UnicodeScalarView(scalars)) }

    public init(_ input: String) {
        if input.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(ascii: input)
        } else {
            self.init(unicode: input)
        }
    }

    private init(unicode input: String) {
        let compatible = (NormalizedText.needsCompatibilityMapping(input)
            ? CompatibilityTable.nfkc(input) : input).lowercased()
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(compatible.unicodeScalars.count)
        var pendingSpace = false
        var digitScripts = Set<Script>()
        var joinedSpaces: [Int] = []
        for scalar in compatible.unicodeScalars {
            if scalar.value < 0x80, scalar.value > 0x20, scalar != "_", scalar.value != 0x7F {
                // Printable ASCII: nothing to look up.
                if pendingSpace {
                    pendingSpace = false
                    output.append(" ")
                }
                output.append(scalar)
                continue
            }
            // Letters of the scripts questions are written in (Han, kana, Hangul, Thai, accented Latin) are
            // kept as they are: no white space, control, mark-to-drop or decimal digit is among them but
            // the Thai digits. Looking up their Unicode properties was a tenth of a question's parse.
            if let script = Script.of(scalar.value), script.hasNoDigitsOrFormatCharacters,
               !(0x0E50...0x0E59).contains(scalar.value) {
                if pendingSpace {
                    pendingSpace = false
                    let previous = output.last.flatMap { Script.of($0.value) }
                    if !(previous?.isSpaceless == true && script.isSpaceless) {
                        output.append(" ")
                    } else {
                        joinedSpaces.append(output.count)
                    }
                }
                output.append(scalar)
                continue
            }
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
                } else {
                    joinedSpaces.append(output.count)
                }
            }
            output.append(current)
        }
        scalars = output
        self.digitScripts = digitScripts
        self.joinedSpaces = joinedSpaces
        folded = output.map(NormalizedText.fold)
    }

    /// Plain ASCII needs none of the Unicode work: lower-case letters, collapse white space, drop
    /// control characters. Most questions and most of the vocabulary take this path.
    private init(ascii input: String) {
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(input.utf8.count)
        var pendingSpace = false
        for byte in input.utf8 {
            switch byte {
            case 0x20, 0x09...0x0D, 0x5F:
                pendingSpace = !output.isEmpty
            case 0x00..<0x20, 0x7F:
                continue
            default:
                if pendingSpace {
                    output.append(" ")
                    pendingSpace = false
                }
                output.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
            }
        }
        scalars = output
        folded = output
        digitScripts = []
        joinedSpaces = []
    }

    /// Combining marks that survive NFKC belong to the letter before them (Thai vowels, Vietnamese
    /// tone marks on letters without a precomposed form); stray marks (zalgo) are dropped.
    private static func isCombiningMarkKept(_ mark: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        guard let previous else { return false }
        return Script.of(previous.value) != nil && Script.of(previous.value) != .latin
    }

    /// Whether `typed` is `meant` written with some of its diacritics left out, or none left out: the same
    /// letter, with a subset of its marks ("à" of tuần's "ầ", "d" of "đ"; not "à" for "â", another mark).
    public static func leavesOutMarks(_ typed: Unicode.Scalar, of meant: Unicode.Scalar) -> Bool {
        typed == meant || (fold(typed) == fold(meant) && marks(typed) & ~marks(meant) == 0)
    }

    /// A Latin letter's diacritics as bits (`MarkTable`); 0 for none and for other scalars.
    static func marks(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        guard value >= MarkTable.start, value < MarkTable.start + UInt32(MarkTable.values.count) else { return 0 }
        return MarkTable.values[Int(value - MarkTable.start)]
    }

    /// Latin letters without their diacritics; everything else unchanged.
    public static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        guard value >= FoldTable.start, value < FoldTable.start + UInt32(FoldTable.values.count) else { return scalar }
        return Unicode.Scalar(UInt32(FoldTable.values[Int(value - FoldTable.start)])) ?? scalar
    }

    /// NFKC only changes text with compatibility characters (full width, ligatures, circled and
    /// superscript digits, compatibility ideographs) or decomposed marks; most questions and every
    /// lexicon phrase have none, and skipping the normalization then saves most of the cost.
    static func needsCompatibilityMapping(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0xA0: continue
            case 0xA0...0xBF, 0x0300...0x036F, 0x1100...0x11FF, 0x2000...0x2BFF, 0x3000...0x3003,
                 0x3099...0x309C, 0x3130...0x318F, 0x3200...0x33FF, 0xF900...0xFAFF, 0xFB00...0xFB4F,
                 0xFE00...0xFE6F, 0xFF00...0xFFEF, 0x1D400...0x1D7FF, 0x1F100...0x1F1FF:
                return true
            default:
                // Other combining marks may compose with their letter; Thai vowels are marks of the script.
                if scalar.properties.generalCategory == .nonspacingMark && Script.of(scalar.value) != .thai { return true }
            }
        }
        return false
    }
}
