import Foundation
import Testing
import VeckaAskCLI

/// A process left running keeps following the clock: today is read for every question, so a pipe
/// open over midnight on a Sunday answers the new week after it.
@Suite struct MidnightTests {
    @Test func aRunningPipeFollowsTheClockOverMidnight() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let sunday = calendar.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 23, minute: 59, second: 59))!
        let clock = Clock(times: [sunday, sunday.addingTimeInterval(2)])
        let output = MemorySink()
        let input = MemorySource(Array("what week is it\nwhat week is it\n".utf8))
        let status = Program.run(arguments: ["--short"], environment: Environment([:]),
                                 streams: StandardStreams(input: input, output: Output(output), errors: Output(MemorySink())),
                                 now: clock.next)
        #expect(status == 0)
        #expect(output.text == "47\n48\n")
    }

    final class Clock: @unchecked Sendable {
        private var times: [Date]
        init(times: [Date]) { self.times = times }
        func next() -> Date { times.count > 1 ? times.removeFirst() : times[0] }
    }
}
