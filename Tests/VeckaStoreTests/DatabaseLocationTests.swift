import Testing
@testable import VeckaAskCLI

/// Where the database is: `--database` > VECKA_DATABASE > XDG_DATA_HOME > HOME, relative XDG values ignored.
@Suite struct DatabaseLocationTests {
    private func path(_ option: String?, _ variables: [String: String]) -> String? {
        Environment(variables).databasePath(option: option)
    }

    @Test func theFirstThatAppliesWins() {
        let all = ["VECKA_DATABASE": "/v/db.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]
        #expect(path("/o/db.sqlite", all) == "/o/db.sqlite")
        #expect(path("relative.sqlite", all) == "relative.sqlite", "an option is taken as given, relative to the working folder")
        #expect(path(nil, all) == "/v/db.sqlite")
        #expect(path("", all) == "/v/db.sqlite", "empty counts as unset")
        #expect(path(nil, ["VECKA_DATABASE": "", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]) == "/xdg/vecka-ask/vecka.sqlite")
        #expect(path(nil, ["XDG_DATA_HOME": "/xdg/", "HOME": "/home/u"]) == "/xdg/vecka-ask/vecka.sqlite")
        #expect(path(nil, ["HOME": "/home/u"]) == "/home/u/.local/share/vecka-ask/vecka.sqlite")
        #expect(path(nil, ["HOME": "/"]) == "/.local/share/vecka-ask/vecka.sqlite")
    }

    @Test func relativeOrMissingBaseFoldersAreIgnored() {
        #expect(path(nil, ["XDG_DATA_HOME": "data", "HOME": "/home/u"]) == "/home/u/.local/share/vecka-ask/vecka.sqlite")
        #expect(path(nil, ["XDG_DATA_HOME": "", "HOME": "/home/u"]) == "/home/u/.local/share/vecka-ask/vecka.sqlite")
        #expect(path(nil, ["HOME": "home/u"]) == nil)
        #expect(path(nil, ["XDG_DATA_HOME": "./x"]) == nil)
        #expect(path(nil, [:]) == nil)
    }
}
