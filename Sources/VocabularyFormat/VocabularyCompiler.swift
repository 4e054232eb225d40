import LocalizationFormat
import TextNormalization

/// Compiles a language's words — lexicon.tsv, holiday names, place names — into the tables
/// `VocabularyView` reads. The build runs it (EmbedLocalizationTool) for the languages built in; the
/// program runs it only for a folder given in `VECKA_LOCALIZATION_DIR` or a pack made in code.
///
/// Every place is compiled, with or without holiday rules here: which ones a question is first read
/// with is the parser's business (it knows the regions), so it filters readings, not phrases.
public enum VocabularyCompiler {
    public struct Compiled: Sendable, Equatable {
        /// Packed numbers (`PackedNumbers`) in `VocabularySection` order.
        public let tables: [UInt8]
        /// One `kind <TAB> value <TAB> line` per reading, newline-separated.
        public let readingKeys: String
    }

    public static func compile(_ pack: LanguagePack) -> Compiled {
        var builder = Builder()
        let spokenEndings = SpokenEndings(pack.list("spokenEndings"))
        for line in pack.lexicon {
            builder.add(kind: line.kind, value: line.value, line: line.line, phrases: spokenEndings.withSpokenForms(line.phrases))
        }
        let digitOrdinals = HolidayOrdinalForms(lexicon: pack.lexicon)
        let holidayNames = pack.holidayNames
        for holiday in holidayNames {
            builder.add(kind: "holiday", value: holiday.id, line: 0, phrases: HolidayApostropheForms.withoutApostrophes(digitOrdinals.withDigitForms(holiday.names)))
        }
        for (id, phrase) in HolidayArticleForms.sharedReadings(holidayNames, lexicon: pack.lexicon) {
            builder.add(kind: "holiday", value: id, line: 0, phrases: [phrase])
        }
        for place in pack.placeNames {
            builder.add(kind: "place", value: place.code, line: 0, phrases: place.names)
        }
        return builder.finish()
    }

    private struct Builder {
        var children: [[UInt32: Int]] = [[:]]
        var nodeEntries: [[Int]] = [[]]
        var exact: [[Unicode.Scalar]] = []
        var entryKeys: [[Int]] = []
        var keys: [String] = []
        var keyIndex: [String: Int] = [:]

        mutating func add(kind: String, value: String, line: Int, phrases: [String]) {
            let identity = kind + "\t" + value
            let key: Int
            if let known = keyIndex[identity] {
                key = known
            } else {
                key = keys.count
                keyIndex[identity] = key
                keys.append(identity + "\t" + String(line))
            }
            phrases: for phrase in phrases {
                let normalized = NormalizedText(phrase)
                guard !normalized.scalars.isEmpty else { continue }
                var node = 0
                for scalar in normalized.folded {
                    if let next = children[node][scalar.value] {
                        node = next
                    } else {
                        children.append([:])
                        nodeEntries.append([])
                        children[node][scalar.value] = children.count - 1
                        node = children.count - 1
                    }
                }
                // Several lines may give one phrase different readings: they become one entry.
                for entry in nodeEntries[node] where exact[entry] == normalized.scalars {
                    if !entryKeys[entry].contains(key) { entryKeys[entry].append(key) }
                    continue phrases
                }
                nodeEntries[node].append(exact.count)
                exact.append(normalized.scalars)
                entryKeys.append([key])
            }
        }

        func finish() -> Compiled {
            var sections = [[Int]](repeating: [], count: VocabularySection.allCases.count)
            func append(_ section: VocabularySection, _ value: Int) { sections[section.rawValue].append(value) }
            // Nodes keep their creation order; entries are renumbered node by node.
            var sets: [[Int]: Int] = [:]
            var setList: [[Int]] = []
            for node in children.indices {
                append(.childStart, sections[VocabularySection.childScalar.rawValue].count)
                for (scalar, child) in children[node].sorted(by: { $0.key < $1.key }) {
                    append(.childScalar, Int(scalar))
                    append(.childNode, child)
                }
                append(.entryStart, sections[VocabularySection.exactStart.rawValue].count)
                for entry in nodeEntries[node] {
                    append(.exactStart, sections[VocabularySection.scalars.rawValue].count)
                    for scalar in exact[entry] { append(.scalars, Int(scalar.value)) }
                    let set = sets[entryKeys[entry]] ?? {
                        setList.append(entryKeys[entry])
                        sets[entryKeys[entry]] = setList.count - 1
                        return setList.count - 1
                    }()
                    append(.readingSet, set)
                }
            }
            append(.childStart, sections[VocabularySection.childScalar.rawValue].count)
            append(.entryStart, sections[VocabularySection.exactStart.rawValue].count)
            append(.exactStart, sections[VocabularySection.scalars.rawValue].count)
            for members in setList {
                append(.setStart, sections[VocabularySection.setMembers.rawValue].count)
                for key in members { append(.setMembers, key) }
            }
            append(.setStart, sections[VocabularySection.setMembers.rawValue].count)
            var keyOffset = 0
            for key in keys {
                append(.keyStart, keyOffset)
                keyOffset += key.utf8.count + 1
            }
            append(.keyStart, keyOffset)

            var bytes: [UInt8] = []
            PackedNumbers.append(sections.count, to: &bytes)
            var offset = 1 + sections.count + 1
            for section in sections {
                PackedNumbers.append(offset, to: &bytes)
                offset += section.count
            }
            PackedNumbers.append(offset, to: &bytes)
            for section in sections {
                for value in section { PackedNumbers.append(value, to: &bytes) }
            }
            return Compiled(tables: bytes, readingKeys: keys.joined(separator: "\n"))
        }
    }
}
