/// Unnumbered arguments whose words a translation reordered, told by the language's own
/// translations.
///
/// Unnumbered arguments (`%@ … %@`, `%s … %s`) take their values in the source's order
/// whatever the words around them say, so a translator who reorders the sentence must number
/// them. Where one did not, the word before an argument is the language's word for the word
/// before *another* argument of the source: ownCloud's Russian "Аутентификация через %@ как
/// %@" for "Authenticated as %@ via %@" ("через" is how its Russian writes "via": the user
/// name now follows "via"). The language's word for a source word is read from its other
/// translations: two in three of those whose source holds that word (four at least) hold
/// it, against no more than a third of those whose source holds the argument's own word,
/// and a third as many of its other texts (a preposition the language writes everywhere
/// says nothing). No argument may keep the word its own source word has (half of three).
extension CatalogChecker {
    /// The most unnumbered arguments of a source text judged (each pair of them is compared).
    static let mostUnnumberedArguments = 8
    /// The most source texts judged, by key (real apps have a handful: eight in Home Assistant).
    static let mostUnnumberedSources = 500

    /// One `placeholderMismatch` per translation whose unnumbered arguments trade the words
    /// before them (see the extension's comment).
    func unnumberedArgumentsSwappedByTheLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The source texts with two unnumbered arguments or more, and the word before each (two at least).
        let candidates: [(key: String, original: CatalogString, sourceText: String, count: Int, words: [Int: String])] =
            source.sorted(by: { $0.key < $1.key }).compactMap { key, original in
                guard original.translatable, original.formatted, case let .text(text) = original.value,
                      let count = Self.unnumberedArgumentCount(text), count <= Self.mostUnnumberedArguments else { return nil }
                let words = Self.wordsBeforeArguments(text)
                return words.count >= 2 ? (key, original, text, count, words) : nil
            }.prefix(Self.mostUnnumberedSources).map { $0 }
        guard !candidates.isEmpty else { return [] }
        let wanted = Set(candidates.flatMap { $0.words.values })
        let keysByWord = Self.keysBySourceWord(source, most: Self.mostWordWitnesses, only: wanted)
        let keySets = keysByWord.mapValues(Set.init)
        var findings: [CatalogFinding] = []
        for language in strings.keys.filter({ !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            let translated = strings[language]!
            var wordSets: [String: Set<String>] = [:]
            func words(of key: String, _ string: CatalogString) -> Set<String> {
                if let known = wordSets[key] { return known }
                let words = Set(string.value.texts.flatMap(Self.lowercasedWords))
                wordSets[key] = words
                return words
            }
            // How many of the language's translations of texts holding `sourceWord` (this key's
            // left out, and those whose source also holds `unless`) hold `word`, of how many;
            // counted once per word and source word, this key's own taken off.
            var counted: [[String]: (holding: Int, of: Int)] = [:]
            func witnesses(_ word: String, for sourceWord: String, except key: String, unless: String? = nil) -> (holding: Int, of: Int) {
                let excluded = unless.flatMap { keySets[$0] } ?? []
                let holds = { (other: String) -> Bool? in
                    guard let string = translated[other], string.value != source[other]!.value else { return nil }
                    return words(of: other, string).contains(word)
                }
                let all: (holding: Int, of: Int)
                if let known = counted[[word, sourceWord, unless ?? ""]] {
                    all = known
                } else {
                    var holding = 0, of = 0
                    for other in keysByWord[sourceWord] ?? [] where !excluded.contains(other) {
                        guard let held = holds(other) else { continue }
                        of += 1
                        if held { holding += 1 }
                    }
                    all = (holding, of)
                    counted[[word, sourceWord, unless ?? ""]] = all
                }
                guard keySets[sourceWord]?.contains(key) == true, !excluded.contains(key), let held = holds(key) else { return all }
                return (all.holding - (held ? 1 : 0), all.of - 1)
            }
            let writes = { (word: String, sourceWord: String, key: String) -> Bool in
                let (holding, of) = witnesses(word, for: sourceWord, except: key)
                return of >= 3 && holding * 2 >= of
            }
            // How many of the language's translations hold each word, of how many (read when asked).
            var vocabulary: (counts: [String: Int], translations: Int)?
            // The share of the language's other translations holding `word`, their sources not
            // holding `sourceWord` (its frequency in the language's texts at large).
            func background(_ word: String, without sourceWord: String, except key: String) -> (holding: Int, of: Int) {
                if vocabulary == nil {
                    var counts: [String: Int] = [:], translations = 0
                    for (other, string) in translated {
                        guard let original = source[other], original.translatable, string.value != original.value else { continue }
                        translations += 1
                        for word in words(of: other, string) { counts[word, default: 0] += 1 }
                    }
                    vocabulary = (counts, translations)
                }
                var holding = vocabulary!.counts[word] ?? 0, of = vocabulary!.translations
                for other in (keySets[sourceWord] ?? []).union([key]) {
                    guard let string = translated[other], let original = source[other], original.translatable, string.value != original.value else { continue }
                    of -= 1
                    if words(of: other, string).contains(word) { holding -= 1 }
                }
                return (holding, of)
            }
            for candidate in candidates {
                guard let string = translated[candidate.key], string.value != candidate.original.value, case let .text(text) = string.value,
                      Self.unnumberedArgumentCount(text) == candidate.count else { continue }
                let words = Self.wordsBeforeArguments(text)
                // No argument keeps the language's word for its own source word.
                guard !words.contains(where: { position, word in candidate.words[position].map { writes(word, $0, candidate.key) } == true }) else { continue }
                for (position, word) in words.sorted(by: { $0.key < $1.key }) {
                    guard let own = candidate.words[position],
                          let (other, otherWord) = candidate.words.sorted(by: { $0.key < $1.key }).first(where: { $0.key != position && writes(word, $0.value, candidate.key) }) else { continue }
                    // Four witnesses at least, two in three holding the word (Bulgarian "от", 2 of 3
                    // for "has", is its "of").
                    let (holding, of) = witnesses(word, for: otherWord, except: candidate.key)
                    guard of >= 4, holding * 3 >= of * 2 else { continue }
                    // Not the language's word for the argument's own source word too (texts holding
                    // both left out), nor a word its texts write at large.
                    let (ownHolding, ownOf) = witnesses(word, for: own, except: candidate.key, unless: otherWord)
                    let (usual, texts) = background(word, without: otherWord, except: candidate.key)
                    guard ownHolding * 3 <= ownOf, texts >= 20, usual * 3 * of <= holding * texts else { continue }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: candidate.key, language: language, platform: catalog.platform,
                        detail: "the unnumbered arguments trade places: here \"\(word)\" comes before argument \(position), where the source has \"\(own)\"; "
                            + "\"\(word)\" is how this language writes \"\(otherWord)\" (\(holding) of its \(of) translations of texts holding it), which the source "
                            + "puts before argument \(other): the words were reordered, the values were not (number them) "
                            + "(source \"\(candidate.sourceText)\", here \"\(text)\")",
                        location: string.location.description, appleKey: string.key))
                    break
                }
            }
        }
        return findings
    }

    /// A Chinese, Japanese or Korean translation whose ordinal word stands on the total: the
    /// source counts "%d of %d" (the index, then the total), and here "第" (Chinese and
    /// Japanese "the …th") or "번째", "番目", "件目", "個目" ("…th") mark the total's argument,
    /// or "共", "총" ("in all") before, "중", "中" ("among") after, the index's: Mastodon's
    /// Traditional Chinese "%@，共 %d 個附件中的第 %d 個" for "%@, attachment %d of %d"
    /// ("attachment 3 of 1"), Nextcloud's Korean "%1$s 중 %2$s 사용됨" and Japanese "%1$s 中%2$s
    /// が使われています。" for "%1$s of %2$s used" ("of 1 GB, 10 GB used"). Unnumbered arguments take
    /// their values in the source's order, numbered ones where their numbers say.
    func ordinalOnTheTotal(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, original, sourceText, translated in
            guard original.formatted, let (index, total) = Self.indexAndTotal(sourceText) else { return [] }
            return translated().compactMap { translation in
                guard ["zh", "ja", "ko", "yue"].contains(LanguageFallback.base(translation.language)),
                      let (position, mark, ordinal) = Self.countMarks(translation.text).first(where: { $0.ordinal ? $0.position == total : $0.position == index })
                else { return nil }
                return (translation, "\"\(mark)\" marks argument \(position) as \(ordinal ? "the ordinal (which one)" : "the total (how many in all)"), where the "
                    + "source counts argument \(index) of \(total): the index and the total traded places (\"\(total) of \(index)\")")
            }
        }
    }

    /// The index and the total of a source counting "%d of %d" ("%1$d / %2$d", "%d out of %d"):
    /// the positions of the first and the second argument.
    static func indexAndTotal(_ text: String) -> (index: Int, total: Int)? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        let bytes = Array(text.utf8)
        var previous: (position: Int, end: Int)?
        for case let .placeholder(placeholder, range) in Placeholder.scan(text) where !placeholder.isProse {
            if let (position, end) = previous, end <= range.lowerBound, position != placeholder.position,
               ["of", "out of", "/", "из"].contains(String(decoding: bytes[end..<range.lowerBound], as: UTF8.self).trimmingScalars(in: .whitespaces).lowercased()) {
                return (position, placeholder.position)
            }
            previous = (placeholder.position, range.upperBound)
        }
        return nil
    }

    /// The arguments of a Chinese, Japanese or Korean text that an ordinal word ("第 %d",
    /// "%d번째", "%d 番目") or a word of the total ("共 %d", "총 %d", "%s 중", "%s 中": among
    /// it) marks: position, the word, whether it is ordinal.
    static func countMarks(_ text: String) -> [(position: Int, mark: String, ordinal: Bool)] {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        let bytes = Array(text.utf8)
        var marks: [(position: Int, mark: String, ordinal: Bool)] = []
        let writesKana = text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
        for case let .placeholder(placeholder, range) in Placeholder.scan(text) where !placeholder.isProse {
            let before = String(decoding: bytes[..<range.lowerBound].suffix(12), as: UTF8.self).trimmingScalars(in: .whitespaces)
            let after = String(decoding: bytes[range.upperBound...].prefix(12), as: UTF8.self).trimmingScalars(in: .whitespaces)
            if before.hasSuffix("第") { marks.append((placeholder.position, "第", true)) }
            if let suffix = ["번째", "番目", "件目", "個目", "个目"].first(where: after.hasPrefix) { marks.append((placeholder.position, suffix, true)) }
            if let word = ["共", "총"].first(where: before.hasSuffix) { marks.append((placeholder.position, word, false)) }
            // "X 중 Y", "X 中 Y" (Korean, Chinese: Y among X): X is the whole (Japanese "中" is "during", but not
            // between two arguments: Nextcloud's "%2$s 中%1$s が使われています。", 1 GB of 10 GB used).
            let amongArgument = after.hasPrefix("中") && after.dropFirst().trimmingScalars(in: .whitespaces).hasPrefix("%")
            if let word = ["중", "中"].first(where: after.hasPrefix), word == "중" || !writesKana || amongArgument { marks.append((placeholder.position, word, false)) }
        }
        return marks
    }

    /// How many arguments a text has when it has two or more, none numbered; nil otherwise
    /// (prose's "%" left out).
    static func unnumberedArgumentCount(_ text: String) -> Int? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        let placed = Placeholder.all(in: text)
        return placed.count >= 2 && placed.allSatisfy { !$0.explicit } ? placed.count : nil
    }
}
