import LocalizationData
import Synchronization

/// Picks the language whose vocabulary covers most of the question. Only languages written in a
/// script that occurs in the question compete; a tie (or a question with no words, like "24/12")
/// goes to the preferred language, then to the one with more of its typical letters in the question, then to
/// the language with the higher `priority` setting.
struct LanguageDetector: Sendable {
    let lexicons: Lexicons
    let scripts: [Set<Script>]
    let letters: TypicalLetters
    let priorities: [Int]
    /// Whether each language is written in Latin letters (a lookup per question, not a set's hash).
    let writtenInLatin: [Bool]

    init(lexicons: Lexicons) {
        self.lexicons = lexicons
        scripts = lexicons.packs.map { pack in Set(pack.list("scripts").compactMap(Script.init(rawValue:))) }
        letters = TypicalLetters(packs: lexicons.packs)
        priorities = lexicons.packs.map { Int($0.setting("priority") ?? "") ?? 0 }
        writtenInLatin = scripts.map { $0.contains(.latin) }
    }

    /// Each language's typical letters (`letters` in language.tsv), read when a question in its script
    /// first comes: a Latin-letter question never needs the Japanese kana.
    final class TypicalLetters: Sendable {
        private let packs: [LanguagePack]
        private let sets: Mutex<[ScalarSet?]>

        init(packs: [LanguagePack]) {
            self.packs = packs
            sets = Mutex(Array(repeating: nil, count: packs.count))
        }

        subscript(language: Int) -> ScalarSet {
            sets.withLock { sets in
                if let known = sets[language] { return known }
                let letters = ScalarSet(NormalizedText(packs[language].setting("letters") ?? "").scalars.filter { $0 != " " })
                sets[language] = letters
                return letters
            }
        }
    }

    /// A set of scalars asked about once per letter of each question: a bit per scalar in the Basic
    /// Multilingual Plane (up to the highest one in the set), which answers without hashing.
    struct ScalarSet: Sendable {
        private let bits: [UInt64]
        /// Scalars beyond the Basic Multilingual Plane.
        private let others: Set<UInt32>

        init(_ scalars: [Unicode.Scalar]) {
            let plane = scalars.map(\.value).filter { $0 < 0x10000 }
            var bits = [UInt64](repeating: 0, count: plane.max().map { Int($0 >> 6) + 1 } ?? 0)
            for value in plane { bits[Int(value >> 6)] |= 1 << UInt64(value & 63) }
            self.bits = bits
            others = Set(scalars.map(\.value).filter { $0 >= 0x10000 })
        }

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            guard value < 0x10000 else { return others.contains(value) }
            let word = Int(value >> 6)
            return word < bits.count && bits[word] & (1 << UInt64(value & 63)) != 0
        }
    }

    struct Result {
        let language: Int
        let items: [Item]
        /// Share of the question's letters that the vocabulary explained (0…1).
        let coverage: Double
        /// Whether the letters alone name the language, whatever the vocabulary explained: a script only
        /// it is written in (Hangul, Thai, kana), or letters typical of it (å, ß, ư).
        var isEvident = false
    }

    /// - Parameter readsSlips: whether slips in scripts without spaces are read (not in a note's or
    ///   countdown's own words, which are the user's to spell).
    func detect(_ text: NormalizedText, preferred: Int?, readsSlips: Bool = true) -> Result {
        var present = text.digitScripts
        for scalar in text.scalars { if let script = Script.of(scalar.value) { present.insert(script) } }
        var candidates = scripts.indices.filter { !scripts[$0].isDisjoint(with: present) }
        let onlyCandidate = candidates.count == 1
        // No letters at all ("24/12"): the preferred language reads it.
        if candidates.isEmpty { candidates = preferred.map { [$0] } ?? Array(scripts.indices) }

        var best: (language: Int, score: Int, items: [Item])?
        // Likeliest first — the preferred language, then those whose typical letters (å, ư, ß) occur —
        // and stop at the first that explains every word: the others could at best tie, and their
        // vocabularies need not be compiled at all.
        // Each likelihood is a pass over the text: computed once, not once per comparison.
        var likelihoods = [Int](repeating: 0, count: scripts.count)
        for language in candidates { likelihoods[language] = likelihood(language, text: text, preferred: preferred) }
        candidates.sort { lhs, rhs in
            if likelihoods[lhs] != likelihoods[rhs] { return likelihoods[lhs] > likelihoods[rhs] }
            return priorities[lhs] != priorities[rhs] ? priorities[lhs] > priorities[rhs] : lhs < rhs
        }
        // What each language's vocabulary made of the text, kept for the comparison below: a question
        // with a word no vocabulary knows is tokenized once per candidate, not twice.
        var tokenized = [[Item]?](repeating: nil, count: scripts.count)
        for language in candidates {
            let items = Tokenizer(lexicon: lexicons[language]).tokenize(text)
            tokenized[language] = items
            guard !items.contains(where: \.isUnknown) else { continue }
            if likelihoods[language] > 0 || language == candidates.first {
                best = (language, score(items, text: text, language: language), items)
                candidates = []
            }
            break
        }
        // A Latin word in a question written in another script is a borrowed one ("week 30 是几号",
        // "W20は何日から", "KW 12 언제야"): the sentence's frame is the other script's language, which
        // reads the Latin date words as the languages written in Latin know them.
        let lenders = present.contains(.latin) && present.count > 1
            ? candidates.filter { writtenInLatin[$0] } : []
        for language in candidates {
            var items = tokenized[language] ?? Tokenizer(lexicon: lexicons[language]).tokenize(text)
            if !lenders.isEmpty, !writtenInLatin[language] {
                items = Self.joinLatinWeekNumbers(borrowDateWords(items, text: text, from: lenders, intoOtherScript: true),
                                                  text: text)
            }
            let score = self.score(items, text: text, language: language)
            if let current = best {
                if score < current.score { continue }
                if score == current.score && !prefer(language, over: current.language, preferred: preferred,
                                                     likelihoods: likelihoods) { continue }
            }
            best = (language, score, items)
        }
        var chosen = best!
        // The frame is the script most of the letters are in: "ISO 8601って誰が決めたの？" is Japanese with
        // a borrowed Latin name, never English because the Latin word is the one English knows.
        // (Only a text with letters of another script than Latin is looked at again: the typical letters of
        // every language are read only then, never for a one-shot Latin question's start-up.)
        if writtenInLatin[chosen.language], present.contains(.latin), present.count > 1,
           Self.mostLettersAreNotLatin(text),
           let frame = frameInAnotherScript(text, present: present, lenders: [chosen.language], preferred: preferred,
                                            likelihoods: scripts.indices.map { likelihood($0, text: text, preferred: preferred) }) {
            chosen = frame
        }
        // Second look, for the chosen language only: places without holiday rules here ("in Bayern"),
        // typos in unknown words, and date words of a neighbouring language ("vecka 12 2027" in an
        // English sentence).
        if chosen.items.contains(where: \.isUnknown) {
            let typos = lexicons
            let language = chosen.language
            var items = Tokenizer(lexicon: lexicons[language], typos: { typos.typos(language) },
                                  places: { typos.otherPlaces(language) },
                                  spacelessSlips: readsSlips ? { typos.spacelessSlips(language) } : nil).tokenize(text)
            items = borrowDateWords(items, text: text, from: candidates.filter { $0 != language },
                                    intoOtherScript: !writtenInLatin[language] && present.contains(.latin))
            chosen.items = items
        }
        // (Also when the frame's own vocabulary knows the Latin week word: ja "w" in "W20は何日から".)
        if !writtenInLatin[chosen.language], present.count > 1, present.contains(.latin) {
            chosen.items = Self.joinLatinWeekNumbers(chosen.items, text: text)
        }
        var letterCount = 0
        for scalar in text.scalars where Script.of(scalar.value) != nil { letterCount += 1 }
        var covered = 0
        for item in chosen.items where !item.isUnknown {
            for scalar in text.scalars[item.range] where Script.of(scalar.value) != nil { covered += 1 }
        }
        var result = Result(language: chosen.language, items: chosen.items,
                            coverage: letterCount == 0 ? 1 : Double(covered) / Double(letterCount))
        // Asked only of a question no vocabulary explained at all (its refusal's language).
        // A question in a script no Latin-letter language is written in (Han, kana, Hangul, Thai) is
        // refused in the language of that script the detector chose, never in a Latin-letter default.
        result.isEvident = covered == 0 && (onlyCandidate || likelihood(chosen.language, text: text, preferred: nil) > 0
            || !present.contains(.latin) && !writtenInLatin[chosen.language])
        return result
    }

    /// Unknown words that another candidate language knows as a date word (a week word, month,
    /// weekday, unit or relative day) or as a holiday's name ("Easter Monday 2027 係第幾週", "アメリカの
    /// Thanksgiving") take that reading — a name of several words replaces them all; so do subjects
    /// that are not ours ("Netflix" in a Chinese question), which only ever refuse it.
    /// Into a sentence of another script (`intoOtherScript`) a writer also drops the Latin words that
    /// place or ask for those ("next week 幾號到幾號", "show下個禮拜", "list下個月嘅假期"): those
    /// readings are borrowed too, and a Latin phrase may take in Latin words the frame knows ("next"
    /// + the frame's "week"). Between two Latin languages they are borrowed only as a phrase of the
    /// lender's — several words ("next month có ngày lễ nào"), or a word placing the date word after it
    /// ("next friday là ngày mấy"): a lone word of the other language is more likely the frame's own slip.
    private func borrowDateWords(_ items: [Item], text: NormalizedText, from languages: [Int],
                                 intoOtherScript: Bool = false) -> [Item] {
        var borrowed: [Item] = []
        var index = 0
        next: while index < items.count {
            let item = items[index]
            guard item.isUnknown else {
                borrowed.append(item)
                index += 1
                continue
            }
            for language in languages {
                guard let match = lexicons[language].longestMatch(in: text, at: item.range.lowerBound), match.exact else { continue }
                let end = item.range.lowerBound + match.length
                // A phrase of several words ("next month", "show me"), or a word placing the date word
                // that follows it ("next friday"), is the lender's whatever the frame.
                let severalWords = text.scalars[item.range.lowerBound..<end].contains(" ")
                // The phrase must end where a word the frame read ends, and take in only unknown words —
                // or, as a phrase of the lender's, words in Latin letters the frame happens to know too.
                guard let last = items[index...].firstIndex(where: { $0.range.upperBound == end }),
                      items[index...last].allSatisfy({
                          $0.isUnknown || (intoOtherScript || severalWords) && Self.isLatin($0, in: text)
                      })
                else { continue }
                let placesADateWord = last + 1 < items.count && (items[last + 1].readings.contains(where: \.isDateWord)
                    || items[last + 1].isUnknown && lexicons[language].longestMatch(in: text, at: items[last + 1].range.lowerBound)?
                        .readings.contains(where: \.isDateWord) == true)
                let wholePhrase = intoOtherScript || severalWords || placesADateWord
                let dateWords = match.readings.filter {
                    $0.isDateWord || $0.isHoliday || $0 == .offTopic || wholePhrase && $0.isBorrowedIntoOtherScript
                }
                if !dateWords.isEmpty {
                    borrowed.append(Item(kind: .phrase(exact: true), readings: dateWords, range: item.range.lowerBound..<end))
                    index = last + 1
                    continue next
                }
            }
            borrowed.append(item)
            index += 1
        }
        return borrowed
    }

    /// Whether an item is a word in Latin letters (spaces and digits aside).
    private static func isLatin(_ item: Item, in text: NormalizedText) -> Bool {
        var letters = false
        for scalar in text.scalars[item.range] {
            switch Script.of(scalar.value) {
            case .latin?: letters = true
            case nil: continue
            default: return false
            }
        }
        return letters
    }

    /// A week word in Latin letters keeps the order of the languages written in them: "week 30", "W20",
    /// "KW 12" are week 30, 20 and 12 in any frame, also in those whose own week word follows the
    /// number (第30周, 30주차, where the grammar reads a week word only after its number).
    private static func joinLatinWeekNumbers(_ items: [Item], text: NormalizedText) -> [Item] {
        var joined: [Item] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            if item.isWeekWord, text.scalars[item.range].allSatisfy({ Script.of($0.value) == .latin || $0 == " " }),
               index + 1 < items.count, case .digits(let count) = items[index + 1].kind,
               count <= 2, let number = items[index + 1].number, (1...53).contains(number) {
                joined.append(Item(kind: .entity(.week(.number(number, year: nil))), readings: [],
                                   range: item.range.lowerBound..<items[index + 1].range.upperBound))
                index += 2
                continue
            }
            joined.append(item)
            index += 1
        }
        return joined
    }

    /// Whether the text has more letters of other scripts than Latin ones.
    private static func mostLettersAreNotLatin(_ text: NormalizedText) -> Bool {
        var latin = 0, other = 0
        for scalar in text.scalars {
            guard let script = Script.of(scalar.value) else { continue }
            if script == .latin { latin += 1 } else { other += 1 }
        }
        return other > latin
    }

    /// The best reading by a language not written in Latin letters (for a text whose letters are mostly
    /// of other scripts).
    private func frameInAnotherScript(_ text: NormalizedText, present: Set<Script>, lenders: [Int],
                                      preferred: Int?, likelihoods: [Int]) -> (language: Int, score: Int, items: [Item])? {
        var frame: (language: Int, score: Int, items: [Item])?
        for language in scripts.indices where !writtenInLatin[language] && !scripts[language].isDisjoint(with: present) {
            let items = Self.joinLatinWeekNumbers(
                borrowDateWords(Tokenizer(lexicon: lexicons[language]).tokenize(text), text: text, from: lenders, intoOtherScript: true),
                text: text)
            let score = self.score(items, text: text, language: language)
            if let current = frame, score < current.score
                || score == current.score && !prefer(language, over: current.language, preferred: preferred, likelihoods: likelihoods) { continue }
            frame = (language, score, items)
        }
        return frame
    }

    /// How likely a language is before its vocabulary is tried: preferred, then typical letters present.
    private func likelihood(_ language: Int, text: NormalizedText, preferred: Int?) -> Int {
        var hits = 0
        let letters = self.letters[language]
        for scalar in text.scalars where letters.contains(scalar) { hits += 1 }
        return (language == preferred ? 1000 : 0) + hits
    }

    /// Letters explained by the vocabulary, plus a small bonus for letters typical of the language
    /// in words it does not know (åäö, ư ơ đ).
    private func score(_ items: [Item], text: NormalizedText, language: Int) -> Int {
        var score = 0
        let letters = self.letters[language]
        for item in items {
            switch item.kind {
            case .phrase: score += 2 * item.range.count
            // Borrowed week words joined to their numbers ("week 30"): their letters are explained.
            case .entity: score += 2 * text.scalars[item.range].filter { Script.of($0.value) != nil }.count
            case .unknown: score += text.scalars[item.range].filter { letters.contains($0) }.count
            default: break
            }
        }
        return score
    }

    /// On a tie: the preferred language, then the one whose typical letters the question shows more of
    /// (Traditional 臺灣 國 幾 against Simplified zh, which lists some Traditional forms too), then priority.
    private func prefer(_ candidate: Int, over current: Int, preferred: Int?, likelihoods: [Int]) -> Bool {
        if candidate == preferred { return true }
        if current == preferred { return false }
        if likelihoods[candidate] != likelihoods[current] { return likelihoods[candidate] > likelihoods[current] }
        return priorities[candidate] > priorities[current]
    }
}
