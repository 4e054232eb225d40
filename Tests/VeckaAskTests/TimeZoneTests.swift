import Foundation
import Testing
import VeckaAskCLI
import VeckaEngine

/// Today in a time zone, now read from the tz database rather than ICU: a request's `tz` moves
/// today (and an unknown one is a bad request), and no `TZ` in the environment stops an answer.
@Suite struct TimeZoneTests {
    /// Sunday 2026-11-22 12:00 UTC: already Monday of week 48 in Kiritimati (UTC+14), still
    /// Sunday of week 47 at UTC−12.
    static let sundayNoon = UnixTime(seconds: Int64(CalendarDate(year: 2026, month: 11, day: 22)!.dayNumber) * 86_400 + 43_200)

    @Test func aRequestZoneMovesTodayAndAnUnknownOneIsRefused() throws {
        let zones = ["Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kathmandu", "GMT-11", "America/St_Johns",
                     // Not zones: paths, a leap-second copy, made-up and malformed names. `GMT+01:+0` crashed Foundation.
                     "../../../etc/passwd", "/usr/share/zoneinfo/UTC", "right/UTC", "Mars/Olympus", "GMT+01:+0", "zone.tab", ""]
        let input = zones.enumerated().map { #"{"id":\#($0.offset),"text":"what week is it","tz":"\#($0.element)"}"# }
        let output = run(["--json"], environment: ["TZ": "UTC"], input: input.joined(separator: "\n") + "\n")
        let objects = output.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        try #require(objects.count == zones.count)
        let weeks = objects.map { ($0["data"] as? [String: Any])?["week"] as? Int }
        #expect(weeks.prefix(5) == [48, 47, 47, 47, 47])
        for (zone, object) in zip(zones, objects).dropFirst(5) {
            #expect((object["error"] as? [String: Any])?["code"] as? String == "bad_request", "tz \(zone) accepted")
        }
    }

    @Test func theProcessZoneComesFromTZ() {
        #expect(run(["--short", "what week is it"], environment: ["TZ": "Pacific/Kiritimati"]) == "48\n")
        #expect(run(["--short", "what week is it"], environment: ["TZ": "<-12>12"]) == "47\n")
        #expect(run(["--short", "what week is it"], environment: ["TZ": ":Pacific/Kiritimati"]) == "48\n")
    }

    /// Whatever `TZ` holds, the answer comes: values that are not zones are UTC.
    @Test func noTZStopsAnAnswer() {
        let values = [":/dev/zero", "/dev/zero", ":/dev/stdin", "/", ":/proc/self/mem", "GMT+01:+0", "garbage", ":", "",
                      "../../../../etc/passwd", "right/UTC", String(repeating: "A", count: 100_000), "\u{1}\u{7F}é",
                      "<+14>-14<+15>,M3.2.0/167,M11.1.0/-167"]
        for value in values {
            #expect(run(["--short", "what week is it"], environment: ["TZ": value]).hasPrefix("4"), "TZ=\(value.prefix(30))")
        }
    }

    private func run(_ arguments: [String], environment: [String: String], input: String = "") -> String {
        let output = MemorySink()
        let status = Program.run(arguments: arguments, environment: Environment(environment),
                                 streams: StandardStreams(input: MemorySource(Array(input.utf8)), output: Output(output),
                                                          errors: Output(MemorySink())),
                                 now: { Self.sundayNoon })
        #expect(status == 0)
        return output.text
    }
}
