import Testing
@testable import IntentParser

/// The lexicon's edge table against a Dictionary, the oracle it replaced: every edge is found with
/// its child, and no other key is, also after the table has grown from the smallest size.
@Suite struct EdgeTableTests {
    @Test func agreesWithADictionaryThroughGrowth() {
        var table = EdgeTable(minimumCapacity: 1)
        var oracle: [String: Int32] = [:]
        var generator = SystemRandomNumberGenerator()
        // Scalars from ASCII, Latin-1, CJK and the supplementary planes; nodes up to 5,000.
        let planes: [ClosedRange<UInt32>] = [0x20...0x7E, 0xC0...0x24F, 0x4E00...0x9FFF, 0x1_0000...0x1_0FFF]
        while oracle.count < 20_000 {
            let node = Int.random(in: 0..<5_000, using: &generator)
            let plane = planes.randomElement(using: &generator)!
            let scalar = Unicode.Scalar(UInt32.random(in: plane, using: &generator))!
            let key = "\(node)/\(scalar.value)"
            guard oracle[key] == nil else { continue }
            let child = Int32(oracle.count + 1)
            table.insert(node: node, scalar: scalar, child: child)
            oracle[key] = child
        }
        #expect(table.count == oracle.count)
        for (key, child) in oracle {
            let parts = key.split(separator: "/")
            #expect(table[Int(parts[0])!, Unicode.Scalar(UInt32(parts[1])!)!] == child)
        }
        for node in 5_000..<5_200 {
            #expect(table[node, "a"] == nil)
        }
        var misses = 0
        for _ in 0..<20_000 {
            let node = Int.random(in: 0..<5_000, using: &generator)
            let scalar = Unicode.Scalar(UInt32.random(in: 0x2_0000...0x2_FFFF, using: &generator))!
            if table[node, scalar] == nil { misses += 1 }
        }
        #expect(misses == 20_000)
    }
}
