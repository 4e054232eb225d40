import LocalizationFormat

/// A holiday name written with a word of no meaning before it ("the King's Birthday") is also every holiday
/// that the name without it is: the longer phrase wins the match, so "the king's birthday", listed only for
/// Thailand and New Zealand, hid Australia's King's Birthday ("When is the King's Birthday in New South Wales"
/// was answered with Thailand's 28 July). Which words carry no meaning is the lexicon's `filler` kind.
enum HolidayArticleForms {
    /// (holiday id, phrase) pairs to add: each name that opens with a filler word, for every other holiday
    /// the rest of the name is a name of.
    static func sharedReadings(_ holidays: [(id: String, names: [String])], lexicon: [LexiconEntry]) -> [(String, String)] {
        let fillers = Set(lexicon.filter { $0.kind == "filler" }.flatMap(\.phrases).filter { !$0.contains(" ") }.map { $0.lowercased() })
        var idsByName: [String: [String]] = [:]
        for holiday in holidays {
            for name in holiday.names { idsByName[name.lowercased(), default: []].append(holiday.id) }
        }
        var added: [(String, String)] = []
        for holiday in holidays {
            for name in holiday.names {
                guard let space = name.firstIndex(of: " "), fillers.contains(name[..<space].lowercased()) else { continue }
                let rest = name[name.index(after: space)...].lowercased()
                for id in idsByName[rest] ?? [] where id != holiday.id { added.append((id, name)) }
            }
        }
        return added
    }
}
