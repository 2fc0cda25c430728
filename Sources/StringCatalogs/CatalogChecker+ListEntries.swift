/// Two entries of a list read alike: Wikipedia's Japanese topic filter showing "人物伝（すべて）"
/// (Biography (all)) for "Biography (women)" too, the text of its neighbour in the list. A
/// list is a group of nine keys or more whose names differ in their last part only
/// (`wikimedia_articletopics_topic_women`, `…_biography`), each a label of three words at most,
/// and two entries are of one kind where their sources share a word (not "Loading…" and
/// "Downloading", which Ukrainian writes alike by right);
/// ``siblingsAlike(_:_:)`` reads smaller groups (a dialog's buttons), where two synonyms may
/// merge by right. Two entries one language writes alike, where every other language writing
/// both (twenty at least) tells them apart, show the same label twice; the language's own
/// words tell which is wrong (``LanguageWords``): the shared text holds its word for a word
/// only one source says ("すべて", all), or lacks its word for a word only the other says
/// (German's "Südamerika" for "Central America": no "zentr…"), and nothing says the reverse.
extension CatalogChecker {
    /// The fewest and most keys of a list.
    static let fewestListEntries = 9, mostListEntries = 400

    /// The fewest other languages that must tell two entries apart.
    static let listEntryVoters = 20

    /// The most pairs of entries judged per platform (each reads a language's words); twenty
    /// times as many are asked about.
    static let mostListPairsJudged = 200

    /// One `placeholderMismatch` per list entry holding its neighbour's text (see the
    /// extension's comment).
    func listEntriesAlike(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let (lists, sourceWords) = listsOfLabels(catalog, strings)
        // Entries of one kind: their sources share a word ("Biography"), and differ in another.
        let ofOneKind = { (one: String, other: String) in
            let (oneWords, otherWords) = (sourceWords[one]!, sourceWords[other]!)
            return oneWords != otherWords && oneWords.intersection(otherWords).contains { $0.count >= 3 }
        }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // The pairs of entries of one list a language writes alike, with the languages writing them so.
        var merges: [[String]: [String]] = [:]
        for keys in lists {
            for language in languages {
                guard let translated = strings[language] else { continue }
                var byText: [String: [String]] = [:]
                for key in keys {
                    guard let string = translated[key], string.value != source[key]?.value, case let .text(text) = string.value else { continue }
                    byText[text, default: []].append(key)
                }
                for alike in byText.values where alike.count == 2 && ofOneKind(alike[0], alike[1]) {
                    merges[alike.sorted(), default: []].append(language)
                }
            }
        }
        var words = languageWords(catalog, strings)
        var findings: [CatalogFinding] = []
        // (Pairs asked about capped too: a hostile catalog merges a different pair in every language.)
        var judged = 0, asked = 0
        for (pair, merging) in merges.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) where merging.count == 1 {
            guard judged < Self.mostListPairsJudged, asked < Self.mostListPairsJudged * 20 else { break }
            asked += 1
            let (one, other, language) = (pair[0], pair[1], merging[0])
            let apart = languages.count { other2 in
                guard other2 != language, let a = strings[other2]?[one]?.value, let b = strings[other2]?[other]?.value,
                      a != source[one]!.value, b != source[other]!.value else { return false }
                return a != b
            }
            guard apart >= Self.listEntryVoters, let translated = strings[language], let string = translated[one], case let .text(shared) = string.value else { continue }
            judged += 1
            let units = LanguageWords.units(shared)
            let (oneWords, otherWords) = (sourceWords[one]!, sourceWords[other]!)
            // Per side: the language's words for the words only its source says, standing in the shared text or missing.
            let read = { (only: Set<String>) in words.standing(only, in: units, language: language, translated, except: [one, other]) }
            let (oneSide, otherSide) = (read(oneWords.subtracting(otherWords)), read(otherWords.subtracting(oneWords)))
            // A side is wrong where its words are missing or the other's stand, and nothing says the reverse.
            let oneWrong = (!oneSide.missing.isEmpty || !otherSide.present.isEmpty) && oneSide.present.isEmpty && otherSide.missing.isEmpty
            let otherWrong = (!otherSide.missing.isEmpty || !oneSide.present.isEmpty) && otherSide.present.isEmpty && oneSide.missing.isEmpty
            guard oneWrong != otherWrong else { continue }
            let (wrong, right) = oneWrong ? (one, other) : (other, one)
            let (wrongSide, rightSide) = oneWrong ? (oneSide, otherSide) : (otherSide, oneSide)
            let evidence = rightSide.present.first.map { "it holds \"\($0.stem)…\", how \(language) writes \"\($0.word)\", which only the other source says" }
                ?? "it lacks \"\(wrongSide.missing[0].stem)…\", how \(language) writes \"\(wrongSide.missing[0].word)\", which only this source says"
            guard let wrongString = translated[wrong] else { continue }
            findings.append(CatalogFinding(
                kind: .placeholderMismatch, key: wrong, language: language, platform: catalog.platform,
                detail: "\"\(shared)\" is also \(right)'s text here, two entries of one list, where the source has \"\(source[wrong]!.value.displayText)\" and "
                    + "\"\(source[right]!.value.displayText)\": the \(apart) other languages writing both tell them apart, and \(evidence) (the list shows the same entry twice)",
                location: wrongString.location.description, appleKey: wrongString.key))
        }
        return findings
    }

    /// The lists of `catalog`'s source (``fewestListEntries`` to ``mostListEntries`` keys whose
    /// names differ in their last part only, each a label of three words at most), in key
    /// order, and each entry's source words.
    func listsOfLabels(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> (lists: [[String]], words: [String: Set<String>]) {
        var lists: [String: [String]] = [:], sourceWords: [String: Set<String>] = [:]
        for (key, string) in sortedSource(catalog, strings) where string.translatable {
            guard case let .text(text) = string.value, text.utf8.count <= 40, case let words = Self.lowercasedWords(text), (1...3).contains(words.count),
                  let cut = key.lastIndex(where: { $0 == "_" || $0 == "." }) else { continue }
            lists[String(key[..<cut]), default: []].append(key)
            sourceWords[key] = Set(words)
        }
        let kept = lists.sorted { $0.key < $1.key }.map(\.value).filter { (Self.fewestListEntries...Self.mostListEntries).contains($0.count) }
        return (kept, sourceWords)
    }
}
