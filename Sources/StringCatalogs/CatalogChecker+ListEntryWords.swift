/// An entry of a list written as another entry's word, its source word misread for a
/// look-alike: Wikipedia's Brazilian topic filter showing "Biografia" for "Biology", the word
/// of its neighbours "Biografia (todos)" and "Biografia (mulheres)" (Biography (all),
/// Biography (women)). Two entries of a list (``listsOfLabels(_:_:)``) whose sources share no
/// word but have words alike to the eye (``lookAlikes(_:_:)``), where one's translation is
/// a run of the other's words, and every other language writing both (twenty at least) writes
/// no such run: the shorter shows the other's word where the list's other entries tell it is
/// the other's (an entry saying the other's word holds the run, none saying its own does).
/// Without look-alikes, a language may say one thing with another's word by right (Finnish
/// "Poista käytöstä", disable, "remove from use", beside "Poista", remove).
extension CatalogChecker {
    /// The most words of a translation whose runs are read.
    static let mostListEntryWords = 6

    /// One `placeholderMismatch` per list entry written as another entry's word (see the
    /// extension's comment).
    func listEntriesHoldingAnother(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let (lists, sourceWords) = listsOfLabels(catalog, strings)
        guard !lists.isEmpty else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // (Sources sharing no word of three letters: not "Biography (all)" and "Biography (women)".)
        let apartInSource = { (one: String, other: String) in !sourceWords[one]!.intersection(sourceWords[other]!).contains { $0.count >= 3 } }
        // A translation's words, where it is one (not its source's text) of a few words.
        let entryWords = { (key: String, translated: [String: CatalogString]) -> [String]? in
            guard let string = translated[key], string.value != source[key]?.value, case let .text(text) = string.value else { return nil }
            let words = Self.lowercasedWords(text)
            return (1...Self.mostListEntryWords).contains(words.count) ? words : nil
        }
        var findings: [CatalogFinding] = [], reported: Set<[String]> = []
        // (Pairs asked about capped, as ``listEntriesAlike(_:_:)``'s: a hostile catalog holds a different pair in every language.)
        var asked = 0
        for keys in lists {
            // Per language, each entry's words; per pair (one held in the other), the languages writing it so.
            var words: [String: [String: [String]]] = [:], holding: [[String]: [String]] = [:]
            for language in languages {
                guard let translated = strings[language] else { continue }
                let own = Dictionary(uniqueKeysWithValues: keys.compactMap { key in entryWords(key, translated).map { (key, $0) } })
                words[language] = own
                // Every run of each entry's words, with the entries holding it.
                var runs: [[String]: [String]] = [:]
                for (key, list) in own where list.count >= 2 {
                    for start in list.indices { for end in (start + 1)...list.count where end - start < list.count { runs[Array(list[start..<end]), default: []].append(key) } }
                }
                for (key, list) in own {
                    for other in runs[list] ?? [] where other != key && apartInSource(key, other) { holding[[key, other], default: []].append(language) }
                }
            }
            for (pair, alone) in holding.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) where alone.count == 1 {
                guard asked < Self.mostListPairsJudged * 20 else { break }
                let (held, holder, language) = (pair[0], pair[1], alone[0])
                // The words only one source of the two says; alike to the eye: a word misread for its look-alike.
                let (heldOnly, holderOnly) = (sourceWords[held]!.subtracting(sourceWords[holder]!), sourceWords[holder]!.subtracting(sourceWords[held]!))
                guard let lookAlikes = Self.lookAlikes(heldOnly, holderOnly) else { continue }
                asked += 1
                // Every other language writing both keeps them apart.
                let apart = languages.count { other in
                    guard other != language, let one = words[other]?[held], let two = words[other]?[holder] else { return false }
                    return !Self.holdsRun(two, one)
                }
                guard apart >= Self.listEntryVoters, let run = words[language]?[held] else { continue }
                // The list's other entries: those saying a word only one source of the two says, holding the run.
                let witnesses = { (only: Set<String>) in keys.filter { key in
                    key != held && key != holder && !sourceWords[key]!.isDisjoint(with: only) && (words[language]?[key]).map { Self.holdsRun($0, run) } == true
                } }
                let told = witnesses(holderOnly)
                guard !told.isEmpty, witnesses(heldOnly).isEmpty else { continue }
                // (One finding per entry, however many entries hold its text: the held one is wrong.)
                guard reported.insert([language, held]).inserted, let string = strings[language]?[held], let holderString = strings[language]?[holder],
                      let witness = strings[language]?[told[0]] else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: held, language: language, platform: catalog.platform,
                    detail: "\"\(string.value.displayText)\" and \(holder)'s \"\(holderString.value.displayText)\" share \"\(run.joined(separator: " "))\" here, two entries "
                        + "of one list whose sources (\"\(source[held]!.value.displayText)\", \"\(source[holder]!.value.displayText)\") share no word but look alike "
                        + "(\"\(lookAlikes.0)\", \"\(lookAlikes.1)\": one misread for the other?), where the \(apart) other languages writing both keep them apart; \(language) writes it in \(told.count == 1 ? "" : "\(told.count) entries, e.g. ")"
                        + "\(told[0])'s \"\(witness.value.displayText)\" (source \"\(source[told[0]]!.value.displayText)\"): the other entry's word",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }

    /// A word of `one` and a word of `other` that look alike, the first in order: five letters
    /// or more each, the same first three ("biology", "biography").
    static func lookAlikes(_ one: Set<String>, _ other: Set<String>) -> (String, String)? {
        for word in one.sorted() where word.count >= 5 {
            if let alike = other.sorted().first(where: { $0 != word && $0.count >= 5 && $0.prefix(3) == word.prefix(3) }) { return (word, alike) }
        }
        return nil
    }

    /// Whether `words` hold `run` as consecutive words.
    static func holdsRun(_ words: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<($0 + run.count)]) == run }
    }
}
