/// The trie's edges, (node, scalar) → child, in one open-addressing table.
///
/// Swift's `Dictionary` hashes every key with seeded SipHash, which was a tenth of compiling a
/// vocabulary and of looking words up. The keys here all come from the lexicon files — a question
/// only looks keys up — so a multiplicative hash cannot be driven into long probe runs by input.
struct EdgeTable: Sendable {
    /// No real key: nodes are below 2³¹ and scalars below 2²¹.
    private static let empty = UInt64.max
    private var keys: [UInt64]
    private var children: [Int32]
    private var shift: UInt64
    private(set) var count = 0

    init(minimumCapacity: Int) {
        var bits: UInt64 = 4
        while 1 << bits < minimumCapacity * 2 { bits += 1 }
        keys = Array(repeating: Self.empty, count: 1 << bits)
        children = Array(repeating: 0, count: 1 << bits)
        shift = 64 - bits
    }

    private static func key(_ node: Int, _ scalar: Unicode.Scalar) -> UInt64 {
        UInt64(node) << 32 | UInt64(scalar.value)
    }

    subscript(node: Int, scalar: Unicode.Scalar) -> Int32? {
        let key = Self.key(node, scalar)
        var slot = home(key)
        while true {
            let stored = keys[slot]
            if stored == key { return children[slot] }
            if stored == Self.empty { return nil }
            slot = (slot + 1) & (keys.count - 1)
        }
    }

    /// Adds an edge that is not in the table yet.
    mutating func insert(node: Int, scalar: Unicode.Scalar, child: Int32) {
        // At most half full: probe runs stay short, and every run ends at an empty slot.
        if (count + 1) * 2 > keys.count { grow() }
        let key = Self.key(node, scalar)
        var slot = home(key)
        while keys[slot] != Self.empty { slot = (slot + 1) & (keys.count - 1) }
        keys[slot] = key
        children[slot] = child
        count += 1
    }

    private func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        var larger = EdgeTable(minimumCapacity: keys.count)
        for (slot, key) in keys.enumerated() where key != Self.empty {
            larger.insert(node: Int(key >> 32), scalar: Unicode.Scalar(UInt32(key & 0xFFFF_FFFF))!, child: children[slot])
        }
        self = larger
    }
}
