/// The sections of a compiled vocabulary, in the order they are laid out. Every section is a run of
/// packed numbers; the blob starts with the section count and then each section's first index (and
/// one past the last), so a reader finds any number with two look-ups.
///
/// - The trie: node n's children are `childScalar`/`childNode[childStart[n]..<childStart[n + 1]]`,
///   sorted by scalar (the folded, diacritic-free form of the phrases).
/// - Its entries: the phrases ending at node n are `entryStart[n]..<entryStart[n + 1]`, in the order
///   the files list them (the first one wins a match typed without diacritics).
/// - An entry's exact form (with diacritics): `scalars[exactStart[e]..<exactStart[e + 1]]`; its
///   readings: reading set `readingSet[e]`, whose members are `setMembers[setStart[s]..<setStart[s + 1]]`,
///   indices into the reading keys (`kind <TAB> value <TAB> line`).
/// - Where reading key k starts in the keys' text: `keyStart[k]`, and one past the last key's newline.
enum VocabularySection: Int, CaseIterable {
    case childStart, childScalar, childNode, entryStart, exactStart, readingSet, scalars, setStart, setMembers, keyStart
}
