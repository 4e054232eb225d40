import LocalizationFormat
import TextNormalization

/// Reads a compiled vocabulary where it lies: in the binary (a built-in language) or in memory the
/// view owns (one compiled at run time). Nothing is decoded up front beyond the section table.
public struct VocabularyView: @unchecked Sendable {
    private let base: UnsafePointer<UInt8>
    /// Where each section starts, in numbers from `base`, and one past the last section.
    private let starts: [Int]
    /// Keeps run-time tables alive; nil for the ones in the binary, which live as long as the process.
    private let owner: Owner?
    /// The reading keys' text (`kind <TAB> value <TAB> line`, one per line); where each starts is the
    /// `keyStart` section.
    private let keyBytes: UnsafeBufferPointer<UInt8>

    public init(_ embedded: EmbeddedVocabulary) {
        self.init(base: embedded.tables.utf8Start, owner: nil,
                  keys: UnsafeBufferPointer(start: embedded.readingKeys.utf8Start, count: embedded.readingKeys.utf8CodeUnitCount))
    }

    public init(_ compiled: VocabularyCompiler.Compiled) {
        let owner = Owner(compiled.tables + Array(compiled.readingKeys.utf8))
        let memory = UnsafeBufferPointer(owner.memory)
        self.init(base: memory.baseAddress!, owner: owner,
                  keys: UnsafeBufferPointer(rebasing: memory[compiled.tables.count...]))
    }

    private init(base: UnsafePointer<UInt8>, owner: Owner?, keys: UnsafeBufferPointer<UInt8>) {
        self.base = base
        self.owner = owner
        let count = PackedNumbers.read(base, 0)
        starts = (0...count).map { PackedNumbers.read(base, 1 + $0) }
        keyBytes = keys
    }

    public var readingKeyCount: Int { count(.keyStart) - 1 }

    /// Reading key `index` as its fields: kind, value and the line of lexicon.tsv (0 for names from
    /// holidays.tsv and places.tsv).
    public func readingKey(_ index: Int) -> (kind: String, value: String, line: String) {
        let bytes = UnsafeBufferPointer(rebasing: keyBytes[number(.keyStart, index)..<(number(.keyStart, index + 1) - 1)])
        let fields = bytes.split(separator: 0x09, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        return (fields[0], fields.count > 1 ? fields[1] : "", fields.count > 2 ? fields[2] : "0")
    }

    /// Whether reading key `index` is of kind `kind`, read without making strings.
    public func readingKey(_ index: Int, isOfKind kind: StaticString) -> Bool {
        let start = number(.keyStart, index)
        let length = kind.utf8CodeUnitCount
        guard number(.keyStart, index + 1) - 1 - start > length, keyBytes[start + length] == 0x09 else { return false }
        for offset in 0..<length where keyBytes[start + offset] != kind.utf8Start[offset] { return false }
        return true
    }

    @inline(__always)
    private func number(_ section: VocabularySection, _ index: Int) -> Int {
        PackedNumbers.read(base, starts[section.rawValue] &+ index)
    }

    private func count(_ section: VocabularySection) -> Int {
        starts[section.rawValue + 1] - starts[section.rawValue]
    }

    public var nodeCount: Int { count(.childStart) - 1 }
    public var entryCount: Int { count(.readingSet) }
    public var readingSetCount: Int { count(.setStart) - 1 }

    /// The child of `node` along `scalar` (folded), if a phrase continues that way.
    public func child(of node: Int, _ scalar: UInt32) -> Int? {
        var low = number(.childStart, node)
        var high = number(.childStart, node + 1)
        let wanted = Int(scalar)
        while low < high {
            let middle = (low + high) >> 1
            let found = number(.childScalar, middle)
            if found == wanted { return number(.childNode, middle) }
            if found < wanted { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Every child of `node`, with the scalar that leads to it (for walks that allow a slip).
    public func children(of node: Int) -> [(scalar: UInt32, node: Int)] {
        (number(.childStart, node)..<number(.childStart, node + 1)).map {
            (UInt32(number(.childScalar, $0)), number(.childNode, $0))
        }
    }

    /// The entries of the phrases that end at `node`.
    public func entries(at node: Int) -> Range<Int> {
        number(.entryStart, node)..<number(.entryStart, node + 1)
    }

    public func readingSet(of entry: Int) -> Int { number(.readingSet, entry) }

    /// The reading keys of a set, in the order the files give them.
    public func members(of set: Int) -> [Int] {
        (number(.setStart, set)..<number(.setStart, set + 1)).map { number(.setMembers, $0) }
    }

    /// The entry's phrase as normalized, with its diacritics.
    public func exact(_ entry: Int) -> [Unicode.Scalar] {
        (number(.exactStart, entry)..<number(.exactStart, entry + 1)).map { Unicode.Scalar(UInt32(number(.scalars, $0)))! }
    }

    /// Whether the entry's phrase is exactly `scalars` (diacritics included).
    /// Whether `scalars` spell the entry with some diacritics left out (`NormalizedText.leavesOutMarks`).
    public func leavesOutMarks(_ entry: Int, _ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        let start = number(.exactStart, entry)
        guard number(.exactStart, entry + 1) - start == scalars.count else { return false }
        var index = start
        for scalar in scalars {
            guard let meant = Unicode.Scalar(UInt32(number(.scalars, index))),
                  NormalizedText.leavesOutMarks(scalar, of: meant) else { return false }
            index += 1
        }
        return true
    }

    public func exactIs(_ entry: Int, _ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        let start = number(.exactStart, entry)
        guard number(.exactStart, entry + 1) - start == scalars.count else { return false }
        var index = start
        for scalar in scalars {
            if number(.scalars, index) != Int(scalar.value) { return false }
            index += 1
        }
        return true
    }

    private final class Owner: @unchecked Sendable {
        let memory: UnsafeMutableBufferPointer<UInt8>
        init(_ bytes: [UInt8]) {
            memory = .allocate(capacity: max(bytes.count, 1))
            _ = memory.initialize(from: bytes)
        }
        deinit { memory.deallocate() }
    }
}
