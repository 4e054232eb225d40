import Foundation
import Testing

/// A `bad_request` says why in the user's language (`--lang`, else `VECKA_LANG`, else the locale), like
/// every other message of the command.
@Suite struct BadRequestLanguageTests {
    @Test func badRequestReasonsAreInTheUsersLanguage() throws {
        let lines = [#"{"id":1}"#, #"{"id":2,"text":"v12","tz":"Mars/Olympus"}"#, #"{"text":"v12","region":"ZZ"}"#, "{oops"]
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)
        let german = try BinaryRunner.run(["--json"], input: input, environment: ["LANG": "de_DE.UTF-8"])
        let messages = german.lines.compactMap { (BinaryRunner.json($0)?["error"] as? [String: Any])?["message"] as? String }
        #expect(messages == [
            "Diese Anfrage konnte ich nicht lesen: text fehlt oder ist kein String.",
            "Diese Anfrage konnte ich nicht lesen: tz muss der Name einer IANA-Zeitzone sein, etwa Europe/Berlin.",
            "Diese Anfrage konnte ich nicht lesen: region muss eine Liste von ISO-3166-Codes sein (oder \"all\"); Feiertage kenne ich für "
                + "SE, NO, DK, FI, IS, DE, GB, FR, IT, NL, JP, CN, HK, TH, VN, US, KR, AT, CH, LI, LU, IE, CA, AU, NZ, SG, TW, MO, "
                + "DE-BB … DE-TH, DE-AUGSBURG, GB-NIR, GB-SCT, US-AK … US-WY, AT-1 … AT-9, CH-AG … CH-ZH, CA-AB … CA-YT, AU-ACT … AU-WA.",
            "Diese Anfrage konnte ich nicht lesen: kein JSON-Objekt.",
        ], "\(german.stdout)")
        let korean = try BinaryRunner.run(["--json", "--lang", "ko"], input: input, environment: ["VECKA_LANG": "ja"])
        #expect(korean.stdout.contains("요청을 읽을 수 없습니다: text가 없거나 문자열이 아닙니다."), "\(korean.stdout)")
        let japanese = try BinaryRunner.run(["--json"], input: input, environment: ["VECKA_LANG": "ja", "LANG": "de_DE.UTF-8"])
        #expect(japanese.stdout.contains("リクエストを読み取れませんでした: text がないか、文字列ではありません。"), "\(japanese.stdout)")
    }
}
