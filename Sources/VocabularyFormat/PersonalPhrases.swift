import LocalizationFormat
import TextNormalization

/// The personal-command words of every language in one trie of folded phrases, compiled by the build
/// (EmbedLocalizationTool) or, for packs read from disk, when first needed. A value is a language's index
/// in `languages` and a kind's index in `kinds`.
public struct PersonalPhrases: Sendable {
    /// The `personal.<kind>` settings, in the order values count them.
    public static let kinds = ["note", "countdown", "delete", "undo", "mine", "agenda", "textAfter", "filler", "numberMark"]

    public struct Value: Hashable, Sendable {
        public let language: Int
        public let kind: Int

        public init(language: Int, kind: Int) {
            self.language = language
            self.kind = kind
        }
    }

    public let languages: [String]
    /// The trie as packed numbers (`packed`), read where they lie: in the binary's read-only data for the
    /// build's trie (nothing is decoded at start-up, which cost a one-shot answer a tenth of its
    /// instructions), in memory this value owns for one compiled from packs.
    ///
    /// Layout: node count N, child count C, value count V, then childStart[N + 1], childScalars[C],
    /// childNodes[C], valueStart[N + 1], values[V]. Node n's children are childScalars/childNodes
    /// [childStart[n] ..< childStart[n + 1]], sorted by scalar; its values values[valueStart[n] ..< valueStart[n + 1]].
    private let numbers: PackedTable
    private let childScalarsAt: Int
    private let childNodesAt: Int
    private let valueStartAt: Int
    private let valuesAt: Int
    /// The root's children as native arrays: every position of a question starts there, and the root has a
    /// child for every first letter of every language's words, so its search is most of the trie's work.
    private let rootScalars: [UInt32]
    private let rootNodes: [Int]

    /// Compiled from the packs' settings.
    public init(packs: [LanguagePack]) {
        var phrases: [([Unicode.Scalar], Value)] = []
        for (language, pack) in packs.enumerated() {
            for (kind, name) in Self.kinds.enumerated() {
                for phrase in pack.list("personal.\(name)") {
                    let folded = NormalizedText(phrase).folded
                    if !folded.isEmpty { phrases.append((folded, Value(language: language, kind: kind))) }
                }
            }
        }
        self.init(languages: packs.map(\.code), phrases: phrases)
    }

    /// Built from phrases, laid out node by node in the order they were made.
    init(languages: [String], phrases: [([Unicode.Scalar], Value)]) {
        struct Node { var children: [(UInt32, Int)] = []; var values: [Value] = [] }
        var nodes = [Node()]
        for (phrase, value) in phrases {
            var node = 0
            for scalar in phrase {
                if let next = nodes[node].children.first(where: { $0.0 == scalar.value })?.1 {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].children.append((scalar.value, nodes.count - 1))
                    node = nodes.count - 1
                }
            }
            if !nodes[node].values.contains(value) { nodes[node].values.append(value) }
        }
        var childStart = [0], childScalars: [Int] = [], childNodes: [Int] = [], valueStart = [0], values: [Int] = []
        for node in nodes {
            for (scalar, child) in node.children.sorted(by: { $0.0 < $1.0 }) {
                childScalars.append(Int(scalar))
                childNodes.append(child)
            }
            childStart.append(childScalars.count)
            values += node.values.map { $0.language * 16 + $0.kind }
            valueStart.append(values.count)
        }
        var bytes: [UInt8] = []
        for number in [nodes.count, childScalars.count, values.count] + childStart + childScalars + childNodes + valueStart + values {
            PackedNumbers.append(number, to: &bytes)
        }
        self.init(languages: languages, numbers: PackedTable(owning: bytes))
    }

    /// The build's trie, read in place.
    public init(_ embedded: EmbeddedPersonalWords) {
        let languages = embedded.languages.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
            .split(separator: ",").map(String.init)
        self.init(languages: languages, numbers: PackedTable(embedded.trie))
    }

    private init(languages: [String], numbers: PackedTable) {
        self.languages = languages
        self.numbers = numbers
        // The layout is checked once, here: reads are unchecked (PackedTable), and every index they use lies
        // within it (a node's children and values are ranges of its sections, and the build wrote them so).
        precondition(numbers.numberCount >= 3, "personal words: an empty trie")
        let nodeCount = numbers[0], childCount = numbers[1], valueCount = numbers[2]
        let scalarsAt = 3 + nodeCount + 1, nodesAt = scalarsAt + childCount
        childScalarsAt = scalarsAt
        childNodesAt = nodesAt
        valueStartAt = nodesAt + childCount
        valuesAt = valueStartAt + nodeCount + 1
        precondition(numbers.numberCount == valuesAt + valueCount && nodeCount >= 1,
                     "personal words: the trie's sections do not add up")
        let rootChildren = numbers[3]..<numbers[4]
        rootScalars = rootChildren.map { UInt32(numbers[scalarsAt + $0]) }
        rootNodes = rootChildren.map { numbers[nodesAt + $0] }
    }

    /// The trie as packed numbers, for the build to embed.
    public var packed: [UInt8] { numbers.bytes }

    private func childStart(_ node: Int) -> Int { numbers[3 + node] }
    private func valueStart(_ node: Int) -> Int { numbers[valueStartAt + node] }

    private func child(of node: Int, _ scalar: UInt32) -> Int? {
        if node == 0 {
            var low = 0, high = rootScalars.count
            while low < high {
                let middle = (low + high) / 2
                if rootScalars[middle] < scalar { low = middle + 1 } else { high = middle }
            }
            return low < rootScalars.count && rootScalars[low] == scalar ? rootNodes[low] : nil
        }
        var low = childStart(node)
        let end = childStart(node + 1)
        var high = end
        while low < high {
            let middle = (low + high) / 2
            if numbers[childScalarsAt + middle] < Int(scalar) { low = middle + 1 } else { high = middle }
        }
        return low < end && numbers[childScalarsAt + low] == Int(scalar) ? numbers[childNodesAt + low] : nil
    }

    /// The longest phrase starting at `start` whose end `accepts`, with its values.
    public func longestMatch(in text: [Unicode.Scalar], from start: Int, where accepts: (Int) -> Bool) -> (length: Int, values: [Value])? {
        var node = 0
        var best: (Int, Int)?
        var index = start
        while index < text.count, let next = child(of: node, text[index].value) {
            node = next
            index += 1
            if valueStart(node) < valueStart(node + 1), accepts(index) { best = (index - start, node) }
        }
        guard let (length, found) = best else { return nil }
        let list = (valueStart(found)..<valueStart(found + 1)).map { numbers[valuesAt + $0] }
            .map { Value(language: $0 / 16, kind: $0 % 16) }
        return (length, list)
    }
}
