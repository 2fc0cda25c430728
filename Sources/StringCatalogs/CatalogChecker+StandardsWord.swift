/// The words one standard of a language writes for a source word where the other writes its
/// own (Brazilian "senha", European "palavra-passe" for "password"), for
/// ``CatalogChecker/textsInACloseLanguage(_:_:)``.
extension CatalogChecker {
    /// How many of the source's translatable texts say each word (a plural or array once).
    static func sourceWordTotals(_ source: [String: CatalogString]) -> [String: Int] {
        var totals: [String: Int] = [:]
        for string in source.values where string.translatable {
            for word in Set(string.value.texts.flatMap(lowercasedWords)) { totals[word, default: 0] += 1 }
        }
        return totals
    }

    /// The source word (four letters at least) of `key`'s source text that `variant` writes
    /// as `word` and `language` as another word of its own (`key` left out): three of the
    /// variant's translations of texts saying it at least, and half, hold `word`; two in three
    /// of the language's (three at least) hold one other word (four letters at least; in no
    /// more than twice as many of its texts at large), and one in five at most a word starting as
    /// `word` does (its first four letters: "lixeira", "lixo"), which none of the variant's holds.
    /// With the language's own word and how many translations of each were read. `wordsByKey`:
    /// the run's words of each language's values (``wordsByKey(of:_:_:)``), for both languages.
    /// `readTexts`: the translations read per pair of languages and source word, counted once
    /// (a text judged only takes its own out: a hostile catalog pastes thousands).
    /// `sourceWordTotals`: how many source texts say each word, of which `keysByWord` holds the
    /// first ``LanguageWords/mostWitnesses``.
    static func standardsWord(_ word: String, of variant: String, not language: String, key: String, source: [String: CatalogString],
                              _ strings: [String: [String: CatalogString]], keysByWord: [String: [String]], sourceWordTotals: [String: Int],
                              wordCounts: [String: Int], wordsByKey: [String: [String: [[String]]]], readTexts: inout [[String]: StandardsWitnesses])
        -> (word: String, own: String?, theirs: Int, ours: Int, alike: Int)? {
        guard let theirs = strings[variant], let ours = strings[language], let original = source[key] else { return nil }
        let sourceWords = Set(original.value.texts.flatMap(lowercasedWords).filter { $0.count >= 4 })
        for sourceWord in sourceWords.sorted() {
            // Per source word: the words of the variant's translations of texts saying it, and of the language's
            // (``LanguageWords/mostWitnesses`` texts per word: `keysByWord`; read once per pair of languages and word).
            let cacheKey = [variant, language, sourceWord]
            if readTexts[cacheKey] == nil {
                readTexts[cacheKey] = StandardsWitnesses((keysByWord[sourceWord] ?? []).compactMap { other in
                    guard let string = source[other], case .text = string.value else { return nil }
                    // (The run's words of each translation; a copy of the source is none.)
                    let words = { (reader: String, translated: [String: CatalogString]) -> Set<String>? in
                        guard let value = translated[other]?.value, value != string.value else { return nil }
                        return Set((wordsByKey[reader]?[other] ?? []).joined())
                    }
                    return (other, words(variant, theirs), words(language, ours))
                })
            }
            // (Read from a sample where the source says the word more often: Nextcloud's European Portuguese
            // "ficheiro", file, in 41 of the 50 texts read and in 102 at large.)
            let read = keysByWord[sourceWord]?.count ?? 0
            let sampled = read == 0 ? 1 : max(1, Double(sourceWordTotals[sourceWord] ?? read) / Double(read))
            if let found = readTexts[cacheKey]!.ownWord(against: word, leaving: key, wordCounts: wordCounts, sampled: sampled) {
                return (sourceWord, found.own, found.holding, found.ours, found.alike)
            }
        }
        return nil
    }
}

/// The variant's and the language's translations of the source texts saying one word, for
/// ``CatalogChecker/standardsWord(_:of:not:key:source:_:keysByWord:wordCounts:wordsByKey:readTexts:)``:
/// counted once, so that judging a text only takes that text's own translations out.
struct StandardsWitnesses {
    /// The translations read, by key: the words of the variant's and of the language's (nil: none, or a copy of the source).
    private let byKey: [String: [(theirs: Set<String>?, ours: Set<String>?)]]
    /// How many of the variant's and of the language's translations were read.
    private let theirCount: Int, ourCount: Int
    /// How many of the variant's translations hold each word, and a word of each start (``start(_:)``).
    private var theirWords: [String: Int] = [:], theirStarts: [String: Int] = [:]
    /// How many of the language's translations hold a word of each start.
    private var ourStarts: [String: Int] = [:]
    /// The words (four letters at least) that two in three of the language's translations may
    /// hold once a text is taken out, with how many hold each.
    private let ownCandidates: [String: Int]

    /// A word's first four letters (all of a shorter one): what tells a standard's word from another's.
    static func start(_ word: String) -> String { String(word.prefix(4)) }

    /// Counts `read`: per key, the words of the variant's translation and of the language's.
    init(_ read: [(key: String, theirs: Set<String>?, ours: Set<String>?)]) {
        let grouped = Dictionary(grouping: read, by: \.key)
        byKey = grouped.mapValues { $0.map { ($0.theirs, $0.ours) } }
        let ourCount = read.count { $0.ours != nil }
        (theirCount, self.ourCount) = (read.count { $0.theirs != nil }, ourCount)
        var ourWords: [String: Int] = [:]
        for (_, theirs, ours) in read {
            for word in theirs ?? [] { theirWords[word, default: 0] += 1 }
            for start in Set((theirs ?? []).map(Self.start)) { theirStarts[start, default: 0] += 1 }
            for start in Set((ours ?? []).map(Self.start)) { ourStarts[start, default: 0] += 1 }
            for word in ours ?? [] where word.count >= 4 { ourWords[word, default: 0] += 1 }
        }
        // (A text taken out lowers a word's count and the translations' by one each, per time its key was read.)
        let mostPerKey = grouped.values.map(\.count).max() ?? 0
        ownCandidates = ourWords.filter { $0.value * 3 >= (ourCount - mostPerKey) * 2 }
    }

    /// The language's own word where the variant writes `word`, with how many of the variant's
    /// translations hold `word` and how many of the language's were read, `key`'s own left out
    /// (see ``CatalogChecker/standardsWord(_:of:not:key:source:_:keysByWord:wordCounts:wordsByKey:readTexts:)``);
    /// `wordCounts`: how many of the language's texts at large hold each word.
    /// `sampled`: how many source texts say the word for each one read (1 where all were).
    func ownWord(against word: String, leaving key: String, wordCounts: [String: Int], sampled: Double = 1)
        -> (own: String?, holding: Int, ours: Int, alike: Int)? {
        let left = byKey[key] ?? []
        let theirs = theirCount - left.count { $0.theirs != nil }, ours = ourCount - left.count { $0.ours != nil }
        let holding = theirWords[word, default: 0] - left.count { $0.theirs?.contains(word) == true }
        let start = Self.start(word)
        let oursStartingAlike = ourStarts[start, default: 0] - left.count { $0.ours?.contains { Self.start($0) == start } == true }
        // (One in five of the language's holding the variant's word at most: Nextcloud's European
        // Portuguese says "senha" in 2 of its 12 texts for "password", "palavra-passe" in the rest.)
        guard holding >= 3, holding * 2 >= theirs, ours >= 3, oursStartingAlike * 5 <= ours else { return nil }
        // (A word of the language's texts at large is no word for this one: twice as many texts hold it at most,
        // scaled where the texts read are a sample.)
        let counted = ownCandidates.map { own, count in (own: own, count: count - left.count { $0.ours?.contains(own) == true }) }
        guard let own = counted.filter({ $0.count * 3 >= ours * 2 }).sorted(by: { ($0.count, $1.own) > ($1.count, $0.own) }).first(where: { own in
            let ownStart = Self.start(own.own)
            return ownStart != start && theirStarts[ownStart, default: 0] - left.count { $0.theirs?.contains { Self.start($0) == ownStart } == true } == 0
                && Double(wordCounts[own.own, default: 0]) <= Double(own.count * 2) * sampled
        }) else {
            // (No one word of the language's, where the variant writes its word in nine of its ten texts
            // (five at least) and the language one in ten at most (ten at least): Nextcloud's European
            // Portuguese writes "delete" as "apagar" or "eliminar", Brazil "excluir" in 23 of its 24.)
            guard holding >= 5, holding * 10 >= theirs * 9, ours >= 10, oursStartingAlike * 10 <= ours else { return nil }
            return (nil, holding, ours, oursStartingAlike)
        }
        return (own.own, holding, ours, oursStartingAlike)
    }
}
