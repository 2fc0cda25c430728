/// A sibling's sentence pasted into a key: Nextcloud's Dutch `trashbin_file_not_deleted`
/// saying "Bestand %1$s kon niet worden hersteld!" (could not be restored), the text of
/// `trashbin_file_not_restored`, so a failed delete reports a failed restore. Two keys whose
/// names differ in one part, whose source sentences differ in one word and the part names it
/// (`deleted`, `restored`), read alike in one language (or two) where five times as many tell
/// them apart; the language's own texts tell which one is wrong: a word of the shared text
/// stands in half of its translations of sources with the one key's word ("restored") and
/// in none of those with the other's ("deleted"), or, in a sentence of four words or more or
/// a plural, the stem its texts with the one key's word write ("verwi") is missing here.
/// Texts of two or three words too (Bitwarden's French `copy_password` = "Copier le nom
/// d'utilisateur"), in groups of up to 40 keys, where ``siblingsAlike(_:_:)`` (groups of 8,
/// a language's memory of each short text) says nothing; plurals by their `other` form.
/// Where both sources say both words, each one more often ("…please disable pattern first.",
/// "…disable passcode first."), the shared text's words for them, counted, tell whose it is.
extension CatalogChecker {
    /// The fewest texts with a word in their source that tell how a language translates it.
    static let fewestWordWitnesses = 3

    /// The most texts read as witnesses of one word (the first by key): a word in every key
    /// of a hostile catalog costs no more than this per pair.
    static let mostWordWitnesses = 200

    /// The most keys of a group compared pair by pair (Bitwarden's `copy_*`: 20; a pair must
    /// differ in the one word its names differ in, so few pairs are read).
    static let siblingSentenceGroup = 40

    /// The most pairs whose languages are read (the first, by group): a hostile catalog of
    /// 100,000 `copy_*` keys has millions.
    static let mostSiblingPairs = 20_000

    /// The most pairs a language may write alike and still be judged.
    static let mostMergesJudged = 20

    /// One `placeholderMismatch` per language and key holding a sibling's sentence (see the type's comment).
    func siblingSentencesAlike(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // Texts of two words or more, and plurals by their `other` form, by key; groups of keys
        // by their name with one part masked.
        var words: [String: [String]] = [:], groups: [String: [(key: String, part: String)]] = [:]
        for (key, string) in source where string.translatable {
            guard let text = Self.comparedText(string.value) else { continue }
            let textWords = Self.lowercasedWords(text)
            guard (string.value.isPlural ? 1...40 : 2...40).contains(textWords.count) else { continue }
            let parts = key.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "." }
            guard (2...Self.siblingNameParts).contains(parts.count) else { continue }
            words[key] = textWords
            for index in parts.indices {
                var masked = parts
                masked[index] = "*"
                groups[masked.joined(separator: "_"), default: []].append((key, parts[index].lowercased()))
            }
        }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // Per language and key: the words of its value (read once: keys share witnesses).
        var wordSets: [String: [String: Set<String>]] = [:]
        func wordSet(_ strings: [String: CatalogString], _ key: String, in language: String) -> Set<String> {
            if let known = wordSets[language]?[key] { return known }
            let words = Set(strings[key]?.value.texts.flatMap(Self.lowercasedWords) ?? [])
            wordSets[language, default: [:]][key] = words
            return words
        }
        // Per source word: the keys whose source holds it (read when asked; two more than the
        // witnesses read: the pair's own keys are left out).
        var keysByWord: [String: [String]]?
        func keys(holding word: String) -> [String] {
            if keysByWord == nil { keysByWord = Self.keysBySourceWord(source, most: Self.mostWordWitnesses + 2) }
            return keysByWord![word] ?? []
        }
        // Per language: how many of its translations hold each word and each stem (read when asked).
        var vocabularies: [String: (words: [String: Int], stems: [String: Int], translations: Int)] = [:]
        func vocabulary(_ language: String) -> (words: [String: Int], stems: [String: Int], translations: Int) {
            if let known = vocabularies[language] { return known }
            let (words, translations) = translationWords(of: language, catalog, strings)
            var stems: [String: Int] = [:]
            for (word, count) in words where word.count >= 5 { stems[String(word.prefix(5)), default: 0] += count }
            vocabularies[language] = (words, stems, translations)
            return (words, stems, translations)
        }
        var findings: [CatalogFinding] = []
        // The pairs some language (two at most) writes alike, with those languages and how many tell them apart.
        var candidates: [(one: (key: String, part: String), other: (key: String, part: String), oneWord: String, otherWord: String,
                          merging: [String], apart: Int)] = []
        var pairsRead = 0
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) where (2...Self.siblingSentenceGroup).contains(members.count) {
            let members = members.sorted { $0.key < $1.key }
            for (index, one) in members.enumerated() {
                for other in members.dropFirst(index + 1) {
                    // The one word the two sources differ in, each named by its key's part.
                    let (oneWords, otherWords) = (words[one.key]!, words[other.key]!)
                    guard oneWords.count == otherWords.count else { continue }
                    let differing = zip(oneWords, otherWords).filter { $0 != $1 }
                    guard differing.count == 1, let (oneWord, otherWord) = differing.first, oneWord == one.part, otherWord == other.part,
                          oneWord.count >= 4, otherWord.count >= 4, pairsRead < Self.mostSiblingPairs else { continue }
                    pairsRead += 1
                    var merging: [String] = [], apart = 0
                    let (oneSource, otherSource) = (source[one.key]!.value, source[other.key]!.value)
                    for language in languages {
                        guard let a = strings[language]?[one.key]?.value, let b = strings[language]?[other.key]?.value,
                              a != oneSource, b != otherSource, !a.hasEmptyText else { continue }
                        if Self.readAlike(a, b) { merging.append(language) } else { apart += 1 }
                    }
                    guard !merging.isEmpty, merging.count <= 2, apart >= Self.oppositeVoters * merging.count else { continue }
                    candidates.append((one, other, oneWord, otherWord, merging, apart))
                }
            }
        }
        // A language merging many pairs writes them alike by habit (or a hostile catalog does): not judged.
        var merges: [String: Int] = [:]
        for candidate in candidates { for language in candidate.merging { merges[language, default: 0] += 1 } }
        for (one, other, oneWord, otherWord, merging, apart) in candidates {
            for language in merging where merges[language]! <= Self.mostMergesJudged {
                guard let translated = strings[language], let shared = Self.comparedText(translated[one.key]!.value) else { continue }
                // The texts of this language whose source holds each word (not the other, nor these two keys).
                let witnesses = { (word: String, not: String) -> [Set<String>] in
                    keys(holding: word).filter { $0 != one.key && $0 != other.key && !wordSet(source, $0, in: catalog.sourceLanguage).contains(not) }
                        .compactMap { key in translated[key].flatMap { $0.value != source[key]!.value ? wordSet(translated, key, in: language) : nil } }
                }
                let (oneTexts, otherTexts) = (witnesses(oneWord, otherWord), witnesses(otherWord, oneWord))
                // A word of the shared text that translates one side's word and never the other's
                // (witnessed three times at least on the one side).
                let allSharedWords = Set(Self.lowercasedWords(shared)), sharedWords = allSharedWords.filter { $0.count >= 3 }
                // Not a word the language writes in a tenth of its texts (Nextcloud's Italian "file":
                // both sources say "File %1$s could not be…").
                let telling = { (mine: [Set<String>], theirs: [Set<String>]) -> String? in
                    guard mine.count >= Self.fewestWordWitnesses else { return nil }
                    let usage = vocabulary(language)
                    return sharedWords.sorted().first { word in
                        mine.count { $0.contains(word) } * 2 >= mine.count && !theirs.contains { $0.contains(word) }
                            && (usage.words[word] ?? 0) * 10 < usage.translations
                    }
                }
                // Or the stem (a word's first five letters: "verwi" of "verwijderd", "verwijderde") that
                // translates one side's word, missing from the shared text: in three in four of its
                // texts (three at least), in under a quarter of the other side's, and in under a tenth
                // of the language's (not a word of every sentence). Not in scripts that write no
                // spaces, whose words are clauses (``spacesWords(_:)``).
                let stems = { (words: Set<String>) in Set(words.filter { $0.count >= 5 }.map { String($0.prefix(5)) }) }
                let sharedStems = stems(allSharedWords)
                let missing = { (mine: [Set<String>], theirs: [Set<String>]) -> String? in
                    // (Not for texts of two or three words: a stem frequent in their witnesses by chance,
                    // "nevar" in Latvian texts saying "additional", would name the right key.)
                    guard mine.count >= Self.fewestWordWitnesses, Self.spacesWords(shared), words[one.key]!.count >= 4 || source[one.key]!.value.isPlural else { return nil }
                    var counts: [String: Int] = [:]
                    for text in mine { for stem in stems(text) { counts[stem, default: 0] += 1 } }
                    let frequent = counts.filter { $0.value * 4 >= mine.count * 3 && !sharedStems.contains($0.key) }
                    guard !frequent.isEmpty else { return nil }
                    var theirCounts: [String: Int] = [:]
                    for text in theirs { for stem in stems(text) where frequent[stem] != nil { theirCounts[stem, default: 0] += 1 } }
                    let usage = vocabulary(language)
                    return frequent.keys.filter { stem in
                        (theirCounts[stem] ?? 0) * 4 < max(1, theirs.count) && (usage.stems[stem] ?? 0) * 10 < usage.translations
                    }.sorted().first
                }
                // The key holding the other's sentence.
                var verdicts = [(one, other, telling(otherTexts, oneTexts), missing(oneTexts, otherTexts), otherWord, oneWord),
                                (other, one, telling(oneTexts, otherTexts), missing(otherTexts, oneTexts), oneWord, otherWord)]
                    .filter { $0.2 != nil || $0.3 != nil }
                // Both sources saying both words, each one more often (ownCloud's "Pattern and passcode locks cannot be
                // enabled at the same time, please disable pattern first." and "…disable passcode first."): the shared
                // text's words for them, as often as one source says them, tell whose it is (German "Muster- und
                // PIN-Sperre …, bitte PIN deaktivieren.", passcode's, under `pattern_already_set`).
                var counted: String?
                if verdicts.count == 2, let oneSays = verdicts[1].2, let otherSays = verdicts[0].2 {
                    let sharedCounts = Self.lowercasedWords(shared).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
                    let said = { (key: String) in (words[key]!.count { $0 == oneWord }, words[key]!.count { $0 == otherWord }) }
                    let written = (sharedCounts[oneSays] ?? 0, sharedCounts[otherSays] ?? 0)
                    let (bySource, byOther) = (said(one.key), said(other.key))
                    if bySource != byOther, written == byOther || written == bySource {
                        verdicts = [verdicts[written == byOther ? 0 : 1]]
                    }
                    if verdicts.count == 1 {
                        counted = "it writes \"\(oneSays)\" (\(language)'s \"\(oneWord)\") \(written.0) and \"\(otherSays)\" (\"\(otherWord)\") \(written.1) times, as the other source says them"
                    }
                }
                guard verdicts.count == 1, let (wrong, right, present, absent, rightWord, wrongWord) = verdicts.first,
                      let string = translated[wrong.key] else { continue }
                let evidence = counted ?? present.map { "\"\($0)\" stands in \(language)'s translations of other texts saying \"\(rightWord)\", never of those saying \"\(wrongWord)\"" }
                    ?? "\(language)'s translations of other texts saying \"\(wrongWord)\" write words starting \"\(absent!)\", which this one lacks"
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: wrong.key, language: language, platform: catalog.platform,
                    detail: "\"\(shared)\" is also \(right.key)'s text here, where the source has \"\(source[wrong.key]!.value.displayText)\" and "
                        + "\"\(source[right.key]!.value.displayText)\": \(apart) other languages tell the two apart, and \(evidence) "
                        + "(the sibling's sentence pasted into this key)",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }

    /// Whether two keys' values read alike: the same, or texts that differ in case alone
    /// (ownCloud's Italian "Versione del server" for "local version" beside "versione del
    /// server" for "server version": a capital letter is no other meaning).
    static func readAlike(_ a: CatalogValue, _ b: CatalogValue) -> Bool {
        if a == b { return true }
        guard case let .text(one) = a, case let .text(other) = b, one.utf8.count == other.utf8.count else { return false }
        return one.lowercased() == other.lowercased()
    }

    /// The text a sibling's is compared by: a text, or a plural's `other` form (Bitwarden's
    /// Dutch `minutes_format` holding `hours_format`'s "%1$d uren").
    static func comparedText(_ value: CatalogValue) -> String? {
        switch value {
        case let .text(text): text
        case let .plural(forms): forms["other"]
        default: nil
        }
    }

    /// Whether a text spaces its words: no letters of a script that writes none (Chinese,
    /// Japanese, Thai, Lao, Khmer, Myanmar), whose "words" are clauses.
    static func spacesWords(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            scalar.isIdeographicQuickly || (0x3040...0x30FF).contains(scalar.value) || (0x0E00...0x0EFF).contains(scalar.value)
                || (0x1000...0x109F).contains(scalar.value) || (0x1780...0x17FF).contains(scalar.value)
        }
    }
}
