/// The writing systems the language detector tells apart.
public enum Script: String, Sendable, CaseIterable {
    case latin, han, kana, hangul, thai

    /// The script of a scalar, or nil for digits, punctuation, symbols and everything else.
    static func of(_ value: UInt32) -> Script? {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return .latin
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x3005, 0x3007: return .han
        case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: return .hangul
        case 0x0E00...0x0E7F: return .thai
        default: return nil
        }
    }

    /// Scripts written without spaces between words: matching ignores spaces between their characters.
    var isSpaceless: Bool { self != .latin }
}

extension Unicode.Scalar {
    /// A letter of a script that separates words with spaces (so lexicon matches need word boundaries).
    var isWordLetter: Bool {
        if Script.of(value) == .latin { return true }
        // Other alphabetic scripts (Cyrillic, Greek, …) also separate words with spaces.
        return properties.isAlphabetic && Script.of(value) == nil && !("0"..."9").contains(self)
    }
}
