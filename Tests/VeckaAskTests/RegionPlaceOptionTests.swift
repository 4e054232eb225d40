import Foundation
import Testing

/// `--region`, `:region` and a request's `region` take any ISO 3166 code vecka-ask knows: a place whose
/// holidays are not known yet is accepted, its holiday questions refused with what is known, and its
/// week questions answered (a week is the same everywhere).
@Suite struct RegionPlaceOptionTests {
    @Test func aKnownPlaceWithoutHolidaysIsNotAUsageError() throws {
        let week = try BinaryRunner.run(["--region", "ES", "what week is it"])
        #expect(week.status == 0)
        #expect(week.stdout == "It's week 47 (Nov 16 – Nov 22 2026).\n")

        let holiday = try BinaryRunner.run(["--json", "--region", "ES", "is christmas a holiday"])
        #expect(holiday.status == 1)
        let object = try #require(BinaryRunner.json(holiday.lines.first ?? ""))
        #expect((object["error"] as? [String: Any])?["code"] as? String == "unsupported_place")
        #expect((object["answer"] as? String)?.contains("Spain") == true)
    }

    /// The territories of issue 17 are regions of their own (Austria's Stephanstag on 26 December).
    @Test func aNewTerritoryIsARegion() throws {
        let result = try BinaryRunner.run(["--json", "--region", "AT", "is 26 december 2027 a holiday"])
        #expect(result.status == 0)
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        let holidays = (object["data"] as? [String: Any])?["holidays"] as? [[String: Any]]
        #expect(holidays?.first?["id"] as? String == "at.boxing-day", "\(result.stdout)")
        #expect((object["answer"] as? String)?.contains("Austria") == true)
    }

    /// A US state is a region of its own: California's Cesar Chavez Day is answered for it, and (metamorphic)
    /// the same day asked for New York, which does not keep it, is a "no".
    @Test func aUSStateIsARegion() throws {
        let california = try BinaryRunner.run(["--region", "US-CA", "--lang", "en", "is March 31 2027 a holiday?"])
        #expect(california.status == 0)
        #expect(california.stdout.hasPrefix("Yes") && california.stdout.contains("California"), "\(california.stdout)")
        let newYork = try BinaryRunner.run(["--region", "US-NY", "--lang", "en", "is March 31 2027 a holiday?"])
        #expect(newYork.stdout.hasPrefix("No") && newYork.stdout.contains("New York"), "\(newYork.stdout)")
    }

    /// Germany's Länder are regions of their own: a Land's holiday is answered for it.
    @Test func aGermanLandIsARegion() throws {
        let result = try BinaryRunner.run(["--region", "DE-BY", "--lang", "de", "Ist Fronleichnam 2027 ein Feiertag?"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Ja,") && result.stdout.contains("Bayern"), "\(result.stdout)")
    }

    @Test func anUnknownCodeIsStillAUsageError() throws {
        let result = try BinaryRunner.run(["--region", "XX", "what week is it"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test func aRequestMayNameAPlace() throws {
        let line = #"{"id":1,"text":"holidays this week","region":["ES"]}"# + "\n"
        let result = try BinaryRunner.run(["--json"], input: Data(line.utf8))
        let object = try #require(BinaryRunner.json(result.lines.first ?? ""))
        #expect((object["error"] as? [String: Any])?["code"] as? String == "unsupported_place")
        #expect((object["answer"] as? String)?.contains("Spain") == true)
    }
}
