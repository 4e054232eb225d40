import Foundation
import Testing

/// Findings of scripts/soak (one `--json` process, a million mixed valid and hostile lines).
@Suite struct SoakRegressionTests {
    /// An id above Int.max came back wrapped to a negative number (12345678901234567890 →
    /// -6101065172474983726): JSONSerialization gave such numbers as UInt64 and `intValue` wrapped.
    /// Ids are now read by RequestJSON, which keeps a number's text, so every id comes back exactly.
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
        for (sent, line) in zip(ids, result.lines) {
            #expect(line.contains("\"id\":\(sent),"), "id \(sent) not echoed exactly: \(line)")
        }
    }
}
