/// Packed numbers (PackedNumbers) read by index where they lie: in a string literal the build embedded
/// (static, read-only data: nothing to decode or copy) or in memory a table owns.
public final class PackedTable: @unchecked Sendable {
    // @unchecked: the bytes are never written after init, and freed only by deinit.
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let owned: Bool

    /// The build's literal: its bytes live as long as the program.
    public init(_ literal: StaticString) {
        base = literal.utf8Start
        count = literal.utf8CodeUnitCount
        owned = false
    }

    /// A copy of `bytes`, owned by the table.
    public init(owning bytes: [UInt8]) {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        copy.initialize(from: bytes, count: bytes.count)
        base = UnsafePointer(copy)
        count = bytes.count
        owned = true
    }

    deinit {
        if owned { UnsafeMutablePointer(mutating: base).deallocate() }
    }

    /// How many numbers the table holds.
    public var numberCount: Int { count / PackedNumbers.width }

    /// The number at `index`, unchecked: a reader checks its layout against `numberCount` once, when it is
    /// made (PersonalPhrases), and every index it reads is within that layout (a check per read was a tenth
    /// of the trie's cost).
    @inline(__always)
    public subscript(index: Int) -> Int {
        PackedNumbers.read(base, index)
    }

    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
