import Foundation
import Testing
@testable import VeckaEngine

/// Zone offsets without ICU against independent readings of the same data: Python's `zoneinfo` for
/// every zone of the system's tz database (the `tz` of a request), glibc for values of `TZ` (the
/// process's zone), and the old Foundation (ICU) result for the zones the issue names.
@Suite struct TimeZoneOracleTests {
    /// The zones the issue names: half-hour, 45-minute and +14 h offsets, a 30-minute DST, Etc's
    /// inverted sign, both hemispheres.
    static let namedZones = ["Europe/Stockholm", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati",
                             "Australia/Lord_Howe", "America/St_Johns", "Asia/Kathmandu", "UTC", "Etc/GMT+12"]

    /// Every zone file of the database except the leap-second copies (refused) and the `posix/` ones
    /// (the same files again).
    static var allZones: [String] {
        let root = ZoneFile.directory
        let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return names.filter { name in
            !name.hasPrefix("right/") && !name.hasPrefix("posix/") && TimeZoneRules.zone(named: name) != nil
        }.sorted()
    }

    @Test func everyZoneAgreesWithPythonZoneinfo() throws {
        let zones = Self.allZones
        #expect(zones.count > 500, "the tz database is missing or incomplete: \(zones.count) zones")
        for zone in Self.namedZones { #expect(zones.contains(zone), "\(zone) is not read") }
        var lines: [String] = []
        var cases: [(zone: String, rules: TimeZoneRules, instants: [Int64])] = []
        for name in zones {
            let rules = try #require(TimeZoneRules(identifier: name))
            // The named zones closely and to 2400; the others more sparsely, their rule to 2120.
            let named = Self.namedZones.contains(name)
            let instants = Self.instants(around: rules, everyDays: named ? 5 : 97, ruleYears: named ? 1902...2400 : 1902...2120)
            cases.append((name, rules, instants))
            lines.append(name + " " + instants.map(String.init).joined(separator: " "))
        }
        let output = try PythonOracle.run(script: Self.zoneinfoScript, input: lines.joined(separator: "\n") + "\n")
        try #require(output.count == cases.count)
        var compared = 0
        var mismatches: [String] = []
        for (item, line) in zip(cases, output) {
            let expected = line.split(separator: " ").map { Int($0)! }
            for (instant, offset) in zip(item.instants, expected) {
                compared += 1
                let ours = item.rules.secondsFromUTC(at: UnixTime(seconds: instant))
                if ours != offset { mismatches.append("\(item.zone) at \(instant): \(ours), zoneinfo \(offset)") }
            }
        }
        print("time zones: \(zones.count) zones, \(compared) instants compared with Python zoneinfo, \(mismatches.count) differ")
        #expect(compared > 1_000_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(20))")
    }

    /// `TZ` as the C library reads it: zone names, paths, POSIX rules (with RFC 8536's extended
    /// hours, a southern DST, a 30-minute DST, all-year DST), and values that are none of them.
    /// Not here, because glibc's answers are accidents: a rule with trailing junk or a broken
    /// change (glibc keeps part of it; here it is no rule, so UTC), and DST without a rule
    /// (glibc shifts America/New_York's history from the file "posixrules"; here the present US
    /// rule); see TimeZoneFileTests.
    @Test func processZoneAgreesWithGlibc() throws {
        let values: [String?] = [
            nil, "", "UTC", "Europe/Stockholm", ":Europe/Stockholm", "/usr/share/zoneinfo/Asia/Tokyo",
            ":/usr/share/zoneinfo/Asia/Tokyo", "EST5EDT", "Etc/GMT+12", "Etc/GMT-14", "posix/Australia/Lord_Howe",
            "America/St_Johns", "Asia/Kathmandu", "Pacific/Kiritimati", "Australia/Lord_Howe", "EST", "GMT+5", "NZ",
            "JST-9", "<+0545>-5:45", "CET-1CEST,M3.5.0,M10.5.0/3", "NST3:30NDT,M3.2.0,M11.1.0",
            "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "IST-2IDT,M3.4.4/26,M10.5.0", "<-02>2<-01>,M3.5.0/-1,M10.5.0/0",
            "<-04>4<-03>,M9.1.6/24,M4.1.6/24", "EST5EDT,0/0,J365/25", "AAA3BBB,J60/2,J300/2", "AAA-5BBB,59/2,300/2",
            "AAA+3:30:15BBB+2,M3.2.0/1:30,M11.1.0/-0:30", "<+14>-14", "<-12>12",
            "garbage", "europe/stockholm", "Europe/Stockholm/", "../Europe/Stockholm", ":", ":nowhere", ":/dev/zero",
            "/tmp", "/etc/passwd", "A", "AB1", "ABC", "<AB>5",
        ]
        let cases = values.map { value in
            let rules = TimeZoneRules.local(tz: value)
            // From 1970: glibc reckons a rule's changes in earlier years as if in 1970 (the clock
            // is never there; Python's zoneinfo above checks those years for the files' rules).
            return (value: value, rules: rules, instants: Self.instants(around: rules, everyDays: 11).filter { $0 >= 0 })
        }
        let lines = cases.map { item in
            (item.value.map { "=" + $0 } ?? "-") + "\t" + item.instants.map(String.init).joined(separator: " ")
        }
        let output = try PythonOracle.run(script: Self.glibcScript, input: lines.joined(separator: "\n") + "\n")
        try #require(output.count == values.count)
        var compared = 0
        var mismatches: [String] = []
        for (item, line) in zip(cases, output) {
            for (instant, offset) in zip(item.instants, line.split(separator: " ").map { Int($0)! }) {
                compared += 1
                let ours = item.rules.secondsFromUTC(at: UnixTime(seconds: instant))
                if ours != offset { mismatches.append("TZ=\(item.value ?? "unset") at \(instant): \(ours), glibc \(offset)") }
            }
        }
        print("TZ: \(values.count) values, \(compared) instants compared with glibc, \(mismatches.count) differ")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(20))")
    }

    /// The named zones against Foundation's `TimeZone`, which answered before (ICU's own copy of the
    /// tz database), hourly around every change 1971–2025: past rules, which both copies share.
    @Test func namedZonesAgreeWithFoundation() throws {
        var compared = 0
        var mismatches: [String] = []
        for name in Self.namedZones {
            let rules = try #require(TimeZoneRules(identifier: name))
            let old = try #require(TimeZone(identifier: name))
            let instants = Self.instants(around: rules, everyDays: 3).filter { (31_536_000..<1_767_225_600).contains($0) }
            for instant in instants {
                compared += 1
                let ours = rules.secondsFromUTC(at: UnixTime(seconds: instant))
                let theirs = old.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
                if ours != theirs { mismatches.append("\(name) at \(instant): \(ours), Foundation \(theirs)") }
            }
        }
        print("time zones: \(compared) instants of \(Self.namedZones.count) zones compared with Foundation")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(20))")
    }

    // MARK: instants

    /// A spread over 1902–2400, and around every change (a file's transitions, then the rule's
    /// changes in `ruleYears`): an hour and a second before, at, and a second and an hour after.
    static func instants(around rules: TimeZoneRules, everyDays days: Int, ruleYears: ClosedRange<Int> = 1902...2400) -> [Int64] {
        var instants = spread(from: -2_145_916_800, to: 13_569_465_600, everyDays: days)
        var changes = rules.transitions.filter { $0 > -2_145_916_800 }
        if let daylightSaving = rules.rule?.daylightSaving {
            for year in ruleYears {
                changes.append(daylightSaving.start.instant(in: year, localOffset: rules.rule!.standardOffset))
                changes.append(daylightSaving.end.instant(in: year, localOffset: daylightSaving.offset))
            }
        }
        for change in changes { instants += [change - 3600, change - 1, change, change + 1, change + 3600] }
        return instants
    }

    /// Evenly spaced instants, each at a different time of day.
    static func spread(from start: Int64, to end: Int64, everyDays days: Int) -> [Int64] {
        var instants: [Int64] = []
        var instant = start
        while instant < end {
            instants.append(instant)
            instant += Int64(days) * 86_400 + 4_567
        }
        return instants
    }

    // MARK: oracles

    /// For each input line "zone instant…": the zone's offsets at those instants.
    static let zoneinfoScript = """
        import sys
        from datetime import datetime, timezone
        from zoneinfo import ZoneInfo
        out = []
        for line in open(sys.argv[1]):
            name, *instants = line.split()
            zone = ZoneInfo(name)
            out.append(" ".join(str(int(datetime.fromtimestamp(int(t), zone).utcoffset().total_seconds())) for t in instants))
        print("\\n".join(out))
        """

    /// For each input line "=TZ<tab>instant…" (or "-" for TZ unset): glibc's offsets there.
    static let glibcScript = """
        import os, sys, time
        out = []
        for line in open(sys.argv[1]):
            value, instants = line.rstrip("\\n").split("\\t")
            if value == "-":
                os.environ.pop("TZ", None)
            else:
                os.environ["TZ"] = value[1:]
            time.tzset()
            out.append(" ".join(str(time.localtime(int(t)).tm_gmtoff) for t in instants.split()))
        print("\\n".join(out))
        """
}
