/// NFKC without Foundation: Foundation's normalization would link its Unicode data and ICU into the
/// program (tens of megabytes, and start-up time) for the few questions that hold full-width digits,
/// ligatures or circled numbers. Each scalar with a compatibility form is replaced by that form
/// (`CompatibilityTable`, generated from Foundation's own NFKC), and the standard library's NFC then
/// reorders and composes the marks, which is what NFKC is: NFC of the compatibility decomposition.
/// CompatibilityMappingTests compares the two over every scalar and over mixed text.
extension CompatibilityTable {
    public static func nfkc(_ input: String) -> String {
        var mapped = String.UnicodeScalarView()
        for scalar in input.unicodeScalars {
            if let index = index(of: scalar.value) {
                mapped.append(contentsOf: self.mapped[Int(offsets[index])..<Int(offsets[index + 1])])
            } else {
                mapped.append(scalar)
            }
        }
        return String(decoding: String(mapped)._nfcCodeUnits, as: UTF8.self)
    }

    /// Binary search over the sorted keys.
    private static func index(of value: UInt32) -> Int? {
        guard value >= 0xA0 else { return nil }
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == value ? low : nil
    }
}
