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
    // Node n's children are childScalars/childNodes[childStart[n] ..< childStart[n + 1]], sorted by scalar;
    // its values are values[valueStart[n] ..< valueStart[n + 1]].
    private var childStart: [Int32] = [0, 0]
    private var childScalars: [UInt32] = []
    private var childNodes: [Int32] = []
    private var valueStart: [Int32] = [0, 0]
    private var values: [UInt16] = []

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

    /// Built from phrases: sorted first, so that every node's children come in order and the trie is
    /// laid out breadth by breadth without moving anything.
    init(languages: [String], phrases: [([Unicode.Scalar], Value)]) {
        self.languages = languages
        // Nodes as paths, made breadth-first from the sorted, unique prefixes.
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
        childStart = [0]
        valueStart = [0]
        for node in nodes {
            for (scalar, child) in node.children.sorted(by: { $0.0 < $1.0 }) {
                childScalars.append(scalar)
                childNodes.append(Int32(child))
            }
            childStart.append(Int32(childScalars.count))
            values += node.values.map { UInt16($0.language * 16 + $0.kind) }
            valueStart.append(Int32(values.count))
        }
    }

    /// Read back from the build's packed numbers (`packed`).
    public init(_ embedded: EmbeddedPersonalWords) {
        languages = embedded.languages.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
            .split(separator: ",").map(String.init)
        embedded.trie.withUTF8Buffer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            func next() -> Int {
                defer { index += 1 }
                return PackedNumbers.read(base, index)
            }
            let nodeCount = next(), childCount = next(), valueCount = next()
            childStart = (0...nodeCount).map { _ in Int32(next()) }
            childScalars = (0..<childCount).map { _ in UInt32(next()) }
            childNodes = (0..<childCount).map { _ in Int32(next()) }
            valueStart = (0...nodeCount).map { _ in Int32(next()) }
            values = (0..<valueCount).map { _ in UInt16(next()) }
        }
    }

    /// The trie as packed numbers, for the build to embed.
    public var packed: [UInt8] {
        var bytes: [UInt8] = []
        for number in [childStart.count - 1, childScalars.count, values.count] { PackedNumbers.append(number, to: &bytes) }
        for number in childStart { PackedNumbers.append(Int(number), to: &bytes) }
        for number in childScalars { PackedNumbers.append(Int(number), to: &bytes) }
        for number in childNodes { PackedNumbers.append(Int(number), to: &bytes) }
        for number in valueStart { PackedNumbers.append(Int(number), to: &bytes) }
        for number in values { PackedNumbers.append(Int(number), to: &bytes) }
        return bytes
    }

    private func child(of node: Int, _ scalar: UInt32) -> Int? {
        var low = Int(childStart[node])
        var high = Int(childStart[node + 1])
        while low < high {
            let middle = (low + high) / 2
            if childScalars[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low < Int(childStart[node + 1]) && childScalars[low] == scalar ? Int(childNodes[low]) : nil
    }

    /// The longest phrase starting at `start` whose end `accepts`, with its values.
    public func longestMatch(in text: [Unicode.Scalar], from start: Int, where accepts: (Int) -> Bool) -> (length: Int, values: [Value])? {
        var node = 0
        var best: (Int, Int)?
        var index = start
        while index < text.count, let next = child(of: node, text[index].value) {
            node = next
            index += 1
            if valueStart[node] < valueStart[node + 1], accepts(index) { best = (index - start, node) }
        }
        guard let (length, found) = best else { return nil }
        let list = values[Int(valueStart[found])..<Int(valueStart[found + 1])].map { Value(language: Int($0) / 16, kind: Int($0) % 16) }
        return (length, list)
    }
}
