import Testing
import VeckaAskCLI
import VeckaEngine

/// A process left running keeps following the clock: today is read for every question, so a pipe
/// open over midnight on a Sunday answers the new week after it.
@Suite struct MidnightTests {
    @Test func aRunningPipeFollowsTheClockOverMidnight() throws {
        // Sunday 2026-11-22 23:59:59 in Stockholm (UTC+1 in November), then two seconds later.
        let sunday = UnixTime(seconds: Int64(CalendarDate(year: 2026, month: 11, day: 22)!.dayNumber) * 86_400 + 86_399 - 3600)
        let clock = Clock(times: [sunday, UnixTime(seconds: sunday.seconds + 2)])
        let output = MemorySink()
        let input = MemorySource(Array("what week is it\nwhat week is it\n".utf8))
        let status = Program.run(arguments: ["--short"], environment: Environment(["TZ": "Europe/Stockholm"]),
                                 streams: StandardStreams(input: input, output: Output(output), errors: Output(MemorySink())),
                                 now: clock.next)
        #expect(status == 0)
        #expect(output.text == "47\n48\n")
    }

    final class Clock: @unchecked Sendable {
        private var times: [UnixTime]
        init(times: [UnixTime]) { self.times = times }
        func next() -> UnixTime { times.count > 1 ? times.removeFirst() : times[0] }
    }
}
