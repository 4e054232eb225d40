import Foundation
import Testing

/// Findings of scripts/soak (one `--json` process, a million mixed valid and hostile lines).
@Suite struct SoakRegressionTests {
    /// An id above Int.max came back wrapped to a negative number (12345678901234567890 →
    /// -6101065172474983726): JSONSerialization gives such numbers as UInt64 and `intValue` wrapped.
    /// Fixed in Request.swift (JSONValue.init(any:)): they are echoed as a double, like other numbers
    /// outside Int's range. Ids within ±(2^53 − 1), the range JSON numbers are interoperable in
    /// (RFC 8259 §6), come back exactly; beyond it, with the value as a double and the sign kept.
    @Test func largeIdsAreNotWrapped() throws {
        let ids = ["12345678901234567890", "18446744073709551615", "9223372036854775807", "-9223372036854775807",
                   "9007199254740991", "-9007199254740991", "0", "-1"]
        let input = ids.map { "{\"id\":\($0),\"text\":\"week 12\"}\n" }.joined()
        let result = try BinaryRunner.run(["--json"], input: Data(input.utf8))
        let echoed = result.lines.compactMap { BinaryRunner.json($0)?["id"] as? NSNumber }
        #expect(echoed.count == ids.count)
        for (sent, number) in zip(ids, echoed) {
            #expect(Decimal(string: sent).map { abs(($0 as NSDecimalNumber).doubleValue - number.doubleValue) <= 1e-15 * abs(number.doubleValue) } == true,
                    "id \(sent) came back as \(number)")
            #expect((number.doubleValue < 0) == sent.hasPrefix("-"), "id \(sent) changed sign: \(number)")
        }
        for (sent, line) in zip(ids, result.lines) where Int(sent).map({ abs($0) < 1 << 53 }) == true {
            #expect(line.contains("\"id\":\(sent),"), "id \(sent) not echoed exactly: \(line)")
        }
    }
}
