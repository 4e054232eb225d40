import Foundation
import Testing
@testable import VeckaEngine

/// Reading zones from what the environment or a request names, which may be anything: only a
/// regular, small, well-formed TZif file inside the tz database (or, for `TZ`, at an absolute
/// path) is a zone; nothing else blocks, crashes, or reads without bound.
@Suite struct TimeZoneFileTests {
    @Test func onlyRegularSmallZoneFilesAreRead() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stockholm = try Data(contentsOf: URL(fileURLWithPath: ZoneFile.directory + "/Europe/Stockholm"))
        try stockholm.write(to: URL(fileURLWithPath: directory + "/Good"))
        #expect(mkfifo(directory + "/Fifo", 0o600) == 0)  // no writer: a blocking open would never return
        try FileManager.default.createDirectory(atPath: directory + "/Folder", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: directory + "/LoopA", withDestinationPath: directory + "/LoopB")
        try FileManager.default.createSymbolicLink(atPath: directory + "/LoopB", withDestinationPath: directory + "/LoopA")
        try FileManager.default.createSymbolicLink(atPath: directory + "/Passwd", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: directory + "/Zero", withDestinationPath: "/dev/zero")
        // A zone followed by a gigabyte of nothing (sparse): too large to be a zone, never read.
        try stockholm.write(to: URL(fileURLWithPath: directory + "/Huge"))
        #expect(truncate(directory + "/Huge", 1 << 30) == 0)
        try Data().write(to: URL(fileURLWithPath: directory + "/Empty"))
        try (Data("TZif2".utf8) + Data(repeating: 0xFF, count: 60)).write(to: URL(fileURLWithPath: directory + "/Magic"))

        #expect(TimeZoneRules.zone(named: "Good", in: directory) == TimeZoneRules(identifier: "Europe/Stockholm"))
        for name in ["Fifo", "Folder", "LoopA", "Passwd", "Zero", "Huge", "Empty", "Magic", "Missing"] {
            #expect(TimeZoneRules.zone(named: name, in: directory) == nil, "\(name) read as a zone")
            let path = directory + "/" + name
            #expect(TimeZoneRules.local(tz: path, directory: directory, localtime: path) == .utc)
            #expect(TimeZoneRules.local(tz: ":" + path, directory: directory, localtime: path) == .utc)
            #expect(TimeZoneRules.local(tz: nil, directory: directory, localtime: path) == .utc)
        }
        for path in ["/dev/zero", "/dev/null", "/dev/stdin", "/proc/self/mem", "/proc/self/environ", "/", "/etc/passwd"] {
            #expect(TimeZoneRules.zone(atPath: path) == nil, "\(path) read as a zone")
        }
    }

    @Test func requestNamesStayInsideTheDatabase() {
        let refused = [
            "", "/", "../etc/passwd", "/usr/share/zoneinfo/UTC", "/etc/localtime", "Europe/../UTC", "./UTC", "Europe//Stockholm",
            "Europe/Stockholm/", ".", "..", ".hidden", "Europe/Stockholm\u{0}", "Europe/Stockholm ", " UTC", "Europe\\Stockholm",
            "zone.tab", "iso3166.tab", "tzdata.zi", "leapseconds", "leap-seconds.list", "right/Europe/Stockholm",
            "Mars/Olympus", "europe/stockholm", "Etc/Unknown", String(repeating: "A", count: 300), "Europe/Stockholm/../../..",
            "GMT+01:+0", "GMT+01:99", "GMT+1::30", "GMT+19", "GMT+18:30", "UT+5", "gmt+5",
        ]
        for name in refused { #expect(TimeZoneRules(identifier: name) == nil, "\(name.debugDescription) accepted") }
        let accepted = ["UTC", "Etc/UTC", "GMT", "Europe/Stockholm", "America/Argentina/Buenos_Aires", "Etc/GMT+12", "Etc/GMT-14",
                        "America/Port-au-Prince", "Asia/Calcutta", "EST5EDT", "Factory", "GMT+5", "UTC-03:30", "GMT+0530"]
        for name in accepted { #expect(TimeZoneRules(identifier: name) != nil, "\(name) refused") }
        // Etc's sign is POSIX's (west positive); the GMT±h names are Foundation's (east positive).
        let instant = UnixTime(seconds: 1_800_000_000)
        #expect(TimeZoneRules(identifier: "Etc/GMT+12")?.secondsFromUTC(at: instant) == -43_200)
        #expect(TimeZoneRules(identifier: "GMT+5")?.secondsFromUTC(at: instant) == 18_000)
        #expect(TimeZoneRules(identifier: "UTC-03:30")?.secondsFromUTC(at: instant) == -12_600)
    }

    /// Every prefix of real zone files, and thousands of corrupted copies, read without a crash:
    /// each is a zone or nil, and a zone answers for any instant.
    @Test func truncatedAndCorruptedFilesNeverCrash() throws {
        var generator = SplitMix(seed: 2026)
        for name in ["Europe/Stockholm", "Australia/Lord_Howe", "America/St_Johns", "Asia/Kathmandu", "Etc/GMT+12"] {
            let bytes = try #require(ZoneFile.bytes(atPath: ZoneFile.directory + "/" + name))
            #expect(TZif.rules(from: bytes) != nil)
            for length in 0..<bytes.count { #expect(TZif.rules(from: Array(bytes[..<length])) == nil || length > 44) }
            for _ in 0..<2000 {
                var corrupted = bytes
                for _ in 0...(generator.next() % 4) {
                    corrupted[Int(generator.next() % UInt64(corrupted.count))] = UInt8(truncatingIfNeeded: generator.next())
                }
                guard let rules = TZif.rules(from: corrupted) else { continue }
                for seconds: Int64 in [.min, -1 << 40, 0, 1_800_000_000, 1 << 40, .max] {
                    let offset = rules.secondsFromUTC(at: UnixTime(seconds: seconds))
                    #expect(abs(offset) <= 2 * 86_400)
                    _ = CalendarDate.today(in: rules, now: UnixTime(seconds: seconds))
                }
            }
        }
        // Counts that promise far more than the file holds.
        var header = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
        for _ in 0..<6 { header += [0xFF, 0xFF, 0xFF, 0xFF] }
        #expect(TZif.rules(from: header + [UInt8](repeating: 0, count: 1000)) == nil)
    }

    @Test func posixRules() throws {
        let valid: [(String, standard: Int, daylight: Int?)] = [
            ("JST-9", 32_400, nil), ("<+0545>-5:45", 20_700, nil), ("<-12>12", -43_200, nil), ("<+14>-14", 50_400, nil),
            ("CET-1CEST,M3.5.0,M10.5.0/3", 3600, 7200), ("NST3:30NDT,M3.2.0,M11.1.0", -12_600, -9000),
            ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", 37_800, 39_600), ("EST5EDT,0/0,J365/25", -18_000, -14_400),
            ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", -7200, -3600), ("IST-2IDT,M3.4.4/26,M10.5.0", 7200, 10_800),
            ("XYZ3ABC", -10_800, -7200), ("AAA+3:30:15BBB+2,M3.2.0/1:30,M11.1.0/-0:30", -12_615, -7200),
        ]
        for (text, standard, daylight) in valid {
            let rule = try #require(PosixTimeZoneRule(text), "\(text) not read")
            #expect(rule.standardOffset == standard)
            #expect(rule.daylightSaving?.offset == daylight)
        }
        let invalid = ["", "A", "AB1", "ABC", "<AB>5", "<ABC5", "ABC25", "ABC-24:60", "ABC5DEF,M3", "ABC5DEF,M3.2.0",
                       "CET-1CEST,M3.5.0,M10.5.0/3x", "ABC5DEF,M13.1.0,M1.1.0", "ABC5DEF,M3.6.0,M1.1.0", "ABC5DEF,M3.1.7,M1.1.0",
                       "ABC5DEF,J0,J1", "ABC5DEF,366,1", "ABC5DEF,M3.2.0/168,M11.1.0", "GMT+01:+0", "ABC5 ", "ABC5\u{0}"]
        for text in invalid { #expect(PosixTimeZoneRule(text) == nil, "\(text.debugDescription) read") }

        // DST named without a rule keeps the present US rule (second Sunday in March, first in November).
        let xyz = TimeZoneRules.local(tz: "XYZ3ABC")
        #expect(xyz.secondsFromUTC(at: UnixTime(seconds: 1_767_225_600)) == -10_800)  // 2026-01-01
        #expect(xyz.secondsFromUTC(at: UnixTime(seconds: 1_782_864_000)) == -7200)  // 2026-07-01
        // Not a rule and not a zone: UTC, as glibc has it.
        for value in ["garbage", "ABC5DEF,M3", ":", ":/dev/zero", "GMT+01:+0", "../Europe/Stockholm", String(repeating: "9", count: 10_000)] {
            #expect(TimeZoneRules.local(tz: value) == .utc, "TZ=\(value.prefix(20)) is not UTC")
        }
        #expect(TimeZoneRules.local(tz: "") == .utc)
    }

    /// The offsets by name (`GMT+5`, `UTC-03:30`, and files such as `GMT0`) against Foundation, which
    /// read them before, over every short name of the characters they are made of; Foundation's
    /// slips are set aside.
    @Test func fixedOffsetNamesAgreeWithFoundation() {
        let characters = ["0", "1", "5", "8", "9", ":", ".", "a"]
        var bodies = [""]
        var all: [String] = []
        for _ in 1...5 {
            bodies = bodies.flatMap { body in characters.map { body + $0 } }
            all += bodies
        }
        var compared = 0
        var mismatches: [String] = []
        for prefix in ["GMT", "UTC", "UT", "Gmt"] {
            for sign in ["+", "-", ""] {
                for body in [""] + all {
                    let name = prefix + sign + body
                    let bytes = Array(body.utf8)
                    if bytes.count == 5, bytes[2] == UInt8(ascii: ":") || bytes[2] == UInt8(ascii: ".") {
                        // Foundation took any character as the first digit of minutes here: 60–99
                        // minutes, a second punctuation mark, or a crash (below "0").
                        let minute = bytes[3]
                        if !(UInt8(ascii: "0")...UInt8(ascii: "5")).contains(minute) || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[1]) {
                            continue
                        }
                    }
                    compared += 1
                    let old = TimeZone(identifier: name)?.secondsFromGMT(for: Date(timeIntervalSince1970: 0))
                    let new = TimeZoneRules(identifier: name)?.secondsFromUTC(at: UnixTime(seconds: 0))
                    if old != new { mismatches.append("\(name): Foundation \(String(describing: old)), here \(String(describing: new))") }
                }
            }
        }
        print("fixed-offset names: \(compared) compared with Foundation")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(20))")
    }

    /// Every name of the system's tz database is a zone exactly when Foundation (ICU) knew it,
    /// but for the two files that are the database's own plumbing, `localtime` (the system's zone)
    /// and `posixrules` (America/New_York); names that ICU alone knows (`IST`, `US/Pacific-New`)
    /// are not files, so not asked here.
    @Test func databaseNamesAreZonesAsInFoundation() {
        let names = FileManager.default.enumerator(atPath: ZoneFile.directory)?.compactMap { $0 as? String } ?? []
        var compared = 0
        var mismatches: [String] = []
        for name in names where !name.hasPrefix("posix/") && !["localtime", "posixrules"].contains(name) {
            compared += 1
            if (TimeZone(identifier: name) != nil) != (TimeZoneRules(identifier: name) != nil) { mismatches.append(name) }
        }
        print("database names: \(compared) compared with Foundation")
        #expect(compared > 1000)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(20))")
    }

    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vecka-zones-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// A small deterministic generator, so a failure repeats.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
