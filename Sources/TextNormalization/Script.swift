/// The writing systems the language detector tells apart. A language names its own in
/// `language.tsv` (`scripts`); the common scripts of the world are listed so that a new language
/// needs only its Localization folder.
public enum Script: String, Sendable, CaseIterable {
    case latin, han, kana, hangul, thai
    case cyrillic, greek, arabic, hebrew, devanagari, lao, khmer, myanmar

    /// Whether the script's ranges above hold no decimal digit (but Thai's ๐–๙), no white space and no
    /// format character: its letters need no Unicode property lookup when a question is normalized.
    public var hasNoDigitsOrFormatCharacters: Bool {
        switch self {
        case .latin, .han, .kana, .hangul, .thai: return true
        default: return false
        }
    }

    /// The script of a scalar, or nil for digits, punctuation, symbols and everything else.
    public static func of(_ value: UInt32) -> Script? {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return .latin
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x3005, 0x3007: return .han
        case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: return .hangul
        case 0x0E00...0x0E7F: return .thai
        case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
        case 0x0370...0x03FF, 0x1F00...0x1FFF: return .greek
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x0900...0x097F, 0xA8E0...0xA8FF: return .devanagari
        case 0x0E80...0x0EFF: return .lao
        case 0x1780...0x17FF, 0x19E0...0x19FF: return .khmer
        case 0x1000...0x109F, 0xAA60...0xAA7F: return .myanmar
        default: return nil
        }
    }

    /// Scripts written without spaces between words: matching ignores spaces between their characters.
    public var isSpaceless: Bool {
        switch self {
        case .han, .kana, .hangul, .thai, .lao, .khmer, .myanmar: return true
        case .latin, .cyrillic, .greek, .arabic, .hebrew, .devanagari: return false
        }
    }
}

extension Unicode.Scalar {
    /// A letter of a script that separates words with spaces (so lexicon matches need word boundaries).
    public var isWordLetter: Bool {
        if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        if let script = Script.of(value) { return !script.isSpaceless && properties.isAlphabetic }
        // Scripts not listed (Armenian, Georgian, …) are taken to separate words with spaces.
        return properties.isAlphabetic
    }
}
