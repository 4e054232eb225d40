import LocalizationFormat

/// Reads a compiled vocabulary where it lies: in the binary (a built-in language) or in memory the
/// view owns (one compiled at run time). Nothing is decoded up front beyond the section table.
public struct VocabularyView: @unchecked Sendable {
    private let base: UnsafePointer<UInt8>
    /// Where each section starts, in numbers from `base`, and one past the last section.
    private let starts: [Int]
    /// Keeps run-time tables alive; nil for the ones in the binary, which live as long as the process.
    private let owner: Owner?
    /// One `kind <TAB> value <TAB> line` per reading key.
    public let readingKeys: [Substring]

    public init(_ embedded: EmbeddedVocabulary) {
        self.init(base: embedded.tables.utf8Start, owner: nil, keys: embedded.readingKeys.description)
    }

    public init(_ compiled: VocabularyCompiler.Compiled) {
        let owner = Owner(compiled.tables)
        self.init(base: UnsafePointer(owner.memory.baseAddress!), owner: owner, keys: compiled.readingKeys)
    }

    private init(base: UnsafePointer<UInt8>, owner: Owner?, keys: String) {
        self.base = base
        self.owner = owner
        let count = PackedNumbers.read(base, 0)
        starts = (0...count).map { PackedNumbers.read(base, 1 + $0) }
        readingKeys = keys.isEmpty ? [] : keys.split(separator: "\n", omittingEmptySubsequences: false)
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
